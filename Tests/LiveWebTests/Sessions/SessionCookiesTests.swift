import Testing

@testable import LiveWeb

@Suite struct SessionCookiesTests {
    @Test func theSessionCookieIsFoundAmongOthersAndNotByItsPrefix() {
        let id = "0123456789abcdef0123456789abcdef"
        #expect(SessionCookies.sessionID(in: ["strata_session=\(id)"]) == id)
        #expect(SessionCookies.sessionID(in: ["theme=dark; strata_session=\(id); lang=ko"]) == id)
        #expect(SessionCookies.sessionID(in: ["theme=dark", "strata_session=\(id)"]) == id)
        #expect(SessionCookies.sessionID(in: ["strata_session_old=x; xstrata_session=y"]) == nil)
        #expect(SessionCookies.sessionID(in: ["strata_session"]) == nil)
        #expect(SessionCookies.sessionID(in: []) == nil)
    }

    @Test func aCookieIsReadByItsWholeNameFromAnyHeader() {
        #expect(SessionCookies.value(named: "a", in: ["b=1; a=2", "a=3"]) == "2")
        #expect(SessionCookies.value(named: "a", in: ["ab=1", "b=2; a="]) == "")
        #expect(SessionCookies.value(named: "a", in: ["ba=1"]) == nil)
    }
}
