import Clocks
import LiveWeb
import Testing

@testable import WebUI

/// What the windows' budget counts, against the windows the sessions list, as sessions and windows come and go.
@MainActor
struct WindowAccountingTests {
    /// One step of the churn.
    private enum Step: CaseIterable {
        /// A browser's first request: a new session.
        case newSession
        /// A request with one of the sessions' cookies (it may have ended): confirms it, which may end the least
        /// recently used beyond the limit, or starts a new one.
        case returnToSession
        /// A page load in one of the sessions, ended ones included (a request that found its session before it
        /// ended), rendered.
        case openWindow
        /// A page rendered again into one of the windows, closed and not kept ones included (a render that lost
        /// the race with the window's closing).
        case render
        /// Rows appended to one of the windows by its stream.
        case append
        /// A stream opened for one of the open windows (its request confirms the session).
        case openStream
        case endStream
        case closeWindow
        /// A window handed to its address's next load, which renders it again in place of what it kept.
        case handOver
        /// Time passes: idle windows close and idle sessions end at the sweep.
        case wait
    }

    /// What became of a window opened.
    private enum Opening {
        case kept
        /// Not kept, as its session had ended.
        case inAnEndedSession
        /// Not kept, as the windows with a stream keep more than the budget.
        case withoutRoom
    }

    @Test func theBudgetCountsExactlyTheWindowsTheSessionsListThroughChurn() async {
        let clock = TestClock()
        let store = SessionStore(
            limits: SessionLimits(
                idleTimeout: .seconds(60), sweepInterval: .seconds(45), maximumSessions: 6, maximumNewSessions: 3,
                maximumWindowsPerSession: 4, windowIdleTimeout: .seconds(30), maximumWindowBytesPerSession: 3_000,
                maximumWindowBytes: 4_000),
            clock: clock)
        var random = SplitMix64(seed: 34)
        // Streams open more often than they end, so that tabs with a stream come to fill the budget.
        let steps = Step.allCases + [.openStream, .openStream]
        // Every session and window made, ended, closed and not kept ones included.
        var sessions: [Session] = []
        var windows: [(session: Session, window: Window)] = []
        var streams: [(window: Window, token: Int)] = []
        var openings: [Opening: Int] = [:]
        var mismatches: [String] = []
        for number in 0..<4_000 {
            let step = steps.randomElement(using: &random)!
            let session = sessions.randomElement(using: &random)
            let picked = windows.randomElement(using: &random)
            let bytes = Int.random(in: 1...1_500, using: &random)
            switch step {
            case .newSession:
                sessions.append(store.session(forID: nil).session)
            case .returnToSession:
                if let session {
                    let returned = store.session(forID: session.id).session
                    if returned !== session { sessions.append(returned) }
                }
            case .openWindow:
                if let session {
                    let wasEnded = session.isEnded
                    let window = session.openWindow()
                    window.bytes.rendered(bytes)
                    windows.append((session, window))
                    openings[window.isKept ? .kept : wasEnded ? .inAnEndedSession : .withoutRoom, default: 0] += 1
                }
            case .render:
                picked?.window.bytes.rendered(bytes)
            case .append:
                picked?.window.bytes.add(bytes)
            case .openStream:
                // A stream's request returns its session's cookie, which confirms it.
                let open = windows.filter { !$0.window.isClosed && $0.window.isKept }
                if let (session, window) = open.randomElement(using: &random) {
                    _ = store.session(forID: session.id)
                    if let token = window.addCloseHandler({}) { streams.append((window, token)) }
                }
            case .endStream:
                if let index = streams.indices.randomElement(using: &random) {
                    let (window, token) = streams.remove(at: index)
                    window.removeCloseHandler(token)
                }
            case .closeWindow:
                if let (session, window) = picked { session.close(window) }
            case .handOver:
                if let (session, window) = picked {
                    session.handOver(window, to: "/page")
                    session.takeWindow(handedTo: "/page")?.bytes.rendered(bytes)
                }
            case .wait:
                await clock.advance(by: .seconds(10))
                await clock.untilSomethingSleeps()
            }
            let isRequest = [.newSession, .returnToSession, .openStream].contains(step)
            mismatches += Self.mismatches(in: store, after: "\(number) \(step)", isRequest: isRequest)
        }
        let closedBeforeTheEnd = windows.contains { $0.window.isKept && $0.window.isClosed }
        store.endAll()
        mismatches += Self.mismatches(in: store, after: "the end", isRequest: true)

        #expect(mismatches == [])
        #expect(store.windowMemory.bytes == 0)
        // The churn took every path a window's bytes can take.
        #expect(Set(openings.keys) == [.kept, .inAnEndedSession, .withoutRoom])
        #expect(closedBeforeTheEnd)
        #expect(sessions.contains { $0.isEnded })
    }

    /// How `store` differs from what it must be: the budget's total is the sum over the windows the sessions list,
    /// every listed window is in the order the budget closes windows in, and after a request (`isRequest`) the
    /// windows keep no more than the budget, unless those left all have a stream but the window listed last.
    private static func mismatches(in store: SessionStore, after step: String, isRequest: Bool) -> [String] {
        let listed = store.openWindows
        let sum = listed.reduce(0) { $0 + $1.bytes.value }
        var mismatches: [String] = []
        if store.windowMemory.bytes != sum {
            mismatches.append("after \(step): \(store.windowMemory.bytes) bytes counted, \(sum) listed")
        }
        if Set(listed.map(\.id)) != Set(store.windowsInClosingOrder.map(\.id)) {
            mismatches.append("after \(step): the windows listed are not those in the closing order")
        }
        let spared = store.lastListedWindow
        if isRequest, store.windowMemory.isOverBudget, !listed.allSatisfy({ $0.hasOpenStream || $0 === spared }) {
            mismatches.append("after \(step): \(sum) bytes, over the budget, with older windows without a stream")
        }
        return mismatches
    }
}

/// A seeded generator (SplitMix64), so the churn is the same at every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
