// swift-tools-version: 6.1
import PackageDescription

// The architecture's rings, as targets: each target names only the targets it may import,
// so the compiler keeps the dependency arrows pointing inward.

// The scenes, one line each: each has a folder of that name in every ring, and its words in three catalogues:
// those both View rings show in `Sources/PresentationLayer/<Scene>/<Scene>Words.xcstrings` (its name among them),
// its pages' in `Sources/WebUI/<Scene>/<Scene>.xcstrings`, its terminal screens' in
// `Sources/TerminalUI/<Scene>/<Scene>Terminal.xcstrings`.
let scenes = [
    "Movies",
    "Pokemon",
    "Users",
    "AirQuality",
    "Groups",
]

// The scenes with a style or a script of their own (`<Scene>.css`, `<Scene>.js` in their WebUI folder), which the
// server serves at hashed addresses on their pages.
let sceneAssets = [
    "Movies/Movies.css", "Movies/Movies.js", "Pokemon/Pokemon.css", "Users/Users.css", "Users/Users.js",
    "AirQuality/AirQuality.css", "AirQuality/AirQuality.js", "Groups/Groups.css",
]

let openCombine: [Target.Dependency] = [
    .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux]))
]

let package = Package(
    name: "Strata",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "strata", targets: ["strata"]),
        // For the on-demand `Benchmarks/` package, which measures the Movies list's state and page rendering.
        .library(name: "StrataBenchmarkSupport", targets: ["DomainLayer", "PresentationLayer", "LiveWeb", "WebUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.21.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // Already resolved through Hummingbird; named so Networking and WebUI can use NIO's modules.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.0.0"),
        // Already resolved through AsyncHTTPClient; named so LiveWeb can sign its CSRF tokens with HMAC-SHA256.
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.0.0"),
        // Already resolved through AsyncHTTPClient; named so the web ring can trace a request's steps.
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.0.0"),
        // Tests only: a `TestClock` that tests advance by hand.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
        // Documentation only: the DocC plugin (`swift package generate-documentation`) that `scripts/docs` runs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Inner ring: entities, use cases, repository protocols. Foundation only.
        .target(name: "DomainLayer"),

        // HTTP over AsyncHTTPClient, status validation, decoding, typed errors, redacted logging.
        .target(
            name: "Networking",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),

        // Bundled datasets for the dev phase and the staging API.
        .target(name: "SampleData", resources: [.copy("Resources")]),
        .executableTarget(name: "sample-data-generator", dependencies: ["SampleData"]),

        // Repositories, DTOs, endpoints, bundled data sources, SQLite stores.
        .target(
            name: "DataLayer",
            dependencies: [
                "DomainLayer", "Networking", "SampleData",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // View models, coordinators, the VIP scene's parts, and the words both View rings show.
        .target(
            name: "PresentationLayer", dependencies: ["DomainLayer"] + openCombine,
            resources: [
                .copy("Shared/Localization/Messages.xcstrings"), .copy("Shared/Localization/SharedWords.xcstrings"),
                .copy("Shared/Trace/TraceWords.xcstrings"),
            ] + scenes.map { .copy("\($0)/\($0)Words.xcstrings") }),

        // The machinery of a live server-rendered web ring, knowing no scene: HTML escaped by construction,
        // live regions and their event stream, server limits and channel handlers.
        .target(
            name: "LiveWeb",
            dependencies: [
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                "ThreadSlot",
            ] + openCombine,
            // The generic client: the page's script, the shared worker's, the stylesheet and the icon.
            resources: [.copy("Assets")]
        ),

        // The web View ring's scene rooms, on LiveWeb.
        .target(
            name: "WebUI",
            dependencies: [
                "PresentationLayer", "LiveWeb",
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ] + openCombine,
            resources: [.copy("Shared/Site.xcstrings"), .copy("Pages/Trace/Trace.xcstrings")]
                + [.copy("Pages/Docs/Docs.xcstrings"), .copy("Pages/Home.xcstrings")]
                + scenes.map { .copy("\($0)/\($0).xcstrings") }
                + sceneAssets.map { .copy($0) }
        ),

        // The machinery of a full-screen terminal ring, knowing no scene: screen buffer, renderer, key decoder, raw
        // mode, app loop, screen stack, widgets.
        .target(name: "TerminalKit"),

        // The terminal View ring's scene rooms (`strata tui`), on TerminalKit: the same view models, coordinators
        // and VIP scenes as `WebUI`.
        .target(
            name: "TerminalUI", dependencies: ["DomainLayer", "PresentationLayer", "TerminalKit"],
            resources: [.copy("Shared/Terminal.xcstrings")] + scenes.map { .copy("\($0)/\($0)Terminal.xcstrings") }),

        // A server in the exact shapes of the public APIs, over SampleData, with fault injection.
        .target(
            name: "StagingAPI",
            dependencies: [
                "SampleData",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Configuration, dependency injection, the app flow.
        .target(
            name: "AppLayer",
            dependencies: [
                "DomainLayer", "Networking", "DataLayer", "PresentationLayer", "LiveWeb", "WebUI", "TerminalUI",
                "StagingAPI",
                "SampleData", "TerminalKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // The documentation catalog and the snippets its articles show (the package's `Snippets` links to them),
            // which `/docs` serves as plain pages.
            resources: [.copy("Shared/CLI.xcstrings"), .copy("Strata.docc"), .copy("Snippets")]
        ),

        .executableTarget(
            name: "strata",
            dependencies: [
                "AppLayer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // A pointer per thread, in C (Swift has no thread-local variables): where a traced step that does not wait
        // keeps its scope.
        .target(name: "ThreadSlot"),

        // The test binary's allocation functions, which count (Linux): the allocation budgets read them.
        .target(name: "AllocationCounting"),

        // Shared fakes and fixtures for every test target.
        .target(
            name: "TestSupport",
            dependencies: [
                "DomainLayer", "PresentationLayer", "StagingAPI", "SampleData",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ] + openCombine
        ),

        .testTarget(name: "ArchitectureTests"),
        .testTarget(name: "DomainLayerTests", dependencies: ["DomainLayer", "TestSupport"]),
        .testTarget(
            name: "NetworkingTests",
            dependencies: [
                "Networking", "StagingAPI", "TestSupport", .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "SampleDataTests",
            dependencies: ["SampleData", "sample-data-generator"]
        ),
        .testTarget(
            name: "DataLayerTests",
            dependencies: [
                "DataLayer", "DomainLayer", "Networking", "StagingAPI", "SampleData", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "StagingAPITests", dependencies: ["StagingAPI", "SampleData", "TestSupport"]),
        .testTarget(
            name: "PresentationLayerTests",
            dependencies: ["PresentationLayer", "DomainLayer", "TestSupport"]
        ),
        .testTarget(
            name: "LiveWebTests",
            dependencies: ["LiveWeb", "TestSupport", .product(name: "Crypto", package: "swift-crypto")] + openCombine
        ),
        .testTarget(
            name: "WebUITests",
            dependencies: [
                "WebUI", "LiveWeb", "PresentationLayer", "TestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ] + openCombine
        ),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "TestSupport"]),
        .testTarget(
            name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalKit", "PresentationLayer", "TestSupport"]),
        .testTarget(
            name: "AppLayerTests",
            dependencies: [
                "AppLayer", "TestSupport", "AllocationCounting",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The inner rings' asynchronous functions run where their caller runs (`nonisolated(nonsending)`, Swift 6.2's
// "approachable concurrency"): a view model's call to a use case, a repository and a bundled data source stays on
// the main actor instead of hopping to the global pool and back (fewer thread switches and more requests a second for
// every page, by `scripts/page-cost`). Work that should leave the caller says so with `@concurrent`
// (the response cache's decoding and encoding); Networking and the View rings keep the default.
let runsWhereCalled = ["DomainLayer", "DataLayer", "PresentationLayer", "AppLayer"]
for target in package.targets where runsWhereCalled.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}
