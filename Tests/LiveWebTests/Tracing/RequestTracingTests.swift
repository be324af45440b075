import Foundation
import Testing
import Tracing

@testable import LiveWeb

/// The steps ``RequestTracing`` records nest as they ran, with the spans another library starts through the
/// tracer, and a repository's cache is a miss only when a data source ran inside it.
@Suite struct RequestTracingTests {
    static func traced<T>(_ body: () async throws -> T) async rethrows -> (T, [TraceStep]) {
        let recorder = TraceRecorder(id: "test", start: 0)
        var context = ServiceContext.topLevel
        context.traceRecorder = recorder
        let result = try await ServiceContext.$current.withValue(context) { try await body() }
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

    struct Shape: Equatable {
        var id: Int
        var parentID: Int?
        var kind: TraceStepKind
        var title: String
    }

    /// A view model's step runs its load on the main actor, where the view model is, without hopping off it.
    @MainActor @Test func aStepRunsItsBodyWhereItsCallerRuns() async {
        var context = ServiceContext.topLevel
        context.traceRecorder = TraceRecorder(id: "test", start: 0)
        let caller = pthread_self()
        let ranOnTheCallersThread = await ServiceContext.$current.withValue(context) {
            await RequestTracing.step(.viewModel, type: "TestViewModel", "open") { () async in
                pthread_equal(caller, pthread_self()) != 0
            }
        }
        #expect(ranOnTheCallersThread)
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
