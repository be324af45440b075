/// Korean written in Latin letters by the Revised Romanization of Korean (국어의 로마자 표기법), the system road
/// signs and AirKorea's English pages use: `종로구` → `Jongno-gu`, `신림동` → `Sillim-dong`, `서울` → `Seoul`.
///
/// Each syllable is decomposed (`code − 0xAC00` = (initial × 21 + vowel) × 28 + final) and written by its
/// sounds, with the main sound changes between syllables of a word: a final consonant carried over to a
/// following vowel (`한국어` → `hangugeo`), nasalization (`독립` → `dongnip`, `종로` → `jongno`, `국민` →
/// `gungmin`), lateralization (`신림` → `sillim`, `설날` → `seollal`) and the palatalized `ㄷ`/`ㅌ` before `이`
/// (`같이` → `gachi`). An administrative unit ending a name (구, 동, 시, 군, 읍, 면) is set off by a hyphen,
/// without sound changes across it (`종로구` → `Jongno-gu`). Characters that are not Hangul syllables are kept.
public enum RevisedRomanization {
    /// `text` romanized, each word starting with a capital letter (`서울 종로구` → `Seoul Jongno-gu`).
    public static func romanize(_ text: String) -> String {
        var result = ""
        var word: [Syllable] = []
        var startsWord = true
        func flush() {
            guard !word.isEmpty else { return }
            var written = romanizeName(word)
            if startsWord, let first = written.first {
                written = first.uppercased() + written.dropFirst()
            }
            result += written
            startsWord = false
            word.removeAll()
        }
        for character in text {
            if let syllable = Syllable(character) {
                word.append(syllable)
            } else {
                flush()
                result.append(character)
                startsWord = character.isWhitespace
            }
        }
        flush()
        return result
    }

