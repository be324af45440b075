import Foundation
import Hummingbird
import LiveWeb
import PresentationLayer

/// The air-quality scenes' pages, in Clean Swift VIP: the measurements at `/air-quality?station=…` (the saved
/// station without one), Settings at `/air-quality/settings` with its searches (`?name=…`, `?town=…`), and
/// the choice of a station, posted to `/air-quality/settings/station`, which answers `303` with the route
/// the Settings router made. Each page load is a window holding its scene's view (`AirQualityView`,
/// `AirQualitySettingsView`), which the configurators wire to an interactor, a presenter and a router; a page
/// whose view was routed elsewhere while it loaded answers `303` to that route.
public struct AirQualityWebRoutes: Sendable {
    private let configurator: AirQualityConfigurator
    private let settingsConfigurator: AirQualitySettingsConfigurator
    private let saveWait: Duration

    /// Creates the routes.
    /// - Parameters:
    ///   - worker: the scenes' way to the use cases.
    ///   - saveWait: how long a station's choice waits for its save (on the page wait's clock) before it
    ///     answers with Settings in its window, which shows "Saving…" and then leads on to the station.
    public init(worker: AirQualityWorker, saveWait: Duration = .seconds(5)) {
        configurator = AirQualityConfigurator(worker: worker)
        settingsConfigurator = AirQualitySettingsConfigurator(worker: worker)
        self.saveWait = saveWait
    }

    /// A station's form in Settings.
    private struct ChooseForm: Decodable {
        var station: String
        var window: String?
        var current: String?
        var `return`: String?

        /// The station chosen (trimmed) and the one shown before (nil when blank); nil when either names no
        /// station (blank, or over `AirQualityWorker.maximumStationNameLength`).
        var choice: (station: String, current: String?)? {
            let station = station.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !station.isEmpty, station.utf8.count <= AirQualityWorker.maximumStationNameLength,
                (current?.utf8.count ?? 0) <= AirQualityWorker.maximumStationNameLength
            else { return nil }
            return (station, current.flatMap { $0.isEmpty ? nil : $0 })
        }
    }

