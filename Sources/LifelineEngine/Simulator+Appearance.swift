import LifelineModel

/// The appearance callbacks and the cross-controller orders of R3.
extension Simulator {
    mutating func willAppear(_ list: [Int], animated: Bool, rule: RuleID) {
        for i in list { emit(i, .viewWillAppear, Self.animatedArg(animated), rule) }
        for i in list { rootViewEntersWindow(i) }
    }

    /// viewIsAppearing and the layout pair for controllers whose views just entered the hierarchy (R5).
    mutating func layoutAppearing(_ list: [Int], animated: Bool) {
        for i in list {
            catchUpTraits(i)
            if scenario.profile.hasViewIsAppearing { emit(i, .viewIsAppearing, Self.animatedArg(animated), .viewIsAppearing) }
            layout(i)
            layoutFirstPage(i)
        }
    }

    mutating func layout(_ i: Int) {
        emit(i, .viewWillLayoutSubviews, [:], .layout)
        if let root = rootViewName(i) { emitOther(root, .view, .layoutSubviews, [:], .layout) }
        emit(i, .viewDidLayoutSubviews, [:], .layout)
    }

    mutating func didAppear(_ list: [Int], animated: Bool, rule: RuleID) {
        for i in list { emit(i, .viewDidAppear, Self.animatedArg(animated), rule) }
    }

    mutating func willDisappear(_ list: [Int], animated: Bool, rule: RuleID) {
        for i in list { emit(i, .viewWillDisappear, Self.animatedArg(animated), rule) }
    }

    mutating func didDisappear(_ list: [Int], animated: Bool, rule: RuleID) {
        for i in list { rootViewLeavesWindow(i) }
        for i in list { emit(i, .viewDidDisappear, Self.animatedArg(animated), rule) }
    }

    /// Visible controllers of every presentation level, window root first.
    var onScreen: [Int] {
        var out: [Int] = []
        var r = windowRoot
        while let i = r {
            out += shown([i]).filter { objects[$0].state.isOnScreen }
            r = objects[i].presented
        }
        return out
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
    mutating func transition(leaving: [Int], arriving: [Int], _ order: TransitionOrder, animated: Bool, rule: RuleID, completesLater: Bool) {
        for arrivingSide in order.arrivingWillFirst ? [true, false] : [false, true] {
            if arrivingSide { willAppear(arriving, animated: animated, rule: rule) } else { willDisappear(leaving, animated: animated, rule: rule) }
        }
        layoutAppearing(arriving, animated: animated)
        if completesLater { nextTurn() }
        for arrivingSide in order.arrivingDidFirst ? [true, false] : [false, true] {
            if arrivingSide { didAppear(arriving, animated: animated, rule: rule) } else { didDisappear(leaving, animated: animated, rule: rule) }
        }
    }
}
