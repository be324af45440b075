import Foundation
import LiveWeb
import TestSupport
import Testing

@testable import AppLayer
@testable import WebUI

/// `/docs` in the running app, over HTTP, against the catalog in the source tree: the index lists every article
/// in the landing page's topic order, each article answers with its title and its snippets' code as the app's
/// binary carries them, an address that names no article (a hostile one too) is not found, and the home page
/// and every scene's pages link the documentation.
@Suite struct DocsRoutesTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/AppLayer/Strata.docc")

    /// The articles' file names (without `.md`), the landing page's left out.
    static func articleNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
            .map { String($0.dropLast(3)) }.filter { $0 != "Strata" }.sorted()
    }

    /// The tutorials' file names (without `.tutorial`) and their titles, the table of contents left out.
    static func tutorials() throws -> [String: String] {
        let folder = catalog.appendingPathComponent("Tutorials")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var tutorials: [String: String] = [:]
        for name in names where name.hasSuffix(".tutorial") {
            let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            guard source.hasPrefix("@Tutorial("), let intro = source.range(of: "@Intro(title: \"") else { continue }
            tutorials[String(name.dropLast(9))] = String(source[intro.upperBound...].prefix { $0 != "\"" })
        }
        return tutorials
    }

    /// The landing page's `<doc:>` topics, in order.
    static func topicOrder() throws -> [String] {
        let landing = try String(contentsOf: catalog.appendingPathComponent("Strata.md"), encoding: .utf8)
        let topics = try #require(landing.components(separatedBy: "## Topics").last)
        return topics.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "<doc:"), let end = line[start.upperBound...].firstIndex(of: ">") else {
                return nil
            }
            return String(line[start.upperBound..<end])
        }
    }

    static func get(_ path: String, port: Int) async throws -> (status: Int, text: String) {
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        let response = try #require(try await RawHTTPExchange.responses(to: request, port: port).first)
        return (response.status, String(decoding: response.body ?? [], as: UTF8.self))
    }

    /// The `/docs/<name>` links of `page`, in order.
    static func articleLinks(in page: String) -> [String] {
        page.components(separatedBy: "href=\"/docs/").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    static func withApp(_ body: (Int) async throws -> Void) async throws {
        try await withTemporaryDirectory { directory in
            try await StrataAppTests().withRunningApp(phase: .dev, dataDirectory: directory) { url in
                try await body(try #require(url.port))
            }
        }
    }

    @Test func theIndexListsEveryArticleOfTheCatalogInTheLandingPagesTopicOrder() async throws {
        let names = try Self.articleNames() + Self.tutorials().keys
        let topics = try Self.topicOrder()
        #expect(Set(topics) == Set(names), "the landing page's topics list every article and tutorial")
        #expect(names.count >= 9)
        try await Self.withApp { port in
            let index = try await Self.get("/docs", port: port)
            #expect(index.status == 200)
            #expect(Self.articleLinks(in: index.text) == topics.map { $0.lowercased() })
            #expect(index.text.contains("<h1>Documentation</h1>"))
        }
    }

    @Test func eachArticleAnswersWithItsTitleAndTheCodeOfTheSnippetsItShows() async throws {
        let snippets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snippets")
        var snippetsShown = 0
        try await Self.withApp { port in
            for name in try Self.articleNames() {
                let source = try String(
                    contentsOf: Self.catalog.appendingPathComponent("\(name).md"), encoding: .utf8)
                let title = try #require(DocMarkdown.title(of: source))
                let page = try await Self.get("/docs/\(name.lowercased())", port: port)
                #expect(page.status == 200, "\(name)")
                #expect(page.text.contains("<title>\(HTML(text: title)) · Strata</title>"), "\(name)")
                #expect(page.text.contains(">\(HTML(text: title))</h1>"), "\(name)")
                #expect(!page.text.contains("@Snippet") && !page.text.contains("@Metadata"), "\(name)")
                for line in source.split(separator: "\n") where line.hasPrefix("@Snippet(path:") {
                    let file = try #require(line.split(separator: "/").last?.prefix { $0 != "\"" })
                    let code = try String(
                        contentsOf: snippets.appendingPathComponent("\(file).swift"), encoding: .utf8)
                    let shown = DocMarkdown.snippetParts(code).code
                    #expect(!shown.isEmpty, "\(file)")
                    #expect(page.text.contains(HTML(text: shown).markup), "\(name) shows \(file)")
                    #expect(!page.text.contains("snippet.hide"), "\(name)")
                    snippetsShown += 1
                }
            }
        }
        #expect(snippetsShown >= 3)
    }

    @Test func eachTutorialAnswersWithItsTitleAndEveryStepsCode() async throws {
        let tutorials = try Self.tutorials()
        let resources = Self.catalog.appendingPathComponent("Resources")
        try await Self.withApp { port in
            for (name, title) in tutorials {
                let source = try String(
                    contentsOf: Self.catalog.appendingPathComponent("Tutorials/\(name).tutorial"), encoding: .utf8)
                let page = try await Self.get("/docs/\(name.lowercased())", port: port)
                #expect(page.status == 200, "\(name)")
                #expect(page.text.contains("<title>\(HTML(text: title)) · Strata</title>"), "\(name)")
                let files = source.components(separatedBy: "file: \"").dropFirst().map { $0.prefix { $0 != "\"" } }
                #expect(!files.isEmpty)
                for file in files {
                    let code = try String(contentsOf: resources.appendingPathComponent(String(file)), encoding: .utf8)
                    #expect(page.text.contains(HTML(text: code).markup), "\(name) shows \(file)")
                }
                #expect(!page.text.contains("@Step") && !page.text.contains("@Code"), "\(name)")
            }
        }
    }

    @Test func anAddressThatNamesNoArticleIsNotFound() async throws {
        let paths = [
            "/docs/nosuch", "/docs/..%2f..%2fetc%2fpasswd", "/docs/..%2F..%2FPackage.swift", "/docs/%2e%2e",
            "/docs/architecture.md", "/docs/strata", "/docs/Architecture", "/docs/architecture%00",
            "/docs/%3Cscript%3Ealert(1)%3C%2Fscript%3E", "/docs/architecture/..%2f..%2fStrata.md",
        ]
        try await Self.withApp { port in
            var statuses: [String: Int] = [:]
            for path in paths {
                let page = try await Self.get(path, port: port)
                statuses[path] = page.status
                #expect(!page.text.contains("<script>alert"), "\(path)")
            }
            #expect(statuses == Dictionary(uniqueKeysWithValues: paths.map { ($0, 404) }))
            #expect(try await Self.get("/docs/architecture", port: port).status == 200)
        }
    }

    @Test func theHomePageLinksTheDocumentationAndEachScenesPagesTheSectionOnHowItIsBuilt() async throws {
        let scenes = [
            "/movies": "threepatterns#MVVM-with-Observation", "/pokemon": "threepatterns#MVVM-with-Observation",
            "/users": "threepatterns#MVVM-with-Observation", "/air-quality": "threepatterns#Clean-Swift-VIP",
            "/groups": "threepatterns#MVVM-with-Combine",
        ]
        try await Self.withApp { port in
            let home = try await Self.get("/", port: port)
            #expect(home.text.contains("<a href=\"/docs\">How Strata is built: the documentation</a>"))
            #expect(Self.articleLinks(in: home.text) == [])
            var linked: [String: [String]] = [:]
            for path in scenes.keys {
                let page = try await Self.get(path, port: port)
                #expect(page.status == 200, "\(path)")
                #expect(page.text.contains(">How this scene is built</a>"), "\(path)")
                linked[path] = Self.articleLinks(in: page.text)
            }
            #expect(linked == scenes.mapValues { [$0] })
            let article = try await Self.get("/docs/threepatterns", port: port)
            for anchor in Set(scenes.values).map({ $0.split(separator: "#")[1] }) {
                #expect(article.text.contains("id=\"\(anchor)\""), "\(anchor)")
            }
        }
    }
}
