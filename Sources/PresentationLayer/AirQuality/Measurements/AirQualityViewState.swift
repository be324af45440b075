/// What an Air quality view shows, in any ring: the presenter's view models as they come, with the
/// measurements shown before kept while a station loads and after a failure. A view (Clean Swift's view
/// controller) keeps one and passes each `display…` call of `AirQualityDisplayLogic` on to it; what it does
/// besides (routing to Settings when the station is missing) stays the view's.
public enum AirQualityViewState: Hashable, Sendable {
    /// A station on its way (`stationName` when known), with the measurements shown before, if any.
    case loading(stationName: String?, shown: AirQuality.FetchMeasurements.ViewModel?)
    case loaded(AirQuality.FetchMeasurements.ViewModel)
    /// Loading failed; the measurements shown before stay.
    case failed(AirQuality.Failure.ViewModel, shown: AirQuality.FetchMeasurements.ViewModel?)
    /// The station does not exist (or sends nothing): the view routes to Settings.
    case stationMissing(AirQuality.StationMissing.ViewModel)

    /// The measurements shown now (also while loading or after a failure).
    public var shownMeasurements: AirQuality.FetchMeasurements.ViewModel? {
        switch self {
        case .loading(_, let shown), .failed(_, let shown): shown
        case .loaded(let measurements): measurements
        case .stationMissing: nil
        }
    }

    public mutating func displayLoading(viewModel: AirQuality.Loading.ViewModel) {
        self = .loading(stationName: viewModel.stationName, shown: shownWithoutRefreshNote)
    }

    public mutating func displayMeasurements(viewModel: AirQuality.FetchMeasurements.ViewModel) {
        self = .loaded(viewModel)
    }

    public mutating func displayFailure(viewModel: AirQuality.Failure.ViewModel) {
        self = .failed(viewModel, shown: shownWithoutRefreshNote)
    }

    /// The measurements shown, no longer said to be updated or up to date: that answered the Refresh before
    /// this one.
    private var shownWithoutRefreshNote: AirQuality.FetchMeasurements.ViewModel? {
        guard var shown = shownMeasurements else { return nil }
        shown.refreshed = nil
        return shown
    }

    public mutating func displayStationMissing(viewModel: AirQuality.StationMissing.ViewModel) {
        self = .stationMissing(viewModel)
    }
}
