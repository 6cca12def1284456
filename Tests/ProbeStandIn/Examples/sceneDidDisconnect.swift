import Foundation
import UIKit

/// A method of the sample app's scene delegate (SampleApp.swift).
extension SceneDelegate {
    // <example>
}
