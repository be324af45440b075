import PresentationLayer
import Testing

struct DetailStateTests {
    typealias State = DetailState<String, Int>

    @Test(
        arguments: [
            (State.idle, nil),
            (.loading("seven"), nil),
            (.loading("seven", preview: 7), 7),
            (.loaded(8), 8),
            (.notFound("nine"), nil),
            (.failed(.offline, of: "ten"), nil),
            (.failed(.offline, of: "ten", preview: 10), 10),
        ] as [(State, Int?)])
    func whatIsShownIsTheItemOrElseThePreview(state: State, shown: Int?) {
        #expect(state.content == shown)
    }

    @Test(
        arguments: [
            (State.idle, DetailState<String, String>.idle),
            (.loading("seven"), .loading("seven")),
            (.loading("seven", preview: 7), .loading("seven", preview: "#7")),
            (.loaded(8), .loaded("#8")),
            (.notFound("nine"), .notFound("nine")),
            (.failed(.offline, of: "ten"), .failed(.offline, of: "ten")),
            (.failed(.timedOut, of: "ten", preview: 10), .failed(.timedOut, of: "ten", preview: "#10")),
        ] as [(State, DetailState<String, String>)])
    func aChangeReachesTheItemOrItsPreviewAndKeepsTheCaseTheKeyAndTheFailure(
        state: State, changed: DetailState<String, String>
    ) {
        #expect(state.map { "#\($0)" } == changed)
    }
}
