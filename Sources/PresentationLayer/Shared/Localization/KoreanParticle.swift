/// A Korean particle whose form depends on the word before it: whether that word's last syllable ends in a
/// consonant (its jongseong, batchim) chooses 이/가, 은/는, 을/를, 과/와, 으로/로 and 이라는/라는.
///
/// ```swift
/// KoreanParticle.subject.attached(to: "종로구")   // "종로구가"
/// KoreanParticle.object.attached(to: "서울")      // "서울을"
/// KoreanParticle.direction.attached(to: "서울")   // "서울로" (ㄹ takes 로)
/// KoreanParticle.quotative.form(after: "PM10")    // "이라는" (10 is read 십)
/// ```
///
/// A catalogue writes a particle after a placeholder in its fallback form (`%@이(가)`, `“%@”(이)라는`), which
/// reads right either way; ``Strings`` replaces it with the form the argument takes (`resolveFallback(after:in:)`).
public enum KoreanParticle: CaseIterable, Sendable {
    /// 이/가, the subject.
    case subject
    /// 은/는, the topic.
    case topic
    /// 을/를, the object.
    case object
    /// 과/와, "and"/"with".
    case conjunction
    /// 으로/로, "to"/"as"/"by"; a word ending in ㄹ takes 로.
    case direction
    /// 이라는/라는, "called".
    case quotative

    /// The form after a final consonant, after a vowel, and the fallback form a catalogue writes.
    private var forms: (consonant: String, vowel: String, fallback: String) {
        switch self {
        case .subject: ("이", "가", "이(가)")
        case .topic: ("은", "는", "은(는)")
        case .object: ("을", "를", "을(를)")
        case .conjunction: ("과", "와", "와(과)")
        case .direction: ("으로", "로", "(으)로")
        case .quotative: ("이라는", "라는", "(이)라는")
        }
    }

    /// The fallback form a catalogue writes after a placeholder: `이(가)`, `(으)로`.
    public var fallback: String { forms.fallback }

    /// The form that follows `word`; the fallback form when how the word ends cannot be told (a Hanja, an
    /// emoji, an empty word).
    public func form(after word: some StringProtocol) -> String {
        switch KoreanFinalSound(of: word) {
        case nil: forms.fallback
        case .vowel: forms.vowel
        case .rieul where self == .direction: forms.vowel
        case .rieul, .consonant: forms.consonant
        }
    }

    /// `word` followed by its particle: `종로구가`.
    public func attached(to word: String) -> String {
        word + form(after: word)
    }

    /// When `rest` starts with a particle's fallback form, possibly after closing quotes or brackets
    /// (`”(이)라는 …`), the text to write for it after `word` (`”이라는`), with `rest` moved past it; else nil and
    /// `rest` unchanged.
    static func resolveFallback(after word: String, in rest: inout Substring) -> String? {
        let closers = rest.prefix(while: closingMarks.contains)
        let after = rest[closers.endIndex...]
        guard let particle = allCases.first(where: { after.hasPrefix($0.fallback) }) else { return nil }
        rest = after.dropFirst(particle.fallback.count)
        return closers + particle.form(after: word)
    }

    /// Marks that may stand between a word and its particle: `“종로구”가`, `(종로구)가`.
    private static let closingMarks: Set<Character> = ["”", "’", "\"", "'", "»", "」", "』", ")", "]", "}"]
}

/// How a word ends when read aloud in Korean, which is what a particle agrees with.
enum KoreanFinalSound: Equatable, Sendable {
    /// No final consonant: 구, 2 (이), "Seoul-gu" (구).
    case vowel
    /// The final consonant ㄹ: 서울, 1 (일), "Seoul" (서울).
    case rieul
    /// Any other final consonant: 종로역, 3 (삼), "Jongno-dong" (동).
    case consonant

    /// How `word` ends, looking past closing marks and punctuation to its last letter or digit: a Hangul
    /// syllable by its jongseong, a number by its Korean reading, a Latin word by how its end is commonly
    /// pronounced (an acronym by its last letter's Korean name). Nil when the last letter is none of these.
    init?(of word: some StringProtocol) {
        guard let index = word.lastIndex(where: { $0.isLetter || $0.isNumber }) else { return nil }
        let last = word[index]
        if let sound = Self(hangul: last) {
            self = sound
        } else if last.isASCII, last.isNumber {
            let digits = word[...index].reversed().prefix { $0.isASCII && ($0.isNumber || $0 == ",") }
            self = Self(digitsReversed: digits.filter { $0 != "," })
        } else if last.isASCII, last.isLetter {
            let letters = word[...index].reversed().prefix(while: { $0.isASCII && $0.isLetter })
            self = Self(latinReversed: String(letters.reversed()))
        } else {
            return nil
        }
    }

    /// A precomposed Hangul syllable's final: `(code − 0xAC00) % 28` is its jongseong, 8 being ㄹ.
    private init?(hangul: Character) {
        guard let scalar = hangul.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value) else {
            return nil
        }
        switch (scalar.value - 0xAC00) % 28 {
        case 0: self = .vowel
        case 8: self = .rieul
        default: self = .consonant
        }
    }

    /// A number (grouped with commas or not) by its Korean reading: its last digit (0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔), or after trailing
    /// zeros the unit it ends in (10 십, 100 백, 1000 천, 10⁴ 만, 10⁸ 억, 10¹² 조).
    private init(digitsReversed digits: [Character]) {
        let zeros = digits.prefix { $0 == "0" }.count
        if zeros == 0 || zeros == digits.count {
            switch digits.first {
            case "1", "7", "8": self = .rieul
            case "0", "3", "6": self = .consonant
            default: self = .vowel
            }
            return
        }
        switch (zeros % 4, zeros / 4) {
        case (1, _), (2, _), (3, _), (0, 1), (0, 2): self = .consonant
        default: self = .vowel
        }
    }

    /// A Latin word by its end: an acronym (`PM`, `URL`) by its last letter's Korean name (엠, 엘; L and R are
    /// 엘 and 알), a word by common pronunciation (`-l` ㄹ; `-m`, `-n`, `-ng` and a stop after a vowel, as in
    /// "book", "cat", "Jongno-dong", close in a consonant; other ends are a vowel sound).
    private init(latinReversed word: String) {
        let lower = Array(word.lowercased())
        let last = lower[lower.count - 1]
        if word.count == 1 || word.allSatisfy(\.isUppercase) {
            switch last {
            case "l", "r": self = .rieul
            case "m", "n": self = .consonant
            default: self = .vowel
            }
            return
        }
        let afterVowel = "aeiou".contains(lower[lower.count - 2])
        switch last {
        case "l": self = .rieul
        case "m", "n": self = .consonant
        case "g" where lower[lower.count - 2] == "n": self = .consonant
        case "k" where lower[lower.count - 2] == "c": self = .consonant
        case "b", "k", "p", "t": self = afterVowel ? .consonant : .vowel
        default: self = .vowel
        }
    }
}
