import TerminalKit
import TestSupport

/// Drives the whole terminal app as `strata tui` wires it, without a terminal: keys in, frames out.
@MainActor
final class TerminalDriver {
    let app: TerminalApp
    private let events: AsyncStream<TerminalEvent>.Continuation
    /// The tests waiting, each for its condition to hold.
    private let waiters = ConditionWaiters()

    init(_ app: TerminalApp, size: TerminalSize) {
        self.app = app
        let (stream, events) = AsyncStream.makeStream(of: TerminalEvent.self)
        self.events = events
        Task {
            await app.run(events: stream, size: size) { _ in
                // The app keeps the frame as it returns from writing it: look once it has.
                Task { @MainActor in self.waiters.look() }
            }
            self.hasEnded = true
            self.waiters.look()
        }
    }

    /// True once the app has quit (or its events ended).
    private(set) var hasEnded = false

    var lines: [String] { app.frame?.lines ?? [] }

    func press(_ keys: Key...) {
        for key in keys { events.yield(.key(key)) }
    }

    func type(_ text: String) {
        for character in text { events.yield(.key(.character(character))) }
    }

    func quit() {
        events.finish()
    }

    /// Returns once `condition` holds, looking again after each frame the app writes, or once the test is
    /// cancelled (its time limit), so that it can say what the screen showed instead.
    func until(_ condition: @escaping () -> Bool) async {
        await waiters.until(condition)
    }

    /// Returns once a frame shows `text`.
    func shows(_ text: String) async {
        await until { self.lines.contains { $0.contains(text) } }
    }
}
