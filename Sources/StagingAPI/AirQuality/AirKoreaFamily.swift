import Foundation
import Hummingbird
import SampleData

/// AirKorea (the Air quality scene): the services under `/B552584`; errors in the gateway's XML envelope, and
/// in-body result codes.
enum AirKoreaFamily: APIFamily {
    static let paths = ["/B552584"]

    static func register(on router: Router<BasicRequestContext>, dataset: SampleDataset) {
        AirKoreaRoutes(stations: dataset.stations).register(on: router)
    }

    static func errorResponse(code: Int) throws -> Response {
        AirKoreaGatewayError.forStatus(code).response(status: StagingResponse.status(code))
    }

    /// The gateway's quota error, with HTTP 200.
    static func rateLimitResponse(now: Date) throws -> Response {
        AirKoreaGatewayError.quotaExceeded.response(status: .ok)
    }

    static let malformedBody = #"{"response": {"header": {"resultCode": "00", oops"#

    static func notFoundResponse() throws -> Response {
        AirKoreaGatewayError.noSuchService.response(status: .notFound)
    }

    static func resultCodeResponse(code: Int) throws -> Response? {
        try AirKoreaResultCode.all[code]?.response()
    }
}
