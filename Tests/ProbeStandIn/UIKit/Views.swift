// The UIKit stand-in (see ViewControllers.swift): views, layers, layout, colours and traits.

public typealias CGFloat = Double
public struct CGPoint: Equatable, Sendable { public var x: CGFloat, y: CGFloat; public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }; public static let zero = CGPoint(x: 0, y: 0) }
public struct CGSize: Equatable, Sendable { public var width: CGFloat, height: CGFloat; public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }; public static let zero = CGSize(width: 0, height: 0) }
public struct CGRect: Equatable, Sendable {
    public var origin: CGPoint, size: CGSize
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height) }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
}
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { self.top = top; self.left = left; self.bottom = bottom; self.right = right }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
public final class CGColor: @unchecked Sendable {}
public final class CGPath: @unchecked Sendable {}

open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var shadowPath: CGPath?
    open var frame = CGRect.zero
}
open class CAGradientLayer: CALayer {}

public final class UIColor: @unchecked Sendable {
    public var cgColor: CGColor { standIn() }
    public static let systemRed = UIColor(), systemOrange = UIColor(), systemIndigo = UIColor(), separator = UIColor(), label = UIColor()
}
public final class UIBezierPath {
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public var cgPath: CGPath { standIn() }
}

public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
public final class UITraitCollection: Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass { standIn() }
    public var verticalSizeClass: UIUserInterfaceSizeClass { standIn() }
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { standIn() }
}
/// iOS 17's trait change registration (UITraitChangeObservable).
public protocol UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
public enum UITraitVerticalSizeClass: UITraitDefinition {}
public protocol UITraitChangeRegistration: AnyObject {}

@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(frame: .zero) }
    open var layer: CALayer { standIn() }
    open var frame = CGRect.zero
    open var bounds = CGRect.zero
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var backgroundColor: UIColor?
    open var superview: UIView? { nil }
    open var window: UIWindow? { nil }
    open var subviews: [UIView] { [] }
    open var traitCollection: UITraitCollection { standIn() }
    open var translatesAutoresizingMaskIntoConstraints = true
    open var safeAreaInsets: UIEdgeInsets { standIn() }
    open var layoutMargins = UIEdgeInsets.zero
    open var leadingAnchor: NSLayoutXAxisAnchor { standIn() }
    open var trailingAnchor: NSLayoutXAxisAnchor { standIn() }
    open var topAnchor: NSLayoutYAxisAnchor { standIn() }
    open var bottomAnchor: NSLayoutYAxisAnchor { standIn() }
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func setNeedsLayout() {}
    open func setNeedsDisplay() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
}

@MainActor open class NSLayoutConstraint: NSObject {
    public static func activate(_ constraints: [NSLayoutConstraint]) {}
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {}
    open var isActive = false
    public enum Axis: Int, Sendable { case horizontal, vertical }
}
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { standIn() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { standIn() }
}
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor open class UIControl: UIView {}
@MainActor open class UIButton: UIControl {}
@MainActor open class UILabel: UIView { open var text: String? }
@MainActor open class UIImageView: UIView { open var image: UIImage? }
public final class UIImage: Sendable {}
@MainActor open class UITextView: UIView { open var text: String! }
@MainActor open class UIStackView: UIView { open var axis: NSLayoutConstraint.Axis = .horizontal }
@MainActor open class UIActivityIndicatorView: UIView { open func startAnimating() {}; open func stopAnimating() {} }
@MainActor open class UIPageControl: UIControl { open var currentPage = 0; open var numberOfPages = 0 }
@MainActor open class UIScrollView: UIView { open var contentOffset = CGPoint.zero }
@MainActor open class UITableViewCell: UIView {}
@MainActor open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func reloadData() {}
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}
}
@MainActor open class UICollectionViewLayout: NSObject { open func invalidateLayout() {} }
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout { open var itemSize = CGSize.zero; open var sectionInset = UIEdgeInsets.zero }
@MainActor open class UICollectionView: UIScrollView { open var collectionViewLayout: UICollectionViewLayout { standIn() } }

@MainActor open class UIBarItem: NSObject { open var title: String? }
@MainActor open class UITabBarItem: UIBarItem { open var badgeValue: String?; open var badgeColor: UIColor? }
@MainActor open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    open var title: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var searchController: UISearchController?
}
@MainActor open class UISearchBar: UIView { open var text: String?; open var placeholder: String? }
@MainActor open class UINavigationBar: UIView {
    open var tintColor: UIColor!
    public static func appearance() -> Self { standIn() }
}
