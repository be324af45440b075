import Foundation
import Hummingbird

extension APIFamily {
    /// `status` with the API's own error body: TMDB `{status_code, status_message, success}`, GitHub
    /// `{message}`, AirKorea the gateway's XML envelope, PokeAPI and the images plain text.
    func errorResponse(code: Int) throws -> Response {
        let status = StagingResponse.status(code)
        switch self {
        case .tmdb:
            return try StagingResponse.json(TMDBErrorPayload.forStatus(code), status: status)
        case .gitHub:
            return try StagingResponse.json(GitHubErrorPayload.forStatus(code), status: status)
        case .airKorea:
            return AirKoreaGatewayError.forStatus(code).response(status: status)
        case .pokeAPI, .gitHubAvatars, .groups, .other:
            return StagingResponse.reason(status)
        }
    }

    /// The API's rate-limit answer: GitHub 403 with `x-ratelimit-remaining: 0` and the `gh_403.json` body,
    /// TMDB 429 code 25, AirKorea the gateway's quota error (HTTP 200, XML), others a plain 429.
    func rateLimitResponse(now: Date = Date()) throws -> Response {
        switch self {
        case .gitHub:
            return try StagingResponse.json(
                GitHubErrorPayload.rateLimited, status: .forbidden,
                headers: GitHubRateLimit.Snapshot.exhausted(now: now).headers)
        case .tmdb:
            return try StagingResponse.json(
                TMDBErrorPayload.rateLimited, status: .tooManyRequests,
                headers: StagingResponse.fields([("Retry-After", "1")]))
        case .airKorea:
            return AirKoreaGatewayError.quotaExceeded.response(status: .ok)
        case .pokeAPI, .gitHubAvatars, .groups, .other:
            return StagingResponse.reason(.tooManyRequests, headers: StagingResponse.fields([("Retry-After", "1")]))
        }
    }

    /// 200 with a body that starts like the API's JSON and then breaks off.
    func malformedResponse() -> Response {
        let body =
            switch self {
            case .tmdb: #"{"page": 1, "results": [ oops"#
            case .pokeAPI: #"{"count": 151, "next": null, "results": [ oops"#
            case .gitHub, .gitHubAvatars: #"[{"login": "oops", "id": "#
            case .airKorea: #"{"response": {"header": {"resultCode": "00", oops"#
            case .groups, .other: #"[{"name": oops"#
            }
        return StagingResponse.rawJSON(body)
    }

    /// The API's answer to a path it does not know.
    func notFoundResponse() throws -> Response {
        switch self {
        case .tmdb:
            return try StagingResponse.json(TMDBErrorPayload.notFound, status: .notFound)
        case .gitHub:
            return try StagingResponse.json(GitHubErrorPayload.notFound, status: .notFound)
        case .airKorea:
            return AirKoreaGatewayError.noSuchService.response(status: .notFound)
        case .pokeAPI, .gitHubAvatars, .groups, .other:
            return StagingResponse.reason(.notFound)
        }
    }
}
