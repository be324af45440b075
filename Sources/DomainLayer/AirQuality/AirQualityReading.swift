import Foundation

/// One hour's value of one kind of dust: the concentration, or none when AirKorea sent `"-"` (no data is not
/// zero), and its grade: AirKorea's own, else computed from the value.
public struct AirQualityReading: Hashable, Sendable {
    /// µg/m³; nil when there is no data for the hour.
    public var value: Int?
    /// AirKorea's grade, or the one the value falls in when AirKorea gave none; nil without either.
    public var grade: AirQualityGrade?

    public init(value: Int?, grade: AirQualityGrade?) {
        self.value = value
        self.grade = grade
    }

    /// The reading of `matter` from AirKorea's strings: `value` is a number or `"-"`, `grade` `"1"`…`"4"` or
    /// null; a missing grade is computed from the value by `matter`'s bands.
    public init(_ matter: ParticulateMatter, value: String?, grade: String?) {
        // NB: `Int(exactly:)` refuses what no Int holds (`1e300`, infinity, NaN) where `Int(_:)` would trap.
        let number = value.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            .flatMap { $0 >= 0 ? Int(exactly: $0.rounded()) : nil }
        self.value = number
        self.grade = AirQualityGrade(airKoreaValue: grade) ?? number.map(matter.grade(for:))
    }
}
