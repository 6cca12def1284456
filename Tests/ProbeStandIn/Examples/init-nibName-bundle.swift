import UIKit

// The example declares its own class (Order is in SampleApp.swift).
// <example>
