import Foundation
import LiveWeb
import PresentationLayer

extension ErrorMessage {
    /// The message as HTML for any scene's page: a time in it (GitHub's or AirKorea's limit, until when a service
    /// refuses) is a `<time data-local-time>` that the app's script writes again in the reader's zone, and is
    /// written in UTC, named so and with its day when that is not today, for a browser without JavaScript: the
    /// server does not know the reader's zone.
    func html(_ strings: Strings, now: Date = Date()) -> HTML {
        guard let timed = timedText(strings, timeZone: .gmt, now: now, namesZone: true) else {
            return "\(text(strings))"
        }
        return """
            \(timed.before)<time datetime="\(timed.time.formatted(.iso8601))" data-local-time>\
            \(timed.timeText)</time>\(timed.after)
            """
    }
}
