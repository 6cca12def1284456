import Foundation
import LifelineModel
import LifelineOutput
import ScenarioFormat

/// What a project (`lifeline.yaml`) sets about the site itself, beside its inputs: its title, the
/// address it is published at, files it carries as they are, a logo and an accent colour.
package struct SiteSettings: Sendable, Equatable {
    /// Shown in the header and the window title instead of "Lifeline".
    package var title: String?
    /// The published address, ending in `/`: canonical links and `sitemap.xml`.
    package var baseURL: String?
    /// A folder copied into the site's root as it is (CNAME, .nojekyll, images).
    package var staticFolder: String?
    /// A file of the static folder shown in the header.
    package var logo: String?
    /// `#rgb` or `#rrggbb`: the links' colour.
    package var accent: String?

    package init() {}

    package init(_ p: ProjectFile) {
        title = p.title; baseURL = p.baseURL; staticFolder = p.staticFolder; logo = p.logo; accent = p.accent
    }

    /// What the fingerprint of a build adds for them (the static folder's files are hashed with the inputs).
    var fingerprintText: String {
        [title ?? "", baseURL ?? "", staticFolder ?? "", logo ?? "", accent ?? ""].joined(separator: "\u{1F}")
    }
}

extension SiteInputs {
    /// The static folder's files, by their path inside it: plain files only (a link could publish a
    /// file from anywhere), hidden ones included (`.nojekyll`).
    func staticFiles(_ folder: String?) throws -> [(path: String, data: Data)] {
        guard let folder else { return [] }
        guard FileSystem.kind(folder) == .directory else { throw Diagnostic(folder, "no such folder (the project's 'static' setting)") }
        return try FileSystem.entries(under: folder).compactMap { e in
            let path = folder + "/" + e.path
            switch e.kind {
            case .directory: return nil
            case .file:
                guard let data = FileManager.default.contents(atPath: path) else { throw Diagnostic(path, "cannot read (\(FileSystem.reason()))") }
                return (e.path, data)
            default: throw Diagnostic(path, "static files must be plain files; a link could publish a file from outside the project")
            }
        }.sorted { $0.path < $1.path }
    }
}
