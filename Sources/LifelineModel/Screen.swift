/// What the window holds after a step: its root controller's tree and each controller presented
/// over it, front last. The learner's player draws it as a phone outline; the engine makes it from
/// its own state (`Simulator.screen`), so it can never disagree with the trace.
public struct Screen: Sendable, Equatable, Codable {
    /// A controller and the children it contains: a navigation stack bottom to top, a tab bar's tabs,
    /// a split's columns, a custom container's children, a page controller's pages.
    public struct Node: Sendable, Equatable, Codable {
        /// The display form of the controller (`A`, `A#2`).
        public var name: String
        public var kind: ActorKind
        /// Whether its view is part of what its level shows (the top of a stack, the selected tab).
        public var shown: Bool
        public var children: [Node]

        public init(name: String, kind: ActorKind, shown: Bool, children: [Node] = []) {
            self.name = name; self.kind = kind; self.shown = shown; self.children = children
        }
    }

    /// The window's root (no style) or a presented controller with the style the app asked for.
    public struct Level: Sendable, Equatable, Codable {
        public var root: Node
        public var style: PresentationStyle?
        /// Whether this level takes the ones under it off the screen (full screen, current context).
        public var covers: Bool

        public init(root: Node, style: PresentationStyle? = nil, covers: Bool = false) {
            self.root = root; self.style = style; self.covers = covers
        }
    }

    public var levels: [Level]
    /// Whether the app is in the foreground (false after the Home gesture, before its return).
    public var foreground: Bool

    public init(levels: [Level], foreground: Bool = true) { self.levels = levels; self.foreground = foreground }
}
