import GraphvizRenderer
import LifelineDiagrams

/// One chart to draw: its DOT, the layout engine, and a name for messages (the chart's cache file).
package struct DrawJob: Sendable, Equatable {
    package var dot: String
    package var engine: String
    package var name: String

    package init(dot: String, engine: String, name: String) {
        self.dot = dot
        self.engine = engine
        self.name = name
    }
}

/// What drawing one chart means, in this process and in a worker alike: libgvc's SVG without its
/// comments, with hover texts in words (`SVGAccessibility.wordTooltips`). A worker runs exactly this,
/// so a chart's bytes do not depend on where it was drawn.
package enum Drawing {
    package static func svg(dot: String, engine: String) throws(GraphvizError) -> String {
        SVGAccessibility.wordTooltips(bytes: try Graphviz.svgBytes(dot: dot, engine: engine))
    }
}

/// The worker's side: `lifeline draw-worker` reads requests on standard input and answers each on
/// standard output, in order, until the build closes its input. A Graphviz error is an answer (the
/// build reports it as it would its own); a request that does not read ends the worker with 2.
package enum DrawWorker {
    package static func serve(input: Int32 = 0, output: Int32 = 1, errors: Int32 = 2) -> Int32 {
        var reader = FrameReader(fd: input)
        while true {
            switch reader.next(deadline: nil) {
            case .end:
                return 0
            case .timedOut, .broken:
                _ = writeAll(errors, Array("lifeline draw-worker: a request that does not read\n".utf8))
                return 2
            case .frame(let request):
                guard request.tag == "D", request.fields.count == 1 else {
                    _ = writeAll(errors, Array("lifeline draw-worker: unknown request '\(request.tag)'\n".utf8))
                    return 2
                }
                let answer: Frame
                do {
                    let svg = try Drawing.svg(dot: String(decoding: request.body, as: UTF8.self), engine: request.fields[0])
                    answer = Frame(tag: "S", fields: [], body: Array(svg.utf8))
                } catch {
                    answer = Frame(tag: "E", fields: [error.stage.rawValue], body: Array(error.message.utf8))
                }
                // The build went away: nothing to answer to.
                guard writeAll(output, answer.encoded) else { return 0 }
            }
        }
    }
}
