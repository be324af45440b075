import DomainLayer
import PresentationLayer
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUI

/// The call a key makes, as "How this screen was made" names a load: the view model's or, in Clean Swift, the
/// scene's interactor (or its router), never the key.
@MainActor
@Suite struct ViewModelCallTests {
    let useCases = FakeAirQualityUseCases()

    init() {
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        useCases.searches.answers.answer(
            "종로", with: .success([AirQualityFixtures.jongnoGu, AirQualityFixtures.jongno]))
    }

    /// `type.operation`, as the trace writes it; nil when the key's call cannot be told.
    func call(_ screen: any ViewModelScreen, _ key: Key) -> String? {
        screen.viewModelCall(for: key).map { "\(String(describing: $0.type)).\($0.operation)" }
    }

    @Test func airQualitysKeysNameTheInteractorOfTheSceneShownOrItsRouter() async {
        let screen = AirQualityScreen(worker: useCases.worker, strings: .en)
        await screen.settled()
        #expect(String(describing: screen.viewModelType) == "AirQualityInteractor")
        #expect(call(screen, .character("r")) == "AirQualityInteractor.refresh")
        #expect(call(screen, .character("c")) == "AirQualityRouter.routeToSettings")
        #expect(call(screen, .down) == nil)

        _ = screen.handle(.character("c"))
        #expect(String(describing: screen.viewModelType) == "AirQualitySettingsInteractor")
        // In the field, Enter searches; in the stations found, it chooses one.
        #expect(call(screen, .enter) == "AirQualitySettingsInteractor.searchStations")
        #expect(call(screen, .character("x")) == nil)
        for character in "종로" { _ = screen.handle(.character(character)) }
        _ = screen.handle(.enter)
        await screen.settled()
        #expect(call(screen, .enter) == "AirQualitySettingsInteractor.chooseStation")
        // Nothing failed: Retry has nothing to ask again.
        #expect(call(screen, .character("r")) == nil)
    }
}
