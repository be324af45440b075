import Clocks
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

@testable import WebUI

struct SessionTests {
    @Test func sessionCookieIsSetOnceAndReused() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let first = try await client.execute(uri: "/counter/identity", method: .get)
            let header = try #require(first.sessionCookieHeader)
            let cookie = try #require(first.sessionCookie)
            let attributes = Set(
                header.split(separator: ";").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) })
            #expect(attributes == ["Path=/", "HttpOnly", "SameSite=Lax"])

            let second = try await client.execute(uri: "/counter/identity", method: .get, headers: [.cookie: cookie])
            #expect(second.sessionCookie == nil)
            #expect(second.text == first.text)
        }
    }

    @Test func differentBrowsersGetDifferentSessions() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let first = try await client.execute(uri: "/counter/identity", method: .get)
            let second = try await client.execute(uri: "/counter/identity", method: .get)
            #expect(first.sessionCookie != nil)
            #expect(first.sessionCookie != second.sessionCookie)
            let firstAgain = try await client.execute(
                uri: "/counter/identity",
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
    @Test func sessionKeepsOneViewModelPerKey() {
        let session = SessionStore().session(forID: nil).session
        let first = session.viewModel(key: "counter") { CounterViewModel() }
        let second = session.viewModel(key: "counter") { CounterViewModel() }
        let otherType = session.viewModel(key: "counter") { PublishedCounterViewModel() }
        #expect(first === second)
        #expect(ObjectIdentifier(otherType) != ObjectIdentifier(first))
    }

    @MainActor
    @Test func expiredSessionIsReplacedWhenItsBrowserReturns() async {
        let clock = TestClock()
        let store = SessionStore(idleTimeout: .seconds(60), sweepInterval: .seconds(3600), clock: clock)
        let old = store.session(forID: nil).session
        await clock.advance(by: .seconds(61))
        let (returning, isNew) = store.session(forID: old.id)

        #expect(isNew)
        #expect(returning.id != old.id)
        #expect(old.isEnded)
    }

    @MainActor
    @Test func theSweepEndsIdleSessionsAndFreesTheirViewModels() async {
        let clock = TestClock()
        let store = SessionStore(idleTimeout: .seconds(30 * 60), sweepInterval: .seconds(31 * 60), clock: clock)
        let idle = store.session(forID: nil).session
        weak let viewModel = idle.viewModel(key: "counter") { CounterViewModel() }
        await clock.untilSomethingSleeps()
        await clock.advance(by: .seconds(29 * 60))
        let active = store.session(forID: nil).session
        await clock.advance(by: .seconds(2 * 60))
        // NB: the sweep task sleeps again, while a session is left, once its sweep is done.
        await clock.untilSomethingSleeps()

        #expect(viewModel == nil)
        #expect(idle.isEnded)
        #expect(!active.isEnded)
        #expect(store.count == 1)
    }
}
