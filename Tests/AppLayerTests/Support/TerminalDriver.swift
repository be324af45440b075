import TerminalKit

/// Drives the whole terminal app as `strata tui` wires it, without a terminal: keys in, frames out.
@MainActor
final class TerminalDriver {
    let app: TerminalApp
    private let events: AsyncStream<TerminalEvent>.Continuation
    /// The tests waiting, each for its condition to hold.
    private var waiters: [(id: Int, condition: () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
    private var lastWaiterID = 0

    init(_ app: TerminalApp, size: TerminalSize) {
        self.app = app
        let (stream, events) = AsyncStream.makeStream(of: TerminalEvent.self)
        self.events = events
        Task {
            await app.run(events: stream, size: size) { _ in
                // The app keeps the frame as it returns from writing it: look once it has.
                Task { @MainActor in self.resumeWaiters() }
            }
            self.hasEnded = true
            self.resumeWaiters()
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
        if condition() { return }
        lastWaiterID += 1
        let id = lastWaiterID
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    waiters.append((id, condition, continuation))
                }
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiting(id) }
        }
    }

    private func stopWaiting(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume()
    }

    /// Returns once a frame shows `text`.
    func shows(_ text: String) async {
        await until { self.lines.contains { $0.contains(text) } }
    }

    private func resumeWaiters() {
        let ready = waiters.filter { $0.condition() }
        waiters.removeAll { $0.condition() }
        for waiter in ready { waiter.continuation.resume() }
    }
}
