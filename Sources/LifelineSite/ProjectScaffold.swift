import Foundation
import ScenarioFormat

/// `lifeline init [DIR]`: a documentation project that builds at once — its `lifeline.yaml`, one
/// scenario with its texts in English and French, a static folder for GitHub Pages, a `.gitignore`
/// and a GitHub Actions workflow that builds the project's own scenarios and publishes them.
/// A folder that already holds anything is refused: init never writes over a file.
public enum ProjectScaffold {
    public static let files: [(path: String, text: String)] = [
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
    public static let workflow = """
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
          - run: sudo apt-get update && sudo apt-get install -y libgraphviz-dev pkgconf fonts-noto-cjk
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

    /// Writes the project into `folder` (made if missing); the paths written.
    public static func create(at folder: String) throws -> [String] {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: folder, isDirectory: &isDir) {
            guard isDir.boolValue else { throw UserError("\(folder): error: not a folder") }
            let present = (try? fm.contentsOfDirectory(atPath: folder)) ?? []
            guard present.isEmpty else {
                throw UserError("\(folder): error: the folder is not empty (\(present.sorted().prefix(3).joined(separator: ", "))); init writes only into a new or empty folder")
            }
        }
        var written: [String] = []
        for f in files {
            let path = folder + "/" + f.path
            try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard fm.createFile(atPath: path, contents: Data(f.text.utf8)) else { throw UserError("\(path): error: cannot write (\(FileSystem.reason()))") }
            written.append(f.path)
        }
        return written
    }
}
