import LiveWeb
import PresentationLayer

/// Settings: choosing a station. Two forms that work without JavaScript (search by name; the stations nearest
/// to a town), the list found, each station with a form that chooses it (a POST with the session's token),
/// the station shown before marked, and why Settings opened when the station chosen before is gone.
enum AirQualitySettingsPage {
    static let regionID = "air-quality-settings"

    /// What the page's forms carry besides what is typed.
    struct Forms: Sendable {
        var csrfToken: String
        var windowID: String
        /// The station shown before Settings opened, which the forms pass on.
        var currentStationName: String?
        /// Where a failed choice comes back to: this page's address.
        var returnPath: String
    }

    /// What was typed in the forms, which they show again.
    struct Typed: Sendable {
        var name: String?
        var town: String?
    }

    static func page(
        missingStationName: String?, typed: Typed, forms: Forms, region: LiveRegion.Markup, strings: Strings
    ) -> HTML {
        let missing: HTML =
            missingStationName.map { ScreenParts.notice(strings(AirQualityText.missing, $0), .failure) } ?? .empty
        // A station routed here as missing is also the one shown before: it is neither named current nor
        // offered as the way back, which would lead here again.
        let shownBefore = forms.currentStationName == missingStationName ? nil : forms.currentStationName
        let current: HTML =
            shownBefore.map { "<p class=\"aq-current-station\">\(strings(AirQualityText.current, $0))</p>" } ?? .empty
        let back = AirQualityPaths.path(for: .measurements(stationName: shownBefore))
        let byName = form(
            field: "name", id: "aq-name", label: strings[AirQualityWords.stationName], value: typed.name,
            button: strings[AirQualityText.search], current: forms.currentStationName,
            autofocus: typed.name == nil && typed.town == nil)
        let byTown = form(
            field: "town", id: "aq-town", label: strings[AirQualityText.townLabel], value: typed.town,
            button: strings[AirQualityText.nearby], current: forms.currentStationName)
        return """
            <p class="aq-back"><a href="\(back)">← \(strings[AirQualityText.back])</a></p>
            <h1>\(strings[AirQualityWords.chooseStation])</h1>
            \(missing)\(current)
            <section class="aq-search" aria-label="\(strings[AirQualityText.forms])">\
            <p class="aq-hint">\(strings[AirQualityText.hint])</p>\
            \(byName)\(byTown)\
            </section>
            \(region)
            """
    }

    /// A GET form of one field, carrying the current station; `autofocus` puts the focus in it as the page opens
    /// (the first field, when nothing was searched yet).
    private static func form(
        field: String, id: String, label: String, value: String?, button: String, current: String?,
        autofocus: Bool = false
    ) -> HTML {
        let currentField: HTML =
            current.map { "<input type=\"hidden\" name=\"current\" value=\"\($0)\">" } ?? .empty
        return """
            <form class="aq-form" method="get" action="\(AirQualityPaths.settings)">\(currentField)\
            <label for="\(id)">\(label)</label><span class="aq-form-row">\
            <input type="search" id="\(id)" name="\(field)"\(HTML.attribute("value", value))\(HTML.attribute("autofocus", if: autofocus)) required>\
            <button type="submit">\(button)</button></span></form>
            """
    }

    /// The region for `state`.
    static func render(_ state: AirQualitySettingsView.State, forms: Forms, strings: Strings) -> HTML {
        switch state {
        case .idle:
            return .empty
        case .loading(let operation, let shown):
            let note =
                if case .choose = operation { strings[AirQualityText.saving] } else {
                    strings[SharedWords.searching]
                }
            return ScreenParts.loading(note)
                + (shown.map { results($0, forms: forms, strings: strings) } ?? .empty)
        case .loaded(let shown):
            return results(shown, forms: forms, strings: strings)
        case .failed(let failure, let shown):
            // A plain link, not an action: without JavaScript and with it, Retry loads the failed search again.
            let retry: HTML = """
                <a class="button retry" id="aq-retry" href="\(retryPath(failure.operation, forms: forms))">\
                \(strings[AirQualityText.retry])</a>
                """
            return ScreenParts.error(html: failureText(failure, strings: strings), retry: retry)
                + (shown.map { results($0, forms: forms, strings: strings) } ?? .empty)
        case .chosen(let chosen):
            let measurements = AirQualityPaths.path(for: .measurements(stationName: chosen.stationName))
            return ScreenParts.notice(strings(AirQualityText.chosen, chosen.stationName), .confirmation)
                + "<p><a href=\"\(measurements)\">\(strings[AirQualityText.seeMeasurements])</a></p>"
        }
    }

