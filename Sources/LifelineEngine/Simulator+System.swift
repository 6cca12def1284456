import LifelineModel

/// What the system does to every controller on screen: rotation and memory warnings (R7).
extension Simulator {
    mutating func rotate(to o: Orientation) throws(SimulationError) {
        guard o != orientation else { throw fail("the device is already in \(o.rawValue)", suggestion: "rotate to the other orientation") }
        orientation = o
        let list = onScreen
        let to: [String: ArgValue] = ["to": .string(o.rawValue)]
        nextTurn()
        if !scenario.profile.hasTraitCallbacks {
            for i in list { emit(i, .willRotate, to, .rotationIOS5) }
            for i in list { emit(i, .willAnimateRotation, to, .rotationIOS5) }
            for i in list { layout(i) }
            nextTurn()
            for i in list { emit(i, .didRotate, ["from": .string(o == .landscape ? "portrait" : "landscape")], .rotationIOS5) }
        } else if scenario.device == .iphone {
            invalidateProperties(reading: .verticalSizeClass)
            for i in list { emit(i, .willTransitionToTraits, ["verticalSizeClass": .string(o == .landscape ? "compact" : "regular")], .rotationIPhone) }
            for i in list { emit(i, .viewWillTransitionToSize, to, .rotationIPhone) }
            for i in list { traitDidChange(i, .verticalSizeClass, [:], .rotationIPhone) }
            for i in list { layout(i) }
        } else {
            for i in list { emit(i, .viewWillTransitionToSize, to, .rotationIPad) }
            for i in list { layout(i) }
        }
    }

    /// iPad multitasking (R7.resize): the window gets a new size, and a new horizontal size class when it
    /// crosses one. Every controller on screen hears it parents first, as in an iPhone rotation: the trait
    /// transition (`willTransition(to:with:)`) only when the class changes, then the size, then the trait
    /// change, then a layout pass. No appearance callback: nothing enters or leaves the screen.
    mutating func resize(to width: SizeClass) throws(SimulationError) {
        guard scenario.device == .ipad, scenario.profile.hasMultitasking else {
            throw fail("resize is iPad multitasking (Split View, Slide Over, iOS 9 and later); this scenario runs on \(scenario.device.rawValue), \(scenario.profile.rawValue)",
                       suggestion: "use device: ipad with profile ios12 or later, or rotate an iPhone")
        }
        let list = onScreen, crosses = width != world.width
        world.width = width
        if crosses { invalidateProperties(reading: .horizontalSizeClass) }
        nextTurn()
        if crosses { for i in list { emit(i, .willTransitionToTraits, ["horizontalSizeClass": .string(width.rawValue)], .resize) } }
        for i in list { emit(i, .viewWillTransitionToSize, ["width": .string(width.rawValue)], .resize) }
        if crosses { for i in list { traitDidChange(i, .horizontalSizeClass, [:], .resize) } }
        for i in list { layout(i) }
    }

    mutating func memoryWarning() {
        emitOther("AppDelegate", .appDelegate, .applicationDidReceiveMemoryWarning, [:], .memory)
        for i in aliveIndices {
            emit(i, .didReceiveMemoryWarning, [:], .memory)
            if scenario.profile.unloadsViewsOnMemoryWarning,
               objects[i].state == .loaded || objects[i].state == .disappeared {
                emit(i, .viewWillUnload, [:], .memoryIOS5)
                emit(i, .viewDidUnload, [:], .memoryIOS5)
            }
        }
    }
}
