extension RevisedRomanization {
    /// The Hangul spellings whose romanization is `text`, which AirKorea's town look-up needs (it matches
    /// `umdName` only in Hangul): `Hyehwa-dong` → `혜화동`, `Sillim` → `신림`, `Jongno` → `종로`.
    ///
    /// `text` is read as ``searchKey(_:)`` reads it (case, spaces and hyphens do not matter) and cut into
    /// syllables in every way Revised Romanization writes them, a sound written more than one way (`ng` after
    /// a ㄱ or ㅇ, `l` of ㄴ or ㄹ) tried each way; a spelling is kept only when romanizing it gives `text` back.
    /// Spellings with fewer syllables come first; at most `limit`, and none for a text without letters or of
    /// more than ``hangulLimit`` letters (no town's name is that long).
    public static func hangulSpellings(_ text: String, limit: Int = 4) -> [String] {
        guard isRomanized(text) else { return [] }
        let key = Array(searchKey(text).unicodeScalars.map(Character.init))
        guard !key.isEmpty, key.count <= hangulLimit, key.allSatisfy({ $0.isASCII && $0.isLetter }) else { return [] }
        var found: [String] = []
        var tried = 0
        var syllables: [Int] = []
        func spell(from start: Int) {
            tried += 1
            guard found.count < limit, tried <= triesLimit else { return }
            if start == key.count {
                let word = String(syllables.compactMap { Unicode.Scalar(UInt32(0xAC00 + $0)).map(Character.init) })
                if searchKey(word) == String(key), !found.contains(word) {
                    found.append(word)
                }
                return
            }
            for (initialLength, initialIndices) in readings(initialsByLetters, in: key, at: start) {
                for (vowelLength, vowel) in readings(vowelsByLetters, in: key, at: start + initialLength) {
                    let afterVowel = start + initialLength + vowelLength
                    for (finalLength, finalIndices) in readings(finalsByLetters, in: key, at: afterVowel) {
                        for initial in initialIndices {
                            for final in finalIndices {
                                syllables.append((initial * 21 + vowel[0]) * 28 + final)
                                spell(from: afterVowel + finalLength)
                                syllables.removeLast()
                            }
                        }
                    }
                }
            }
        }
        spell(from: 0)
        return found.enumerated().sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }
            .map(\.element)
    }

    /// The most letters ``hangulSpellings(_:limit:)`` reads.
    public static let hangulLimit = 40

    /// The most steps of cutting tried, so a text cut many ways costs a bounded time.
    private static let triesLimit = 20_000

    /// Each way `table` reads letters of `key` at `start`: how many letters, and what they may be.
    private static func readings(
        _ table: [(letters: [Character], indices: [Int])], in key: [Character], at start: Int
    ) -> [(Int, [Int])] {
        table.compactMap { entry in
            let end = start + entry.letters.count
            guard end <= key.count, Array(key[start..<end]) == entry.letters else { return nil }
            return (entry.letters.count, entry.indices)
        }
    }

    /// An initial's letters and the initials (indices of ㄱ…ㅎ) they may write; no letters is ㅇ, and `l` is
    /// the ㄹ that follows another ㄹ (`sillim`), `n` also the ㄹ after most finals (`jongno`).
    private static let initialsByLetters: [(letters: [Character], indices: [Int])] = [
        ("", [11]), ("g", [0]), ("kk", [1]), ("n", [2, 5]), ("d", [3]), ("tt", [4]), ("r", [5]), ("l", [5]),
        ("m", [6]), ("b", [7]), ("pp", [8]), ("s", [9]), ("ss", [10]), ("j", [12]), ("jj", [13]), ("ch", [14]),
        ("k", [15]), ("t", [16]), ("p", [17]), ("h", [18]),
    ].map { (Array($0.0), $0.1) }

    /// A vowel's letters and its index (ㅏ…ㅣ).
    private static let vowelsByLetters: [(letters: [Character], indices: [Int])] = [
        "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu",
        "eu", "ui", "i",
    ].enumerated().map { (Array($0.element), [$0.offset]) }

    /// A final's letters and the finals they may write: a sound changed before the next syllable is written as
    /// it sounds (`ng` for ㄱ before ㄴ, `n` for ㄷ or ㅅ, `m` for ㅂ, `l` for ㄴ before ㄹ).
    private static let finalsByLetters: [(letters: [Character], indices: [Int])] = [
        ("", [0]), ("k", [1]), ("n", [4, 7, 19]), ("t", [19, 7]), ("l", [8, 4]), ("m", [16, 17]), ("p", [17]),
        ("ng", [21, 1]),
    ].map { (Array($0.0), $0.1) }
}
