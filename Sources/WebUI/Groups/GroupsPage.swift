import LiveWeb
import PresentationLayer

/// The My groups page: a heading and the live grid of group cards.
enum GroupsPage {
    /// The live region's id and the session key of the view model.
    static let regionID = "groups"

    static func page(region: LiveRegion.Markup, strings: Strings) -> HTML {
        """
        <h1>\(strings[GroupsWords.title])</h1>
        <p class="intro">\(strings[GroupsText.intro])</p>
        \(region)
        """
    }

    /// The row for `state`: a status line, an error with a retry button, and the cards. Remembered by state and
    /// language: every window shows the same groups.
    static func row(_ state: MyGroupListViewModel.State, strings: Strings = .en) -> HTML {
        rows.html(state, in: strings.language) { renderRow(state, strings: strings) }
    }

    private static let rows = Memo<RenderKey<MyGroupListViewModel.State>, HTML>(capacity: 64)

    private static func renderRow(_ state: MyGroupListViewModel.State, strings: Strings) -> HTML {
        switch state.status {
        case .idle:
            return loading(strings)
        case .loading where state.items.isEmpty:
            return loading(strings)
        case .loading:
            // The cards shown stay while they load again, under a spinner rather than skeleton cards.
            return ScreenParts.loading(strings[GroupsText.loading]) + cards(state.items, strings: strings)
        case .loaded:
            return state.isEmpty ? ScreenParts.empty(strings[GroupsText.empty]) : cards(state.items, strings: strings)
        case .failed(let message, _):
            let retry = ScreenParts.retry(
                strings[GroupsText.retry], href: GroupsPaths.list, action: GroupsPaths.retry, id: "groups-retry")
            return """
                \(ScreenParts.error(message.text(strings), retry: retry))\
                \(cards(state.items, strings: strings))
                """
        }
    }

    /// Skeleton cards while there are none yet.
    private static func loading(_ strings: Strings) -> HTML {
        ScreenParts.skeleton(strings[GroupsText.loading], shape: .card)
    }

    /// The cards in a grid that wraps to the page's width, so every card shows as the page scrolls down.
    private static func cards(_ items: [MyGroupItemViewModel], strings: Strings) -> HTML {
        guard !items.isEmpty else { return .empty }
        let created = strings[GroupsWords.created]
        let cards = items.map { item -> HTML in
            let day = GroupsWords.day(item.date)
            let lang = HTML.attribute("lang", language(of: item.name, on: strings.language))
            return """
                <li class="group-card"><img src="\(GroupsPaths.image(groupID: item.id))" \
                alt="" width="130" height="130" loading="lazy"><h2 class="group-name"\(lang)>\(item.name)</h2>\
                <p class="group-date">\(created) <time datetime="\(day.year)-\(day.month)-\(day.day)">\
                \(strings.groupDate(day: day))</time></p></li>
                """
        }
        return """
            <ul class="group-grid" aria-label="\(strings[GroupsWords.title])">\(HTML.joined(cards))</ul>
            """
    }

    /// The `lang` of a group's name on a page in `page`: Korean for a name written in Hangul on a page that is
    /// not Korean, else none (a name in Latin letters is a proper name, read as the page reads it).
    static func language(of name: String, on page: Language) -> String? {
        guard page != .ko else { return nil }
        let isHangul = name.unicodeScalars.contains { scalar in
            (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
                || (0x3130...0x318F).contains(scalar.value)
        }
        return isHangul ? Language.ko.rawValue : nil
    }
}
