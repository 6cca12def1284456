import UIKit

// The example declares its own class.
// <example>
