/// How a callback is spelled in a log: its full Swift signature (what `#function` prints,
/// `viewWillAppear(_:)`) and its Objective-C selector (what `__func__`, `_cmd` and `-[Class sel]`
/// print, `viewWillAppear:`). A log is read by full signature, never by base name alone: a bare
/// name (`viewDidLoad`, `dealloc`) counts only when one callback has it.
extension Callback {
    /// The Swift signature, derived from the declaration: `willMove(toParent:)`, `viewDidLoad()`, `deinit`.
    public var swiftSignature: String? {
        guard Self.readableInLogs.contains(self) else { return nil }
        return derivedSwiftSignature
    }

    private var derivedSwiftSignature: String? {
        if self == .deinit { return "deinit" }
        let d = declaration
        guard let open = d.firstIndex(of: "("), let close = d.lastIndex(of: ")") else { return nil }
        let head = d[..<open].split(separator: " ").last.map(String.init) ?? ""
        let base = head == "init?" ? "init" : head
        let params = d[d.index(after: open)..<close].split(separator: ",").compactMap { $0.split(separator: " ").first }
        return base + "(" + params.map { $0.hasSuffix(":") ? String($0) : $0 + ":" }.joined() + ")"
    }

    /// The Objective-C selector: `willMoveToParentViewController:`, `viewDidLoad`, `dealloc`.
    public var objcSelector: String? {
        guard Self.readableInLogs.contains(self) else { return nil }
        return derivedSelector
    }

    /// The selector a callback page shows beside the declaration, for codebases still in Objective-C (zh review
    /// 2026-11-27, §4): every method UIKit declares or sends, the documented-only ones too; nil for the app's own
    /// code, UIKit's console and SwiftUI's modifiers.
    public var declaredSelector: String? {
        isNamedByLifeline || phase == .swiftUI ? nil : derivedSelector
    }

    private var derivedSelector: String? {
        guard let swift = derivedSwiftSignature else { return nil }
        if let irregular = Self.irregularSelectors[self] { return irregular }
        guard let open = swift.firstIndex(of: "(") else { return swift }
        let base = String(swift[..<open])
        let labels = swift[swift.index(after: open)...].dropLast().split(separator: ":").map(String.init)
        guard let first = labels.first else { return base }
        let head = first == "_" ? base + ":" : base + first.prefix(1).uppercased() + first.dropFirst() + ":"
        return head + labels.dropFirst().map { $0 + ":" }.joined()
    }

    /// App code (delegate methods, completion blocks, unwind actions) has no fixed name in a log.
    public static let readableInLogs: Set<Callback> = Set(allCases).subtracting([.delegate, .completion, .unwindAction, .warning, .traitChangeHandler])
        .subtracting(documentedOnly)

    private static let irregularSelectors: [Callback: String] = [
        .deinit: "dealloc",
        .initCoder: "initWithCoder:",
        .initNib: "initWithNibName:bundle:",
        .willMoveToParent: "willMoveToParentViewController:",
        .didMoveToParent: "didMoveToParentViewController:",
        .prepareForSegue: "prepareForSegue:sender:",
        .viewWillTransitionToSize: "viewWillTransitionToSize:withTransitionCoordinator:",
        .willTransitionToTraits: "willTransitionToTraitCollection:withTransitionCoordinator:",
        .willRotate: "willRotateToInterfaceOrientation:duration:",
        .willAnimateRotation: "willAnimateRotationToInterfaceOrientation:duration:",
        .didRotate: "didRotateFromInterfaceOrientation:",
        .canPerformUnwind: "canPerformUnwindSegueAction:fromViewController:sender:",
        .adaptivePresentationStyle: "adaptivePresentationStyleForPresentationController:traitCollection:",
        .updateSearchResults: "updateSearchResultsForSearchController:",
        .sceneWillConnect: "scene:willConnectToSession:options:",
        .configurationForConnecting: "application:configurationForConnectingSceneSession:options:",
        .pageWillTransition: "pageViewController:willTransitionToViewControllers:",
        .navigationWillShow: "navigationController:willShowViewController:animated:",
        .navigationDidShow: "navigationController:didShowViewController:animated:",
        .tabShouldSelect: "tabBarController:shouldSelectViewController:",
        .tabDidSelect: "tabBarController:didSelectViewController:",
        // SwiftUI modifiers have no selector; a log prints their name.
        .onAppear: "onAppear",
        .onDisappear: "onDisappear",
    ]

    /// Every spelling a log may use, to the callback: Swift signatures, selectors (with and without
    /// their colons, as `NSStringFromSelector` and hand-written prints give them), and bare names
    /// that only one callback has. Keys are lower-cased.
    public static let spellings: [String: Callback] = {
        var out: [String: Callback] = [:]
        var bare: [String: Set<Callback>] = [:]
        for c in readableInLogs.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let swift = c.swiftSignature, let objc = c.objcSelector else { continue }
            out[swift.lowercased()] = c
            out[objc.lowercased()] = c
            bare[String(swift.prefix { $0 != "(" }).lowercased(), default: []].insert(c)
            bare[String(objc.filter { $0 != ":" }).lowercased(), default: []].insert(c)
            if let first = objc.split(separator: ":").first { bare[first.lowercased(), default: []].insert(c) }
        }
        for (name, callbacks) in bare where callbacks.count == 1 && out[name] == nil { out[name] = callbacks.first }
        return out
    }()

    /// Bare names several callbacks share (`willMove`, `application`): a line with one of these is ambiguous.
    public static let sharedBaseNames: Set<String> = {
        var count: [String: Set<Callback>] = [:]
        for c in readableInLogs {
            guard let swift = c.swiftSignature else { continue }
            count[String(swift.prefix { $0 != "(" }).lowercased(), default: []].insert(c)
        }
        return Set(count.filter { $0.value.count > 1 }.keys)
    }()
}
