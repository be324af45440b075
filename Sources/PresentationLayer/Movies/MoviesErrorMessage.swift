import DomainLayer
import Foundation

/// The wording of a failed search.
public enum MoviesErrorMessage {
    /// "No internet connection" when offline; otherwise "Failed loading movies", plus the reason when
    /// there is one (the API's own words when it gave some). Nil for a cancellation, which is no error.
    public static func text(for error: any Error) -> String? {
        if error is CancellationError { return nil }
        guard let domainError = error as? DomainError else { return "Failed loading movies" }
        if domainError == .offline { return "No internet connection" }
        return "Failed loading movies: \(reason(for: domainError))"
    }

    private static func reason(for error: DomainError) -> String {
        switch error {
        case .offline: "No internet connection."
        case .timedOut: "The service took too long to answer."
        case .notFound: "Not found."
        case .unauthorized(let message): message ?? "The API key was refused."
        case .rateLimited(let until):
            until.map { "Too many requests; try again after \(clockTime($0)) UTC." }
                ?? "Too many requests; try again later."
        case .server(let status, let message): message ?? "Server error (\(status))."
        case .badData: "The answer could not be read."
        case .notConfigured(let message): message
        }
    }

    /// "HH:mm" in UTC.
    private static func clockTime(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
