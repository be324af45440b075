import TestSupport

/// Values a route can carry and paths no route has, drawn from a seeded generator (so a failing run can be replayed
/// from its seed) for the scenes' address round-trip tests: plausible ones, and hostile ones (Unicode, spaces, the
/// characters an address gives a meaning to, huge and negative numbers, empty text).
struct AddressSamples {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// True once in `n` times.
    mutating func chance(_ n: UInt64) -> Bool {
        random.next() % n == 0
    }

    /// One of `elements`.
    mutating func element<Element>(of elements: [Element]) -> Element {
        elements[Int(random.next() % UInt64(elements.count))]
    }

    /// Text of up to `maximumLength` characters (empty too): words, Hangul, accents, emoji, combining marks,
    /// spaces, control characters, and each character that means something in an address.
    mutating func text(maximumLength: Int = 12) -> String {
        if chance(8) {
            return element(of: Self.wholeTexts)
        }
        let length = Int(random.next() % UInt64(maximumLength + 1))
        return String((0..<length).map { _ in element(of: Self.characters) })
    }

    /// Text of at least one character.
    mutating func nonEmptyText(maximumLength: Int = 12) -> String {
        let text = text(maximumLength: maximumLength)
        return text.isEmpty ? element(of: Self.characters).description : text
    }

    /// A whole number: small, zero, negative, or at the ends of `Int`.
    mutating func integer() -> Int {
        switch random.next() % 6 {
        case 0: element(of: [0, 1, -1, Int.max, Int.min, Int.max - 1, Int.min + 1])
        case 1: -Int(random.next() % 1_000)
        case 2: Int(truncatingIfNeeded: random.next())
        default: Int(random.next() % 1_000)
        }
    }

    /// A whole number of at least `lowest`: often small, sometimes huge.
    mutating func integer(atLeast lowest: Int) -> Int {
        switch random.next() % 4 {
        case 0: element(of: [lowest, lowest + 1, Int.max])
        case 1: lowest + Int(random.next() % UInt64(Int.max - lowest))
        default: lowest + Int(random.next() % 100)
        }
    }

    /// A whole number in `range`.
    mutating func integer(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    /// Random bytes after `prefix` (or alone), read as UTF-8 with anything that is not replaced: what a client
    /// may send in a request's target.
    mutating func garbage(after prefix: String) -> String {
        let length = Int(random.next() % 24)
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let tail = String(decoding: bytes, as: UTF8.self)
        return chance(4) ? "/" + tail : prefix + element(of: ["", "/", "?", "/x/", "?x=", "%"]) + tail
    }

    private static let characters: [Character] =
        Array("aZ09-._~ %/?#&=+;:@!$'()*,[]\"<>\\^`{|}") + [
            "\u{0}", "\t", "\n", "\u{7F}", "é", "e\u{301}", "종", "로", "구", "中", "🎬", "\u{FEFF}", "\u{202E}",
        ]

    private static let wholeTexts = [
        "", " ", "  padded  ", "%", "%25", "%zz", "%C3%28", "/", "//", "..", ".", "?", "#", "&", "=", "+", "a b",
        "a/b", "a?b=c", "a#b", "a&b=c", "종로구", "Mr. Mime", "nidoran♀", "🎬🎬", String(repeating: "x", count: 300),
        "<script>", "'\"", "\u{0}",
    ]

    /// Addresses that name a route of no scene (another scene's, a path next to one, a scheme, nothing at all).
    static let foreign = [
        "", "/", "//", "?", "#", "/?query=star", "http://example.com/movies", "/movie", "/moviesx",
        "/Movies", "/MOVIES/3", "/pokemo", "/pokemonx", "/user", "/usersx", "/air-qualityx", "/air", "/groupsx",
        "/group", "/../", "/favicon.ico", "/assets/app.js", "/%2e%2e/", "\u{0}", "/\u{0}",
    ]
}
