import PresentationLayer

/// The terminal ring's own words, in `Terminal.xcstrings`: the app's title bar, status line and help, what each
/// key does, and each scene's screens' text around what the view models word. The view models' messages and
/// dates come from PresentationLayer (`MessageText`, `Strings.date`, `Strings.number`); the web ring's catalogues
/// give the Korean wording these follow.
enum TerminalText: String, LocalizedKey {
    // MARK: The app: its title bar, status line, help and the scene list

    case tooSmall = "app.tooSmall"
    case helpKeys = "app.help.keys"
    case helpClose = "app.help.close"
    case scenes = "app.scenes"
    case loading = "app.loading"
    case retryLine = "app.retryLine"

    // MARK: What a key does, in the status line and the help

    case move = "key.move"
    case open = "key.open"
    case next = "key.next"
    case search = "key.search"
    case back = "key.back"
    case help = "key.help"
    case quit = "key.quit"
    case retry = "key.retry"
    case refresh = "key.refresh"
    case scroll = "key.scroll"
    case details = "key.details"
    case page = "key.page"
    case select = "key.select"
    case star = "key.star"
    case starUnstar = "key.starUnstar"
    case bookmarks = "key.bookmarks"
    case recentSearches = "key.recentSearches"
    case removeRecentSearch = "key.removeRecentSearch"
    case leaveField = "key.leaveField"
    case leaveTheField = "key.leaveTheField"
    case changeStation = "key.changeStation"
    case stations = "key.stations"
    case choose = "key.choose"
    case name = "key.name"

    // MARK: Movies

    case moviesTitle = "movies.title"
    case movie = "movies.movie"
    case moviesSearchLabel = "movies.searchLabel"
    case moviesPressToType = "movies.pressToType"
    case moviesRecentSearches = "movies.recentSearches"
    case moviesTypeHint = "movies.typeHint"
    case moviesSearchHint = "movies.searchHint"
    case moviesSearching = "movies.searching"
    case moviesNoResults = "movies.noResults"
    case moviesPosition = "movies.position"
    case moviesLoadingMore = "movies.loadingMore"
    case moviesMore = "movies.more"
    case moviesEnd = "movies.end"
    case moviesNoYear = "movies.noYear"
    case moviesLoadingMovie = "movies.loadingMovie"
    case moviesNotFound = "movies.notFound"
    case moviesNotFoundMessage = "movies.notFoundMessage"
    case moviesReleaseDate = "movies.releaseDate"
    case moviesToBeAnnounced = "movies.toBeAnnounced"
    case moviesHours = "movies.hours"
    case moviesMinutes = "movies.minutes"
    case moviesHoursMinutes = "movies.hoursMinutes"

    // MARK: Pokémon

    case pokemonTitle = "pokemon.title"
    case pokemonRange = "pokemon.range"
    case pokemonRangeNone = "pokemon.rangeNone"
    case pokemonPrevious = "pokemon.previous"
    case pokemonNext = "pokemon.next"
    case pokemonLoadingNamed = "pokemon.loadingNamed"
    case pokemonNotFound = "pokemon.notFound"
    case pokemonNotFoundMessage = "pokemon.notFoundMessage"
    case pokemonTypes = "pokemon.types"
    case pokemonSize = "pokemon.size"
    case pokemonBaseStats = "pokemon.baseStats"
    case pokemonAbilities = "pokemon.abilities"
    case pokemonHidden = "pokemon.hiddenAbility"

    // MARK: Pokémon types

    // MARK: My groups

    case groupsTitle = "groups.title"
    case groupsLoading = "groups.loading"
    case groupsEmpty = "groups.empty"
    case groupsDate = "groups.date"

    // MARK: GitHub users

    case usersTitle = "users.title"
    case usersBookmarks = "users.bookmarks"
    case usersTypeUser = "users.typeUser"
    case usersTypeOrganization = "users.typeOrganization"
    case usersTypeBot = "users.typeBot"
    case usersStaff = "users.staff"
    case usersAdded = "users.added"
    case usersRemoved = "users.removed"
    case usersStarNotSaved = "users.starNotSaved"
    case usersUnstarNotSaved = "users.unstarNotSaved"
    case usersEmpty = "users.empty"
    case usersLoading = "users.loading"
    case usersLoadingMore = "users.loadingMore"
    case usersRefreshing = "users.refreshing"
    case usersEnd = "users.end"
    case usersCount = "users.count"
    case usersNoBookmarks = "users.noBookmarks"
    case usersLoadingBookmarks = "users.loadingBookmarks"
    case usersOneBookmark = "users.oneBookmark"
    case usersBookmarkCount = "users.bookmarkCount"
    case usersOlderBookmarks = "users.olderBookmarks"
    case usersLoadingProfile = "users.loadingProfile"
    case usersNotFound = "users.notFound"
    case usersCompany = "users.company"
    case usersLocation = "users.location"
    case usersBlog = "users.blog"
    case usersEmail = "users.email"
    case usersFollowers = "users.followers"
    case usersFollowing = "users.following"
    case usersRepositories = "users.repos"

    // MARK: Air quality

    case airQualityTitle = "airQuality.title"
    case airQualityLoadingStation = "airQuality.loadingStation"
    case airQualityNoMeasurements = "airQuality.noMeasurements"
    case airQualityMeasured = "airQuality.measured"
    case airQualitySavedCopy = "airQuality.savedCopy"
    case airQualityLast24Hours = "airQuality.last24Hours"
    case airQualityDateTime = "airQuality.dateTime"
    case good = "airQuality.grade.good"
    case moderate = "airQuality.grade.moderate"
    case bad = "airQuality.grade.bad"
    case veryBad = "airQuality.grade.veryBad"
    case noGrade = "airQuality.noGrade"
    case chooseStation = "airQuality.chooseStation"
    case settingsMissing = "airQuality.settings.missing"
    case settingsShowing = "airQuality.settings.showing"
    case settingsStationName = "airQuality.settings.stationName"
    case settingsSearching = "airQuality.settings.searching"
    case settingsLookingUp = "airQuality.settings.lookingUp"
    case settingsSaving = "airQuality.settings.saving"
    case settingsChosen = "airQuality.settings.chosen"
    case settingsNoStation = "airQuality.settings.noStation"
    case settingsStationsNamed = "airQuality.settings.stationsNamed"
    case settingsNoNearby = "airQuality.settings.noNearby"
    case settingsStationsNear = "airQuality.settings.stationsNear"
    case settingsCurrent = "airQuality.settings.current"
    case settingsDistance = "airQuality.settings.distance"

    static let catalogue = StringCatalogue.load("Terminal", from: .module)
}

extension KeyHelp {
    /// A key and what it does, worded in `strings`' language: `KeyHelp("/", .search, strings)`.
    init(_ key: String, _ action: TerminalText, _ strings: Strings) {
        self.init(key, strings[action])
    }

    /// `r`, in the keys while something failed: the key ``StatusLines/retry(_:)`` names.
    static func retry(_ strings: Strings) -> KeyHelp {
        KeyHelp("r", .retry, strings)
    }
}
