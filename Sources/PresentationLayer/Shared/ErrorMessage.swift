import DomainLayer
import Foundation
import Synchronization

/// Why a screen could not load, as the user is told: one sentence per cause, the same in every scene, worded
/// in the user's language from `Messages.xcstrings` (``text(_:timeZone:now:namesZone:)``). A state keeps the cause; a view
/// words it. The service's own words and other details are for developers: the data layer logs them at debug
/// level, and they never reach a page.
public enum ErrorMessage: Hashable, Sendable {
    /// No connection could be made to an unnamed service ("Can't reach the service.").
    case offline
    /// No connection could be made to `service` ("Can't reach GitHub."): where the failure is, never that the
    /// user is offline.
    case unreachable(service: String)
    case noResponse
    case timedOut
    case notFound
    case unauthorized
    case rateLimited(until: Date?)
    case server
    case badData
    /// `service` answered, but its answer could not be read ("Couldn't read GitHub's answer.").
    case unreadableAnswer(service: String)
    case notConfigured
    /// Something could not be saved: the disk is full.
    case diskFull
    /// Something could not be saved: the data directory cannot be written.
    case notWritable
    /// Something could not be saved: another Strata window or process holds the data; the same save can succeed
    /// a moment later.
    case dataInUse
    /// An error of no known cause (a bug, or a file that cannot be read).
    case unknown

    /// The message for `error`, or nil for a cancellation, which is never shown.
    public init?(_ error: any Error) {
        if error is CancellationError { return nil }
        FailureTally.current?.add()
        if let error = error as? StorageError {
            self =
                switch error {
                case .full: .diskFull
                case .notWritable: .notWritable
                case .busy: .dataInUse
                case .failed: .unknown
                }
            return
        }
        guard let error = error as? DomainError else {
            self = .unknown
            return
        }
        self =
            switch error {
            case .offline: .offline
            case .unreachable(let service): .unreachable(service: service)
            case .noResponse: .noResponse
            case .timedOut: .timedOut
            case .notFound: .notFound
            case .unauthorized: .unauthorized
            case .rateLimited(let until): .rateLimited(until: until)
            case .server: .server
            case .badData: .badData
            case .unreadableAnswer(let service): .unreadableAnswer(service: service)
            case .notConfigured: .notConfigured
            }
    }

    /// The sentence in `strings`' language; a "try again after" time is the user's, in `timeZone`, with its day
    /// when that is not `now`'s there (``Strings/moment(_:in:now:namesZone:)``), and the zone's name with
    /// `namesZone` (a page written before the reader's zone is known says `UTC`).
    public func text(
        _ strings: Strings, timeZone: TimeZone = .current, now: Date = Date(), namesZone: Bool = false
    ) -> String {
        if let timed = timedText(strings, timeZone: timeZone, now: now, namesZone: namesZone) {
            return timed.before + timed.timeText + timed.after
        }
        return untimedText(strings)
    }

    /// A sentence with a time in it, cut around the time, so a view can mark the time up (a web page's
    /// `<time datetime>`, which its script writes again in the reader's zone).
    public struct TimedText: Hashable, Sendable {
        /// The words before the time.
        public var before: String
        /// The moment.
        public var time: Date
        /// The moment as ``ErrorMessage/text(_:timeZone:now:namesZone:)`` writes it.
        public var timeText: String
        /// The words after the time.
        public var after: String

        public init(before: String, time: Date, timeText: String, after: String) {
            self.before = before
            self.time = time
            self.timeText = timeText
            self.after = after
        }
    }

    /// The sentence cut around its time (``TimedText``); nil for a sentence without one.
    public func timedText(
        _ strings: Strings, timeZone: TimeZone = .current, now: Date = Date(), namesZone: Bool = false
    ) -> TimedText? {
        guard case .rateLimited(let until?) = self else { return nil }
        // The sentence is written around a mark no catalogue holds, then cut at it.
        let mark = "\u{E000}"
        let sentence = strings(MessageText.rateLimitedUntil, mark)
        let parts = sentence.components(separatedBy: mark)
        return TimedText(
            before: parts.first ?? "", time: until,
            timeText: strings.moment(until, in: timeZone, now: now, namesZone: namesZone),
            after: parts.dropFirst().joined())
    }

    private func untimedText(_ strings: Strings) -> String {
        switch self {
        case .offline: strings[MessageText.offline]
        case .unreachable(let service): strings(MessageText.unreachable, service)
        case .noResponse: strings[MessageText.noResponse]
        case .timedOut: strings[MessageText.timedOut]
        case .notFound: strings[MessageText.notFound]
        case .unauthorized: strings[MessageText.unauthorized]
        case .rateLimited: strings[MessageText.rateLimited]
        case .server: strings[MessageText.server]
        case .badData: strings[MessageText.badData]
        case .unreadableAnswer(let service): strings(MessageText.unreadableAnswer, service)
        case .notConfigured: strings[MessageText.notConfigured]
        case .diskFull: strings[MessageText.diskFull]
        case .notWritable: strings[MessageText.notWritable]
        case .dataInUse: strings[MessageText.dataInUse]
        case .unknown: strings[MessageText.unknown]
        }
    }
}

/// Counts the error messages made while it is the task's (``$current``), in the tasks started there too, as a view
/// model's loads are: the web ring asks whether a page's load made one, since a page that may show a failure is not
/// kept to be shown again.
public final class FailureTally: Sendable {
    /// The tally of the running task, if any.
    @TaskLocal public static var current: FailureTally?

    private let count = Atomic<Int>(0)

    /// An empty tally.
    public init() {}

    /// The number of messages made.
    public var value: Int { count.load(ordering: .relaxed) }

    func add() {
        count.add(1, ordering: .relaxed)
    }
}
