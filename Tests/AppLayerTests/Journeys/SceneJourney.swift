import Testing

/// A scene's main journey, written once and walked through both View rings, each by its own driver
/// (``WebRingDriver``, ``TerminalRingDriver``): what a user does and what the screen shows after each step, in
/// words either ring uses. The two rings drive the same view models, so a journey that passes in one and fails in
/// the other is a ring that behaves differently.
struct SceneJourney: Sendable, CustomTestStringConvertible {
    /// The scene and what the journey does in it.
    let name: String
    /// Whether the app runs in the real phase against a staging API the journey sets faults on (its `upstream`
    /// steps), rather than on bundled data.
    var upstream = false
    /// Where the journey starts: a web address, opened as a browser opens it and as `strata tui --open` does, at
    /// the step without an action (`opened`), after the upstream's faults set before it.
    let start: String
    let steps: [Step]

    var testDescription: String { name }

    /// What a user does.
    enum Action: Sendable, CustomStringConvertible {
        /// Types `text` in the screen's search field and submits it.
        case search(String)
        /// Asks for the list's next page (Load more, Next, or the end of the list).
        case nextPage
        /// Opens the row showing `text`.
        case open(String)
        /// Sets or removes the star of the user `login`, on a list or on the profile shown.
        case star(login: String)
        /// Goes to the user's bookmarks.
        case bookmarks
        /// Goes from the measurements to choosing a station.
        case changeStation
        /// Chooses the station named `name` among those the search found.
        case choose(station: String)
        /// Makes every later call to `path` on the staging API fail with `fault` (`status=500`), or answer
        /// again (`nil`): what a user meets, not what they do.
        case upstream(fault: String?, path: String)
        /// Retry, where a failure offers it.
        case retry

        var description: String {
            switch self {
            case .search(let text): "search “\(text)”"
            case .nextPage: "next page"
            case .open(let text): "open “\(text)”"
            case .star(let login): "star \(login)"
            case .bookmarks: "bookmarks"
            case .changeStation: "change station"
            case .choose(let station): "choose \(station)"
            case .upstream(let fault, let path): "upstream \(path): \(fault ?? "answers")"
            case .retry: "retry"
            }
        }
    }

    /// An action, then what the screen shows once it is done.
    struct Step: Sendable {
        let action: Action?
        /// The screen's web address, as both rings name it (the web ring's `window`, `row` and `refresh` left out:
        /// they tell which tab, which row to scroll to and what a link without JavaScript does, not which screen).
        var address: String?
        /// Texts the screen shows.
        var shows: [String] = []
        /// Texts it does not show.
        var hides: [String] = []
    }
}

extension SceneJourney.Step {
    /// The journey's start, before any action.
    static func opened(address: String? = nil, shows: [String] = [], hides: [String] = []) -> Self {
        Self(action: nil, address: address, shows: shows, hides: hides)
    }

    init(_ action: SceneJourney.Action, address: String? = nil, shows: [String] = [], hides: [String] = []) {
        self.init(action: action, address: address, shows: shows, hides: hides)
    }
}

/// One View ring driven as a user drives it: a step's action, then what its screen shows.
@MainActor
protocol RingDriver {
    /// Opens `address`, as a browser opens it and as `strata tui --open` does.
    func open(_ address: String) async throws
    /// Performs `action` as a user of this ring would.
    func perform(_ action: SceneJourney.Action) async throws
    /// Returns once the screen shows what `step` expects; a driver that cannot wait for it (a page already
    /// complete) records what differs.
    func expect(_ step: SceneJourney.Step) async throws
}

extension SceneJourney {
    /// 중구, as both rings write it in an address.
    static let jungGu = "%EC%A4%91%EA%B5%AC"

