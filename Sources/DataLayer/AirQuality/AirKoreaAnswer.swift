import Foundation
import Networking

/// An AirKorea answer, whichever way it came: the items of a JSON envelope whose `resultCode` is `00`, or a
/// refusal, from the JSON header or from the gateway's XML envelope (which the gateway sends even when JSON
/// was asked for, and with HTTP 200).
enum AirKoreaAnswer<Item: Decodable & Sendable & Equatable>: Sendable, Equatable {
    /// The first items, and how many more were sent past the cap and dropped.
    case items([Item], dropped: Int)
    case refused(AirKoreaRefusal)

    /// Reads the XML envelope first (a JSON decoder would only call it malformed), then the JSON envelope,
    /// keeping at most `maximumItems` items.
    static func decoder(keepingAtMost maximumItems: Int) -> ResponseDecoder<Self> {
        ResponseDecoder { data in
            if let envelope = AirKoreaRefusal(xmlEnvelope: data) {
                return .refused(envelope)
            }
            let response = try JSONDecoder().decode(AirKoreaResponseDTO<Item>.self, from: data)
            guard Int(response.header.resultCode) == 0 else {
                return .refused(AirKoreaRefusal(code: response.header.resultCode, message: response.header.resultMsg))
            }
            let items = response.body?.items ?? []
            return .items(Array(items.prefix(maximumItems)), dropped: max(items.count - maximumItems, 0))
        }
    }
}
