/// What an action's value or option holds: how the parser checks it and a generator draws it.
public enum ActionValueType: Sendable, Equatable {
    /// A controller the step creates (or adopts when it is alive already).
    case newController
    /// A controller alive at that step.
    case controller
    case view
    case controllerOrView
    /// Free words: a segue identifier, a method name.
    case text
    case flag
    case number
    /// One of these words.
    case choice([String])
    /// A controller, or a container tree such as `{navigation: [A]}`.
    case tree
    /// A non-empty list of controllers, such as `[A, C]`; they may be created by the step.
    case controllers
    /// A non-empty list of these words, such as `[medium, large]`.
    case choices([String])
}

/// One value or option of an action, as written in a scenario file.
public struct ActionOption: Sendable, Equatable {
    public let name: String
    public let type: ActionValueType
    /// The action means something without it (no default stands in for it).
    public let isOptional: Bool
    public init(_ name: String, _ type: ActionValueType, optional: Bool = false) {
        self.name = name; self.type = type; self.isOptional = optional
    }
}

/// What an action looks like in words, for summaries, chart headings and the names it involves.
public struct ActionWords: Sendable, Equatable {
    /// A short English description of the step, as a scenario author would write it.
    public var summary: String
    /// The values of the `action.<keyword>` heading's placeholders, in order.
    public var labels: [String]
    /// Controller names the action creates.
    public var created: [String]
    /// Controller names the action may create or refer to.
    public var mentioned: [String]
    /// A variant of the chart heading (`action.<keyword>.<variant>`) for a form that reads differently.
    public var headingVariant: String?

    public init(_ summary: String, labels: [String] = [], created: [String] = [], mentioned: [String]? = nil, headingVariant: String? = nil) {
        self.summary = summary; self.labels = labels; self.created = created; self.mentioned = mentioned ?? created
        self.headingVariant = headingVariant
    }
}

/// What a step written with a value but taking none gets (`- pop: B`).
public enum ValueRefusal: Sendable, Equatable {
    /// The value is ignored; the action reads its options only.
    case ignored
    /// "'pop' takes no value", with an optional suggestion.
    case noValue(suggestion: String?)
    /// "'dismiss' takes options, not a value", with a suggestion.
    case optionsOnly(suggestion: String)
}

/// Where an action's values come from: a scenario file (the parser) or a random generator. The
/// action table's `read` asks for each value by name; the reader knows its type from the table.
public protocol ActionReader {
    /// The step's own value (`- push: B`), or its option of the same name (`vc: B`); nil when neither is written.
    mutating func value() throws(LocatedError) -> String?
    mutating func valueNumber() throws(LocatedError) -> Int?
    mutating func valueChoice<E: ActionChoice>(_ type: E.Type) throws(LocatedError) -> E?
    /// The step's value as a non-empty list of controller names (`- setViewControllers: [A, C]`).
    mutating func valueList() throws(LocatedError) -> [String]?
    /// An option holding a non-empty list of words of one choice, without repeats (`detents: [medium, large]`).
    mutating func choiceList<E: ActionChoice>(_ key: String, as type: E.Type) throws(LocatedError) -> [E]?
    /// "'push' needs `what`", where the step is written.
    func needs(_ what: String) -> LocatedError
    /// An option; nil when it is not written.
    mutating func option(_ key: String) throws(LocatedError) -> String?
    /// An option that must be written ("missing key" otherwise).
    mutating func required(_ key: String) throws(LocatedError) -> String
    mutating func flag(_ key: String, default: Bool) throws(LocatedError) -> Bool
    /// A choice option; `default` nil makes it required.
    mutating func choice<E: ActionChoice>(_ key: String, default: E?) throws(LocatedError) -> E
    mutating func optionalChoice<E: ActionChoice>(_ key: String, as type: E.Type) throws(LocatedError) -> E?
    /// A required controller tree.
    mutating func tree(_ key: String) throws(LocatedError) -> ControllerNode
    /// `name` inside a navigation controller with its default name.
    mutating func navigation(around name: String) -> ControllerNode
}

/// A word-valued option: its spellings (the first one per case is the canonical one) and how a
/// wrong word is reported.
public protocol ActionChoice: CaseIterable, RawRepresentable, Sendable where RawValue == String {
    /// Every accepted spelling, in the order suggestions are looked for.
    static var spellings: [(String, Self)] { get }
    /// The message for a word that is none of the spellings.
    static func unknown(_ word: String, key: String) -> String
    /// A note after the list of valid values (`ios17 covers later versions`); nil for none.
    static var choiceNote: String? { get }
}

