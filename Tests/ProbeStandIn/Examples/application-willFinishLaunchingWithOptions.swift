import UIKit

/// A method of the sample app's delegate (SampleApp.swift).
extension AppDelegate {
    // <example>
}
