import Foundation
import LifelineModel

extension Pages {
    /// `serve`: of the pages a browser shows (`paths`, inside the site), those this build changes, rendered
    /// before any other, with their language's charts (drawn here, and returned for the rest of the build).
    /// Their bytes are the ones the whole build then writes: the same inputs, the same renderer. A page
    /// whose inputs are those of the last build is left out: the build keeps it as it was.
    static func renderShown(_ source: PageSource, paths: Set<String>, charts: [LocaleID: ChartWork]) throws
        -> (files: [String: Data], drawn: [LocaleID: ChartBatch]) {
        var files: [String: Data] = [:], drawn: [LocaleID: ChartBatch] = [:]
        for path in paths.sorted() {
            guard let slash = path.firstIndex(of: "/"), let lang = source.languages.first(where: { $0.rawValue == path[..<slash] }) else { continue }
            let inside = String(path[path.index(after: slash)...])
            var pages = Pages(source)
            let t = pages.strings(lang.rawValue)
            guard let (kind, page) = PageKind.all.lazy.compactMap({ k in k.pages(pages, lang, t).first { $0.path == inside }.map { (k, $0) } }).first
            else { continue }
            let (key, tree) = try pages.inputsKey(kind, page, lang)
            if source.previousPages[path] == key { continue }
            if kind.charts {
                let batch = try drawn[lang] ?? charts[lang, default: ChartWork()].run()
                drawn[lang] = batch
                var withCharts = source
                withCharts.svgs = batch.svgs
                pages = Pages(withCharts)
            }
            try pages.render(kind, page, lang, tree: tree, words: pages.interface(lang.rawValue), t, into: &files)
        }
        return (files, drawn)
    }
}
