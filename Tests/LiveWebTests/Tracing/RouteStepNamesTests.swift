import HTTPTypes
import Testing

@testable import LiveWeb

/// The route steps' names, kept per path with the last one given at hand.
@Suite struct RouteStepNamesTests {
    @Test func eachPathGetsItsOwnNameWhicheverWasAskedForLast() {
        let names = RouteStepNames()
        let first = names.name(method: .get, path: "/movies")
        #expect(first.type == "GET /movies")
        #expect(names.name(method: .get, path: "/users").type == "GET /users")
        // The same path again, after another: made once and found, not the last one given.
        #expect(names.name(method: .get, path: "/movies") === first)
        #expect(names.name(method: .get, path: "/movies") === first)
        #expect(names.name(method: .post, path: "/movies").type == "POST /movies")
    }

    @Test func aFullTableIsEmptiedAndStillNamesEveryPath() {
        let names = RouteStepNames()
        for index in 0...RouteStepNames.maximumCount {
            #expect(names.name(method: .get, path: "/page/\(index)").type == "GET /page/\(index)")
        }
        #expect(names.name(method: .get, path: "/page/0").type == "GET /page/0")
    }
}

/// A path's prefix compared byte by byte, as the trace pages' own requests are told apart.
@Suite struct BytePrefixTests {
    @Test func comparesUTF8BytesFromTheStart() {
        #expect("/trace/abc".hasBytePrefix("/trace/"))
        #expect("/trace/".hasBytePrefix("/trace/"))
        #expect(!"/trace".hasBytePrefix("/trace/"))
        #expect(!"/movies/trace/".hasBytePrefix("/trace/"))
        #expect("/anything".hasBytePrefix(""))
        // A character of several bytes, and one that `hasPrefix` would take as the same character.
        #expect("/종로".hasBytePrefix("/종"))
        #expect(!"e\u{301}".hasBytePrefix("\u{E9}"))
    }
}
