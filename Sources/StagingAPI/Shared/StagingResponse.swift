import Foundation
import Hummingbird

/// Builders for the response kinds the staging API sends.
enum StagingResponse {
    static let jsonContentType = "application/json; charset=utf-8"
    static let textContentType = "text/plain; charset=utf-8"
    static let xmlContentType = "text/xml;charset=UTF-8"
    static let pngContentType = "image/png"
    /// Images never change for a given URL.
    static let imageCacheControl = "public, max-age=31536000, immutable"

    /// `value` encoded as JSON. Key names come from each type's `CodingKeys`; slashes are not escaped, as
    /// the public APIs send URLs.
    static func json<Value: Encodable>(
        _ value: Value, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]
    ) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return body(data, contentType: jsonContentType, status: status, headers: headers)
    }

    /// A raw body declared as JSON (for deliberately broken bodies).
    static func rawJSON(_ text: String, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        body(Data(text.utf8), contentType: jsonContentType, status: status, headers: headers)
    }

    static func text(_ text: String, status: HTTPResponse.Status, headers: HTTPFields = [:]) -> Response {
        body(Data(text.utf8), contentType: textContentType, status: status, headers: headers)
    }

    static func xml(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        body(Data(text.utf8), contentType: xmlContentType, status: status, headers: [:])
    }

    /// A long-cached PNG image.
    static func png(_ bytes: [UInt8]) -> Response {
        body(Data(bytes), contentType: pngContentType, status: .ok, headers: [.cacheControl: imageCacheControl])
    }

    /// A plain-text body with the status's reason phrase, e.g. `Not Found`.
    static func reason(_ status: HTTPResponse.Status, headers: HTTPFields = [:]) -> Response {
        text(status.reasonPhrase.isEmpty ? "Error" : status.reasonPhrase, status: status, headers: headers)
    }

    /// Header fields from name/value pairs (names that are not valid field names are skipped).
    static func fields(_ pairs: [(name: String, value: String)]) -> HTTPFields {
        var fields = HTTPFields()
        for pair in pairs {
            if let name = HTTPFields.Element.Name(pair.name) {
                fields.append(HTTPFields.Element(name: name, value: pair.value))
            }
        }
        return fields
    }

    /// The status with its standard reason phrase (`HTTPResponse.Status(code:)` leaves it empty).
    static func status(_ code: Int) -> HTTPResponse.Status {
        HTTPResponse.Status(code: code, reasonPhrase: reasonPhrases[code] ?? "Error")
    }

    private static let reasonPhrases: [Int: String] = [
        400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout", 409: "Conflict", 410: "Gone",
        413: "Content Too Large", 415: "Unsupported Media Type", 422: "Unprocessable Entity",
        429: "Too Many Requests", 500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
        503: "Service Unavailable", 504: "Gateway Timeout",
    ]

    static func body(
        _ data: Data, contentType: String, status: HTTPResponse.Status, headers: HTTPFields
    ) -> Response {
        var fields = headers
        fields[.contentType] = contentType
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
