import UIKit

// The example extends the sample app's EditorViewController (SampleApp.swift).
// <example>