    /// Each scene's main journeys.
    static let all: [SceneJourney] = [
        SceneJourney(
            name: "Movies: search, the next page, a movie's details",
            start: "/movies",
            steps: [
                .opened(address: "/movies"),
                .init(.search("star"), address: "/movies?query=star", shows: ["Casimir and the Hidden Starling"]),
                .init(.nextPage, address: "/movies?query=star&pages=2", shows: ["Priya and the Endless Star"]),
                .init(
                    .open("The Last Starfall"), address: "/movies/12221?query=star&pages=2",
                    shows: ["The Last Starfall"]),
            ]),
        SceneJourney(
            name: "Movies: a failed search, then Retry",
            upstream: true,
            start: "/movies",
            steps: [
                .opened(address: "/movies"),
                .init(.upstream(fault: "status=500", path: "/3/search/movie")),
                .init(
                    .search("space"), address: "/movies?query=space",
                    shows: ["The service is having trouble. Try again in a moment."]),
                .init(.upstream(fault: nil, path: "/3/search/movie")),
                .init(
                    .retry, address: "/movies?query=space", shows: ["Space Adventure 1"],
                    hides: ["The service is having trouble"]),
            ]),
        SceneJourney(
            name: "Pokémon: the next page, a Pokémon's details",
            start: "/pokemon",
            steps: [
                .opened(address: "/pokemon", shows: ["Bulbasaur"]),
                .init(.nextPage, address: "/pokemon?offset=10", shows: ["Metapod"], hides: ["Bulbasaur"]),
                .init(.nextPage, address: "/pokemon?offset=20", shows: ["Pikachu"], hides: ["Metapod"]),
                .init(.open("Pikachu"), address: "/pokemon/pikachu", shows: ["Pikachu", "Electric"]),
            ]),
        SceneJourney(
            name: "GitHub users: a star, the bookmarks, the star removed",
            start: "/users",
            steps: [
                .opened(address: "/users", shows: ["elliot-tanaka", "novaka"]),
                .init(.star(login: "novaka"), address: "/users", shows: ["Added to bookmarks"]),
                .init(.bookmarks, address: "/users/bookmarks", shows: ["novaka"], hides: ["elliot-tanaka"]),
                .init(
                    .star(login: "novaka"), address: "/users/bookmarks",
                    shows: ["Removed novaka from bookmarks", "No bookmarks yet"]),
            ]),
        SceneJourney(
            name: "Air quality: a station searched and chosen",
            start: "/air-quality",
            steps: [
                .opened(address: "/air-quality", shows: ["종로구"]),
                .init(.changeStation, address: "/air-quality/settings?current=%EC%A2%85%EB%A1%9C%EA%B5%AC"),
                .init(
                    .search("중구"), address: "/air-quality/settings?current=%EC%A2%85%EB%A1%9C%EA%B5%AC&name=\(jungGu)",
                    shows: ["중구"]),
                .init(.choose(station: "중구"), address: "/air-quality?station=\(jungGu)", shows: ["중구"]),
            ]),
        SceneJourney(
            name: "Pokémon: a failed next page, then Retry",
            upstream: true,
            start: "/pokemon",
            steps: [
                .opened(address: "/pokemon", shows: ["Bulbasaur"]),
                .init(.upstream(fault: "status=500", path: "/api/v2/pokemon")),
                .init(.nextPage, shows: ["The service is having trouble. Try again in a moment."]),
                .init(.upstream(fault: nil, path: "")),
                .init(
                    .retry, address: "/pokemon?offset=10", shows: ["Pokemon 11"],
                    hides: ["The service is having trouble"]),
            ]),
        SceneJourney(
            name: "GitHub users: a failed first page, then Retry",
            upstream: true,
            start: "/users",
            steps: [
                .init(.upstream(fault: "status=500", path: "/users")),
                .opened(address: "/users", shows: ["The service is having trouble. Try again in a moment."]),
                .init(.upstream(fault: nil, path: "")),
                .init(
                    .retry, address: "/users", shows: ["mojombo", "defunkt"], hides: ["The service is having trouble"]),
            ]),
        SceneJourney(
            name: "Air quality: failed measurements, then Retry",
            upstream: true,
            start: "/air-quality",
            steps: [
                .init(.upstream(fault: "status=500", path: "/B552584/ArpltnInforInqireSvc")),
                .opened(address: "/air-quality", shows: ["The service is having trouble. Try again in a moment."]),
                .init(.upstream(fault: nil, path: "")),
                .init(.retry, address: "/air-quality", shows: ["PM10"], hides: ["The service is having trouble"]),
            ]),
        SceneJourney(
            name: "My groups: failed groups, then Retry",
            upstream: true,
            start: "/groups",
            steps: [
                .init(.upstream(fault: "status=500", path: "/groups")),
                .opened(address: "/groups", shows: ["The service is having trouble"]),
                .init(.upstream(fault: nil, path: "")),
                .init(.retry, address: "/groups", shows: ["Hiking club"], hides: ["The service is having trouble"]),
            ]),
        SceneJourney(
            name: "My groups: the groups",
            start: "/groups",
            steps: [.opened(address: "/groups", shows: ["Swift Study Seoul"])]),
    ]
}
