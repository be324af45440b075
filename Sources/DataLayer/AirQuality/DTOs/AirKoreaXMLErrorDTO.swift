import Foundation

/// The XML envelope the data.go.kr gateway answers for key and gateway errors, even to JSON requests:
/// `<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>…</errMsg><returnAuthMsg>…</returnAuthMsg>
/// <returnReasonCode>30</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>`.
public struct AirKoreaXMLErrorDTO: Sendable, Equatable {
    public var errMsg: String
    public var returnAuthMsg: String
    public var returnReasonCode: String

    /// Reads the envelope from `data`; nil when `data` is not such an envelope.
    public init?(data: Data) {
        guard let text = String(data: data, encoding: .utf8), text.contains("<OpenAPI_ServiceResponse"),
            let code = Self.element("returnReasonCode", in: text)
        else { return nil }
        self.returnReasonCode = code
        self.errMsg = Self.element("errMsg", in: text) ?? ""
        self.returnAuthMsg = Self.element("returnAuthMsg", in: text) ?? ""
    }

    private static func element(_ name: String, in text: String) -> String? {
        guard let open = text.range(of: "<\(name)>"),
            let close = text.range(of: "</\(name)>", range: open.upperBound..<text.endIndex)
        else { return nil }
        return text[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
