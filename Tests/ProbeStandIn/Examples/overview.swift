import UIKit

// The overview's class (lifecycle.html, section 7) declares itself.
// <example>