extension ActionChoice {
    public static var spellings: [(String, Self)] { allCases.map { ($0.rawValue, $0) } }
    public static func unknown(_ word: String, key: String) -> String { "unknown \(key) '\(word)'" }
    public static var choiceNote: String? { nil }
    /// The suggestion when no spelling is close: every valid value, and the type's note.
    public static func valid(key: String) -> String { Choices.valid(key: key, values: spellings.map(\.0), note: choiceNote) }
    /// The option type the action table declares for this choice.
    public static var valueType: ActionValueType { .choice(spellings.map(\.0)) }
}

extension PresentationStyle: ActionChoice {}
extension DismissBy: ActionChoice {}
extension InteractiveOutcome: ActionChoice {}
extension SheetSwipeOutcome: ActionChoice {}
extension SegueTrigger: ActionChoice {}
extension Forwarding: ActionChoice {}
extension TabSelection: ActionChoice {}
extension Orientation: ActionChoice {}
extension SegueKind: ActionChoice {
    public static var spellings: [(String, SegueKind)] { [("push", .push), ("present", .present), ("show", .push), ("modal", .present)] }
    public static func unknown(_ word: String, key: String) -> String { "unknown segue kind '\(word)'" }
    public static var choiceNote: String? { "show is push, modal is present" }
}

/// A height a sheet can rest at (`detents: [medium, large]` on present; `selectDetent:`), iOS 15 and later.
public enum Detent: String, ActionChoice { case medium, large }

/// Who moves a sheet to another detent: the user's drag (the sheet's delegate is told) or the app's code.
public enum DetentChange: String, ActionChoice { case drag, code }

/// `embedIn:` of a presentation: the container the presented controller is wrapped in.
public enum Embedding: String, ActionChoice {
    case navigation
    public static func unknown(_ word: String, key: String) -> String { "unknown \(key) '\(word)'" }
}

/// One entry of the action table: everything about an action except what the engine does with it.
public struct ActionSpec: Sendable {
    /// The action's name as written in scenario files.
    public let keyword: String
    /// The value written after the keyword (`- push: B`), if the action takes one.
    public let value: ActionOption?
    /// Every option key the action accepts, in the order error messages list them.
    public let options: [ActionOption]
    public let refusal: ValueRefusal
    let read: @Sendable (inout any ActionReader) throws(LocatedError) -> Action
    let words: @Sendable (Action) -> ActionWords?
    /// Heading variants the action's words may name (`ActionWords.headingVariant`).
    let headingVariants: [String]

    init(_ keyword: String, value: ActionOption? = nil, options: [ActionOption] = [],
         refusal: ValueRefusal = .ignored, headingVariants: [String] = [],
         read: @escaping @Sendable (inout any ActionReader) throws(LocatedError) -> Action,
         words: @escaping @Sendable (Action) -> ActionWords?) {
        self.keyword = keyword; self.value = value; self.options = options
        self.refusal = refusal; self.read = read; self.words = words; self.headingVariants = headingVariants
    }

    /// The action has an `animated` option.
    public var animates: Bool { options.contains { $0.name == "animated" } }
    /// The chart heading's key (Locales/Charts.xcstrings).
    public var headingKey: String { "action." + keyword }
    /// Every chart heading key of the action: the plain one and its variants.
    public var headingKeys: [String] { [headingKey] + headingVariants.map { headingKey + "." + $0 } }
    /// The key of the generic explanation of a step on the site (Locales/Content.xcstrings).
    public var explainKey: String { "explain." + keyword }
    /// The value is a word on its own, never a map of options (`- selectTab: 1`).
    public var valueIsScalarOnly: Bool { value.map { v in !options.contains { $0.name == v.name } } ?? false }

    /// A value or option of this action.
    public func option(_ key: String) -> ActionOption? {
        if let v = value, v.name == key { return v }
        return options.first { $0.name == key }
    }

    /// The type of a value or option of this action.
    public func type(of key: String) -> ActionValueType? { option(key)?.type }

    /// Builds the action from what `reader` supplies.
    public func make(_ reader: inout any ActionReader) throws(LocatedError) -> Action { try read(&reader) }
}

/// The list of valid values that ends an error about an unknown one.
public enum Choices {
    public static func valid(key: String, values: [String], note: String?) -> String {
        let list = values.count == 1 ? "can only be \(values[0])" : "must be one of \(values.joined(separator: ", "))"
        return "\(key) \(list)" + (note.map { "; \($0)" } ?? "")
    }
}

extension Profile: ActionChoice {
    public static var choiceNote: String? { "ios26 is the newest; ios17 and ios18 differ from it only where the rules say so" }
}

extension Device: ActionChoice {}
extension Origin: ActionChoice {}
