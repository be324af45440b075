import Testing

@testable import LiveWeb

struct ServerSentEventTests {
    @Test func anUpdateNamesItsWindowThenItsTargetAndPrefixesEveryLine() {
        let events = ServerSentEvent.events(
            [.replace(target: "list-head", "<p>2 rows</p>"), .append(target: "list", "<li>a</li>\r\n<li>b</li>")],
            window: "w1")
        #expect(
            events == """
                event: replace
                data: w1
                data: list-head
                data: <p>2 rows</p>

                event: append
                data: w1
                data: list
                data: <li>a</li>
                data: <li>b</li>


                """)
    }

    @Test func anAddressAndAGoneWindowAreOneEventEach() {
        #expect(
            ServerSentEvent.address("/movies?query=star&pages=2", window: "w1")
                == "event: address\ndata: w1\ndata: /movies?query=star&pages=2\n\n")
        #expect(ServerSentEvent.gone(window: "w2") == "event: gone\ndata: w2\n\n")
    }
}
