import Foundation
import LifelineModel
import LifelineOutput
import ScenarioFormat

/// `lifeline init [DIR]`: a documentation project that builds at once — its `lifeline.yaml`, one
/// scenario with its texts in English and French, a static folder for GitHub Pages, a `.gitignore`
/// and a GitHub Actions workflow that builds the project's own scenarios and publishes them.
/// A folder that already holds anything is refused: init never writes over a file.
package enum ProjectScaffold {
    package static let files: [(path: String, text: String)] = [
        (ProjectFile.name, """
        # A Lifeline documentation project. Paths are relative to this file; flags given to
        # `lifeline build` or `lifeline serve` win over these settings.
        title: Our app's screens
        languages: [en, fr]
        scenarios: Scenarios
        output: output
        static: static
        # baseURL: https://USER.github.io/REPOSITORY/   # canonical links and sitemap.xml
        # logo: logo.svg                                 # a file of static/, shown in the header
        # accent: "#0a7d5a"                              # the links' colour

        """),
        ("Scenarios/open-details.yaml", """
        # One scenario: the controllers on screen at launch, then what the user does.
        # `lifeline serve` rebuilds the site each time this file is saved.
        id: open-details
        title:
          en: Opening the details screen
          fr: Ouvrir l’écran de détails
        summary:
          en: The list pushes the details screen, then the user goes back with the Back button.
          fr: La liste empile l’écran de détails, puis l’utilisateur revient avec le bouton Retour.
        theme: navigation
        window:
          navigation: [List]
        steps:
          - launch
          - push: Details
          - pop

        """),
        // GitHub Pages would otherwise run the site through Jekyll.
        ("static/.nojekyll", ""),
        (".gitignore", "output/\n.build/\n.lifeline/\n"),
        (".github/workflows/site.yml", workflow),
    ]

    /// Builds Lifeline from its repository (cached), builds this project's site and publishes it to
    /// GitHub Pages. Set the repository variable LIFELINE_REPOSITORY to use another copy of Lifeline.
    package static let workflow = """
    name: Lifecycle site
    on:
      push:
        branches: [main]
      workflow_dispatch:
    permissions:
      contents: read
      pages: write
      id-token: write
    concurrency:
      group: pages
      cancel-in-progress: true
    jobs:
      build:
        runs-on: ubuntu-24.04
        steps:
          - uses: actions/checkout@v4
          - uses: actions/checkout@v4
            with:
              repository: ${{ vars.LIFELINE_REPOSITORY || 'lifeline-docs/lifeline' }}
              path: .lifeline
          - run: sudo apt-get update && sudo apt-get install -y libgraphviz-dev libxxhash-dev libssl-dev pkgconf fonts-noto-cjk
          - uses: actions/cache@v4
            with:
              path: .lifeline/.build
              key: lifeline-${{ runner.os }}-${{ hashFiles('.lifeline/Package.swift', '.lifeline/Sources/**') }}
          - run: swift build -c release --product lifeline --package-path .lifeline
          - run: .lifeline/.build/release/lifeline build
          - uses: actions/upload-pages-artifact@v3
            with:
              path: output
      deploy:
        needs: build
        runs-on: ubuntu-24.04
        environment:
          name: github-pages
          url: ${{ steps.deployment.outputs.page_url }}
        steps:
          - id: deployment
            uses: actions/deploy-pages@v4

    """

    /// Writes the project into `folder` (made if missing); the paths written. All or nothing: the files
    /// are written into a hidden folder inside it and moved into place only when every one is complete,
    /// so a full disk or a failed write leaves the folder as it was (and removes it if init made it).
    package static func create(at folder: String) throws -> [String] {
        let made = try prepare(folder)
        let staging = folder + "/.lifeline-init"
        var folders: [String] = []
        do {
            guard mkdir(staging, 0o755) == 0 else { throw Diagnostic(staging, "cannot create the folder (\(FileSystem.reason()))") }
            folders.append(staging)
            for f in files {
                var dir = staging
                for part in f.path.split(separator: "/").dropLast() {
                    dir += "/" + part
                    if !folders.contains(dir) { try FileSystem.makeDirectory(dir); folders.append(dir) }
                }
                try FileSystem.writeNew(staging + "/" + f.path, Data(f.text.utf8))
            }
            var moved: Set<String> = []
            for f in files {
                let top = String(f.path.split(separator: "/")[0])
                guard moved.insert(top).inserted else { continue }
                guard rename(staging + "/" + top, folder + "/" + top) == 0 else {
                    throw Diagnostic("\(folder)/\(top)", "cannot move into place (\(FileSystem.reason()))")
                }
            }
            rmdir(staging)
        } catch {
            // Only what this init made: its own new folder held nothing else (a file whose write
            // failed was still created, so every listed path goes).
            for f in files { unlink(staging + "/" + f.path) }
            for dir in folders.reversed() { rmdir(dir) }
            if made { rmdir(folder) }
            throw error
        }
        return files.map(\.path)
    }

    /// Checks that `folder` is new or an empty folder, and makes it if new; whether it was made.
    private static func prepare(_ folder: String) throws -> Bool {
        switch FileSystem.kind(folder) {
        case .missing:
            // (NSString's deletingLastPathComponent traps on a bare name in swift-corelibs-foundation 6.3.)
            let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            let parent = trimmed.lastIndex(of: "/").map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
            guard FileSystem.kind(following: parent) == .directory else {
                throw Diagnostic(folder, "its folder \(parent) does not exist; create it first")
            }
            guard mkdir(folder, 0o755) == 0 else {
                throw Diagnostic(folder, "cannot create the folder (\(FileSystem.reason())); choose a folder you can write in")
            }
            return true
        case .symlink where FileSystem.kind(following: folder) != .directory:
            let target = FileSystem.realPath(folder) == nil ? "nothing" : "something that is not a folder"
            throw Diagnostic(folder, "this is a symbolic link to \(target); give a new folder's name")
        case .directory, .symlink:
            let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            guard present.isEmpty else {
                throw Diagnostic(folder, "the folder is not empty (\(present.sorted().prefix(3).joined(separator: ", "))); init writes only into a new or empty folder")
            }
            guard access(folder, W_OK) == 0 else { throw Diagnostic(folder, "cannot write in this folder (\(FileSystem.reason()))") }
            return false
        default:
            throw Diagnostic(folder, "not a folder")
        }
    }
}
