// swift-tools-version: 6.1
import PackageDescription

// Built only on demand (`swift run -c release MoviesBenchmarks`, `… UsersBenchmarks` in this folder), never by CI.
let package = Package(
    name: "StrataBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Strata", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "MoviesBenchmarks",
            dependencies: [.product(name: "StrataBenchmarkSupport", package: "Strata")]
        ),
        .executableTarget(
            name: "UsersBenchmarks",
            dependencies: [.product(name: "StrataBenchmarkSupport", package: "Strata")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
