/// An optional that a synthesized `Encodable` writes as `null` when it is `nil`, where Swift's own leaves the key
/// out: the public APIs send an absent value as `null` (`"logo_path": null`), and clients read the key.
///
/// ```swift
/// struct Company: Encodable {
///     var id: Int
///     @EncodedNull var logoPath: String?
/// }
/// ```
@propertyWrapper
struct EncodedNull<Value: Encodable & Sendable>: Encodable, Sendable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}
