import UIKit

// The example declares its own class.
final class ProfileStore {}

// <example>
