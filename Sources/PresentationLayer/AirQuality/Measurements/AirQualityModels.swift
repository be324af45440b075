import DomainLayer
import Foundation

/// The Air quality scene's models, per use case as Clean Swift names them: what the display asks
/// (`Request`), what the interactor found (`Response`), and what the display shows (`ViewModel`), which the
/// presenter makes. View models are language-neutral (numbers, grades, dates); the view words them.
public enum AirQuality {
    /// Showing a station's latest measurements and its last 24 hours.
    public enum FetchMeasurements {
        public struct Request: Hashable, Sendable {
            /// The station to show; nil for the one in the data store (passed by a route), else the saved one.
            public var stationName: String?
            /// Whether to ask the service afresh and say what came of it, compared with the copy kept for the
            /// hour: a page without JavaScript refreshes by opening again, with nothing shown to compare with.
            public var refreshing: Bool

            public init(stationName: String? = nil, refreshing: Bool = false) {
                self.stationName = stationName
                self.refreshing = refreshing
            }
        }

        /// What Refresh came to, when the measurements answer it and the service answered.
        public enum Refreshed: Hashable, Sendable {
            /// The service had an hour newer than the one shown.
            case newer
            /// The service had no hour newer than the one shown.
            case upToDate
        }

        public struct Response: Hashable, Sendable {
            /// The station's hours, newest first, as the worker found them (at least one).
            public var history: AirQualityHistory
            /// What Refresh came to, when they answer it; nil otherwise.
            public var refreshed: Refreshed?

            public init(history: AirQualityHistory, refreshed: Refreshed? = nil) {
                self.history = history
                self.refreshed = refreshed
            }
        }

        /// How recent the latest measurement is, on Korea's clock where the stations measure: a view says "now"
        /// only of the current hour, and writes the day of one from another day.
        public enum Recency: Hashable, Sendable {
            /// Measured in the hour it is now.
            case currentHour
            /// Measured earlier today.
            case today
            /// Measured another day.
            case earlierDay
        }

        public struct ViewModel: Hashable, Sendable {
            public var stationName: String
            /// When the latest measurement was taken; the view writes it in `AirQualityMeasurement.timeZone`. Nil
            /// only for a history without an hour, which the worker sends as a missing station instead.
            public var measuredAt: Date?
            /// The latest PM10 and PM2.5, in that order.
            public var latest: [DisplayedReading]
            /// One chart per kind of dust (PM10, then PM2.5) of the last 24 hours.
            public var charts: [DisplayedChart]
            /// Every hour of the charts, oldest first, for the table a screen reader (or no CSS) reads.
            public var hours: [DisplayedHour]
            /// When the measurements were saved, when they are a saved copy shown because the service could not
            /// answer; nil when they are current.
            public var savedAt: Date?
            /// How recent `measuredAt` is.
            public var recency: Recency
            /// What Refresh came to, when they answer it: the view says they were updated, or are up to date.
            public var refreshed: Refreshed?

            /// The air's grade now: the worse of the latest readings' grades, as AirKorea's integrated index
            /// (통합대기환경지수) takes the worst of its pollutants'; nil when neither has one. A view leads with it,
            /// its word and its health advice (`AirQualityGrade.advice(_:)`).
            public var grade: AirQualityGrade? { latest.compactMap(\.grade).max() }

            public init(
                stationName: String, measuredAt: Date?, latest: [DisplayedReading], charts: [DisplayedChart],
                hours: [DisplayedHour], savedAt: Date? = nil, recency: Recency = .currentHour,
                refreshed: Refreshed? = nil
            ) {
                self.stationName = stationName
                self.measuredAt = measuredAt
                self.latest = latest
                self.charts = charts
                self.hours = hours
                self.savedAt = savedAt
                self.recency = recency
                self.refreshed = refreshed
            }
        }
    }

    /// A station is being loaded (the display keeps what it showed until the answer comes).
    public enum Loading {
        public struct Response: Hashable, Sendable {
            public var stationName: String?

            public init(stationName: String?) {
                self.stationName = stationName
            }
        }

        public struct ViewModel: Hashable, Sendable {
            /// The station on its way, when known.
            public var stationName: String?

            public init(stationName: String?) {
                self.stationName = stationName
            }
        }
    }

    /// Loading failed; the measurements shown before stay, and the user can retry.
    public enum Failure {
        public struct Response: Hashable, Sendable {
            public var error: ErrorMessage
            /// The station that failed; nil when the saved station could not be read, so none is known.
            public var stationName: String?
            /// Whether Refresh (or Retry after it) failed, rather than the first load.
            public var isRefresh: Bool

