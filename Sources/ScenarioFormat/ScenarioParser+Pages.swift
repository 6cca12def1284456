import LifelineModel
import Yams

extension ScenarioParser {
    /// `{pages: [P1, P2, P3], showing: P1, transition: scroll | pageCurl, name: Pages}`: a
    /// UIPageViewController whose data source holds the pages and whose viewDidLoad shows `showing`.
    mutating func pagesNode(_ v: Value, _ f: inout Fields, explicitName: String?, node: Node,
                            seen: inout [String: SourceLocation]) throws(ScenarioError) -> ControllerNode {
        let pages = try nodeList(v, seen: &seen)
        for (i, page) in pages.enumerated() {
            if case .controller = page { continue }
            throw ScenarioError("a page view controller holds controllers, not containers", at: loc(v.node.sequence?[i] ?? v.node))
        }
        guard !pages.isEmpty else { throw ScenarioError("a page view controller needs at least one page", at: loc(v.node)) }
        let names = pages.map(\.name)
        var showing = names[0]
        if let s = f.optional("showing") {
            showing = try s.string(self)
            guard names.contains(showing) else {
                throw ScenarioError("'\(showing)' is not one of the pages", at: loc(s.node),
                                    suggestion: Suggest.didYouMean(showing, among: names) ?? "use one of \(names.joined(separator: ", "))")
            }
        }
        var transition = PageTransition.scroll
        if let t = f.optional("transition") {
            transition = try t.choice(PageTransition.self, self, key: "transition")
            if transition == .scroll && !profile.hasPageScroll {
                throw ScenarioError("the scroll transition arrived in iOS 6; profile \(profile.rawValue) only curls pages", at: loc(t.node),
                                    suggestion: "use transition: pageCurl, or profile ios12 or later")
            }
        } else if !profile.hasPageScroll {
            transition = .pageCurl
        }
        try f.finish(allowed: ["pages", "showing", "transition", "name"])
        let name = explicitName ?? self.names.name(kind: "Pages", signature: "pages:" + names.joined(separator: ","))
        try claim(name, node, &seen)
        return .pages(name: name, pages: pages, showing: showing, transition: transition)
    }
}
