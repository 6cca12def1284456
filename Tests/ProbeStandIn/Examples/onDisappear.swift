import UIKit

// The example declares its own view.
// <example>
