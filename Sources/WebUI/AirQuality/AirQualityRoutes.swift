import Foundation
import Hummingbird
import PresentationLayer

/// The air-quality scenes' pages, in Clean Swift VIP: the measurements at `/air-quality?station=…` (the saved
/// station without one), Settings at `/air-quality/settings` with its searches (`?name=…`, `?town=…`), and
/// the choice of a station, posted to `/air-quality/settings/station`, which answers `303` with the route
/// the Settings router made. Each page load is a window holding its scene's view (`AirQualityView`,
/// `AirQualitySettingsView`), which the configurators wire to an interactor, a presenter and a router; a page
/// whose view was routed elsewhere while it loaded answers `303` to that route.
public struct AirQualityRoutes: Sendable {
    private let configurator: AirQualityConfigurator
    private let settingsConfigurator: AirQualitySettingsConfigurator
    private let settling: SettlePolicy

    /// Creates the routes.
    /// - Parameters:
    ///   - worker: the scenes' way to the use cases.
    ///   - settling: how long a page waits for its data before it shows the loading state.
    public init(worker: AirQualityWorker, settling: SettlePolicy = SettlePolicy()) {
        configurator = AirQualityConfigurator(worker: worker)
        settingsConfigurator = AirQualitySettingsConfigurator(worker: worker)
        self.settling = settling
    }

    /// A station's form in Settings.
    private struct ChooseForm: Decodable {
        var station: String
        var window: String?
        var current: String?
        var `return`: String?
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
        routes.post(RouterPath(AirQualityPaths.chooseStation)) { request, context in
            try await choose(request: request, context: context)
        }
        return routes
    }

    private func measurements(request: Request, context: WebRequestContext) async throws -> Response {
        let station = try Self.parameter("station", of: request)
        let strings = context.strings
        return try await context.windowPage(for: request, settling: settling) { window, isNew in
            let view = view(in: window, stationName: station)
            if isNew {
                view.didOpen()
            }
            return view
        } show: { window, view in
            if let route = view.route {
                return .redirect(to: AirQualityPaths.path(for: route))
            }
            let address = AirQualityPaths.path(for: .measurements(stationName: view.requestedStationName))
            window.follow { address }
            let region = window.register(
                LiveRegion(id: AirQualityPage.regionID) {
                    AirQualityPage.render(view.state, address: address, route: view.route, strings: strings)
                })
            return WindowPage(title: AirQualityPage.title(view.state, strings: strings)) { region.html }
        }
    }

    private func settings(request: Request, context: WebRequestContext) async throws -> Response {
        let current = try Self.parameter("current", of: request)
        let missing = try Self.parameter("missing", of: request)
        let typed = AirQualitySettingsPage.Typed(
            name: try Self.parameter("name", of: request), town: try Self.parameter("town", of: request))
        let strings = context.strings
        let csrfToken = context.session?.csrfToken ?? ""
        return try await context.windowPage(for: request, settling: settling) { window, isNew in
            let view = settingsView(in: window, current: current, missing: missing)
            if isNew, let name = typed.name {
                view.didSearch(name: name)
            } else if isNew, let town = typed.town {
                view.didLookUpNearby(townName: town)
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
            return WindowPage(title: strings[AirQualityText.chooseStation]) {
                AirQualitySettingsPage.page(
                    missingStationName: missingStationName, typed: typed, forms: forms, region: region,
                    strings: strings)
            }
        }
    }

    /// Chooses a station through the page's window (or, for a window that is gone, a new one), and answers
    /// once it is saved: `303` to the route the Settings router made, or back to Settings, which shows why not.
    private func choose(request: Request, context: WebRequestContext) async throws -> Response {
        let form = try await request.decode(as: ChooseForm.self, context: context)
        let station = form.station.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !station.isEmpty, station.utf8.count <= AirQualityWorker.maximumStationNameLength,
            (form.current?.utf8.count ?? 0) <= AirQualityWorker.maximumStationNameLength
        else { throw HTTPError(.badRequest) }
        let current = form.current.flatMap { $0.isEmpty ? nil : $0 }
        let (view, windowID) = try await context.withSession { session in
            let window = form.window.flatMap { session.window(id: $0) } ?? session.openWindow()
            let view = settingsView(in: window, current: current, missing: nil)
            view.didChoose(stationName: station)
            return (view, window.id)
        }
        await view.settled()
        if let route = await view.route {
            return Response.redirect(to: AirQualityPaths.path(for: route), type: .normal)
        }
        let back = LocalPath.adding("window", windowID, to: LocalPath.validated(form.return))
        return Response.redirect(to: back, type: .normal)
    }

    @MainActor
    private func view(in window: Window, stationName: String?) -> AirQualityView {
        window.viewModel(key: "airQuality") { AirQualityView(configurator: configurator, stationName: stationName) }
    }

    @MainActor
    private func settingsView(in window: Window, current: String?, missing: String?) -> AirQualitySettingsView {
        window.viewModel(key: "airQuality.settings") {
            AirQualitySettingsView(
                configurator: settingsConfigurator, currentStationName: current, missingStationName: missing)
        }
    }

    /// A query parameter's text, trimmed; nil when absent or blank.
    /// - Throws: `400` for text over `AirQualityWorker.maximumStationNameLength` (every parameter here names a
    ///   station, a town or a search), which no station has, so no address made from it grows without bound.
    private static func parameter(_ name: String, of request: Request) throws -> String? {
        guard let value = request.uri.queryParameters[Substring(name)] else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.utf8.count <= AirQualityWorker.maximumStationNameLength else { throw HTTPError(.badRequest) }
        return trimmed.isEmpty ? nil : trimmed
    }
}
