import DomainLayer
import Foundation

/// A failure worded for the user, the same way in every scene: "No internet connection.", "Rate limited until
/// 14:05.", the scene's own configuration message, or "Failed loading <subject>: <cause>." (with the service's
/// own words when it gave some).
public struct ErrorMessage: Hashable, Sendable {
    /// The sentence shown.
    public var text: String

    /// A message with this text.
    public init(text: String) {
        self.text = text
    }

    /// The message for `error`, or nil for a cancellation, which is never shown.
    /// - Parameters:
    ///   - subject: what failed to load, as the scene names it: "movies", "Pokémon", "groups".
    ///   - timeZone: the zone of a "rate limited until" time: the user's.
    public init?(_ error: any Error, subject: String, timeZone: TimeZone = .current) {
        if error is CancellationError { return nil }
        let failed = "Failed loading \(subject)"
        guard let error = error as? DomainError else {
            self.init(text: failed + ".")
            return
        }
        switch error {
        case .offline:
            self.init(text: "No internet connection.")
        case .rateLimited(let until):
            self.init(text: until.map { "Rate limited until \(Self.time($0, in: timeZone))." } ?? "Rate limited.")
        case .notConfigured(let message):
            self.init(text: message)
        case .noResponse:
            self.init(text: failed + ": the connection failed.")
        case .timedOut:
            self.init(text: failed + ": the service took too long to answer.")
        case .notFound:
            self.init(text: failed + ": not found.")
        case .unauthorized(let message):
            self.init(text: Self.sentence(failed + ": " + (message ?? "the key was refused")))
        case .server(let status, let message):
            self.init(text: Self.sentence(failed + ": server error \(status)" + (message.map { ": \($0)" } ?? "")))
        case .badData:
            self.init(text: failed + ": the answer could not be read.")
        }
    }

    /// `text` ending in a full stop, unless it already ends a sentence (a service's message often does).
    private static func sentence(_ text: String) -> String {
        text.last.map { ".!?".contains($0) } == true ? text : text + "."
    }

    /// "14:05": hours and minutes in `timeZone`.
    private static func time(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
