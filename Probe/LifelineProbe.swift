// LifelineProbe.swift — drop this one file into an iOS app (iOS 13 or later) to log the lifecycle
// callbacks of your view controllers as Lifeline's trace contract: one JSON object per line,
//
//     {"actor":"FirstViewController","instance":1,"callback":"viewWillAppear","args":{"animated":true}}
//
// Use it: make a controller inherit from `LifelineViewController` instead of `UIViewController`
// (your overrides still call `super`, as UIKit wants). Run the app, copy the console into a file, and
//
//     lifeline trace check device.log --against my-scenario.yaml
//
// checks the order against the model (`class: FirstViewController` on a controller in the scenario,
// or `--map FirstViewController=First`, ties your class names to the scenario's names). Lines go to
// `print` (the Xcode console); set `LifelineProbe.output` to send them elsewhere. Remove the file, or
// switch the base class back, before you ship: it is a debugging aid.
import UIKit

/// Writes the trace lines. Callbacks arrive on the main thread; a lock keeps instance numbers right
/// even when a controller is deallocated elsewhere.
public enum LifelineProbe {
    nonisolated(unsafe) public static var output: @Sendable (String) -> Void = { print($0) }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [String: Int] = [:]

    /// The next instance number of a class: 1 for the first object, 2 for the second…
    static func nextInstance(of name: String) -> Int {
        lock.lock(); defer { lock.unlock() }
        counts[name, default: 0] += 1
        return counts[name]!
    }

    /// One trace line. `args` values are Bool, Int, String or nil (JSON null).
    public static func log(_ actor: String, _ instance: Int, _ callback: String, _ args: [(String, Any?)] = []) {
        let fields = args.map { key, value in "\(quote(key)):\(json(value))" }.joined(separator: ",")
        output("{\"actor\":\(quote(actor)),\"instance\":\(instance),\"callback\":\(quote(callback)),\"args\":{\(fields)}}")
    }

    static func json(_ value: Any?) -> String {
        switch value {
        case let b as Bool: return b ? "true" : "false"
        case let i as Int: return String(i)
        case let s as String: return quote(s)
        default: return "null"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}

/// A view controller that logs its lifecycle. Inherit from it instead of `UIViewController`.
open class LifelineViewController: UIViewController {
    /// The name the log uses: the class name, without the module.
    nonisolated(unsafe) private var probe: (name: String, instance: Int) = ("", 0)

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        started("init(nibName:bundle:)")
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        started("init(coder:)")
    }

    private func started(_ callback: String) {
        let name = String(describing: type(of: self))
        probe = (name, LifelineProbe.nextInstance(of: name))
        log(callback)
    }

    private func log(_ callback: String, _ args: [(String, Any?)] = []) {
        LifelineProbe.log(probe.name, probe.instance, callback, args)
    }

    private func parentName(_ parent: UIViewController?) -> String? { parent.map { String(describing: type(of: $0)) } }

    open override func awakeFromNib() { super.awakeFromNib(); log("awakeFromNib") }
    open override func loadView() { log("loadView"); super.loadView() }
    open override func viewDidLoad() { super.viewDidLoad(); log("viewDidLoad") }
    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear", [("animated", animated)]) }
    open override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log("viewIsAppearing", [("animated", animated)]) }
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear", [("animated", animated)]) }
    open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear", [("animated", animated)]) }
    open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear", [("animated", animated)]) }
    open override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log("viewWillLayoutSubviews") }
    open override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log("viewDidLayoutSubviews") }
    open override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent); log("willMove(toParent:)", [("parent", parentName(parent))])
    }
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent); log("didMove(toParent:)", [("parent", parentName(parent))])
    }
    open override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning(); log("didReceiveMemoryWarning") }
    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender); log("prepare(for:sender:)", [("identifier", segue.identifier)])
    }
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator); log("viewWillTransition(to:with:)")
    }

    deinit { LifelineProbe.log(probe.name, probe.instance, "deinit") }
}
