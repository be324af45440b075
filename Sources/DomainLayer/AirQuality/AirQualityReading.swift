import Foundation

/// One hour's value of one kind of dust: the concentration, or none when AirKorea sent `"-"` (no data is not
/// zero), and its grade: AirKorea's own, else computed from the value.
public struct AirQualityReading: Hashable, Sendable, Codable {
    /// µg/m³; nil when there is no data for the hour.
    public var value: Int?
    /// AirKorea's grade, or the one the value falls in when AirKorea gave none; nil without either.
    public var grade: AirQualityGrade?

    public init(value: Int?, grade: AirQualityGrade?) {
        self.value = value
        self.grade = grade
    }

    /// The concentrations believed, in µg/m³: the worst yellow dust storms measured read some 3,000.
    public static let believableValues = 0.0...10_000

    /// The reading of `matter` from AirKorea's strings: `value` is a number or `"-"`, `grade` `"1"`…`"4"` or
    /// null; a missing grade is computed from the value by `matter`'s bands. A value outside
    /// `believableValues` is no data.
    public init(_ matter: ParticulateMatter, value: String?, grade: String?) {
        // A value outside `believableValues` (a negative, `1e300`, infinity, NaN) is no data, as `"-"` is,
        // before any arithmetic: `Int(_:)` would trap on what no Int holds, and a chart's axis is computed from it.
        let number = value.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            .flatMap { Self.believableValues.contains($0) ? Int($0.rounded()) : nil }
        self.value = number
        self.grade = AirQualityGrade(airKoreaValue: grade) ?? number.map(matter.grade(for:))
    }
}
