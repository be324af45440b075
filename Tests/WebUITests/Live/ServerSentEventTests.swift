import Testing

@testable import WebUI

struct ServerSentEventTests {
    @Test func fragmentEventPrefixesEveryLineWithData() {
        let event = ServerSentEvent.fragment("<ul>\n<li>a</li>\r\n</ul>")
        #expect(event == "event: fragment\ndata: <ul>\ndata: <li>a</li>\ndata: </ul>\n\n")
    }
}
