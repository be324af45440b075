import DomainLayer
import Foundation

/// How the My groups screen words a failure, per cause.
enum MyGroupListErrorMessage {
    static func text(for error: any Error) -> String {
        guard let error = error as? DomainError else { return "Failed loading groups." }
        switch error {
        case .offline:
            return "No internet connection."
        case .timedOut:
            return "The groups service took too long to answer."
        case .notFound:
            return "The groups service was not found."
        case .unauthorized(let message):
            return "Not authorized by the groups service" + (message.map { ": \($0)" } ?? ".")
        case .rateLimited(let until):
            return "Too many requests to the groups service. "
                + (until.map { "Try again after \($0.formatted(date: .omitted, time: .shortened))." }
                    ?? "Try again later.")
        case .server(let status, let message):
            let cause = status > 0 ? "server error \(status)" : "the connection failed"
            return "Failed loading groups: \(cause)" + (message.map { " (\($0))" } ?? "") + "."
        case .badData(let details):
            return "Failed loading groups: the answer could not be read (\(details))."
        case .notConfigured(let message):
            return message
        }
    }
}
