import LifelineLanguage
import LifelineModel

extension SequenceChart.Builder {
    /// Columns: UIKit, then App code if any, then the objects; with their x positions once laid out.
    ///
    /// A controller made again (`B#2` after `B` was released) takes the column its predecessor left: the
    /// cross that ends `B` and the box that starts `B#2` sit one above the other, which reads as "the same
    /// screen, made anew", and a scenario that pushes and pops a screen three times stays three columns
    /// narrower. Objects of other names never share a column.
    struct Columns {
        /// UIKit's and App code's titles (the objects' are their names).
        var titles: [String]
        let firstObject: Int
        var column: [ActorRef: Int] = [:]
        /// Each column's widest header box, in points.
        var headerWidths: [Double]
        var xs: [Double] = []

        init(order: [ActorRef], hasApp: Bool, strings: Words, objects: TraceObjects) {
            titles = [strings("actor.uikit")] + (hasApp ? [strings("actor.app")] : [])
            firstObject = titles.count
            let box = SequenceChart.headerBox
            headerWidths = titles.map(box)
            /// The column each name's latest object is in, and the event that released it (nil while alive).
            var latest: [String: (column: Int, released: Int?)] = [:]
            for k in order {
                let c: Int
                if let last = latest[k.name], let released = last.released, released < (objects.first[k] ?? 0) {
                    c = last.column
                    headerWidths[c] = max(headerWidths[c], box(k.description))
                } else {
                    c = headerWidths.count
                    headerWidths.append(box(k.description))
                }
                column[k] = c
                latest[k.name] = (c, objects.deinits[k])
            }
        }

        /// How many columns the chart has.
        var count: Int { headerWidths.count }

        func callerColumn(_ c: CallLabel.Caller) -> Int {
            switch c {
            case .uikit: return 0
            case .app: return 1
            case .actor(let a): return column[a] ?? 0
            }
        }

        /// The caller's name, as its column header says it.
        func name(of c: CallLabel.Caller) -> String {
            switch c {
            case .uikit: return titles[0]
            case .app: return titles.count > 1 ? titles[1] : titles[0]
            case .actor(let a): return a.description
            }
        }
    }
}
