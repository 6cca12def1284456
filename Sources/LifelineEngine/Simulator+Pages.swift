import LifelineModel

/// UIPageViewController: the first page set in viewDidLoad, programmatic page changes and
/// interactive swipes, in the scroll and page-curl styles (R9.page-*). Evidence:
/// docs/evidence/fidelity-2.md, Q4. The app's data source holds every page in an array, so a page
/// lives as long as the page view controller (R9.page-containment); only the page on screen is a child.
struct PageState: Sendable, Equatable {
    var transition = PageTransition.scroll
    /// The page `viewDidLoad` shows.
    var first: Int?
    /// The page on screen (the container's only child), once viewDidLoad has set it.
    var current: Int?
    /// The first page appeared before the container's layout: it is laid out with the container.
    var layoutPending = false
}

extension Simulator {
    /// iOS 5's UIPageViewController only curls.
    func checkPageTransitions(_ node: ControllerNode) throws(SimulationError) {
        if case .pages(let name, _, _, .scroll) = node, !scenario.profile.hasPageScroll {
            throw fail("\(name) scrolls, but the scroll transition arrived in iOS 6", suggestion: "use transition: pageCurl, or profile ios12 or later")
        }
        for c in node.children { try checkPageTransitions(c) }
    }

    /// The container's viewDidLoad calls `setViewControllers`: the page is added, loads and appears
    /// at once, before the container's own viewWillAppear (R9.page-first).
    mutating func showFirstPage(_ p: Int) {
        guard let page = objects[p].pages.current ?? objects[p].pages.first else { return }
        let adopting = objects[p].pages.current == nil
        objects[p].pages.current = page
        if adopting { move(.will, page, to: p, .pageFirst) }
        let tree = loadShown([page], rule: .pageFirst)
        for i in tree { emit(i, .viewWillAppear, Self.animatedArg(false), .pageFirst) }
        if scenario.profile.hasViewIsAppearing {
            for i in tree { emit(i, .viewIsAppearing, Self.animatedArg(false), .pageFirst) }
        }
        for i in tree { emit(i, .viewDidAppear, Self.animatedArg(false), .pageFirst) }
        if adopting { move(.did, page, to: p, .pageFirst) }
        objects[p].pages.layoutPending = true
    }

    /// The first page's layout comes with its container's, after the page's viewDidAppear.
    mutating func layoutFirstPage(_ p: Int) {
        guard objects[p].pages.layoutPending, let page = objects[p].pages.current else { return }
        objects[p].pages.layoutPending = false
        for i in shown([page]) { layout(i) }
    }

    /// The page view controller on screen and the index of the page `name` among its pages.
    func pageTarget(_ name: String, _ action: String) throws(SimulationError) -> (container: Int, page: Int) {
        guard let p = frontmost(.pageView), let current = objects[p].pages.current else {
            throw notOnScreen(.pageView, action: "'\(action)'", what: "a page view controller", otherwise: "use a window such as {pages: [P1, P2], showing: P1}")
        }
        let pages = objects[p].children.map { objects[$0].name }
        guard let k = pages.firstIndex(of: name) else {
            throw fail("'\(name)' is not a page of \(objects[p].name)",
                       suggestion: Suggest.didYouMean(name, among: pages) ?? "its pages are \(pages.joined(separator: ", "))")
        }
        let page = objects[p].children[k]
        guard page != current else { throw fail("'\(name)' is already the page on screen", suggestion: "choose another page") }
        return (p, page)
    }

    mutating func setPage(_ name: String, animated: Bool) throws(SimulationError) {
        let (p, page) = try pageTarget(name, "setPage")
        turnPage(p, to: page, swipe: nil, animated: animated)
    }

