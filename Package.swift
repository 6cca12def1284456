// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Lifeline",
    // Runs on the Mac and Linux. The probe an iOS app adds is its own package, in Probe/ (no dependency).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "lifeline", targets: ["lifeline"]),
        .library(name: "LifelineEngine", targets: ["LifelineEngine"]),
        .library(name: "ScenarioFormat", targets: ["ScenarioFormat"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        // The vocabulary: plain values shared by every other target, and the errors they raise. No dependencies.
        .target(name: "LifelineModel"),
        // The simulator: pure Swift, no I/O, no clock, randomness only through an injected generator.
        .target(name: "LifelineEngine", dependencies: ["LifelineModel"]),
        // Words: String Catalogs (.xcstrings), CLDR plurals, checks; French typography, Korean particles, pinyin.
        .target(name: "LifelineLanguage", dependencies: ["LifelineModel", "LifelineResources"]),
        // The program's own inputs (catalogs, templates, scenarios, rule sources), installed beside the binary.
        // The top-level Locales/, Templates/, Scenarios/ and Evidence/ are links to these folders.
        .target(name: "LifelineResources", resources: [
            .copy("Resources/Locales"), .copy("Resources/Templates"), .copy("Resources/Scenarios"), .copy("Resources/Evidence"),
        ]),
        // Readers with file:line:column errors: scenario YAML (Yams), scenario folders, lifeline.yaml, rule
        // sources; trace writers.
        .target(name: "ScenarioFormat", dependencies: [
            "LifelineModel", "LifelineResources",
            .product(name: "Yams", package: "Yams"),
        ]),
        // Trace and state machine → DOT text (geometry computed in Swift), Mermaid and PlantUML. Pure.
        .target(name: "LifelineDiagrams", dependencies: ["LifelineModel", "LifelineLanguage"]),
        // The only code that touches C, each through one small module: libgvc (Debian's libgraphviz-dev,
        // only GraphvizRenderer imports it), libxxhash and libcrypto (only LifelineOutput imports them).
        .systemLibrary(name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]),
        .target(name: "GraphvizRenderer", dependencies: ["CGraphviz"]),
        .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]),
        .systemLibrary(name: "COpenSSL", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        // Charts drawn on every core: libgvc in this process and `lifeline draw-worker` processes fed over pipes.
        .target(name: "ChartWorkers", dependencies: ["LifelineModel", "LifelineDiagrams", "GraphvizRenderer"]),
        // Files: the owned output folder (atomic swap, manifest, never a file lifeline did not write), digests.
        .target(name: "LifelineOutput", dependencies: ["LifelineModel", "CXXHash", "COpenSSL"]),
        // Charts: DOT → SVG through libgvc, accessible titles, the palette, fragments, cache keys.
        .target(name: "LifelineCharts", dependencies: ["LifelineModel", "LifelineLanguage", "LifelineDiagrams", "GraphvizRenderer", "LifelineOutput"]),
        // `lifeline trace check`: device logs read, compared with the model, findings and their writers.
        .target(name: "LifelineTraceCheck", dependencies: [
            "LifelineModel", "LifelineEngine", "ScenarioFormat", "LifelineLanguage", "LifelineDiagrams", "LifelineCharts",
            "LifelineOutput", "LifelineResources",
        ]),
        // `lifeline build`: the site pipeline, its pages and templates.
        .target(name: "LifelineSite", dependencies: [
            "LifelineModel", "LifelineEngine", "ScenarioFormat", "LifelineLanguage", "LifelineDiagrams", "LifelineCharts",
            "LifelineOutput", "LifelineResources", "GraphvizRenderer", "ChartWorkers",
        ]),
        // The other commands (run, list, rules, check, diff, export, init), the project file merged with the
        // flags, exit codes.
        .target(name: "LifelineCommands", dependencies: [
            "LifelineModel", "LifelineEngine", "ScenarioFormat", "LifelineLanguage", "LifelineDiagrams", "LifelineCharts",
            "LifelineOutput", "LifelineResources", "LifelineSite", "LifelineTraceCheck", "GraphvizRenderer",
        ]),
        // `lifeline serve`: the preview server (its own small HTTP/1.1 on POSIX sockets, Listener.swift says
        // why), the file watcher, live reload.
        .target(name: "LifelineServe", dependencies: ["LifelineModel", "LifelineOutput", "LifelineSite", "LifelineCommands"]),
        // The executable only parses arguments.
        .executableTarget(name: "lifeline", dependencies: [
            "LifelineModel", "LifelineEngine", "LifelineLanguage", "ScenarioFormat", "LifelineOutput", "LifelineResources", "LifelineCharts",
            "LifelineSite", "LifelineTraceCheck", "LifelineCommands", "LifelineServe", "ChartWorkers",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Not shipped: scenario generators for the tests, the fuzzers and the bench.
        .target(name: "LifelineScenarioGenerators", dependencies: ["LifelineModel", "LifelineEngine"], path: "Tests/Generators"),
        // `make bench`: one table of timings and memory.
        .executableTarget(name: "lifeline-bench", dependencies: [
            "LifelineModel", "LifelineEngine", "LifelineLanguage", "LifelineDiagrams", "LifelineCharts", "LifelineOutput",
            "LifelineResources", "LifelineSite", "GraphvizRenderer", "LifelineScenarioGenerators", "ChartWorkers",
        ], path: "Benchmarks/lifeline-bench"),
        // Fuzzing (Tests/Fuzz/README.md): the code paths under test, shared by the fuzzers and FuzzRegressionTests.
        .target(name: "LifelineFuzzHarness", dependencies: ["LifelineModel", "LifelineEngine", "ScenarioFormat", "LifelineLanguage",
                                                             "LifelineTraceCheck"],
                path: "Tests/Fuzz/Harness"),
        // libFuzzer entry points under `make fuzz`; replay tools for saved inputs in a normal build.
        .executableTarget(name: "fuzz-scenario", dependencies: ["LifelineFuzzHarness"], path: "Tests/Fuzz/Targets/fuzz-scenario"),
        .executableTarget(name: "fuzz-catalog", dependencies: ["LifelineFuzzHarness"], path: "Tests/Fuzz/Targets/fuzz-catalog"),
        .executableTarget(name: "fuzz-device-trace", dependencies: ["LifelineFuzzHarness"], path: "Tests/Fuzz/Targets/fuzz-device-trace"),
        // What the tests share: processes with enforced timeouts, a fresh Chromium profile per call,
        // temporary folders removed after the run, the binary under test, the one shared site build.
        .target(name: "LifelineTestSupport", dependencies: ["LifelineModel", "LifelineSite", "LifelineOutput", "LifelineResources"],
                path: "Tests/LifelineTestSupport"),
        .testTarget(
            name: "LifelineTests",
            dependencies: ["LifelineModel", "LifelineEngine", "ScenarioFormat", "LifelineSite", "LifelineDiagrams", "GraphvizRenderer",
                           "LifelineLanguage", "LifelineResources", "LifelineOutput", "LifelineCharts", "LifelineTraceCheck",
                           "LifelineCommands", "LifelineServe", "LifelineScenarioGenerators", "ChartWorkers",
                           "LifelineFuzzHarness", "LifelineTestSupport", "lifeline",
                           // The renderer lifeline's pages were made with until TemplateRenderer: the tests render both ways.
                           .product(name: "Mustache", package: "swift-mustache")],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
