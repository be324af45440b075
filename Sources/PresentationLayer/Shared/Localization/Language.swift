/// A language the user interface is written in. A browser's `Accept-Language` or the shell's locale picks one;
/// a user can switch.
public enum Language: String, CaseIterable, Hashable, Sendable {
    case en
    case ko

    /// The language's name in itself, as a language switch lists it.
    public var endonym: String {
        switch self {
        case .en: "English"
        case .ko: "한국어"
        }
    }

    /// Ours that `acceptLanguage` (`ko-KR,ko;q=0.9,en;q=0.8`) ranks highest, or nil when it names none of ours.
    /// Ties keep the header's order; `q=0` refuses a language.
    public init?(acceptLanguage: String) {
        var best: (language: Language, quality: Double)?
        for item in acceptLanguage.split(separator: ",") {
            let parts = item.split(separator: ";")
            guard let tag = parts.first, let language = Self(tag: tag) else { continue }
            let quality =
                parts.dropFirst().lazy
                .map { $0.trimmingPrefix(while: \.isWhitespace) }
                .first { $0.hasPrefix("q=") }
                .flatMap { Double($0.dropFirst(2)) } ?? 1
            if quality > 0, quality > best?.quality ?? 0 {
                best = (language, quality)
            }
        }
        guard let best else { return nil }
        self = best.language
    }

    /// The language of a POSIX locale (`ko_KR.UTF-8`), as the shell's `LC_ALL`, `LC_MESSAGES` or `LANG` names it.
    public init?(posixLocale: String) {
        self.init(tag: posixLocale.prefix { $0 != "_" && $0 != "." && $0 != "@" })
    }

    /// The language the shell's environment asks for (`LC_ALL`, then `LC_MESSAGES`, then `LANG`), if one of ours.
    public init?(environment: [String: String]) {
        guard
            let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] })
                .first(where: { !$0.isEmpty })
        else { return nil }
        self.init(posixLocale: locale)
    }

    /// The language of a tag's primary subtag (`ko`, `ko-KR`, `EN-us`).
    private init?(tag: Substring) {
        let primary = tag.trimmingPrefix(while: \.isWhitespace).prefix { $0.isLetter }.lowercased()
        self.init(rawValue: primary)
    }
}
