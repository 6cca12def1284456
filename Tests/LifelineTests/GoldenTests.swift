import Foundation
import LifelineEngine
import LifelineModel
@testable import ScenarioFormat
import LifelineTestSupport
import Testing

/// A golden JSON-lines trace per canonical scenario. Re-record with LIFELINE_RECORD=1: a recording
/// run fails on purpose. Goldens are also read back and checked against the invariants, so a
/// recorded mistake cannot hide.
@Suite(.tags(.fast)) struct GoldenTests {
    @Test(arguments: canonicalIDs)
    func traceMatchesGolden(_ id: String) throws {
        let trace = try Simulator.run(try loadCanonical(id))
        let actual = TraceWriter.jsonLines(trace)
        guard let expected = assertGolden("\(id).trace.jsonl", actual) else { return }
        let events = try TraceWriter.readJSONLines(expected, file: "\(id).trace.jsonl")
        let golden = Trace(scenarioID: id, profile: trace.profile, device: trace.device, events: events, actorKinds: trace.actorKinds)
        #expect(InvariantChecker.check(golden) == [])
    }

    @Test func jsonLinesRoundTrip() throws {
        let trace = try Simulator.run(try loadCanonical("view-hierarchy"))
        let back = try TraceWriter.readJSONLines(TraceWriter.jsonLines(trace), file: "x")
        #expect(back == trace.events)
    }
}
