import DomainLayer

/// How a station's name is written for readers of a language: AirKorea names stations in Hangul, so a page in
/// English shows the name's Revised Romanization beside it (`종로구 (Jongno-gu)`).
public enum AirQualityStationName {
    /// `name` in the Revised Romanization for a page in `language`: nil in Korean, and for a name with
    /// nothing to romanize (`PM10`).
    public static func romanized(_ name: String, for language: Language) -> String? {
        guard language != .ko else { return nil }
        let romanized = RevisedRomanization.romanize(name)
        return romanized == name ? nil : romanized
    }
}
