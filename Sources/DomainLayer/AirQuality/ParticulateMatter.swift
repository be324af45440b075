/// The two kinds of fine dust the scene shows, each with the bands (µg/m³) AirKorea grades it by.
public enum ParticulateMatter: Hashable, Sendable, CaseIterable {
    /// PM10: 0–30 good, 31–80 moderate, 81–150 bad, 151 and above very bad.
    case pm10
    /// PM2.5: 0–15 good, 16–35 moderate, 36–75 bad, 76 and above very bad.
    case pm25

    /// The highest value of each grade but the last, in µg/m³.
    public var upperBounds: (good: Int, moderate: Int, bad: Int) {
        switch self {
        case .pm10: (30, 80, 150)
        case .pm25: (15, 35, 75)
        }
    }

    /// The grade of `value` µg/m³ by the bands, for when AirKorea gives none.
    public func grade(for value: Int) -> AirQualityGrade {
        let bounds = upperBounds
        return switch value {
        case ...bounds.good: .good
        case ...bounds.moderate: .moderate
        case ...bounds.bad: .bad
        default: .veryBad
        }
    }
}
