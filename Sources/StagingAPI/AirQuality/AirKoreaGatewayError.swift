import Hummingbird

/// The data.go.kr gateway's XML error envelope, sent even when JSON was asked for.
struct AirKoreaGatewayError: Sendable {
    var authMessage: String
    var reasonCode: String

    static let unregisteredKey = AirKoreaGatewayError(
        authMessage: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR", reasonCode: "30")
    static let accessDenied = AirKoreaGatewayError(authMessage: "SERVICE_ACCESS_DENIED_ERROR", reasonCode: "20")
    static let quotaExceeded = AirKoreaGatewayError(
        authMessage: "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR", reasonCode: "22")
    static let noSuchService = AirKoreaGatewayError(authMessage: "NO_OPENAPI_SERVICE_ERROR", reasonCode: "12")
    static let timeout = AirKoreaGatewayError(authMessage: "SERVICE_TIMEOUT_ERROR", reasonCode: "05")
    static let httpError = AirKoreaGatewayError(authMessage: "HTTP_ERROR", reasonCode: "04")

    /// The envelope the gateway sends with HTTP `status`.
    static func forStatus(_ status: Int) -> AirKoreaGatewayError {
        switch status {
        case 401: unregisteredKey
        case 403: accessDenied
        case 404: noSuchService
        case 429: quotaExceeded
        case 504: timeout
        default: httpError
        }
    }

    var xml: String {
        "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg>"
            + "<returnAuthMsg>\(authMessage)</returnAuthMsg><returnReasonCode>\(reasonCode)</returnReasonCode>"
            + "</cmmMsgHeader></OpenAPI_ServiceResponse>"
    }

    func response(status: HTTPResponse.Status) -> Response {
        StagingResponse.xml(xml, status: status)
    }
}