    /// `text` as a search compares it: romanized, in lower case, with spaces, hyphens and other marks left
    /// out, so `Jongno-gu`, `jongno gu` and `종로구` all read `jongnogu`.
    public static func searchKey(_ text: String) -> String {
        String(romanize(text).lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Whether `text` is a romanized name to look for: it has Latin letters and no Hangul (`Jongno`, `PM10`).
    public static func isRomanized(_ text: String) -> Bool {
        !containsHangul(text) && text.contains { $0.isASCII && $0.isLetter }
    }

    /// Whether `text` has a Hangul syllable or letter (`종로`, `ㅈ`), which a search matches as written.
    public static func containsHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value) }
    }

    /// Administrative units a name may end in, written after a hyphen.
    /// Not 리, which ends many a name that is not a unit (왕십리 is `Wangsimni`).
    private static let units: Set<Int> = Set("구동시군읍면".unicodeScalars.map { Int($0.value) })

    /// A run of syllables, its last set off by a hyphen when it is an administrative unit after a name.
    private static func romanizeName(_ word: [Syllable]) -> String {
        guard word.count >= 2, let last = word.last, units.contains(last.code) else { return romanizeWord(word) }
        return romanizeWord(Array(word.dropLast())) + "-" + romanizeWord([last])
    }

    /// A run of syllables read as one word, with the sound changes between them.
    private static func romanizeWord(_ word: [Syllable]) -> String {
        var text = ""
        for (index, syllable) in word.enumerated() {
            let next = index + 1 < word.count ? word[index + 1] : nil
            let previousFinal = index > 0 ? word[index - 1].final : 0
            if index == 0 {
                text += initials[syllable.initial]
            } else {
                text += onset(previousFinal: previousFinal, initial: syllable.initial, vowel: syllable.vowel)
            }
            text += vowels[syllable.vowel]
            if let next {
                text += coda(final: syllable.final, nextInitial: next.initial)
            } else {
                text += finals[syllable.final]
            }
        }
        return text
    }

    /// What a final consonant is written as before the next syllable's initial.
    private static func coda(final: Int, nextInitial: Int) -> String {
        guard final != 0 else { return "" }
        let sound = finalSound[final]
        switch (sound, nextInitial) {
        case (_, ieung): return carriedOver[final].stay
        case (.k, nieun), (.k, mieum), (.k, rieul): return "ng"
        case (.t, nieun), (.t, mieum), (.t, rieul): return "n"
        case (.p, nieun), (.p, mieum), (.p, rieul): return "m"
        case (.n, rieul), (.l, nieun), (.l, rieul): return "l"
        case (.h, giyeok), (.h, digeut), (.h, jieut), (.h, hieut): return ""
        case (.h, nieun): return "n"
        case (.h, _): return "t"
        default: return finals[final]
        }
    }

    /// What the next syllable's initial is written as after `previousFinal`.
    private static func onset(previousFinal: Int, initial: Int, vowel: Int) -> String {
        guard previousFinal != 0 else { return initials[initial] }
        let sound = finalSound[previousFinal]
        switch (sound, initial) {
        case (_, ieung):
            let moved = carriedOver[previousFinal].moves
            // ㄷ and ㅌ carried over to 이 are palatalized: 굳이 guji, 같이 gachi.
            if vowel == vowelI, moved == "d" { return "j" }
            if vowel == vowelI, moved == "t" { return "ch" }
            return moved
        case (.k, rieul), (.t, rieul), (.p, rieul), (.m, rieul), (.ng, rieul): return "n"
        case (.n, rieul), (.l, rieul), (.l, nieun): return "l"
        case (.h, giyeok): return "k"
        case (.h, digeut): return "t"
        case (.h, jieut): return "ch"
        default: return initials[initial]
        }
    }

    /// A precomposed Hangul syllable's three parts, as indices into the tables below.
    private struct Syllable {
        var code: Int
        var initial: Int
        var vowel: Int
        var final: Int

        init?(_ character: Character) {
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                (0xAC00...0xD7A3).contains(scalar.value)
            else { return nil }
            code = Int(scalar.value)
            let index = code - 0xAC00
            initial = index / 588
            vowel = index % 588 / 28
            final = index % 28
        }
    }

    /// How a final consonant sounds at the end of a syllable; ㅎ (with ㄶ and ㅀ's ㅎ) changes what follows.
    private enum FinalSound {
        case k, n, t, l, m, p, ng, h
    }

    private static let giyeok = 0
    private static let nieun = 2
    private static let digeut = 3
    private static let rieul = 5
    private static let mieum = 6
    private static let ieung = 11
    private static let jieut = 12
    private static let hieut = 18
    private static let vowelI = 20

    private static let initials = [
        "g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h",
    ]
    private static let vowels = [
        "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu",
        "eu", "ui", "i",
    ]
    /// Finals at the end of a word: ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ.
    private static let finals = [
        "", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t", "ng",
        "t", "t", "k", "t", "p", "t",
    ]
    private static let finalSound: [FinalSound] = [
        .ng, .k, .k, .k, .n, .n, .n, .t, .l, .k, .m, .l, .l, .l, .p, .l, .m, .p, .p, .t, .t, .ng, .t, .t, .k, .t,
        .p, .h,
    ]
    /// Before a vowel, what of each final stays in its syllable and what moves to the next (`닭이` → `dalgi`).
    private static let carriedOver: [(stay: String, moves: String)] = [
        ("", ""), ("", "g"), ("", "kk"), ("k", "s"), ("", "n"), ("n", "j"), ("", "n"), ("", "d"), ("", "r"),
        ("l", "g"), ("l", "m"), ("l", "b"), ("l", "s"), ("l", "t"), ("l", "p"), ("", "r"), ("", "m"), ("", "b"),
        ("p", "s"), ("", "s"), ("", "ss"), ("ng", ""), ("", "j"), ("", "ch"), ("", "k"), ("", "t"), ("", "p"),
        ("", ""),
    ]
}
