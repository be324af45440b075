/// How clean the air is, AirKorea's four grades (1 좋음 Good … 4 매우나쁨 Very bad).
public enum AirQualityGrade: Int, CaseIterable, Comparable, Hashable, Sendable, Codable {
    case good = 1
    case moderate = 2
    case bad = 3
    case veryBad = 4

    /// The grade AirKorea sends as a string (`"1"`…`"4"`); nil for anything else (null, `"-"`, `"0"`).
    public init?(airKoreaValue: String?) {
        guard let airKoreaValue, let number = Int(airKoreaValue) else { return nil }
        self.init(rawValue: number)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
