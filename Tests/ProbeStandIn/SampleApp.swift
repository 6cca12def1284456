// The sample app the callback pages' examples belong to: the types and members several examples
// use without declaring them. ExampleTests type-checks this file, the UIKit stand-in (UIKit/) and
// every page's example inside its context (Examples/<page>.swift, the example where the line
// `// <example>` is), in the Swift 6 language mode, as one module: one app.
import UIKit

struct Plant: Identifiable, Sendable { let id: Int; var name: String }
struct Room: Sendable { var name: String }
struct Account: Equatable, Sendable { let id: Int }
struct Item: Sendable { var title: String }
struct Order: Sendable { let number: Int }
struct PlantsAPI: Sendable { func plants() async throws -> [Plant] { [] } }

/// Analytics, thread-safe: examples call it from the main actor and from detached tasks.
final class Analytics: Sendable {
    static let shared = Analytics()
    enum Event: Sendable { case screenViewed(String) }
    func start() async {}
    func log(_ event: Event) {}
    func log(tab: String?) {}
    func logScreen(_ name: String) {}
}
let analytics = Analytics.shared

/// An unsaved text.
struct Draft { var hasChanges = false; func save(_ text: String) {} }

/// The editor presented as a sheet (presentationControllerShouldDismiss, canPerformUnwindSegueAction, unwindAction).
final class EditorViewController: UIViewController {
    var account: Account?
    var savedItem: Item?
    var draft = Draft()
}

/// The plant-care app's editor, PlantEditor in the scenarios: presented inside its own navigation controller.
final class PlantEditorViewController: UITableViewController {
    weak var delegate: (any PlantEditorDelegate)?
    var room: Room?
}

/// The Plants list: the delegate of PlantEditor.
final class PlantsViewController: UITableViewController {
    var plants: [Plant] = []
}

/// Screens that examples only create or test for.
final class ReceiptViewController: UIViewController {
    init(order: Order) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("created in code only") }
}
final class OnboardingViewController: UIViewController {}
final class PhotoViewController: UIViewController {}
final class FeedViewController: UITableViewController { func scrollToTop(animated: Bool) {} }
final class ComposeViewController: UIViewController {}
final class ComposePlaceholderViewController: UIViewController {}
final class PhotoPage: UIViewController { func startLoadingImage() {} }

/// The app delegate: each UIApplicationDelegate page's example is a method of it (in an extension).
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let game = Game()
    let musicPlayer = MusicPlayer()
    let privacyCover = UIView()
    let store = DocumentStore()
    let feed = Feed()
    var lastRefresh = Date()
    let downloads = Downloads()
    let notificationRouter = NotificationRouter()
}
final class Game { var isPaused = false; var isOver = false; func pause() {}; func resume() {} }
final class MusicPlayer { func fadeOut() {} }
final class Feed { func refresh() {} }
final class Downloads { func cancelAll() {} }
final class NotificationRouter: UNUserNotificationCenterDelegate {}
@MainActor final class DocumentStore { func save(completion: @escaping @MainActor () -> Void) {} }
@MainActor final class ImageCache { static let shared = ImageCache(); func removeAll() {} }

/// The scene delegate: each UISceneDelegate page's example is a method of it (in an extension).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let player = AVPlayerController()
    let timerController = TimerController()
    let privacyCover = UIView()
    let draftStore = DraftStore()
    let editor = Editor()
    let router = Router()
    var syncObserver: (any NSObjectProtocol)?
    var thumbnailCache: [String: UIImage] = [:]
}
@MainActor final class AVPlayerController { var wasPlayingBeforeInterruption = false; func play() {}; func pause() {} }
@MainActor final class TimerController { func resume() {}; func suspend() {} }
@MainActor final class DraftStore { func save() {} }
@MainActor final class Editor { func currentActivity() -> NSUserActivity? { nil } }
@MainActor final class Router { func open(_ url: URL) {} }
