import DomainLayer
import Foundation

extension AirQuality {
    /// A grade, named for the view ring, which sees the domain only through PresentationLayer.
    public typealias Grade = AirQualityGrade
    /// A kind of dust, named for the view ring.
    public typealias Matter = ParticulateMatter
    /// Korea's time zone, in which a view writes the measurement times (`AirQualityMeasurement.timeZone`).
    public static var timeZone: TimeZone { AirQualityMeasurement.timeZone }
}