    mutating func swipePage(to name: String, outcome: InteractiveOutcome) throws(SimulationError) {
        guard !world.inBackground else { throw fail("the app is in the background", suggestion: "bring it back with '- foreground' first") }
        let (p, page) = try pageTarget(name, "swipePage")
        let kids = objects[p].children, current = objects[p].pages.current.guaranteed("a page view controller with pages shows one")
        let here = kids.firstIndex(of: current).guaranteed("the current page is a child"), there = kids.firstIndex(of: page).guaranteed("pageTarget returns a child")
        guard abs(here - there) == 1 else {
            let neighbours = [here - 1, here + 1].filter(kids.indices.contains).map { objects[kids[$0]].name }
            throw fail("a swipe reaches only a page next to '\(objects[current].name)' (\(neighbours.joined(separator: " or ")))",
                       suggestion: "use '- setPage: \(name)' to jump")
        }
        turnPage(p, to: page, swipe: outcome, animated: true)
    }

    /// A page change: `setViewControllers(_:direction:animated:)` when `swipe` is nil, else the user's swipe.
    mutating func turnPage(_ p: Int, to page: Int, swipe: InteractiveOutcome?, animated: Bool) {
        let old = objects[p].pages.current.guaranteed("a page view controller with pages shows one")
        let curl = objects[p].pages.transition == .pageCurl
        let rule: RuleID = swipe == nil ? .pageSet : (curl ? .pageCurl : .pageScroll)
        if swipe != nil {
            // The gesture begins: the delegate hears about it (iOS 6+), then the pages start to move.
            if scenario.profile.hasPageScroll {
                emit(p, .pageWillTransition, ["pendingViewControllers": .string(objects[page].name)], .pageDelegate)
            }
            nextTurn()
        }
        move(.will, page, to: p, .pageContainment)
        let leaving = shown([old]), arriving = loadShown([page], rule: .loadFirst)
        // The arriving page's viewWillAppear comes first, unlike a navigation push.
        willAppear(arriving, animated: animated, rule: rule)
        willDisappear(leaving, animated: animated, rule: rule)
        layoutAppearing(arriving, animated: animated)
        if animated { nextTurn() }
        if swipe == .cancel {
            cancelPageTurn(p, leaving: leaving, arriving: arriving, curl: curl, rule: rule)
            return
        }
        objects[p].pages.current = page
        if curl {
            didDisappear(leaving, animated: animated, rule: rule)
            didAppear(arriving, animated: animated, rule: rule)
        } else {
            didAppear(arriving, animated: animated, rule: rule)
            didDisappear(leaving, animated: animated, rule: rule)
        }
        move(.did, page, to: p, .pageContainment)
        move(.will, old, to: nil, .pageContainment)
        move(.did, old, to: nil, .pageContainment)
        if swipe != nil { pageDidFinish(p, completed: true) }
    }

    /// The finger lifts too early: the page springs back. The arriving page never reaches Appeared,
    /// the leaving one never gets viewDidDisappear (R1's cancel edges).
    mutating func cancelPageTurn(_ p: Int, leaving: [Int], arriving: [Int], curl: Bool, rule: RuleID) {
        // The leaving page's view never left the window: no view callbacks for its return.
        func back(_ sim: inout Simulator) { for i in leaving { sim.emit(i, .viewWillAppear, Self.animatedArg(true), rule) } }
        if curl {
            willDisappear(arriving, animated: true, rule: rule)
            back(&self)
            didDisappear(arriving, animated: true, rule: rule)
            didAppear(leaving, animated: true, rule: rule)
        } else {
            back(&self)
            didAppear(leaving, animated: true, rule: rule)
            willDisappear(arriving, animated: true, rule: rule)
            didDisappear(arriving, animated: true, rule: rule)
        }
        move(.will, arriving[0], to: nil, .pageContainment)
        move(.did, arriving[0], to: nil, .pageContainment)
        pageDidFinish(p, completed: false)
    }

    mutating func pageDidFinish(_ p: Int, completed: Bool) {
        emit(p, .pageDidFinishAnimating, ["finished": .bool(true), "transitionCompleted": .bool(completed)], .pageDelegate)
    }
}