    /// The routes, for `router.addRoutes(_:)`.
    public var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get(RouterPath(AirQualityPaths.measurements)) { request, context in
            try await measurements(request: request, context: context)
        }
        routes.post(RouterPath(AirQualityPaths.refresh)) { request, context in
            try await context.windowAction(request) { window in view(in: window, stationName: nil).didTapRefresh() }
        }
        routes.get(RouterPath(AirQualityPaths.settings)) { request, context in
            try await settings(request: request, context: context)
        }
        routes.postForm(
            AirQualityPaths.chooseStation, question: { fields, context in Self.chooseQuestion(fields, context.strings) }
        ) { request, context in
            try await choose(request: request, context: context)
        }
        return routes
    }

    /// What a refused Choose asks: whether to choose the station it names; `nil` (the general question) for none.
    static func chooseQuestion(_ fields: [FormField], _ strings: Strings) -> String? {
        let station = fields.value("station")
        return station.isEmpty ? nil : strings(AirQualityText.confirmStation, station)
    }

    /// The measurements; an address with text longer than any station's name is refused (`400`).
    private func measurements(request: Request, context: WebRequestContext) async throws -> Response {
        guard case .measurements(let station)? = AirQualityPaths.destination(from: SceneAddress(request.uri)) else {
            throw HTTPError(.badRequest)
        }
        let strings = context.strings
        let refreshing = AirQualityPaths.isRefreshing(SceneAddress(request.uri))
        return try await context.windowPage(for: request) { window, isNew in
            let view = view(in: window, stationName: station)
            if isNew {
                view.didOpen(refreshing: refreshing)
            }
            return view
        } show: { window, view in
            if let route = view.route {
                return .redirect(to: AirQualityPaths.path(for: route))
            }
            let address = AirQualityPaths.path(for: .measurements(stationName: view.requestedStationName))
            window.follow { address }
            if refreshing {
                // The location shows Refresh's address: the live stream puts the page's own in its place, so a
                // reload or a copied link does not ask AirKorea again.
                window.shownAddress = AirQualityPaths.refreshing(address)
            }
            let region = window.register(
                LiveRegion(id: AirQualityPage.regionID) {
                    AirQualityPage.render(view.state, address: address, route: view.route, strings: strings)
                })
            return WindowPage(title: AirQualityPage.title(view.state, strings: strings)) { region.html }
        }
    }

    /// Settings; an address with text longer than any station's name is refused (`400`).
    private func settings(request: Request, context: WebRequestContext) async throws -> Response {
        let address = SceneAddress(request.uri)
        guard case .settings(let current, let missing, _)? = AirQualityPaths.destination(from: address),
            let search = AirQualityPaths.search(from: address)
        else { throw HTTPError(.badRequest) }
        let typed = AirQualitySettingsPage.Typed(name: search.name, town: search.town)
        let strings = context.strings
        let csrfToken = context.session?.csrfToken ?? ""
        return try await context.windowPage(for: request) { window, isNew in
            let view = settingsView(in: window, current: current, missing: missing)
            if isNew {
                view.didOpen(name: typed.name, town: typed.town)
            }
            return view
        } show: { window, view in
            if let route = view.route {
                return .redirect(to: AirQualityPaths.path(for: route))
            }
            let address = AirQualityPaths.settings(
                current: view.currentStationName, missing: view.missingStationName, name: typed.name,
                town: typed.town)
            window.follow { address }
            let forms = AirQualitySettingsPage.Forms(
                csrfToken: csrfToken, windowID: window.id, currentStationName: view.currentStationName,
                returnPath: address)
            let region = window.register(
                LiveRegion(id: AirQualitySettingsPage.regionID) {
                    AirQualitySettingsPage.render(view.state, forms: forms, strings: strings)
                })
            let missingStationName = view.missingStationName
            return WindowPage(title: strings[AirQualityWords.chooseStation]) {
                AirQualitySettingsPage.page(
                    missingStationName: missingStationName, typed: typed, forms: forms, region: region,
                    strings: strings)
            }
        }
    }

    /// Chooses a station through the page's window (or, for a window that is gone, a new one), and answers
    /// once it is saved, or after `saveWait` at most: `303` to the route the Settings router made, else back to
    /// Settings in that window, which shows why not (or "Saving…", and then leads on to the route).
    private func choose(request: Request, context: WebRequestContext) async throws -> Response {
        let form = try await request.decode(as: ChooseForm.self, context: context)
        guard let choice = form.choice else { throw HTTPError(.badRequest) }
        let saving = SettlePolicy(timeout: saveWait, clock: context.settling.clock)
        let (route, windowID) = try await choose(choice, window: form.window, saving: saving, context: context)
        let back = LocalPath.adding("window", windowID, to: LocalPath.validated(form.return))
        return Response.redirect(to: route.map(AirQualityPaths.path(for:)) ?? back, type: .normal)
    }

    /// Puts `choice` to the Settings view of window `windowID` (a new window when that one is gone), and
    /// returns where its router sent it once saved (nil when the save failed or is still running) and the
    /// window.
    @MainActor
    private func choose(
        _ choice: (station: String, current: String?), window windowID: String?, saving: SettlePolicy,
        context: WebRequestContext
    ) async throws -> (route: AirQualityDestination?, windowID: String) {
        await context.openPendingWindow(windowID)
        let (view, window) = try context.withSession { session in
            let window = windowID.flatMap { session.window(id: $0) } ?? session.openWindow()
            return (settingsView(in: window, current: choice.current, missing: nil), window)
        }
        view.didChoose(stationName: choice.station)
        await saving.wait(for: view)
        return (view.route, window.id)
    }

    @MainActor
    private func view(in window: Window, stationName: String?) -> AirQualityView {
        window.viewModel { AirQualityView(configurator: configurator, stationName: stationName) }
    }

    @MainActor
    private func settingsView(in window: Window, current: String?, missing: String?) -> AirQualitySettingsView {
        window.viewModel {
            AirQualitySettingsView(
                configurator: settingsConfigurator, currentStationName: current, missingStationName: missing)
        }
    }
}
