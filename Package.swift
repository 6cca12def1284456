// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Lifeline",
    // iOS is for LifelineProbe, the library an app adds to log its controllers; everything else runs
    // on the Mac and Linux.
    platforms: [.macOS(.v15), .iOS(.v13)],
    products: [
        .executable(name: "lifeline", targets: ["lifeline"]),
        .library(name: "LifelineEngine", targets: ["LifelineEngine"]),
        .library(name: "ScenarioFormat", targets: ["ScenarioFormat"]),
        .library(name: "LifelineProbe", targets: ["LifelineProbe"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        // For iOS apps: probed base classes that print the trace contract (UIKit only where it exists;
        // on Linux the writer alone builds, and ProbeTests compiles the classes against a UIKit stand-in).
        .target(name: "LifelineProbe"),
        // Plain values shared by every other target. No dependencies.
        .target(name: "LifelineModel"),
        // The simulator: pure Swift, no I/O, no clock, randomness only through an injected generator.
        .target(name: "LifelineEngine", dependencies: ["LifelineModel"]),
        // YAML scenario files (Yams) with file:line:column errors; trace writers.
        .target(name: "ScenarioFormat", dependencies: [
            "LifelineModel",
            .product(name: "Yams", package: "Yams"),
        ]),
        // String Catalogs (.xcstrings): reading, CLDR plurals, completeness and placeholder checks.
        .target(name: "LifelineLocalization", dependencies: ["LifelineModel"]),
        // Trace and state machine → DOT text (geometry computed in Swift), Mermaid and PlantUML. Pure.
        .target(name: "LifelineDiagrams", dependencies: ["LifelineModel"]),
        // libgvc, Debian's libgraphviz-dev. Only GraphvizRenderer imports it.
        .systemLibrary(name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]),
        .target(name: "GraphvizRenderer", dependencies: ["CGraphviz"]),
        // What the commands do: catalog loading, check, run. The executable only parses arguments.
        .target(name: "LifelineSite", dependencies: ["LifelineModel", "LifelineEngine", "ScenarioFormat", "LifelineDiagrams", "GraphvizRenderer", "LifelineLocalization",
            .product(name: "Crypto", package: "swift-crypto"),
        ], resources: [
            // The program's own inputs, installed beside the binary (Bundled.swift); the top-level
            // Locales/, Templates/, Scenarios/ and Evidence/ are links to these folders.
            .copy("Resources/Locales"), .copy("Resources/Templates"), .copy("Resources/Scenarios"), .copy("Resources/Evidence"),
        ]),
        // `lifeline serve`: the preview server (its own small HTTP/1.1 on POSIX sockets, Listener.swift says
        // why), the file watcher, live reload.
        .target(name: "LifelineServe", dependencies: ["LifelineSite"]),
        .executableTarget(name: "lifeline", dependencies: [
            "LifelineSite", "LifelineServe", "LifelineLocalization", "ScenarioFormat",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "lifeline-bench", dependencies: ["LifelineSite"]),
        // Fuzzing (Tests/Fuzz/README.md): the code paths under test, shared by the fuzzers and FuzzRegressionTests.
        .target(name: "LifelineFuzzHarness", dependencies: ["LifelineModel", "LifelineEngine", "ScenarioFormat", "LifelineLocalization"],
                path: "Tests/Fuzz/Harness"),
        // libFuzzer entry points under `make fuzz`; replay tools for saved inputs in a normal build.
        .executableTarget(name: "fuzz-scenario", dependencies: ["LifelineFuzzHarness"], path: "Tests/Fuzz/Targets/fuzz-scenario"),
        .executableTarget(name: "fuzz-catalog", dependencies: ["LifelineFuzzHarness"], path: "Tests/Fuzz/Targets/fuzz-catalog"),
        .executableTarget(name: "fuzz-device-trace", dependencies: ["LifelineFuzzHarness"], path: "Tests/Fuzz/Targets/fuzz-device-trace"),
        // What the tests share: processes with enforced timeouts, a fresh Chromium profile per call,
        // temporary folders removed after the run, the binary under test, the one shared site build.
        .target(name: "LifelineTestSupport", dependencies: ["LifelineSite"], path: "Tests/LifelineTestSupport"),
        .testTarget(
            name: "LifelineTests",
            dependencies: ["LifelineModel", "LifelineEngine", "ScenarioFormat", "LifelineSite", "LifelineDiagrams", "GraphvizRenderer", "LifelineLocalization",
                           "LifelineFuzzHarness", "LifelineTestSupport", "lifeline",
                           // The renderer lifeline's pages were made with until TemplateRenderer: the tests render both ways.
                           .product(name: "Mustache", package: "swift-mustache")],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
