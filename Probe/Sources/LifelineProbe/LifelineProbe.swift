// LifelineProbe — log the lifecycle callbacks of an iOS app's view controllers as Lifeline's trace
// contract, one JSON object a line:
//
//     {"actor":"FirstViewController","instance":1,"callback":"viewWillAppear","args":{"animated":true}}
//
// Add the package, `import LifelineProbe`, and make the controllers you want to watch inherit from
// `LifelineViewController` (or `LifelineNavigationController`, `LifelineTabBarController`,
// `LifelinePageViewController`, `LifelineSplitViewController` for containers) instead of UIKit's class.
// Run the app, save the console, and `lifeline trace check device.log --against my-scenario.yaml`.
// It is a debugging aid: take it out of release builds.
import Foundation
#if canImport(os)
import os
#endif

/// Writes the trace lines. Callbacks arrive on the main thread; a lock keeps instance numbers right
/// even when a controller is deallocated elsewhere.
public enum LifelineProbe {
    /// Where the lines go: `print` (the Xcode console) by default.
    nonisolated(unsafe) public static var output: @Sendable (String) -> Void = { print($0) }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [String: Int] = [:]

    #if canImport(os)
    /// Sends the lines through the unified log (`Logger`): they show in Console.app and `log stream`,
    /// and `trace check` reads them with or without the log's prefix.
    @available(iOS 14.0, macOS 11.0, *)
    public static func useLogger(subsystem: String, category: String = "lifecycle") {
        let logger = Logger(subsystem: subsystem, category: category)
        output = { logger.log("\(($0), privacy: .public)") }
    }
    #endif

    /// The next instance number of a class: 1 for the first object, 2 for the second…
    public static func nextInstance(of name: String) -> Int {
        lock.lock(); defer { lock.unlock() }
        let n = (counts[name] ?? 0) + 1
        counts[name] = n
        return n
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

    /// JSON string quoting, as `TraceWriter` does it in lifeline: the probe is a package without dependencies,
    /// so it keeps its own copy of these few lines.
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

/// What each probed class keeps: its name (the class, without the module) and its instance number.
/// The one helper every override calls.
public struct ProbeIdentity: Sendable {
    public let name: String
    public let instance: Int

    public init(_ object: AnyObject, created callback: String) {
        name = String(describing: type(of: object))
        instance = LifelineProbe.nextInstance(of: name)
        LifelineProbe.log(name, instance, callback)
    }

    public func log(_ callback: String, _ args: [(String, Any?)] = []) { LifelineProbe.log(name, instance, callback, args) }

    /// A parent or other controller as the log names it.
    public static func name(_ object: AnyObject?) -> String? { object.map { String(describing: type(of: $0)) } }
}
