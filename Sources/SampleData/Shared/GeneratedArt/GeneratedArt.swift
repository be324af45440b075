/// Art generated from what it stands for, for the dev and alpha phases: a sprite per Pokémon, an identicon per
/// GitHub user and a poster per movie, so pictures tell things apart without shipping anyone's artwork.
///
/// Every function is pure: the same input gives the same bytes on every run and platform (seeds go through
/// ``PlaceholderImage/fnv1a(_:)``, never Swift's randomized `Hasher`), so an address naming the inputs can be
/// cached for good. Each SVG carries its dark variant in its own style (`prefers-color-scheme`), and any text in
/// it is XML-escaped, with the characters XML cannot hold dropped.
public enum GeneratedArt {
    /// A stream of pseudo-random bits from a seed (SplitMix64 over the seed's FNV-1a hash): stable everywhere.
    struct Bits {
        private var state: UInt64

        init(_ seed: String) {
            state = PlaceholderImage.fnv1a(seed)
        }

        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
            return mixed ^ (mixed >> 31)
        }

        /// A whole number in `0..<bound` (bound above 0).
        mutating func below(_ bound: Int) -> Int {
            Int(next() % UInt64(max(bound, 1)))
        }
    }

    /// `text` escaped for XML text or an attribute value, without the characters XML 1.0 cannot hold (controls
    /// other than tab and line breaks), which would make the whole picture unreadable.
    static func xmlText(_ text: String) -> String {
        let allowed = String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r" }
                    .filter { $0.value != 0xfffe && $0.value != 0xffff }))
        return PlaceholderImage.escape(allowed)
    }
}
