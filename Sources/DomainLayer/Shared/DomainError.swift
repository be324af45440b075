import Foundation

/// Why data could not be had, in terms a screen can word. Cancellation is never one of these: a cancelled
/// request throws `CancellationError`.
public enum DomainError: Error, Equatable, Sendable {
    /// No connection could be made, and the service is not named (the device is offline, or an unnamed
    /// service is out of reach).
    case offline
    /// No connection could be made to `service`, named for the user as its own brand names it (`GitHub`,
    /// `TMDB`): nothing answers at its address, its name does not resolve, or there is no network. It says
    /// where the failure is, never that the user is offline: a server app that cannot reach an upstream is
    /// answering the user, who is plainly online.
    case unreachable(service: String)
    /// The service could not be reached, or the connection ended before a whole answer came; `details` says
    /// how, for logs, and is not worded for the user.
    case noResponse(details: String?)
    /// The service took too long to answer.
    case timedOut
    /// The thing asked for does not exist.
    case notFound
    /// The key or token was refused; `message` is the service's own words when it gave some.
    case unauthorized(message: String?)
    /// Too many requests; retry after `until` when the service said.
    case rateLimited(until: Date?)
    /// The service failed (5xx or another unexpected status); `message` is its own words when it gave some.
    case server(status: Int, message: String?)
    /// The answer could not be read.
    case badData(details: String)
    /// `service` was reached and answered, but its answer could not be read as HTTP (its headers broke the
    /// protocol): not a failure to reach it.
    case unreadableAnswer(service: String)
    /// The scene cannot run in this phase until something is configured (e.g. a missing key).
    case notConfigured(message: String)
}
