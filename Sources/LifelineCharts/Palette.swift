import Foundation

extension Charts {
    /// The hooks a host page's own light/dark switch sets (on `<html>`, `<body>` or any element around a
    /// chart): lifeline's classes, then Material for MkDocs's schemes, Docusaurus's theme and the common
    /// `data-color-scheme` (DocC's renderer gives it to a custom header and footer only).
    /// An explicit choice wins over the reader's system setting, either way.
    static let darkHooks = [".lifeline-dark", "[data-md-color-scheme=\"slate\"]", "[data-theme=\"dark\"]", "[data-color-scheme=\"dark\"]"]
    static let lightHooks = [".lifeline-light", "[data-md-color-scheme=\"default\"]", "[data-theme=\"light\"]", "[data-color-scheme=\"light\"]"]

    /// The charts' dark colours by CSS class (the classes the DOT gives every node and edge). CSS beats
    /// Graphviz's presentation attributes, so only what changes in dark mode is written here.
    static let darkRules = [
        "svg .graph > polygon:first-of-type { fill: #17191c; }",
        "svg text { fill: #e4e6ea; }",
        "svg .message path, svg .message polygon { stroke: #cfd3da; fill: #cfd3da; }",
        "svg .message.app path, svg .message.app polygon { stroke: #e2b45c; fill: #e2b45c; }",
        "svg .message-label.app text { fill: #f0c878; }",
        "svg .message-label polygon, svg .divider-label polygon { fill: #17191c; stroke: #17191c; }",
        "svg .lifeline path { stroke: #7d93bb; }",
        "svg .divider path { stroke: #5b5f66; }",
        "svg .divider-label text { fill: #b4b8bf; }",
        "svg .actor path, svg .actor polygon { fill: #24324a; stroke: #86a3d3; }",
        "svg .actor.system path, svg .actor.system polygon { fill: #2e3136; stroke: #9a9ea5; }",
        "svg .activation polygon { fill: #2f4668; stroke: #86a3d3; }",
        "svg .step polygon { fill: #3b321a; stroke: #c9a244; }",
        "svg .note polygon, svg .note polyline { fill: #34301c; stroke: #b7a452; }",
        "svg .destroy text { fill: #ff7b6e; }",
        "svg .state path, svg .state polygon { fill: #24262a; stroke: #5b5f66; }",
        "svg .state text { fill: #9a9ea5; }",
        "svg .state.visited path, svg .state.visited polygon { fill: #1d3556; stroke: #74a7ff; }",
        "svg .state.visited text, svg .graph.states > text { fill: #e4e6ea; }",
        "svg .transition path { stroke: #5b5f66; fill: none; }",
        "svg .transition polygon { stroke: #5b5f66; fill: #5b5f66; }",
        "svg .transition text { fill: #80848b; }",
        "svg .transition.taken path { stroke: #74a7ff; fill: none; }",
        "svg .transition.taken polygon { stroke: #74a7ff; fill: #74a7ff; }",
        "svg .transition.taken text { fill: #9cc1ff; }",
        "svg .start ellipse { fill: #d0d3d8; stroke: #d0d3d8; }",
    ]

    /// The charts' colours, light and dark: dark when the reader's system is dark and no host switch
    /// says light, or when a host switch says dark. The site links it as assets/charts.css; standalone
    /// SVGs embed it; `scope` confines it to a fragment's figure (`.lifeline-chart `).
    package static let palette = palette(scope: "")

    /// The site's own `assets/charts.css`: the site is its own host and has no switch, so the system
    /// setting alone (and CSS every validator reads: no `:is()`).
    package static let sitePalette = palette(scope: "", hooks: false)

    package static func palette(scope: String, hooks: Bool = true) -> String {
        let light = lightHooks.joined(separator: ", "), dark = darkHooks.joined(separator: ", ")
        func rule(_ r: String, svg: String) -> String {
            // Each selector of the rule starts with `svg `: put the scope and the condition in front of it.
            let brace = r.firstIndex(of: "{") ?? r.endIndex
            let selectors = r[..<brace].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return "  " + selectors.map { svg + String($0.dropFirst(3)) }.joined(separator: ", ") + " " + r[brace...]
        }
        let system = darkRules.map { rule($0, svg: hooks ? "\(scope)svg:not(:is(\(light)) svg)" : "\(scope)svg") }
        let chosen = hooks ? darkRules.map { rule($0, svg: ":is(\(dark)) \(scope)svg") } : []
        return "@media (prefers-color-scheme: dark) {\n" + system.joined(separator: "\n") + "\n}\n" + chosen.map { $0 + "\n" }.joined()
    }
}
