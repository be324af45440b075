/// A JSON value, for PokeAPI's resources whose many fields the staging API fills with sample values (species,
/// abilities, types, stats): written as literals, encoded with keys sorted like every staging answer.
enum PokeAPIJSON: Encodable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([PokeAPIJSON])
    case object([String: PokeAPIJSON])
    case null

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .int(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: PokeAPIJSON...) { self = .array(elements) }
    init(nilLiteral: ()) { self = .null }

    init(dictionaryLiteral elements: (String, PokeAPIJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// PokeAPI's `{name, url}` reference.
    static func resource(_ name: String, _ url: String) -> PokeAPIJSON {
        ["name": .string(name), "url": .string(url)]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}
