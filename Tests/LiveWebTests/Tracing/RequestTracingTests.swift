import Foundation
import Synchronization
import Testing
import Tracing

@testable import LiveWeb

/// The steps ``RequestTracing`` records nest as they ran, with the spans another library starts through the
/// tracer, and a repository's cache is a miss only when a data source ran inside it.
@Suite struct RequestTracingTests {
    static func traced<T>(_ body: () async throws -> T) async rethrows -> (T, [TraceStep]) {
        let recorder = TraceRecorder(id: "test", start: 0)
        let result = try await TraceScope.local.withValue(TraceScope(recorder: recorder, stepID: nil)) {
            try await body()
        }
        return (result, recorder.trace(method: "GET", path: "/test").steps)
    }

    @Test func stepsAndSpansStartedWithWithSpanNestInsideEachOther() async throws {
        let (_, steps) = await Self.traced {
            await RequestTracing.step(.route, type: "GET /test") {
                await RequestTracing.tracer.withSpan("load") { span in
                    span.attributes[RequestTracer.kindAttribute] = TraceStepKind.viewModel.rawValue
                    span.attributes[RequestTracer.typeAttribute] = "TestViewModel"
                    await RequestTracing.step(.useCase, type: "TestInteractor", "execute") {
                        await RequestTracing.step(
                            .repository, type: "CachedTestRepository", "page", cacheBySource: true
                        ) {
                            await RequestTracing.step(.dataSource, type: "RemoteTestDataSource", "page") { () async in }
                        }
                        await RequestTracing.step(
                            .repository, type: "CachedTestRepository", "page", cacheBySource: true
                        ) {}
                    }
                }
            }
        }
        #expect(
            steps.sorted { $0.id < $1.id }.map {
                Shape(id: $0.id, parentID: $0.parentID, kind: $0.kind, title: $0.title)
            } == [
                Shape(id: 1, parentID: nil, kind: .route, title: "GET /test"),
                Shape(id: 2, parentID: 1, kind: .viewModel, title: "TestViewModel.load"),
                Shape(id: 3, parentID: 2, kind: .useCase, title: "TestInteractor.execute"),
                Shape(id: 4, parentID: 3, kind: .repository, title: "CachedTestRepository.page (cache miss)"),
                Shape(id: 5, parentID: 4, kind: .dataSource, title: "RemoteTestDataSource.page"),
                Shape(id: 6, parentID: 3, kind: .repository, title: "CachedTestRepository.page (cache hit)"),
            ])
    }

    /// Steps end before the steps they run in, yet the trace keeps them in the order they started, and a step
    /// started inside a span keeps nesting under it after the span's children end.
    @Test func stepsAreKeptInTheOrderTheyStartedThoughTheyEndInsideOut() async {
        let (_, steps) = await Self.traced {
            await RequestTracing.step(.route, type: "GET /test") {
                await RequestTracing.step(.viewModel, type: "TestViewModel", "open") {
                    await RequestTracing.step(.useCase, type: "FirstInteractor", "execute") { () async in
                        RequestTracing.step(.repository, type: "FirstRepository", "pageAtHand") {}
                    }
                    await RequestTracing.tracer.withSpan("load") { span in
                        span.attributes[RequestTracer.kindAttribute] = TraceStepKind.useCase.rawValue
                        span.attributes[RequestTracer.typeAttribute] = "SecondInteractor"
                        await RequestTracing.step(.repository, type: "SecondRepository", "page") { () async in }
                        await RequestTracing.step(.repository, type: "SecondRepository", "save") { () async in }
                    }
                }
                RequestTracing.step(.render, type: "WindowPage", "body") {}
            }
        }
        #expect(
            steps.map { Shape(id: $0.id, parentID: $0.parentID, kind: $0.kind, title: $0.title) } == [
                Shape(id: 1, parentID: nil, kind: .route, title: "GET /test"),
                Shape(id: 2, parentID: 1, kind: .viewModel, title: "TestViewModel.open"),
                Shape(id: 3, parentID: 2, kind: .useCase, title: "FirstInteractor.execute"),
                Shape(id: 4, parentID: 3, kind: .repository, title: "FirstRepository.pageAtHand"),
                Shape(id: 5, parentID: 2, kind: .useCase, title: "SecondInteractor.load"),
                Shape(id: 6, parentID: 5, kind: .repository, title: "SecondRepository.page"),
                Shape(id: 7, parentID: 5, kind: .repository, title: "SecondRepository.save"),
                Shape(id: 8, parentID: 1, kind: .render, title: "WindowPage.body"),
            ])
    }

    /// A span started with the running task's context (as another library starts one) in a traced request is a
    /// step of its trace, though only the request's scope, not the context, names the trace.
    @Test func aSpanStartedWithTheTasksContextIsAStepOfTheRequest() async {
        let (_, steps) = await Self.traced {
            RequestTracing.tracer.withSpan("GET", ofKind: .client) { span in
                span.attributes[RequestTracer.kindAttribute] = TraceStepKind.upstream.rawValue
                span.attributes[RequestTracer.typeAttribute] = "tmdb"
                span.attributes[RequestTracer.upstreamAttribute] = "api.themoviedb.org/3/search/movie"
            }
        }
        #expect(
            steps.map { Shape(id: $0.id, parentID: $0.parentID, kind: $0.kind, title: $0.title) } == [
                Shape(id: 1, parentID: nil, kind: .upstream, title: "tmdb.GET api.themoviedb.org/3/search/movie")
            ])
    }

    /// A step that ends later (a use case's stream) is kept once, at its first end, however often its end is
    /// called.
    @Test func aStepThatEndsLaterIsKeptOnceAtItsFirstEnd() async {
        let (_, steps) = await Self.traced {
            let end = RequestTracing.startStep(.useCase, type: TracedType("SearchInteractor"), "execute") { end in end }
            end(true)
            end(false)
        }
        #expect(
            steps.map { Shape(id: $0.id, parentID: $0.parentID, kind: $0.kind, title: $0.title) } == [
                Shape(id: 1, parentID: nil, kind: .useCase, title: "SearchInteractor.execute")
            ])
        #expect(steps.map(\.failed) == [true])
    }

    struct Shape: Equatable {
        var id: Int
        var parentID: Int?
        var kind: TraceStepKind
        var title: String
    }

    /// A view model's step runs its load on the view model's actor without hopping off it and back: the actor's
    /// executor is asked to run a job once, when the load enters it.
    @Test func aStepRunsItsBodyWhereItsCallerRuns() async {
        let loader = CountingActor()
        await TraceScope.local.withValue(TraceScope(recorder: TraceRecorder(id: "test", start: 0), stepID: nil)) {
            await loader.load()
        }
        #expect(loader.executor.jobs.load(ordering: .relaxed) == 1)
    }

    /// An actor whose executor counts the jobs it runs.
    actor CountingActor {
        nonisolated let executor = CountingExecutor()
        nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

        func load() async {
            await RequestTracing.step(.viewModel, type: "TestViewModel", "open") { () async in }
        }
    }

    final class CountingExecutor: SerialExecutor {
        let jobs = Atomic<Int>(0)
        private let queue = DispatchQueue(label: "CountingExecutor")

        func enqueue(_ job: consuming ExecutorJob) {
            jobs.add(1, ordering: .relaxed)
            let job = UnownedJob(job)
            queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
        }
    }

    @Test func aStepOutsideATracedRequestOnlyRuns() async {
        let value = await RequestTracing.step(.useCase, type: "TestInteractor", "execute") { () async in 42 }
        #expect(value == 42)
        #expect(!RequestTracing.isTracing)
    }

    @Test func durationsAreWrittenInMillisecondsToTheMicrosecondAsADoubleWritesThem() {
        let durations: [Duration] = [
            .zero, .nanoseconds(400), .nanoseconds(500), .microseconds(1), .microseconds(50), .microseconds(1_200),
            .milliseconds(1), .microseconds(12_345), .nanoseconds(12_345_678), .seconds(3), .seconds(61),
        ]
        #expect(
            durations.map(RequestTrace.milliseconds)
                == durations.map { duration in
                    let milliseconds =
                        Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000
                    return "\((milliseconds * 1000).rounded() / 1000)"
                })
    }
}
