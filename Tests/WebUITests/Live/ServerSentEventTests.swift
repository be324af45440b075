import Testing

@testable import WebUI

struct ServerSentEventTests {
    @Test func anUpdateNamesItsTargetOnTheFirstDataLineAndPrefixesEveryLine() {
        let events = ServerSentEvent.events([
            .replace(target: "list-head", "<p>2 rows</p>"), .append(target: "list", "<li>a</li>\r\n<li>b</li>"),
        ])
        #expect(
            events == """
                event: replace
                data: list-head
                data: <p>2 rows</p>

                event: append
                data: list
                data: <li>a</li>
                data: <li>b</li>


                """)
    }

    @Test func anAddressIsOneEvent() {
        #expect(
            ServerSentEvent.address("/movies?query=star&pages=2")
                == "event: address\ndata: /movies?query=star&pages=2\n\n")
    }
}
