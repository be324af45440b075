import Foundation
import Hummingbird
import SampleData

/// One public API the staging server imitates, listed once in ``APIFamilies``: the paths that are its, its
/// routes over the dataset, and how it answers an error, a rate limit, a malformed body and an unknown path
/// (each in the API's own shape; by default plain text, as PokeAPI and the image hosts answer).
protocol APIFamily: Sendable {
    /// The paths this API answers: each is the whole path or the start of one followed by `/` (`/3` owns
    /// `/3/search/movie`).
    static var paths: [String] { get }
    /// Adds the API's routes, serving `dataset`.
    static func register(on router: Router<BasicRequestContext>, dataset: SampleDataset)
    /// `status` with the API's own error body.
    static func errorResponse(code: Int) throws -> Response
    /// The API's rate-limit answer.
    static func rateLimitResponse(now: Date) throws -> Response
    /// A body that starts like the API's JSON and then breaks off.
    static var malformedBody: String { get }
    /// The API's answer to a path it does not know.
    static func notFoundResponse() throws -> Response
    /// The answer for an in-body result code (`strata_fault=resultcode=NN`); nil when the API has none.
    static func resultCodeResponse(code: Int) throws -> Response?
}

extension APIFamily {
    /// Whether `path` is one of this API's.
    static func owns(_ path: String) -> Bool {
        paths.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    static func errorResponse(code: Int) throws -> Response {
        StagingResponse.reason(StagingResponse.status(code))
    }

    static func rateLimitResponse(now: Date) throws -> Response {
        StagingResponse.reason(.tooManyRequests, headers: StagingResponse.fields([("Retry-After", "1")]))
    }

    static var malformedBody: String { #"[{"name": oops"# }

    static func notFoundResponse() throws -> Response {
        StagingResponse.reason(.notFound)
    }

    static func resultCodeResponse(code: Int) throws -> Response? { nil }

    /// 200 with ``malformedBody``.
    static func malformedResponse() -> Response {
        StagingResponse.rawJSON(malformedBody)
    }
}

/// The paths no API owns (the image hosts' among them): every answer plain.
enum PlainAPI: APIFamily {
    static let paths: [String] = []
    static func register(on router: Router<BasicRequestContext>, dataset: SampleDataset) {}
}
