import AllocationCounting
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

@testable import AppLayer

/// Allocation budgets: what one load of each scene's pages allocates (its route, its view model's load from the
/// bundled data, its render), in the session a browser keeps, measured in this test binary (the test command's
/// debug build) and held to the counts committed in `Benchmarks/allocation-budgets.json`, within
/// ``tolerance``. Unlike time, a count does not depend on the machine: a change that makes a page allocate more
/// fails here, and one that makes it allocate less asks for the budget to be lowered. It runs alone, so other
/// tests' allocations are not counted, and only when asked: `STRATA_ALLOCATION_BUDGETS=check swift test --filter
/// AllocationBudgetTests`, as the test command runs it; `=update` writes the counts measured as the new budgets.
@Suite(.serialized) struct AllocationBudgetTests {
    static let mode = ProcessInfo.processInfo.environment["STRATA_ALLOCATION_BUDGETS"]

    /// How far a count may move from its budget either way before the test fails.
    static let tolerance = 0.05
    /// Loads of a page before it is counted: past the session's window limit (16), so the oldest window is closed
    /// on every load, as in a long-used browser.
    static let warmUpLoads = 20
    /// Loads counted; the fewest allocations of them is the page's count (another thread's allocation during
    /// one load only raises that load's).
    static let countedLoads = 7

    static let budgetsFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Benchmarks/allocation-budgets.json")

    /// Every scene's pages, as a browser asks for them; `{first}` is the first link of the list page before it.
    static let pages = [
        "/", "/movies?query=the", "/movies/{first}", "/pokemon", "/pokemon/pikachu", "/users", "/users/{first}",
        "/users/bookmarks", "/air-quality", "/groups",
    ]

    @Test(.enabled(if: strata_allocation_counting_is_active() && ["check", "update"].contains(mode)))
    func everyPageAllocatesWithinItsBudget() async throws {
        let counts = try await Self.measure()
        if Self.mode == "update" {
            try Self.write(counts)
            return
        }
        let budgets = try JSONDecoder().decode(
            [String: Int].self, from: Data(contentsOf: Self.budgetsFile))
        for (page, count) in counts.sorted(by: { $0.key < $1.key }) {
            let budget = try #require(budgets[page], "\(page) has no budget: run with STRATA_ALLOCATION_BUDGETS=update")
            let change = Double(count - budget) / Double(budget)
            #expect(
                abs(change) <= Self.tolerance,
                """
                \(page) allocates \(count) times a load against a budget of \(budget) \
                (\(change > 0 ? "+" : "")\(Int((change * 100).rounded())) %): \
                \(change > 0 ? "find what allocates more" : "lower the budget") \
                (STRATA_ALLOCATION_BUDGETS=update swift test --filter AllocationBudgetTests)
                """)
        }
        #expect(Set(budgets.keys) == Set(counts.keys), "a budget for a page no longer measured")
    }

    /// The fewest allocations of ``countedLoads`` loads of each page, after ``warmUpLoads``.
    static func measure() async throws -> [String: Int] {
        try await withTemporaryDirectory { directory in
            let configuration = try AppConfiguration.resolve(
                phase: .dev, port: 0, dataDirectory: directory.path,
                // Every load renders: a page served again from the page cache would hide its render's count.
                environment: ["STRATA_TRACING": "on", "STRATA_PAGE_CACHE": "off"])
            let container = try AppDIContainer(configuration: configuration, logger: Fixtures.quietLogger())
            let application = try container.makeWebServer().makeApplication(host: "127.0.0.1", port: 0)
            return try await application.test(.router) { client in
                let (_, cookie) = try await client.noScriptPage("/")
                var counts: [String: Int] = [:]
                var lastList = ""
                for label in pages {
                    let path = try label.contains("{first}") ? firstLink(in: lastList, under: label) : label
                    if !label.contains("{first}") {
                        lastList = try await client.noScriptPage(path).text
                    }
                    for _ in 0..<warmUpLoads {
                        _ = try await client.execute(uri: path, method: .get, headers: [.cookie: cookie])
                    }
                    var fewest = Int.max
                    for _ in 0..<countedLoads {
                        let before = strata_allocation_count()
                        let response = try await client.execute(uri: path, method: .get, headers: [.cookie: cookie])
                        let after = strata_allocation_count()
                        #expect(response.status == .ok, "\(path)")
                        fewest = min(fewest, Int(after - before))
                    }
                    counts[label] = fewest
                }
                return counts
            }
        }
    }

    /// The first link in `page` to a page under the list of `label` (`/movies/{first}`: `/movies/603`).
    static func firstLink(in page: String, under label: String) throws -> String {
        let prefix = String(label.prefix { $0 != "{" })
        var rest = page[...]
        while let start = rest.range(of: "href=\"\(prefix)") {
            let link = rest[start.upperBound...].prefix { $0 != "\"" && $0 != "?" && $0 != "#" }
            if !link.isEmpty, !link.contains("/"), !["bookmarks", "refresh"].contains(link) {
                return prefix + link
            }
            rest = rest[start.upperBound...]
        }
        throw FirstLinkMissing(label: label)
    }

    struct FirstLinkMissing: Error {
        let label: String
    }

    static func write(_ counts: [String: Int]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try (encoder.encode(counts) + Data("\n".utf8)).write(to: budgetsFile)
    }
}
