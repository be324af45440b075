import Foundation
import Hummingbird

/// The form an AirKorea answer is written in, by the request's `returnType`: AirKorea answers XML unless
/// `returnType=json` is asked for (a missing, `xml` or unknown `returnType` is XML).
enum AirKoreaReturnType: Sendable {
    case xml
    case json

    /// The form `returnType` asks for.
    init(_ returnType: String?) {
        self = returnType?.lowercased() == "json" ? .json : .xml
    }

    /// `envelope` written in this form, with HTTP 200 as AirKorea sends every answer.
    func response<Item: AirKoreaXMLItem>(_ envelope: AirKoreaEnvelope<Item>) throws -> Response {
        switch self {
        case .json: try StagingResponse.json(envelope)
        case .xml: StagingResponse.xml(envelope.xml)
        }
    }
}

/// An item of an AirKorea answer as its XML form lists it: each element's name and text in AirKorea's order,
/// nil being an empty element (`<so2Flag/>`), where JSON has `null`.
protocol AirKoreaXMLItem: Encodable {
    /// The item's elements, in order.
    var xmlFields: [(name: String, value: String?)] { get }
}

extension AirKoreaEnvelope where Item: AirKoreaXMLItem {
    /// The envelope as AirKorea's XML: `<response><header><resultCode>00</resultCode><resultMsg>NORMAL_CODE
    /// </resultMsg></header><body><items><item>…</item></items><numOfRows>…</numOfRows><pageNo>…</pageNo>
    /// <totalCount>…</totalCount></body></response>`; an error has the header only.
    var xml: String {
        var text = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#
        text += "<response><header>"
        text += Self.element("resultCode", header.resultCode) + Self.element("resultMsg", header.resultMsg)
        text += "</header>"
        if let body {
            text += "<body><items>"
            for item in body.items {
                text += "<item>" + item.xmlFields.map { Self.element($0.name, $0.value) }.joined() + "</item>"
            }
            text += "</items>" + Self.element("numOfRows", String(body.numOfRows))
            text += Self.element("pageNo", String(body.pageNo)) + Self.element("totalCount", String(body.totalCount))
            text += "</body>"
        }
        return text + "</response>"
    }

    /// `<name>value</name>` with the value's markup escaped; `<name/>` for nil.
    private static func element(_ name: String, _ value: String?) -> String {
        guard let value else { return "<\(name)/>" }
        return "<\(name)>\(escaped(value))</\(name)>"
    }

    private static func escaped(_ value: String) -> String {
        guard value.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" }) else { return value }
        return value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
