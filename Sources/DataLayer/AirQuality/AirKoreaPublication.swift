import DomainLayer
import Foundation

/// When AirKorea publishes an hour's measurements: some minutes after the hour, Korea time. A copy fetched
/// after the latest publication is as new as the service's own, so it is not asked again until the next one.
enum AirKoreaPublication {
    /// How many minutes past each hour the hour's measurements are published.
    static let minutesPastTheHour = 15

    /// The latest publication at or before `date`.
    static func latest(atOrBefore date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = AirQualityMeasurement.timeZone
        let hour = calendar.dateInterval(of: .hour, for: date)?.start ?? date
        let publication = hour.addingTimeInterval(TimeInterval(minutesPastTheHour * 60))
        return publication <= date ? publication : publication.addingTimeInterval(-3600)
    }

    /// The first publication after `date`: until then, measurements fetched at `date` are current.
    static func next(after date: Date) -> Date {
        latest(atOrBefore: date).addingTimeInterval(3600)
    }
}
