/// SplitMix64: a tiny, fast, seedable generator whose sequence is the same on every platform and every run.
///
/// The helpers below do their own arithmetic instead of using the standard library's `random(in:using:)`
/// and `shuffled(using:)`, whose algorithms may change between Swift releases and would silently change the
/// bundled data.
struct SeededGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        return mixed ^ (mixed >> 31)
    }

    /// A value in `range`; the modulo bias is negligible for the small ranges used here.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// A value in `0..<1` with 53 bits of precision.
    mutating func unit() -> Double {
        Double(next() >> 11) / 9_007_199_254_740_992
    }

    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ items: [Element]) -> Element {
        items[int(0...(items.count - 1))]
    }

    /// `count` distinct elements of `items`, in the order they were drawn.
    mutating func pick<Element>(_ count: Int, of items: [Element]) -> [Element] {
        var pool = items
        var picked: [Element] = []
        while picked.count < count && !pool.isEmpty {
            picked.append(pool.remove(at: int(0...(pool.count - 1))))
        }
        return picked
    }
}
