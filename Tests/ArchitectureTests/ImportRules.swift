/// The rings' import table (README, "The rings"): what each source target may import, besides the platform modules.
enum ImportRules {
    /// Modules of the toolchain that any target may use.
    ///
    /// Not FoundationNetworking: on Linux it brings libcurl and some twenty libraries of its own into the
    /// process (7 MiB of the app's memory at rest) for URL loading the app does not use; upstream calls go through
    /// AsyncHTTPClient with `UpstreamRequest` and `UpstreamResponse`. Only the tests' support, which talks to
    /// servers as a client would, uses it.
    static let platform: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationXML", "Dispatch", "Synchronization", "Glibc", "Musl", "Darwin",
    ]

    static let allowed: [String: Set<String>] = [
        "DomainLayer": [],
        "Networking": ["Logging", "AsyncHTTPClient", "NIOCore", "NIOFoundationCompat", "NIOHTTP1", "NIOPosix"],
        "SampleData": [],
        "sample-data-generator": ["SampleData"],
        "DataLayer": ["DomainLayer", "Networking", "SampleData", "GRDB", "Logging"],
        "PresentationLayer": ["DomainLayer", "Observation", "OpenCombine", "Combine"],
        "LiveWeb": [
            "Observation", "OpenCombine", "Combine", "Hummingbird", "HummingbirdCore", "NIOCore", "NIOHTTP1",
            "HTTPTypes", "Logging", "AsyncAlgorithms", "Crypto", "Tracing", "ThreadSlot",
        ],
        "WebUI": [
            "LiveWeb", "PresentationLayer", "Observation", "OpenCombine", "Combine", "Hummingbird",
            "HummingbirdCore", "NIOCore", "NIOHTTP1", "HTTPTypes", "Logging", "AsyncAlgorithms",
        ],
        "TerminalKit": ["Observation"],
        "TerminalUI": ["DomainLayer", "PresentationLayer", "TerminalKit", "Observation"],
        "StagingAPI": ["SampleData", "Hummingbird", "HummingbirdCore", "NIOCore", "HTTPTypes", "Logging"],
        "AppLayer": [
            "DomainLayer", "Networking", "DataLayer", "SampleData", "PresentationLayer", "LiveWeb", "WebUI",
            "TerminalUI", "StagingAPI", "Hummingbird", "HummingbirdCore", "NIOCore", "Logging", "GRDB",
            "ServiceLifecycle", "TerminalKit",
        ],
        "strata": ["AppLayer", "ArgumentParser", "Logging"],
        // C, for the test binary only: it imports no module.
        "AllocationCounting": [],
        // C: one pointer per thread, for LiveWeb's tracing; it imports no module.
        "ThreadSlot": [],
        "TestSupport": [
            "DomainLayer", "PresentationLayer", "StagingAPI", "SampleData", "Hummingbird", "Logging",
            "Observation", "OpenCombine", "Combine", "NIOCore", "FoundationNetworking",
        ],
    ]

    /// The modules a Swift source imports, in order of appearance.
    static func imports(in source: String) -> [(line: Int, module: String)] {
        var result: [(Int, String)] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                .filter {
                    !$0.hasPrefix("@") && !["public", "internal", "package", "private", "fileprivate"].contains($0)
                }
            guard words.count >= 2, words[0] == "import" else { continue }
            // `import struct Foundation.URL` names the module after the kind keyword.
            let path =
                words.count >= 3
                    && ["struct", "class", "enum", "protocol", "func", "var", "typealias"]
                        .contains(words[1])
                ? words[2] : words[1]
            result.append((index + 1, String(path.split(separator: ".")[0])))
        }
        return result
    }

    /// The broken rules of one file of `target`, worded with file, line and module.
    static func violations(target: String, file: String, source: String) -> [String] {
        guard let allowed = allowed[target] else { return ["\(file): target \(target) has no import rule"] }
        return imports(in: source)
            .filter { !platform.contains($0.module) && !allowed.contains($0.module) }
            .map { "\(file):\($0.line): \(target) must not import \($0.module)" }
    }
}
