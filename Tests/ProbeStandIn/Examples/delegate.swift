import UIKit

// The page's declaration, then its example: together they compile.
// <declaration>

// <example>
