import Hummingbird

/// An AirKorea result code the `resultcode=NN` fault answers, with the message AirKorea sends with it, in
/// the shape AirKorea sends it: the data.go.kr gateway's codes (the key, the quota, the service) as its XML
/// envelope, the service's own codes in the JSON envelope's header; both with HTTP 200, as AirKorea does.
struct AirKoreaResultCode: Hashable, Sendable {
    var code: Int
    var message: String
    /// Sent by the gateway, as its XML envelope, before the request reaches AirKorea.
    var isGateway: Bool

    /// Every code AirKorea documents, but `00`.
    static let all: [Int: AirKoreaResultCode] = Dictionary(
        uniqueKeysWithValues: [
            (1, "APPLICATION_ERROR", false), (2, "DB_ERROR", false), (3, "NODATA_ERROR", false),
            (4, "HTTP_ERROR", false), (5, "SERVICETIME_OUT", false), (10, "INVALID_REQUEST_PARAMETER_ERROR", false),
            (11, "NO_MANDATORY_REQUEST_PARAMETERS_ERROR", false), (12, "NO_OPENAPI_SERVICE_ERROR", true),
            (20, "SERVICE_ACCESS_DENIED_ERROR", true), (21, "TEMPORARILY_DISABLE_THE_SERVICEKEY_ERROR", true),
            (22, "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR", true),
            (30, "SERVICE_KEY_IS_NOT_REGISTERED_ERROR", true), (31, "DEADLINE_HAS_EXPIRED_ERROR", true),
            (32, "UNREGISTERED_IP_ERROR", true), (33, "UNSIGNED_CALL_ERROR", true), (99, "UNKNOWN_ERROR", false),
        ].map { ($0.0, AirKoreaResultCode(code: $0.0, message: $0.1, isGateway: $0.2)) })

    /// The code as AirKorea writes it, two digits (`"03"`).
    var text: String {
        code < 10 ? "0\(code)" : "\(code)"
    }

    /// The answer AirKorea gives with this code.
    func response() throws -> Response {
        if isGateway {
            return AirKoreaGatewayError(authMessage: message, reasonCode: text).response(status: .ok)
        }
        return try StagingResponse.json(AirKoreaEnvelope<AirKoreaStationPayload>(resultCode: text, resultMsg: message))
    }
}
