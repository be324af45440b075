import PresentationLayer
import Testing

@MainActor
struct LatestRequestTests {
    /// A screen whose state is a word.
    @MainActor
    final class Screen {
        var state = "empty"
        lazy var requests = LatestRequest(self, state: \.state)

        func load(_ work: @escaping @MainActor () async throws -> String) {
            requests.start(showing: "loading") { deliver in
                let text = try await work()
                deliver { $0.state = text }
            } failed: { screen, _ in
                screen.state = "failed"
            }
        }

        /// Loads `text` once the returned gate is opened (`yield()`).
        func loadWaiting(for text: String) -> AsyncStream<Void>.Continuation {
            let (gate, opened) = AsyncStream.makeStream(of: Void.self)
            load {
                for await _ in gate { break }
                return text
            }
            return opened
        }
    }

    @Test func workThatNeverWaitsIsShownBeforeStartReturnsAndLeavesNothingRunning() async {
        let screen = Screen()
        screen.load { "loaded" }

        #expect(screen.state == "loaded")
        #expect(!screen.requests.isRunning)
        await screen.requests.settled()
        #expect(screen.state == "loaded")
    }

    @Test func workThatWaitsShowsLoadingAndRunsUntilItEnds() async {
        let screen = Screen()
        let opened = screen.loadWaiting(for: "loaded")

        #expect(screen.state == "loading")
        #expect(screen.requests.isRunning)
        opened.yield()
        await screen.requests.settled()
        #expect(screen.state == "loaded")
        #expect(!screen.requests.isRunning)
    }

    @Test func aNewerRequestDropsTheOlderOnesLateResults() async {
        let screen = Screen()
        let opened = screen.loadWaiting(for: "old")
        screen.load { "new" }
        opened.yield()
        await Task.yield()
        await screen.requests.settled()

        #expect(screen.state == "new")
        #expect(!screen.requests.isRunning)
    }

    @Test func aRequestStartedWhileOneRunsAtOnceSupersedesAndCancelsIt() async {
        let screen = Screen()
        var outerWasCancelled = false
        screen.load {
            // Runs at once, inside the outer request's first step.
            screen.load { "inner" }
            await Task.yield()
            outerWasCancelled = Task.isCancelled
            return "outer"
        }
        await screen.requests.settled()
        for _ in 0..<10 { await Task.yield() }

        #expect(screen.state == "inner")
        #expect(outerWasCancelled)
        #expect(!screen.requests.isRunning)
    }

    @Test func aCancelledRequestPutsBackTheStateShownBeforeIt() async {
        let screen = Screen()
        screen.load { "first" }
        let opened = screen.loadWaiting(for: "second")
        #expect(screen.state == "loading")

        screen.requests.cancel()
        #expect(screen.state == "first")
        #expect(!screen.requests.isRunning)
        opened.yield()
        await Task.yield()
        #expect(screen.state == "first")
    }
}
