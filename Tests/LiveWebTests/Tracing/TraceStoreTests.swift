import Testing

@testable import LiveWeb

/// The last traces stay within their count and their bytes, the oldest going first.
@Suite struct TraceStoreTests {
    static func step(_ id: Int, type: String = "CachedMoviesRepository") -> TraceStep {
        TraceStep(
            id: id, parentID: id == 1 ? nil : 1, kind: id == 1 ? .route : .repository, type: type,
            operation: "freshPage", start: .milliseconds(id), duration: .milliseconds(1), cache: .hit, upstream: nil,
            failed: false)
    }

    static func trace(_ number: Int, steps: Int = 3, type: String = "CachedMoviesRepository") -> RequestTrace {
        RequestTrace(
            id: "trace-\(number + 1000)", method: "GET", path: "/movies",
            steps: (1...steps).map { step($0, type: type) })
    }

    @Test func keepsTheLastTracesWithinItsCount() {
        let store = TraceStore(maximumCount: 10, maximumBytes: 1 << 20)
        for number in 0..<25 {
            store.keep(Self.trace(number))
        }
        #expect(store.usage.count == 10)
        #expect(store.usage.bytes == 10 * Self.trace(0).bytes)
        #expect((0..<15).allSatisfy { store.trace(id: "trace-\($0 + 1000)") == nil })
        #expect((15..<25).allSatisfy { store.trace(id: "trace-\($0 + 1000)") == Self.trace($0) })
    }

    @Test func keepsTheLastTracesWithinItsBytes() {
        let size = Self.trace(0).bytes
        let store = TraceStore(maximumCount: 1000, maximumBytes: size * 4 + size / 2)
        for number in 0..<20 {
            store.keep(Self.trace(number))
            #expect(store.usage.bytes <= store.maximumBytes)
        }
        #expect(store.usage.count == 4)
        #expect(store.usage.bytes == 4 * size)
        #expect(store.trace(id: "trace-1015") == nil)
        #expect(store.trace(id: "trace-1016") == Self.trace(16))
    }

    @Test func aTraceLargerThanTheWholeBudgetIsNotKeptAndDropsNothing() {
        let store = TraceStore(maximumCount: 10, maximumBytes: 4096)
        store.keep(Self.trace(1))
        store.keep(Self.trace(2, type: String(repeating: "x", count: 5000)))
        #expect(store.usage.count == 1)
        #expect(store.trace(id: "trace-1001") == Self.trace(1))
        #expect(store.trace(id: "trace-1002") == nil)
    }

    @Test func stepsEndingAfterTheResponseCountAgainstTheBytes() {
        let size = Self.trace(0).bytes
        let store = TraceStore(maximumCount: 10, maximumBytes: size * 2)
        store.keep(Self.trace(1))
        let recorder = TraceRecorder(id: "late", start: 0)
        store.keep(
            recorder, method: "GET", path: "/movies", bytes: recorder.trace(method: "GET", path: "/movies").bytes)
        let before = store.usage
        // A search that ends after its page was sent adds its steps to the kept trace, and the older trace goes
        // to make room.
        for id in 1...6 {
            recorder.record(
                id: id, parentID: nil, name: TraceStepName(.useCase, type: "SearchMoviesInteractor", "execute"),
                started: 0, ended: 1_000_000, cache: nil, upstream: nil, failed: false)
        }
        #expect(store.trace(id: "late")?.steps.count == 6)
        #expect(store.usage.bytes <= store.maximumBytes)
        #expect(store.usage.count == 1)
        #expect(before.count == 2)
        #expect(store.trace(id: "trace-1001") == nil)
    }

    /// A trace dropped for a newer one that took its place: its late steps count for neither.
    @Test func aDroppedTracesLateStepsCountForNoTraceKeptInItsPlace() {
        let store = TraceStore(maximumCount: 2, maximumBytes: 1 << 20)
        let dropped = TraceRecorder(id: "dropped", start: 0)
        store.keep(dropped, method: "GET", path: "/movies", bytes: 100)
        store.keep(Self.trace(1))
        store.keep(Self.trace(2))
        let before = store.usage
        dropped.record(
            id: 1, parentID: nil, name: TraceStepName(.useCase, type: "SearchMoviesInteractor", "execute"), started: 0,
            ended: 1_000_000, cache: nil, upstream: nil, failed: false)
        #expect(store.usage == before)
        #expect(before == (count: 2, bytes: 2 * Self.trace(1).bytes))
        #expect(store.trace(id: "dropped") == nil)
        #expect(store.trace(id: "trace-1001") == Self.trace(1))
        #expect(store.trace(id: "trace-1002") == Self.trace(2))
    }

    @Test func serverTimingHasAnEntryPerStepWithPrintableQuotedDescriptions() {
        var trace = Self.trace(1, steps: 2)
        trace.steps[1].type = "Odd \"type\"\\é"
        trace.steps[1].upstream = "api.example.org/3/search/movie"
        #expect(
            trace.serverTiming
                == "route;desc=\"CachedMoviesRepository.freshPage (cache hit)\";dur=1.0, "
                + "repository;desc=\"Odd \\\"type\\\"\\\\?.freshPage api.example.org/3/search/movie "
                + "(cache hit)\";dur=1.0")
    }
}
