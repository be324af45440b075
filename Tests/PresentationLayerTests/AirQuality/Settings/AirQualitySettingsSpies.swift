import PresentationLayer

/// Records what the Settings interactor presents, in order.
@MainActor
final class AirQualitySettingsPresentationSpy: AirQualitySettingsPresentationLogic {
    enum Call: Equatable {
        case loading(AirQualitySettings.Failure.Operation)
        case stations(AirQualitySettings.SearchStations.Response)
        case nearbyStations(AirQualitySettings.FindNearbyStations.Response)
        case chosenStation(AirQualitySettings.ChooseStation.Response)
        case failure(AirQualitySettings.Failure.Response)
    }

    private(set) var calls: [Call] = []

    func presentLoading(operation: AirQualitySettings.Failure.Operation) { calls.append(.loading(operation)) }
    func presentStations(response: AirQualitySettings.SearchStations.Response) { calls.append(.stations(response)) }
    func presentNearbyStations(response: AirQualitySettings.FindNearbyStations.Response) {
        calls.append(.nearbyStations(response))
    }
    func presentChosenStation(response: AirQualitySettings.ChooseStation.Response) {
        calls.append(.chosenStation(response))
    }
    func presentFailure(response: AirQualitySettings.Failure.Response) { calls.append(.failure(response)) }
}

/// Records what the Settings presenter and router ask the display to show, in order.
@MainActor
final class AirQualitySettingsDisplaySpy: AirQualitySettingsDisplayLogic {
    enum Call: Equatable {
        case loading(AirQualitySettings.Failure.Operation)
        case stations(AirQualitySettings.SearchStations.ViewModel)
        case nearbyStations(AirQualitySettings.FindNearbyStations.ViewModel)
        case chosenStation(AirQualitySettings.ChooseStation.ViewModel)
        case failure(AirQualitySettings.Failure.ViewModel)
        case route(AirQualityDestination)
    }

    private(set) var calls: [Call] = []

    func displayLoading(viewModel: AirQualitySettings.Failure.Operation) { calls.append(.loading(viewModel)) }
    func displayStations(viewModel: AirQualitySettings.SearchStations.ViewModel) { calls.append(.stations(viewModel)) }
    func displayNearbyStations(viewModel: AirQualitySettings.FindNearbyStations.ViewModel) {
        calls.append(.nearbyStations(viewModel))
    }
    func displayChosenStation(viewModel: AirQualitySettings.ChooseStation.ViewModel) {
        calls.append(.chosenStation(viewModel))
    }
    func displayFailure(viewModel: AirQualitySettings.Failure.ViewModel) { calls.append(.failure(viewModel)) }
    func display(route: AirQualityDestination) { calls.append(.route(route)) }
}
