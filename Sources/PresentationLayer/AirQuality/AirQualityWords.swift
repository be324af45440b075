/// The air-quality scenes' words both View rings show, in `AirQualityWords.xcstrings`: the scene's name, the
/// grades and the health advice for each, Settings' title and field, and what Refresh came to.
public enum AirQualityWords: String, LocalizedKey {
    /// "Air quality": the scene's name (``SceneTitle``).
    case title = "scene.title"
    /// "Choose a station": Settings' title, and the way there.
    case chooseStation = "airQuality.chooseStation"
    /// "Good", a grade.
    case good = "airQuality.grade.good"
    /// "Moderate", a grade.
    case moderate = "airQuality.grade.moderate"
    /// "Unhealthy" (나쁨), a grade, as AirKorea's English pages name it.
    case bad = "airQuality.grade.bad"
    /// "Very unhealthy" (매우나쁨), a grade.
    case veryBad = "airQuality.grade.veryBad"
    /// "No grade": a reading the service gave no grade.
    case noGrade = "airQuality.noGrade"
    /// "Station name": the label of the field Settings searches by.
    case stationName = "airQuality.stationName"
    /// "Already up to date — measured at %@": Refresh found no hour newer than the one shown.
    case upToDate = "airQuality.upToDate"
    /// "Couldn't refresh: %@": Refresh failed, with the cause; the measurements shown stay.
    case refreshFailed = "airQuality.refreshFailed"
    /// "Updated — measured at %@": Refresh brought an hour newer than the one shown.
    case updated = "airQuality.updated"
    /// "Enjoy outdoor activities.": the health advice for a good grade.
    case adviceGood = "airQuality.advice.good"
    /// Sensitive groups limit prolonged outdoor exertion: the health advice for a moderate grade.
    case adviceModerate = "airQuality.advice.moderate"
    /// Everyone reduces prolonged or heavy outdoor exertion, sensitive groups avoid it: the advice for a bad grade.
    case adviceBad = "airQuality.advice.bad"
    /// Everyone avoids outdoor activity, sensitive groups stay indoors: the advice for a very bad grade.
    case adviceVeryBad = "airQuality.advice.veryBad"

    public static let catalogue = StringCatalogue.load("AirQualityWords", from: .module)
}

extension AirQuality.Grade {
    /// The grade as a word: Good, Moderate, Unhealthy, Very unhealthy (좋음, 보통, 나쁨, 매우나쁨).
    public func text(_ strings: Strings) -> String {
        switch self {
        case .good: strings[AirQualityWords.good]
        case .moderate: strings[AirQualityWords.moderate]
        case .bad: strings[AirQualityWords.bad]
        case .veryBad: strings[AirQualityWords.veryBad]
        }
    }
}

extension AirQuality.Grade {
    /// The health advice AirKorea (환경부) publishes for the grade, for everyone and for sensitive groups
    /// (children, older adults, people with heart or lung disease): from "Enjoy outdoor activities." at good
    /// to staying indoors at very bad.
    public func advice(_ strings: Strings) -> String {
        switch self {
        case .good: strings[AirQualityWords.adviceGood]
        case .moderate: strings[AirQualityWords.adviceModerate]
        case .bad: strings[AirQualityWords.adviceBad]
        case .veryBad: strings[AirQualityWords.adviceVeryBad]
        }
    }
}
