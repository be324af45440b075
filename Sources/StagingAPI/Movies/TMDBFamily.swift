import Foundation
import Hummingbird
import SampleData

/// TMDB (the Movies scene): search and details under `/3`, posters under `/t/p`; errors as
/// `{status_code, status_message, success}`.
enum TMDBFamily: APIFamily {
    static let paths = ["/3", "/t/p"]

    static func register(on router: Router<BasicRequestContext>, dataset: SampleDataset) {
        TMDBRoutes(movies: dataset.movies).register(on: router)
    }

    static func errorResponse(code: Int) throws -> Response {
        try StagingResponse.json(TMDBErrorPayload.forStatus(code), status: StagingResponse.status(code))
    }

    /// 429 with code 25.
    static func rateLimitResponse(now: Date) throws -> Response {
        try StagingResponse.json(
            TMDBErrorPayload.rateLimited, status: .tooManyRequests,
            headers: StagingResponse.fields([("Retry-After", "1")]))
    }

    static let malformedBody = #"{"page": 1, "results": [ oops"#

    static func notFoundResponse() throws -> Response {
        try StagingResponse.json(TMDBErrorPayload.notFound, status: .notFound)
    }
}