            public init(error: ErrorMessage, stationName: String?, isRefresh: Bool = false) {
                self.error = error
                self.stationName = stationName
                self.isRefresh = isRefresh
            }
        }

        public struct ViewModel: Hashable, Sendable {
            public var message: ErrorMessage
            /// The station that failed; nil when the saved station could not be read, so none is known.
            public var stationName: String?
            /// Whether Refresh failed: the view says it could not refresh, above the measurements still shown.
            public var isRefresh: Bool

            public init(message: ErrorMessage, stationName: String?, isRefresh: Bool = false) {
                self.message = message
                self.stationName = stationName
                self.isRefresh = isRefresh
            }
        }
    }

    /// The station to show no longer exists (or sends nothing): the display routes to Settings.
    public enum StationMissing {
        public struct Response: Hashable, Sendable {
            public var stationName: String

            public init(stationName: String) {
                self.stationName = stationName
            }
        }

        public struct ViewModel: Hashable, Sendable {
            public var stationName: String

            public init(stationName: String) {
                self.stationName = stationName
            }
        }
    }

    /// One value as the display shows it: "-" (no data) when `value` is nil, the grade as a word and colour.
    public struct DisplayedReading: Hashable, Sendable {
        public var matter: ParticulateMatter
        /// µg/m³; nil for no data.
        public var value: Int?
        public var grade: AirQualityGrade?

        public init(matter: ParticulateMatter, value: Int?, grade: AirQualityGrade?) {
            self.matter = matter
            self.value = value
            self.grade = grade
        }
    }

    /// One hour of the table.
    public struct DisplayedHour: Hashable, Sendable {
        public var time: Date
        public var pm10: DisplayedReading
        public var pm25: DisplayedReading

        public init(time: Date, pm10: DisplayedReading, pm25: DisplayedReading) {
            self.time = time
            self.pm10 = pm10
            self.pm25 = pm25
        }
    }

    /// A line chart of one kind of dust, laid out in a `width` × `height` box (y grows downwards, as in SVG):
    /// the grade bands behind, and the line broken where an hour has no data.
    public struct DisplayedChart: Hashable, Sendable {
        /// A grade's band, from `top` to `bottom` (box coordinates).
        public struct Band: Hashable, Sendable {
            public var grade: AirQualityGrade
            public var top: Double
            public var bottom: Double

            public init(grade: AirQualityGrade, top: Double, bottom: Double) {
                self.grade = grade
                self.top = top
                self.bottom = bottom
            }
        }

        /// A point of the line: an hour and its value, in box coordinates.
        public struct Point: Hashable, Sendable {
            public var x: Double
            public var y: Double

            public init(x: Double, y: Double) {
                self.x = x
                self.y = y
            }
        }

        /// A labelled mark on the value axis.
        public struct Tick: Hashable, Sendable {
            public var value: Int
            public var y: Double

            public init(value: Int, y: Double) {
                self.value = value
                self.y = y
            }
        }

        /// An hour charted: where it is on the time axis, its value (and where that is), and how the time
        /// axis names it. The last hour is the latest, which the view marks as now.
        public struct Hour: Hashable, Sendable {
            public var time: Date
            public var x: Double
            /// µg/m³; nil for no data.
            public var value: Int?
            /// The value's height in the box; nil for no data.
            public var y: Double?
            /// Whether the time axis names the hour: every sixth hour back from the latest.
            public var isLabelled: Bool
            /// Whether the hour's label writes its day too: the first label of a new day (Korea time), else
            /// the first label, so the axis names one day.
            public var showsDay: Bool

            public init(time: Date, x: Double, value: Int?, y: Double?, isLabelled: Bool, showsDay: Bool) {
                self.time = time
                self.x = x
                self.value = value
                self.y = y
                self.isLabelled = isLabelled
                self.showsDay = showsDay
            }
        }

        public var matter: ParticulateMatter
        public var width: Double
        public var height: Double
        /// The bands of the grades the chart's range reaches, lowest grade at the bottom.
        public var bands: [Band]
        /// The line's runs between gaps, oldest first; a lone point is a run of one.
        public var segments: [[Point]]
        public var ticks: [Tick]
        /// Every hour charted, oldest first, for the time axis and each hour's value on hover and focus.
        public var hours: [Hour]

        public init(
            matter: ParticulateMatter, width: Double, height: Double, bands: [Band], segments: [[Point]],
            ticks: [Tick], hours: [Hour]
        ) {
            self.matter = matter
            self.width = width
            self.height = height
            self.bands = bands
            self.segments = segments
            self.ticks = ticks
            self.hours = hours
        }
    }
}
