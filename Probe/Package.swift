// swift-tools-version: 5.9
// LifelineProbe on its own: an iOS app adds this package and resolves nothing else (it has no dependency).
// The probed controllers print each lifecycle callback as a line of Lifeline's trace contract, which
// `lifeline trace check` reads. See README.md beside this file.
import PackageDescription

let package = Package(
    name: "LifelineProbe",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [
        .library(name: "LifelineProbe", targets: ["LifelineProbe"]),
    ],
    targets: [
        .target(name: "LifelineProbe"),
    ]
)
