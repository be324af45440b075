/// How the Air quality interactor hands its responses to the presenter (Clean Swift's presentation logic).
@MainActor
public protocol AirQualityPresentationLogic: AnyObject {
    /// A station is being loaded.
    func presentLoading(response: AirQuality.Loading.Response)
    /// A station's last 24 hours came.
    func presentMeasurements(response: AirQuality.FetchMeasurements.Response)
    /// Loading failed, worded by cause.
    func presentFailure(response: AirQuality.Failure.Response)
    /// The station does not exist, or sends nothing.
    func presentStationMissing(response: AirQuality.StationMissing.Response)
}

/// How the Settings interactor hands its responses to the presenter.
@MainActor
public protocol AirQualitySettingsPresentationLogic: AnyObject {
    /// An operation is running.
    func presentLoading(operation: AirQualitySettings.Failure.Operation)
    /// A search by name found these stations.
    func presentStations(response: AirQualitySettings.SearchStations.Response)
    /// A town's nearest stations came, or no town is called so.
    func presentNearbyStations(response: AirQualitySettings.FindNearbyStations.Response)
    /// The chosen station was saved.
    func presentChosenStation(response: AirQualitySettings.ChooseStation.Response)
    /// An operation failed, worded by cause.
    func presentFailure(response: AirQualitySettings.Failure.Response)
}
