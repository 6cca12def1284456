import UIKit

/// A method of the sample app's scene delegate (SampleApp.swift).
extension SceneDelegate {
    // <example>
}

/// The inbox of awakeFromNib's example, the root of the navigation controller the scene creates.
extension InboxViewController { func refreshIfStale() {} }
