/// The `text/event-stream` wire format of the live updates.
enum ServerSentEvent {
    /// Asks the browser to wait 3 s before reconnecting after a dropped connection.
    static let retry = "retry: 3000\n\n"

    /// A comment line that keeps proxies and the browser from timing the stream out.
    static let keepAlive = ": keep-alive\n\n"

    /// An `event: fragment` whose data is the markup, every line prefixed with `data: `.
    static func fragment(_ html: HTML) -> String {
        var event = "event: fragment\n"
        for line in html.markup.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            event += "data: \(line)\n"
        }
        return event + "\n"
    }
}
