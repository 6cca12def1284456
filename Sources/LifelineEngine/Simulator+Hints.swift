import LifelineModel

/// Errors for an action that needs a container on screen, with a hint that looks at what is there:
/// a container covered by a presented controller is named with what covers it; a presented controller
/// that would need one gets the `embedIn:` option of its `present` step.
extension Simulator {
    func notOnScreen(_ kind: ActorKind, action: String, what: String, otherwise: String?) -> SimulationError {
        guard let front = frontRoot else { return fail("\(action) needs \(what) on screen", suggestion: otherwise) }
        let frontName = objects[front].name
        // The same kind in a tree below the frontmost one: it is covered, not missing.
        let covered = levels.dropLast().reversed().lazy.compactMap { root in self.shown([root]).last { self.objects[$0].kind == kind } }.first
        if levels.count > 1, kind == .navigation {
            // Pushing while a controller is presented: the user means to push inside it.
            return fail("\(action) needs \(what) on screen, and \(frontName), presented on top, is not in one"
                        + (covered.map { " (\(objects[$0].name) is below it)" } ?? ""),
                        suggestion: "present \(frontName) inside a navigation controller (embedIn: navigation on the step that presents it)"
                            + (covered.map { ", or push on \(objects[$0].name) below it with 'in: \(objects[$0].name)'" } ?? ""))
        }
        if let covered {
            return fail("\(action) needs \(what) on screen, and \(objects[covered].name) is covered by \(frontName), presented above it",
                        suggestion: "dismiss \(frontName) first (- dismiss)")
        }
        return fail("\(action) needs \(what) on screen", suggestion: otherwise)
    }
}
