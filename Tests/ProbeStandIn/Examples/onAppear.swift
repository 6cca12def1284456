import UIKit

// The example declares its own view.
@MainActor @Observable final class DetailModel {
    struct Row: Identifiable { let id: Int; let title: String }
    var items: [Row] = []
    func load() async {}
}

// <example>
