/// A name as PokeAPI's `names` give it in the languages Strata shows: English (language `en`) and Korean (`ko`).
public struct SampleLocalizedName: Codable, Hashable, Sendable {
    /// `Mr. Mime`, `Nidoran♀`, `Lightning Rod`.
    public var en: String
    /// `마임맨`, `니드런♀`, `피뢰침`.
    public var ko: String

    public init(en: String, ko: String) {
        self.en = en
        self.ko = ko
    }
}
