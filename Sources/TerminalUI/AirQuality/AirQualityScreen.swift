import PresentationLayer

/// (A placeholder of the screen's public shape, until the screen lands.)
@MainActor
public final class AirQualityScreen: TerminalScreen {
    public let title = "AirQuality"

    public init(worker: AirQualityWorker, strings: Strings) {}

    public func draw(in body: inout ScreenBuffer) {}

    public func handle(_ key: Key) -> TerminalNavigation { .ignored }
}
