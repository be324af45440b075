/// The `text/event-stream` wire format of the live updates.
public enum ServerSentEvent {
    /// Asks the browser to wait 3 s before reconnecting after a dropped connection.
    public static let retry = "retry: 3000\n\n"

    /// A comment line that keeps proxies and the browser from timing the stream out.
    public static let keepAlive = ": keep-alive\n\n"

    /// One event per update of `window`: `event: replace` or `event: append`, whose data is the window's id on
    /// the first line, the target element's id on the second and the markup on the rest, every line prefixed
    /// with `data: `.
    public static func events(_ updates: [LiveUpdate], window: String) -> String {
        var text = ""
        for update in updates {
            switch update {
            case .replace(let target, let html): text += event("replace", lines: window, target, html.markup)
            case .append(let target, let html): text += event("append", lines: window, target, html.markup)
            }
        }
        return text
    }

    /// An `event: gone` for a window that is not open (never was, or closed: its session ended, it was idle
    /// too long): its page renders its address again.
    public static func gone(window: String) -> String {
        event("gone", lines: window)
    }

    /// An `event: end` with why the server ends the stream (`superseded`: a newer stream of the same session took
    /// its place), so the page does not reconnect at once.
    public static func end(reason: String) -> String {
        event("end", lines: reason)
    }

    /// An `event: address` with `window`'s id and the path of what it shows, for the location bar.
    public static func address(_ path: String, window: String) -> String {
        event("address", lines: window, path)
    }

    private static func event(_ name: String, lines: String...) -> String {
        var event = "event: \(name)\n"
        for text in lines {
            for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                event += "data: \(line)\n"
            }
        }
        return event + "\n"
    }
}
