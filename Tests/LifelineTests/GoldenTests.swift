import Foundation
import LifelineEngine
import LifelineModel
@testable import ScenarioFormat
import Testing

/// A golden JSON-lines trace per canonical scenario. Re-record with LIFELINE_RECORD=1: a recording
/// run fails on purpose. Goldens are also read back and checked against the invariants, so a
/// recorded mistake cannot hide.
@Suite struct GoldenTests {
    static let recording = ProcessInfo.processInfo.environment["LIFELINE_RECORD"] == "1"

    @Test(arguments: canonicalIDs)
    func traceMatchesGolden(_ id: String) throws {
        let trace = try Simulator.run(try loadCanonical(id))
        let actual = TraceWriter.jsonLines(trace)
        let path = packageRoot + "/Tests/LifelineTests/Goldens/\(id).trace.jsonl"
        if Self.recording {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("recorded \(path); unset LIFELINE_RECORD and run again")
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("missing golden \(path); record it with LIFELINE_RECORD=1 swift test")
            return
        }
        #expect(actual == expected, "trace of \(id) differs from its golden")
        let events = try TraceWriter.readJSONLines(expected, file: path)
        let golden = Trace(scenarioID: id, profile: trace.profile, device: trace.device, events: events, actorKinds: trace.actorKinds)
        #expect(InvariantChecker.check(golden) == [])
    }

    @Test func jsonLinesRoundTrip() throws {
        let trace = try Simulator.run(try loadCanonical("view-hierarchy"))
        let back = try TraceWriter.readJSONLines(TraceWriter.jsonLines(trace), file: "x")
        #expect(back == trace.events)
    }
}
