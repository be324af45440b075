/// What a Settings view shows, in any ring: the presenter's view models as they come, with the list shown
/// before kept while a search, a look-up or a save runs and after a failure. A view keeps one and passes each
/// `display…` call of `AirQualitySettingsDisplayLogic` on to it; what it does besides (routing back to the
/// measurements once the chosen station is saved) stays the view's.
public enum AirQualitySettingsViewState: Hashable, Sendable {
    /// Nothing searched yet.
    case idle
    /// A search, a look-up or a save on its way, with the list shown before, if any.
    case loading(AirQualitySettings.Failure.Operation, shown: Results?)
    case loaded(Results)
    /// It failed; the list shown before stays.
    case failed(AirQualitySettings.Failure.ViewModel, shown: Results?)
    /// The station was chosen and saved: the view routes back to its measurements.
    case chosen(AirQualitySettings.ChooseStation.ViewModel)

    /// A list of stations: found by name, or near a town.
    public enum Results: Hashable, Sendable {
        case stations(AirQualitySettings.SearchStations.ViewModel)
        case nearbyStations(AirQualitySettings.FindNearbyStations.ViewModel)

        /// The stations listed.
        public var stations: [AirQualitySettings.DisplayedStation] {
            switch self {
            case .stations(let viewModel): viewModel.stations
            case .nearbyStations(let viewModel): viewModel.stations
            }
        }
    }

    /// The list shown now (also while loading or after a failure).
    public var shownResults: Results? {
        switch self {
        case .idle, .chosen: nil
        case .loading(_, let shown), .failed(_, let shown): shown
        case .loaded(let results): results
        }
    }

    public mutating func displayLoading(viewModel: AirQualitySettings.Failure.Operation) {
        self = .loading(viewModel, shown: shownResults)
    }

    public mutating func displayStations(viewModel: AirQualitySettings.SearchStations.ViewModel) {
        self = .loaded(.stations(viewModel))
    }

    public mutating func displayNearbyStations(viewModel: AirQualitySettings.FindNearbyStations.ViewModel) {
        self = .loaded(.nearbyStations(viewModel))
    }

    public mutating func displayChosenStation(viewModel: AirQualitySettings.ChooseStation.ViewModel) {
        self = .chosen(viewModel)
    }

    public mutating func displayFailure(viewModel: AirQualitySettings.Failure.ViewModel) {
        self = .failed(viewModel, shown: shownResults)
    }
}
