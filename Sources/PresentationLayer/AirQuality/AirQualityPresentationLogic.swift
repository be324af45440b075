/// How the Air quality interactor hands its responses to the presenter (Clean Swift's presentation logic).
@MainActor
public protocol AirQualityPresentationLogic: AnyObject {
    func presentLoading(response: AirQuality.Loading.Response)
    func presentMeasurements(response: AirQuality.FetchMeasurements.Response)
    func presentFailure(response: AirQuality.Failure.Response)
    func presentStationMissing(response: AirQuality.StationMissing.Response)
}

/// How the Settings interactor hands its responses to the presenter.
@MainActor
public protocol AirQualitySettingsPresentationLogic: AnyObject {
    func presentLoading(operation: AirQualitySettings.Failure.Operation)
    func presentStations(response: AirQualitySettings.SearchStations.Response)
    func presentNearbyStations(response: AirQualitySettings.FindNearbyStations.Response)
    func presentChosenStation(response: AirQualitySettings.ChooseStation.Response)
    func presentFailure(response: AirQualitySettings.Failure.Response)
}
