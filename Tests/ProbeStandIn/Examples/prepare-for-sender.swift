import UIKit

/// One room's plants, which presents PlantEditor and is its delegate.
final class RoomViewController: UITableViewController, PlantEditorDelegate {
    var room = Room(name: "Kitchen")
    func plantEditorDidCancel(_ editor: PlantEditorViewController) {}
    func plantEditorDidSave(_ editor: PlantEditorViewController, plant: Plant) {}

    // <example>
}
