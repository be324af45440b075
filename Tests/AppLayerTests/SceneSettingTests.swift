import Foundation
import PresentationLayer
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The scenes' settings, each declared once as a `SceneSetting` beside its scene: every address is parsed at
/// start and a bad one stops it naming the variable, and a key never shows in what Strata says or logs.
@Suite struct SceneSettingTests {
    /// The five scenes' service addresses, written out rather than read from their declarations, so a scene that
    /// stops declaring (and so parsing) one fails here.
    static let sceneURLVariables = [
        "TMDB_BASE_URL", "TMDB_IMAGE_BASE_URL", "POKEAPI_BASE_URL", "POKEAPI_SPRITES_BASE_URL", "GITHUB_BASE_URL",
        "GITHUB_AVATARS_BASE_URL", "AIRKOREA_BASE_URL", "GROUPS_BASE_URL",
    ]

    /// Those and every other registered scene's address (a generated scene's `<NAME>_BASE_URL`).
    static var urlVariables: [String] {
        let registered = SceneRegistry.settings.map(\.variable).filter { $0.hasSuffix("_BASE_URL") }
        return sceneURLVariables + registered.filter { !sceneURLVariables.contains($0) }
    }

    static let badValues = ["ftp://x", "not a url", "file:///etc/passwd", "http://", "//host-only", "https"]

    @Test func everySceneDeclaresTheAddressesItReads() {
        let declared = SceneRegistry.settings.map(\.variable)
        #expect(Self.sceneURLVariables.filter { !declared.contains($0) } == [])
    }

    @Test(arguments: urlVariables, badValues)
    func aServiceAddressThatIsNotHTTPStopsTheStartNamingItsVariable(variable: String, value: String) throws {
        for phase in Phase.allCases {
            let error = #expect(throws: ConfigurationError.notHTTPURL(variable: variable, value: value)) {
                try AppConfiguration.resolve(phase: phase, environment: [variable: value])
            }
            let refused = try #require(error)
            let said = try #require(CLIMessages(.en).failure(refused, logger: LogCapture().logger()))
            #expect(said == "\(variable) must be an http or https URL, not “\(value)”.", "\(phase)")
        }
    }

    static let secrets = [
        "TMDB_API_KEY": "zz9-tmdb-plural", "AIRKOREA_SERVICE_KEY": "zz9-air-plural", "GITHUB_TOKEN": "zz9-gh-plural",
    ]

    /// The keys, given in each phase, in every sentence `strata` says at start (that it serves, what it lacks, why
    /// it cannot start: here another setting is bad), in both languages, in every line the app logs as it starts
    /// and serves the scenes' pages that send them (to a closed port in real), in those pages and in the
    /// configuration printed or dumped, as given and as pointed at a staging API.
    @Test(arguments: Phase.allCases)
    func aKeyNeverAppearsInAStartupMessageOrALogLine(phase: Phase) async throws {
        var said: [String] = []
        let refused = #expect(throws: ConfigurationError.self) {
            try AppConfiguration.resolve(
                phase: phase, environment: Self.secrets.merging(["TMDB_BASE_URL": "ftp://x"]) { $1 })
        }
        let log = LogCapture()
        let error = try #require(refused)
        for language in Language.allCases {
            said.append(try #require(CLIMessages(language).failure(error, logger: log.logger())))
        }
        try await withTemporaryDirectory { directory in
            let closed = try closedPortURL().absoluteString
            let addresses = Dictionary(uniqueKeysWithValues: Self.sceneURLVariables.map { ($0, closed) })
            let configuration = try AppConfiguration.resolve(
                phase: phase, port: 0, dataDirectory: directory.path,
                environment: Self.secrets.merging(addresses) { $1 })
            for language in Language.allCases {
                said += CLIMessages(language).missingSettings(of: configuration)
            }
            for shown in [configuration, configuration.pointed(atStagingAPI: try #require(URL(string: closed)))] {
                var dumped = ""
                dump(shown, to: &dumped)
                said += [String(describing: shown), String(reflecting: shown), dumped]
            }
            let (ready, readyContinuation) = AsyncStream.makeStream(of: URL.self)
            let app = Task {
                try await StrataApp(
                    configuration: configuration, logger: log.logger(label: "strata"),
                    shutdownBounds: (.seconds(60), .seconds(60))
                ).run { url in readyContinuation.yield(url) }
            }
            var iterator = ready.makeAsyncIterator()
            let url = try #require(await iterator.next())
            said.append(CLIMessages(.en).serving(phase, at: url))
            for path in ["/", "/movies?query=star", "/users", "/air-quality"] {
                let (data, _) = try await URLSession.shared.data(from: try #require(URL(string: path, relativeTo: url)))
                said.append(String(decoding: data, as: UTF8.self))
            }
            app.cancel()
            _ = await app.result
        }
        said += log.messages
        #expect(log.messages.count > 0)
        for (variable, secret) in Self.secrets {
            #expect(said.filter { $0.contains(secret) } == [], "\(variable)")
        }
        #expect(said.filter { $0.contains("zz9") } == [])
    }
}
