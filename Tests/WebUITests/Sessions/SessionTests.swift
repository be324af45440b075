import Clocks
import Foundation
import Hummingbird
import HummingbirdTesting
import LiveWeb
import TestSupport
import Testing

@testable import WebUI

struct SessionTests {
    @Test func sessionCookieIsSetOnceAndReused() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let first = try await client.execute(uri: "/counter/session", method: .get)
            let header = try #require(first.sessionCookieHeader)
            let cookie = try #require(first.sessionCookie)
            let attributes = Set(
                header.split(separator: ";").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) })
            #expect(attributes == ["Path=/", "HttpOnly", "SameSite=Lax"])

            let second = try await client.execute(uri: "/counter/session", method: .get, headers: [.cookie: cookie])
            #expect(second.sessionCookie == nil)
            #expect(second.text == first.text)
        }
    }

    @Test func differentBrowsersGetDifferentSessions() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let first = try await client.execute(uri: "/counter/session", method: .get)
            let second = try await client.execute(uri: "/counter/session", method: .get)
            #expect(first.sessionCookie != nil)
            #expect(first.sessionCookie != second.sessionCookie)
            let firstAgain = try await client.execute(
                uri: "/counter/session",
                method: .get,
                headers: [.cookie: try #require(first.sessionCookie)]
            )
            #expect(firstAgain.text == first.text)
        }
    }

    @Test func unknownCookieGetsAFreshSession() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let stale = "strata_session=0123456789abcdef0123456789abcdef"
            let response = try await client.execute(uri: "/", method: .get, headers: [.cookie: stale])
            let cookie = try #require(response.sessionCookie)
            #expect(cookie != stale)
        }
    }

    @Test func aTokenIsItsTwoRandomWordsInHexHighDigitsFirst() {
        struct Words: RandomNumberGenerator {
            var words: [UInt64]
            mutating func next() -> UInt64 { words.removeFirst() }
        }
        var words = Words(words: [0x0123_4567_89AB_CDEF, 0x0000_0000_0000_00F0])
        #expect(SessionToken.random(using: &words) == "0123456789abcdef00000000000000f0")
    }

    @Test func sessionIDsAndTokensAreRandom128BitHex() async {
        let store = SessionStore()
        var seen = Set<String>()
        for _ in 0..<500 {
            let session = await store.session(forID: nil).session
            for token in [session.id, session.csrfToken] {
                #expect(token.count == 32)
                #expect(token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
                seen.insert(token)
            }
        }
        #expect(seen.count == 1000)
    }

    @MainActor
    @Test func aWindowKeepsOneViewModelPerTypeAndEachWindowHasItsOwn() {
        let session = SessionStore().session(forID: nil).session
        let window = session.openWindow()
        let first = window.viewModel { CounterViewModel() }
        let second = window.viewModel { CounterViewModel() }
        let otherType = window.viewModel { PublishedCounterViewModel() }
        let otherWindow = session.openWindow().viewModel { CounterViewModel() }
        #expect(first === second)
        #expect(ObjectIdentifier(otherType) != ObjectIdentifier(first))
        #expect(otherWindow !== first)
    }

    @MainActor
    @Test func aSessionClosesItsLeastRecentlyUsedWindowBeyondItsLimit() async {
        let clock = TestClock()
        let store = SessionStore(limits: SessionLimits(maximumWindowsPerSession: 3), clock: clock)
        let session = store.session(forID: nil).session
        var windows: [Window] = []
        for _ in 0..<3 {
            windows.append(session.openWindow())
            await clock.advance(by: .seconds(1))
        }
        _ = session.window(id: windows[0].id)
        let fourth = session.openWindow()

        #expect(session.windowCount == 3)
        #expect(windows[1].isClosed)
        #expect(!windows[0].isClosed && !windows[2].isClosed && !fourth.isClosed)
        #expect(session.window(id: windows[1].id) == nil)
    }

    @MainActor
    @Test func aWindowHandedToAnAddressIsTakenOnceByThatAddressWithinItsLifetime() async {
        let clock = TestClock()
        let session = SessionStore(clock: clock).session(forID: nil).session
        let window = session.openWindow()

        session.handOver(window, to: "/users?pages=2")
        #expect(session.takeWindow(handedTo: "/users?pages=3") == nil)
        #expect(session.takeWindow(handedTo: "/users?pages=2") === window)
        #expect(session.takeWindow(handedTo: "/users?pages=2") == nil)

        session.handOver(window, to: "/users?pages=2")
        await clock.advance(by: Session.handOverLifetime + .seconds(1))
        #expect(session.takeWindow(handedTo: "/users?pages=2") == nil)

        session.handOver(window, to: "/users")
        session.close(window)
        #expect(session.takeWindow(handedTo: "/users") == nil)
    }

    @MainActor
    @Test func windowsClosedAsABrowserOpensManyAreDroppedAsTheyCloseNotAtTheNextSweep() {
        let store = SessionStore(limits: SessionLimits(maximumWindowsPerSession: 16))
        let session = store.session(forID: nil).session
        var first: Window? = session.openWindow()
        weak let closedFirst = first
        first = nil
        for _ in 0..<10_000 {
            _ = session.openWindow()
        }

        #expect(session.windowCount == 16)
        #expect(store.listedWindowCount < 2_048)
        #expect(closedFirst == nil)
    }

    @MainActor
    @Test func sessionsWhoseCookieNeverComesBackAreKeptInABoundedPool() {
        let store = SessionStore(limits: SessionLimits(maximumNewSessions: 3))
        let first = store.session(forID: nil).session
        let returning = store.session(forID: nil).session
        #expect(!store.session(forID: returning.id).isNew)
        for _ in 0..<10 {
            _ = store.session(forID: nil).session.openWindow()
        }

        #expect(store.count == 4)
        #expect(store.windowCount == 3)
        #expect(first.isEnded)
        #expect(!returning.isEnded)
    }

    @MainActor
    @Test func returningSessionsAreBoundedTooTheLeastRecentlyUsedEnds() async {
        let clock = TestClock()
        let store = SessionStore(limits: SessionLimits(maximumSessions: 2), clock: clock)
        var sessions: [Session] = []
        for _ in 0..<3 {
            let session = store.session(forID: nil).session
            await clock.advance(by: .seconds(1))
            _ = store.session(forID: session.id)
            sessions.append(session)
        }

        #expect(store.count == 2)
        #expect(sessions[0].isEnded)
        #expect(!sessions[1].isEnded && !sessions[2].isEnded)
    }

    /// A tab showing the app keeps its session alive: beyond the limit, the least recently used session without
    /// an open stream ends, and one with a stream only when every other session has one.
    @MainActor
    @Test func sessionsWithAnOpenStreamEndLastBeyondTheLimit() async {
        let clock = TestClock()
        let store = SessionStore(limits: SessionLimits(maximumSessions: 3), clock: clock)
        var sessions: [Session] = []
        var windows: [Window] = []
        for _ in 0..<5 {
            let session = store.session(forID: nil).session
            await clock.advance(by: .seconds(1))
            _ = store.session(forID: session.id)
            sessions.append(session)
            windows.append(session.openWindow())
            if sessions.count <= 2 {
                _ = windows.last?.addCloseHandler {}
            }
        }

        #expect(sessions.map(\.isEnded) == [false, false, true, true, false])
        #expect(windows.map(\.isClosed) == [false, false, true, true, false])

        _ = windows[4].addCloseHandler {}
        let sixth = store.session(forID: nil).session
        _ = store.session(forID: sixth.id)
        #expect(sessions.map(\.isEnded) == [true, false, true, true, false])
        #expect(!sixth.isEnded)
        #expect(store.count == 3)
    }

    @MainActor
    @Test func expiredSessionIsReplacedWhenItsBrowserReturns() async {
        let clock = TestClock()
        let store = SessionStore(
            limits: SessionLimits(idleTimeout: .seconds(60), sweepInterval: .seconds(3600)), clock: clock)
        let old = store.session(forID: nil).session
        let window = old.openWindow()
        await clock.advance(by: .seconds(61))
        let (returning, isNew) = store.session(forID: old.id)

        #expect(isNew)
        #expect(returning.id != old.id)
        #expect(old.isEnded)
        #expect(window.isClosed)
    }

    @MainActor
    @Test func aKnownSessionIsFoundOffTheMainActorOnlyWhenConfirmedMatchingAndWithinItsIdleTime() async {
        let clock = TestClock()
        let store = SessionStore(
            limits: SessionLimits(idleTimeout: .seconds(60), sweepInterval: .seconds(3600)), clock: clock)
        let session = store.session(forID: nil, csrfToken: "token-a").session
        let lookUp = { @Sendable (id: String?, token: String?, matching: Bool) async in
            await Task.detached { store.knownSession(forID: id, csrfToken: token, matching: matching) }.value
        }

        // Unconfirmed until the browser returns the cookie, which only the main actor's look-up records.
        #expect(await lookUp(session.id, "token-a", true) == nil)
        _ = store.session(forID: session.id, csrfToken: "token-a", matching: true)
        #expect(await lookUp(session.id, "token-a", true) === session)
        #expect(await lookUp(session.id, "token-b", true) == nil)
        #expect(await lookUp(session.id, "token-b", false) === session)
        #expect(await lookUp("0123456789abcdef0123456789abcdef", "token-a", false) == nil)
        #expect(await lookUp(nil, "token-a", false) == nil)

        // Each look-up marks the session used: used every 50 s, it outlives its 60 s idle timeout.
        for _ in 1...3 {
            await clock.advance(by: .seconds(50))
            #expect(await lookUp(session.id, "token-a", true) === session)
        }
        #expect(!store.session(forID: session.id, csrfToken: "token-a", matching: true).isNew)

        await clock.advance(by: .seconds(61))
        #expect(await lookUp(session.id, "token-a", true) == nil)
        #expect(!session.isEnded)
        #expect(store.session(forID: session.id, csrfToken: "token-a", matching: true).isNew)
        #expect(session.isEnded)
    }

    @MainActor
    @Test func theSweepEndsIdleSessionsAndClosesIdleWindowsFreeingTheirViewModels() async {
        let clock = TestClock()
        let store = SessionStore(
            limits: SessionLimits(
                idleTimeout: .seconds(30 * 60), sweepInterval: .seconds(31 * 60), windowIdleTimeout: .seconds(60)),
            clock: clock)
        let idle = store.session(forID: nil).session
        weak let viewModel = idle.openWindow().viewModel { CounterViewModel() }
        await clock.untilSomethingSleeps()
        await clock.advance(by: .seconds(29 * 60))
        let active = store.session(forID: nil).session
        let idleWindow = active.openWindow()
        let streamingWindow = active.openWindow()
        _ = streamingWindow.addCloseHandler {}
        await clock.advance(by: .seconds(2 * 60))
        // The sweep task sleeps again, while a session is left, once its sweep is done.
        await clock.untilSomethingSleeps()

        #expect(viewModel == nil)
        #expect(idle.isEnded)
        #expect(!active.isEnded)
        #expect(idleWindow.isClosed)
        #expect(!streamingWindow.isClosed)
        #expect(store.count == 1)
    }
}
