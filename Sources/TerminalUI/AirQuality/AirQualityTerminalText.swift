import PresentationLayer

/// The air-quality screens' own words in the terminal, in `AirQualityTerminal.xcstrings`: when a station measured,
/// a saved copy, the charts' headings, Settings' lines, and the keys of both screens (those the web ring shows
/// too are `AirQualityWords`).
enum AirQualityTerminalText: String, LocalizedKey {
    case dateTime = "airQuality.dateTime"
    case last24Hours = "airQuality.last24Hours"
    case measured = "airQuality.measured"
    case noMeasurements = "airQuality.noMeasurements"
    case savedCopy = "airQuality.savedCopy"
    case settingsChosen = "airQuality.settings.chosen"
    case settingsCurrent = "airQuality.settings.current"
    case settingsDistance = "airQuality.settings.distance"
    case settingsLookingUp = "airQuality.settings.lookingUp"
    case settingsMissing = "airQuality.settings.missing"
    case settingsNoNearby = "airQuality.settings.noNearby"
    case settingsNoStation = "airQuality.settings.noStation"
    case settingsSaving = "airQuality.settings.saving"
    case settingsSearching = "airQuality.settings.searching"
    case settingsShowing = "airQuality.settings.showing"
    case settingsStationsNamed = "airQuality.settings.stationsNamed"
    case settingsStationsNear = "airQuality.settings.stationsNear"
    case keyChangeStation = "key.changeStation"
    case keyStations = "key.stations"
    case keyChoose = "key.choose"
    case keyName = "key.name"
    case keyLeaveTheField = "key.leaveTheField"

    static let catalogue = StringCatalogue.load("AirQualityTerminal", from: .module)
}
