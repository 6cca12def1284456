import Foundation
import LifelineModel
import LifelineOutput
import ScenarioFormat

/// `lifeline init [DIR]`: a documentation project that builds at once — its `lifeline.yaml`, one
/// scenario with its texts in English and French, a static folder for GitHub Pages, a `.gitignore`
/// and a GitHub Actions workflow that builds the project's own scenarios and publishes them.
/// A folder that already holds anything is refused: init never writes over a file.
package enum ProjectScaffold {
    /// Where the generated workflow takes lifeline from: a release's archive (`make dist`), or the source
    /// at the release's tag, built once and cached. Either way one version, named in the workflow.
    package enum Source: String, CaseIterable, Sendable { case release, source }

    package struct Options: Sendable {
        /// `OWNER/NAME` of the GitHub repository lifeline is released from ("": the workflow says to set it).
        package var repository = ""
        package var source = Source.release
        package var version = LifelineVersion.current
        package init() {}
    }

    package static var files: [(path: String, text: String)] { files(Options()) }

    package static func files(_ o: Options) -> [(path: String, text: String)] {
        [
            (ProjectFile.name, """
            # A Lifeline documentation project. Paths are relative to this file; flags given to
            # `lifeline build` or `lifeline serve` win over these settings, and every command run in
            # this folder reads them.
            title: Our app's screens
            languages: [en, fr]
            scenarios: Scenarios
            output: output
            static: static
            # locales: Locales                               # catalogs with only the strings you change
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
            (".github/workflows/site.yml", workflow(o)),
        ]
    }

    package static var workflow: String { workflow(Options()) }

    /// Builds the site with one pinned lifeline and publishes it to GitHub Pages: the version and the
    /// repository are in `env`, lifeline and the Debian packages it needs are cached, the output folder is
    /// read from lifeline.yaml, and the build fails on a broken link.
    package static func workflow(_ o: Options) -> String {
        """
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
        env:
          # The lifeline this site is built with. To upgrade, change the version (see its CHANGELOG.md).
          LIFELINE_VERSION: "\(o.version)"
          # The GitHub repository lifeline is \(o.source == .release ? "released" : "built") from (OWNER/NAME).
          LIFELINE_REPOSITORY: "\(o.repository)"
        jobs:
          build:
            runs-on: ubuntu-24.04
            steps:
              - uses: actions/checkout@v4
              - name: Check the settings
                run: test -n "$LIFELINE_REPOSITORY" || { echo "::error::set LIFELINE_REPOSITORY in .github/workflows/site.yml"; exit 1; }
        \(o.source == .release ? releaseSteps : sourceSteps)
              - name: Build the site (a broken link fails it)
                id: site
                run: |
                  .lifeline/lifeline build
                  echo "folder=$(.lifeline/lifeline config output)" >> "$GITHUB_OUTPUT"
              - uses: actions/upload-pages-artifact@v3
                with:
                  path: ${{ steps.site.outputs.folder }}
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
    }

    /// The release archive (`make dist`): Graphviz's runtime and the CJK fonts from apt, both cached.
    static let releaseSteps = """
          - name: Graphviz and the CJK fonts (cached)
            uses: awalsh128/cache-apt-pkgs-action@v1
            with:
              packages: libgvc6 libxxhash0 fonts-noto-cjk
              version: "1"
          - name: lifeline ${{ env.LIFELINE_VERSION }} (cached)
            id: lifeline
            uses: actions/cache@v4
            with:
              path: .lifeline
              key: lifeline-${{ env.LIFELINE_VERSION }}-${{ runner.os }}-${{ runner.arch }}
          - if: steps.lifeline.outputs.cache-hit != 'true'
            run: |
              mkdir -p .lifeline
              curl -fsSL "https://github.com/$LIFELINE_REPOSITORY/releases/download/v$LIFELINE_VERSION/lifeline-$LIFELINE_VERSION-linux-x86_64.tar.gz" \\
                | tar -xz -C .lifeline --strip-components=1
    """

    /// The source at the release's tag, built once per version (cached), for a repository without release archives.
    static let sourceSteps = """
          - name: The libraries lifeline builds with, and the CJK fonts (cached)
            uses: awalsh128/cache-apt-pkgs-action@v1
            with:
              packages: libgraphviz-dev libxxhash-dev libssl-dev pkgconf fonts-noto-cjk
              version: "1"
          - name: lifeline ${{ env.LIFELINE_VERSION }} (cached)
            id: lifeline
            uses: actions/cache@v4
            with:
              path: .lifeline
              key: lifeline-source-${{ env.LIFELINE_VERSION }}-${{ runner.os }}-${{ runner.arch }}
          - if: steps.lifeline.outputs.cache-hit != 'true'
            run: |
              git clone --depth 1 --branch "v$LIFELINE_VERSION" "https://github.com/$LIFELINE_REPOSITORY" .lifeline-source
              swift build -c release --product lifeline --package-path .lifeline-source
              mkdir -p .lifeline && cp -R .lifeline-source/.build/release/lifeline .lifeline-source/.build/release/*.resources .lifeline/
    """

    /// What `init` prints after the files: the settings a new project still needs.
    package static func nextSteps(_ o: Options, folder: String) -> String {
        let cd = folder == "." ? "" : "cd \(folder) && "
        return "next: \(cd)lifeline serve\n"
            + (o.repository.isEmpty ? "before publishing: set LIFELINE_REPOSITORY in .github/workflows/site.yml (or run init with --lifeline-repository)\n" : "")
            + "to publish: on GitHub, Settings → Pages → Build and deployment → Source: GitHub Actions\n"
    }

    /// Writes the project into `folder` (made if missing); the paths written. All or nothing: the files
    /// are written into a hidden folder inside it and moved into place only when every one is complete,
    /// so a full disk or a failed write leaves the folder as it was (and removes it if init made it).
    package static func create(at folder: String, _ o: Options = Options()) throws -> [String] {
        let files = files(o)
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
