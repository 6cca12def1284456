import UIKit

/// An inbox header that follows an observable model (iOS 26).
final class InboxHeaderViewController: UIViewController {
    let inbox = Inbox()
    let titleLabel = UILabel(), badgeView = UIView(), badgeLabel = UILabel()

    // <example>
}

@MainActor @Observable final class Inbox { var title = "Inbox"; var unreadCount = 0 }
