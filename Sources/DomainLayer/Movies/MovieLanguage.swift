/// The language a movie's title, overview, tagline and genres are asked in: TMDB's `language` parameter.
/// A service that lacks a text in it answers in English, as TMDB does.
public enum MovieLanguage: String, CaseIterable, Hashable, Sendable, Codable {
    /// `en-US`, TMDB's default.
    case english = "en-US"
    /// `ko-KR`.
    case korean = "ko-KR"

    /// The IETF language tag TMDB takes (`ko-KR`).
    public var tag: String { rawValue }
}
