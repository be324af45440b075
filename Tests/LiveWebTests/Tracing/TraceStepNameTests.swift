import Testing

@testable import LiveWeb

@Suite struct TraceStepNameTests {
    @Test func aTypesStepNamesArePermanentAndSharedByEveryTracedTypeOfThatName() {
        let first = TracedType("TraceStepNameTestsRepository")
        let second = TracedType("TraceStepNameTestsRepository")
        let page = first.stepName(.repository, "page", cacheBySource: true)
        #expect(page.takeUnretainedValue().isPermanent)
        #expect(page.toOpaque() == second.stepName(.repository, "page", cacheBySource: true).toOpaque())
        #expect(page.toOpaque() == first.stepName(.repository, "page", cacheBySource: true).toOpaque())
        // Another call, kind or cache setting is another name.
        #expect(page.toOpaque() != first.stepName(.repository, "details", cacheBySource: true).toOpaque())
        #expect(page.toOpaque() != first.stepName(.repository, "page", cacheBySource: false).toOpaque())
        #expect(page.toOpaque() != first.stepName(.dataSource, "page", cacheBySource: true).toOpaque())
        #expect(
            page.takeUnretainedValue()
                == TraceStepName(.repository, type: "TraceStepNameTestsRepository", "page", cacheBySource: true))
    }

    @Test func aRecorderKeepsANameMadeForOneStepAliveAndLetsItGoWithItsTrace() {
        weak var weakName: TraceStepName?
        var recorder: TraceRecorder? = TraceRecorder(id: "a", start: 0)
        do {
            let name = TraceStepName(.route, type: "GET /one-step")
            weakName = name
            recorder?.record(
                id: 1, parentID: nil, name: name, started: 0, ended: 1, cache: nil, upstream: nil, failed: false)
        }
        #expect(weakName != nil)
        #expect(recorder?.trace(method: "GET", path: "/").steps.map(\.type) == ["GET /one-step"])
        recorder = nil
        #expect(weakName == nil)
    }
}
