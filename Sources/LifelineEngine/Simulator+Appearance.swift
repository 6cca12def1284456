import LifelineModel

/// The appearance callbacks and the cross-controller orders of R3.
extension Simulator {
    mutating func willAppear(_ list: [Int], animated: Bool, rule: RuleID) {
        for i in list { emit(i, .viewWillAppear, Self.animatedArg(animated), rule) }
        for i in list { rootViewEntersWindow(i) }
    }

    /// viewIsAppearing and the layout pair for controllers whose views just entered the hierarchy (R5).
    /// `isAppearingAlready`: controllers whose viewIsAppearing an earlier pass of this appearance has sent.
    mutating func layoutAppearing(_ list: [Int], animated: Bool, isAppearingAlready: Set<Int> = []) {
        for i in list {
            catchUpTraits(i)
            if scenario.profile.hasViewIsAppearing && !isAppearingAlready.contains(i) { emit(i, .viewIsAppearing, Self.animatedArg(animated), .viewIsAppearing) }
            layout(i)
            layoutFirstPage(i)
            hostedView(of: i, appears: true)
        }
    }

    /// A UIHostingController's SwiftUI view (`hosting:`): `onAppear` once the hosting view's first layout
    /// pass after it entered the window has run — before `viewDidAppear`, at the start of the animation —
    /// and `onDisappear` after the hosting controller's `viewDidDisappear` (R7.hosting).
    mutating func hostedView(of i: Int, appears: Bool) {
        guard let v = scenario.controllers[objects[i].name]?.hosting, objects[i].hostedViewShown != appears else { return }
        objects[i].hostedViewShown = appears
        emitOther(v, .swiftUIView, appears ? .onAppear : .onDisappear, [:], .hosting)
    }

    /// A layout pass over a controller's view: its root view's `layoutSubviews` between the controller's
    /// layout pair, then, top-down, the subviews it owns (R7.layout-subviews). A child controller's root
    /// view is laid out inside that child's own pair.
    mutating func layout(_ i: Int, viewRule: RuleID = .layoutSubviews) {
        // iOS 26: the pending properties update runs first, in the same pass (R5.updateProperties).
        if scenario.profile.hasUpdateProperties && !objects[i].propertiesUpdated {
            emit(i, .updateProperties, [:], .updateProperties)
            objects[i].propertiesUpdated = true
        }
        emit(i, .viewWillLayoutSubviews, [:], .layout)
        let root = rootViewName(i)
        if let root { emitOther(root, .view, .layoutSubviews, [:], viewRule) }
        emit(i, .viewDidLayoutSubviews, [:], .layout)
        if let root { layoutSubviews(under: root, owner: i, rule: viewRule) }
    }

    /// `layoutSubviews` of the views below `view` that `owner` owns, parents first.
    mutating func layoutSubviews(under view: String, owner: Int, rule: RuleID) {
        for v in subviews(of: view) where views[v]?.owner == owner {
            emitOther(v, .view, .layoutSubviews, [:], rule)
            layoutSubviews(under: v, owner: owner, rule: rule)
        }
    }

    mutating func didAppear(_ list: [Int], animated: Bool, rule: RuleID) {
        for i in list { emit(i, .viewDidAppear, Self.animatedArg(animated), rule) }
    }

    mutating func willDisappear(_ list: [Int], animated: Bool, rule: RuleID) {
        for i in list { emit(i, .viewWillDisappear, Self.animatedArg(animated), rule) }
    }

    mutating func didDisappear(_ list: [Int], animated: Bool, rule: RuleID) {
        for i in list { rootViewLeavesWindow(i) }
        for i in list {
            emit(i, .viewDidDisappear, Self.animatedArg(animated), rule)
            hostedView(of: i, appears: false)
        }
    }

    /// Visible controllers of every presentation level, window root first.
    var onScreen: [Int] {
        levels.flatMap { shown([$0]).filter { objects[$0].state.isOnScreen } }
    }

    // MARK: - The orders of R3

    /// The cross-controller orders of R3, as data.
    struct TransitionOrder {
        /// Tab switch: the arriving controller's viewWillAppear comes before the leaving one's viewWillDisappear.
        var arrivingWillFirst = false
        /// Modal presentation: the presenter's views leave after the animation, so the arriving did comes first.
        var arrivingDidFirst = false
        static let navigation = TransitionOrder()
        static let modal = TransitionOrder(arrivingDidFirst: true)
        static let tab = TransitionOrder(arrivingWillFirst: true)
    }

    /// Runs the appearance part of a transition whose views are loaded: the will pair, layout of the
    /// arriving views, then (on the next turn when `completesLater`) the did pair.
    /// `show`: a navigation controller's transition also tells its delegate, after the will pair and
    /// after the did pair (R3.nav-delegate).
    mutating func transition(leaving: [Int], arriving: [Int], _ order: TransitionOrder, animated: Bool, rule: RuleID, completesLater: Bool,
                             show: ShowNotice? = nil) {
        for arrivingSide in order.arrivingWillFirst ? [true, false] : [false, true] {
            if arrivingSide { willAppear(arriving, animated: animated, rule: rule) } else { willDisappear(leaving, animated: animated, rule: rule) }
        }
        willShow(show, animated: animated)
        layoutAppearing(arriving, animated: animated)
        if completesLater { nextTurn() }
        for arrivingSide in order.arrivingDidFirst ? [true, false] : [false, true] {
            if arrivingSide { didAppear(arriving, animated: animated, rule: rule) } else { didDisappear(leaving, animated: animated, rule: rule) }
        }
        didShow(show, animated: animated)
    }
}
