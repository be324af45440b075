import Foundation
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// "How this page was made" names the source file of every step a scene's page crosses, a file of the tree: the
/// route's the scene's routes, the render's the window page, each view model's, use case's, repository's and data
/// source's its type's; an upstream call, a service and no type, none.
@Suite struct TraceSourcesAppTests {
    let app = StrataAppTests()

    /// The repository's root, where the page's paths start.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A row of the trace page: the step's kind, type and call, and its source file as shown (empty for none).
    struct Row: Equatable, CustomStringConvertible {
        var kind: String
        var call: String
        var source: String
        var description: String { "\(kind) \(call) [\(source)]" }
    }

    /// The rows of a trace page.
    static func rows(_ page: String) -> [Row] {
        page.matches(of: /<tr class="trace-([a-z-]+)">(.*?)<\/tr>/).map { row in
            let cells = String(row.2)
            let call = cells.firstMatch(of: /<code>(.*?)<\/code>/).map { String($0.1) } ?? ""
            let source =
                cells.firstMatch(of: /<span class="trace-source"[^>]*>(.*?)<\/span>/).map { String($0.1) } ?? ""
            return Row(kind: String(row.1), call: call, source: source.replacing(/<[^>]*>/, with: ""))
        }
    }

    /// A scene's page and the file its route step names.
    static let scenePages: [(path: String, routes: String)] = [
        ("/movies?query=star", "Sources/WebUI/Movies/MoviesWebRoutes.swift"),
        ("/pokemon", "Sources/WebUI/Pokemon/PokemonWebRoutes.swift"),
        ("/pokemon/bulbasaur", "Sources/WebUI/Pokemon/PokemonWebRoutes.swift"),
        ("/users", "Sources/WebUI/Users/UsersWebRoutes.swift"),
        ("/air-quality", "Sources/WebUI/AirQuality/AirQualityWebRoutes.swift"),
        ("/air-quality/settings?name=%EC%A2%85%EB%A1%9C", "Sources/WebUI/AirQuality/AirQualityWebRoutes.swift"),
        ("/groups", "Sources/WebUI/Groups/GroupsWebRoutes.swift"),
    ]

    @Test func everyStepOfEachScenesPagesNamesASourceFileOfTheTreeButAnUpstreamCall() async throws {
        try await withTemporaryDirectory { directory in
            try await app.withRunningApp(phase: .alpha, dataDirectory: directory) { url in
                for (path, routes) in Self.scenePages {
                    let browser = NoScriptBrowser()
                    var rows: [Row] = []
                    // Each answer's trace: a page that did not wait for its load reloads itself, and the first
                    // one's trace gathers the load's steps.
                    for answer in try await browser.answers(url, path) {
                        let page = String(decoding: answer.body, as: UTF8.self)
                        let trace = try await browser.text(url, try TracingAppTests.traceLink(page))
                        rows += Self.rows(trace)
                    }
                    #expect(rows.count > 3, "\(path): \(rows)")
                    #expect(rows.contains { $0.kind == "use-case" }, "\(path): \(rows)")
                    for row in rows {
                        switch row.kind {
                        case "upstream": #expect(row.source == "", "\(path): \(row)")
                        case "route": #expect(row.source == routes, "\(path): \(row)")
                        case "render":
                            #expect(row.source == "Sources/LiveWeb/Server/LiveRequestContext+Pages.swift", "\(row)")
                        default:
                            #expect(row.source.hasPrefix("Sources/"), "\(path): \(row)")
                            #expect(
                                FileManager.default.fileExists(
                                    atPath: Self.root.appendingPathComponent(row.source).path),
                                "\(path): \(row)")
                        }
                    }
                }
            }
        }
    }
}
