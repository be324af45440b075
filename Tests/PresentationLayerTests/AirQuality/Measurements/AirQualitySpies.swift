import PresentationLayer

/// Records what the Air quality interactor presents, in order (Clean Swift's presenter spy).
@MainActor
final class AirQualityPresentationSpy: AirQualityPresentationLogic {
    enum Call: Equatable {
        case loading(AirQuality.Loading.Response)
        case measurements(AirQuality.FetchMeasurements.Response)
        case failure(AirQuality.Failure.Response)
        case stationMissing(AirQuality.StationMissing.Response)
    }

    private(set) var calls: [Call] = []

    func presentLoading(response: AirQuality.Loading.Response) { calls.append(.loading(response)) }
    func presentMeasurements(response: AirQuality.FetchMeasurements.Response) { calls.append(.measurements(response)) }
    func presentFailure(response: AirQuality.Failure.Response) { calls.append(.failure(response)) }
    func presentStationMissing(response: AirQuality.StationMissing.Response) { calls.append(.stationMissing(response)) }
}

/// Records what the Air quality presenter and router ask the display to show, in order (Clean Swift's display
/// spy).
@MainActor
final class AirQualityDisplaySpy: AirQualityDisplayLogic {
    enum Call: Equatable {
        case loading(AirQuality.Loading.ViewModel)
        case measurements(AirQuality.FetchMeasurements.ViewModel)
        case failure(AirQuality.Failure.ViewModel)
        case stationMissing(AirQuality.StationMissing.ViewModel)
        case route(AirQualityDestination)
    }

    private(set) var calls: [Call] = []

    /// The measurements shown last, which a failure or a loading after them leaves on the page.
    var shownMeasurements: AirQuality.FetchMeasurements.ViewModel? {
        calls.lazy.compactMap { call in
            if case .measurements(let viewModel) = call { viewModel } else { nil }
        }.last
    }

    func displayLoading(viewModel: AirQuality.Loading.ViewModel) { calls.append(.loading(viewModel)) }
    func displayMeasurements(viewModel: AirQuality.FetchMeasurements.ViewModel) {
        calls.append(.measurements(viewModel))
    }
    func displayFailure(viewModel: AirQuality.Failure.ViewModel) { calls.append(.failure(viewModel)) }
    func displayStationMissing(viewModel: AirQuality.StationMissing.ViewModel) {
        calls.append(.stationMissing(viewModel))
    }
    func display(route: AirQualityDestination) { calls.append(.route(route)) }
}
