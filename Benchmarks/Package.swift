// swift-tools-version: 6.1
import PackageDescription

// Built only on demand, never by CI: `swift package --allow-writing-to-package-directory benchmark` in this folder
// runs every benchmark (ordo-one/benchmark; see README.md). Each suite is a `Benchmarks/<Name>/<Name>.swift` target.
let package = Package(
    name: "StrataBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Strata", path: ".."),
        // NB: only the malloc interposer (allocation counts); the default RuntimeInterposer trait would need
        // swift-runtime-interposer on Linux with Swift 6.3, which the ARC metrics use and these benchmarks do not.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "MoviesBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "StrataBenchmarkSupport", package: "Strata"),
            ],
            path: "Benchmarks/MoviesBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "UsersBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "StrataBenchmarkSupport", package: "Strata"),
            ],
            path: "Benchmarks/UsersBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