    /// The failure's words; a time in them (AirKorea's daily quota, used up until midnight in Korea) marked up
    /// to be written in the reader's zone (`ErrorMessage.html`). A choice fails on
    /// saving, which names no time.
    private static func failureText(_ failure: AirQualitySettings.Failure.ViewModel, strings: Strings) -> HTML {
        guard case .choose = failure.operation else {
            return failure.message.html(strings)
        }
        return "\(failure.text(strings))"
    }

    /// Without JavaScript, a retry loads the page of the failed search again (a failed choice, this page).
    private static func retryPath(_ operation: AirQualitySettings.Failure.Operation, forms: Forms) -> String {
        switch operation {
        case .search(let name): AirQualityPaths.settings(current: forms.currentStationName, name: name)
        case .nearby(let town): AirQualityPaths.settings(current: forms.currentStationName, town: town)
        case .choose: forms.returnPath
        }
    }

    private static func results(_ results: AirQualitySettingsView.Results, forms: Forms, strings: Strings) -> HTML {
        switch results {
        case .stations(let found):
            guard !found.stations.isEmpty else {
                let empty = found.isRomanized ? AirQualityText.noRomanizedStation : .noStation
                return ScreenParts.empty(strings(empty, found.name))
            }
            let heading = found.isRomanized ? AirQualityText.stationsRomanized : .stationsNamed
            return list(heading: strings(heading, found.name), found.stations, forms: forms, strings: strings)
        case .nearbyStations(let found):
            guard let town = found.town else {
                return ScreenParts.empty(strings(AirQualityText.noTown, found.townName))
            }
            guard !found.stations.isEmpty else {
                return ScreenParts.empty(strings(AirQualityText.noNearby, town.name))
            }
            return list(
                heading: strings(AirQualityText.nearTown, town.name, town.region), found.stations, forms: forms,
                strings: strings)
        }
    }

    private static func list(
        heading: String, _ stations: [AirQualitySettings.DisplayedStation], forms: Forms, strings: Strings
    ) -> HTML {
        """
        <h2 data-announce>\(heading)</h2>
        <ul class="aq-stations">\(stations.map { row($0, forms: forms, strings: strings) })</ul>
        """
    }

    /// A station: its name and address, its distance (nearby), and the form that chooses it (a secondary
    /// button, as every row has one); the station shown before is marked "Current" (and `aria-current`)
    /// instead, with nothing to choose.
    private static func row(
        _ station: AirQualitySettings.DisplayedStation, forms: Forms, strings: Strings
    ) -> HTML {
        let distance: HTML =
            station.distanceKm.map {
                "<span class=\"aq-distance\">\(strings(AirQualityText.distance, AirQualityFormat.kilometres($0)))</span>"
            } ?? .empty
        let current: HTML =
            station.isCurrent ? "<strong class=\"aq-current\">\(strings[AirQualityText.currentMark])</strong>" : .empty
        // English readers may not read Hangul, and a romanized search should show what it matched.
        let romanized: HTML =
            AirQualityStationName.romanized(station.name, for: strings.language)
            .map { "<span class=\"aq-romanized\"> (\($0))</span>" } ?? .empty
        return """
            <li class="aq-station-row"\(HTML.attribute("aria-current", station.isCurrent ? "true" : nil))>\
            <span class="aq-station-text"><span class="aq-station-name">\(station.name)</span>\(romanized) \(current)\
            <span class="aq-address">\(station.address)</span>\(distance)</span>\
            \(station.isCurrent ? .empty : chooseForm(station, forms: forms, strings: strings))</li>
            """
    }

    /// The form that chooses `station`.
    private static func chooseForm(
        _ station: AirQualitySettings.DisplayedStation, forms: Forms, strings: Strings
    ) -> HTML {
        let currentField: HTML =
            forms.currentStationName.map { "<input type=\"hidden\" name=\"current\" value=\"\($0)\">" } ?? .empty
        return """
            <form class="aq-choose" method="post" action="\(AirQualityPaths.chooseStation)">\
            <input type="hidden" name="_csrf" value="\(forms.csrfToken)">\
            <input type="hidden" name="window" value="\(forms.windowID)">\(currentField)\
            <input type="hidden" name="return" value="\(forms.returnPath)">\
            <input type="hidden" name="station" value="\(station.name)">\
            <button type="submit" class="secondary">\(strings[AirQualityText.choose])\
            <span class="visually-hidden"> \(station.name)</span></button></form>
            """
    }
}
