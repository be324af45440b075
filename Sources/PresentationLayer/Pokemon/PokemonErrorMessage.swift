import DomainLayer
import Foundation

/// A failure as the Pokémon screens word it, per cause.
public struct PokemonErrorMessage: Hashable, Sendable {
    /// The sentence shown to the user.
    public var text: String

    /// Creates a message with this text.
    public init(text: String) {
        self.text = text
    }

    /// The message for `error`; nil for a cancellation, which is never shown.
    /// - Parameter timeZone: the zone of the "rate limited until" time.
    public init?(_ error: any Error, timeZone: TimeZone = .current) {
        if error is CancellationError { return nil }
        guard let error = error as? DomainError else {
            self.init(text: "Something went wrong loading Pokémon.")
            return
        }
        switch error {
        case .offline:
            self.init(text: "No internet connection.")
        case .timedOut:
            self.init(text: "The Pokédex took too long to answer.")
        case .notFound:
            self.init(text: "No such Pokémon.")
        case .unauthorized(let message):
            self.init(text: "Not authorized" + (message.map { ": \($0)" } ?? "."))
        case .rateLimited(let until):
            self.init(text: until.map { "Rate limited until \(Self.time($0, timeZone: timeZone))." } ?? "Rate limited.")
        case .server(let status, let message):
            let cause = status > 0 ? "Server error (HTTP \(status))" : "Server error"
            self.init(text: cause + (message.map { ": \($0)" } ?? "."))
        case .badData:
            self.init(text: "The Pokédex sent an answer that could not be read.")
        case .notConfigured(let message):
            self.init(text: message)
        }
    }

    private static func time(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
