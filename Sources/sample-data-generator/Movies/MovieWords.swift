/// Invented word lists the movie titles and overviews are composed from; no real synopsis is ever used.
///
/// The filler words avoid the search keywords' letters in a row ("clover" holds "love", "mustard" holds
/// "star"), so the keyword counts stay under the generator's control.
enum MovieWords {
    /// The themes that give the catalogue multi-page queries, with the title words that carry them.
    static let themes: [(probability: Double, words: [String])] = [
        (0.19, ["Star", "Stars", "Starlight", "Stardust", "Starfall", "Starling"]),
        (0.19, ["Night", "Nights", "Midnight", "Nightfall", "Knight", "Nightingale"]),
        (0.16, ["City"]),
        (0.15, ["Love", "Lovers", "Loveless", "Beloved"]),
    ]

    static let adjectives = [
        "Silent", "Crimson", "Hollow", "Golden", "Broken", "Hidden", "Distant", "Electric", "Frozen", "Wild",
        "Paper", "Glass", "Velvet", "Iron", "Burning", "Quiet", "Lost", "Secret", "Endless", "Restless",
        "Winter", "Summer", "Neon", "Silver", "Northern", "Faded", "Bright", "Wandering", "Little", "Sleeping",
        "Borrowed", "Painted", "Falling", "Second", "Last", "Forgotten", "Amber", "Scarlet", "Copper", "Open",
    ]

    static let nouns = [
        "River", "Garden", "Harbour", "Mirror", "Signal", "Engine", "Orchard", "Kingdom", "Lantern", "Horizon",
        "Echo", "Shadow", "Tide", "Compass", "Voyage", "Frontier", "Circus", "Letter", "Bridge", "Island",
        "Machine", "Forest", "Storm", "Crown", "Thread", "Window", "Highway", "Ember", "Orbit", "Canyon",
        "Clockwork", "Winter", "Parade", "Archive", "Meadow", "Tower", "Anthem", "Ferry", "Summit", "Carousel",
    ]

    static let places = [
        "Marlow Bay", "Kestrel Point", "the Valley", "Old Town", "Ashford", "Port Verity", "the North",
        "Hollis Creek", "the Dunes", "Juniper Hill", "Lowmere", "the Salt Flats", "Brackenridge", "Cobalt Cove",
    ]

    static let names = [
        "Mabel", "Otto", "Juniper", "Ezra", "Wren", "Lupe", "Idris", "Noor", "Tamsin", "Rafferty", "Odile",
        "Bram", "Ines", "Casimir", "Priya", "Hollis",
    ]

    static let suffixes = ["Rising", "Returns", "Reborn", "Unbound", "Part II", "Part III", "Forever", "Again"]

    static let subjects = [
        "A retired lighthouse keeper", "An estranged sister", "A young cartographer", "An exhausted detective",
        "A travelling puppeteer", "A stubborn beekeeper", "The last pilot of a failing airline",
        "A shy radio host", "A former chess prodigy", "A reluctant best friend", "A clockmaker's apprentice",
        "A disgraced chef", "An amateur astronomer", "A night-shift nurse", "A small-town mayor",
    ]

    static let goals = [
        "must return a stolen map", "tries to save the family orchard", "sets out to find a missing brother",
        "agrees to one final delivery", "races to finish an impossible invention",
        "hides a secret from the whole village", "is hired to guard a mysterious parcel",
        "inherits a crumbling seaside hotel", "starts receiving letters from the future",
        "enters a contest nobody has ever won", "has one week to repay an old debt",
    ]

    static let settings = [
        "before the winter storms arrive", "in a town where the clocks have stopped",
        "during the longest summer on record", "across a continent on the brink of change",
        "on an island that appears once a year", "in the shadow of a collapsing dam",
        "while a travelling circus camps outside town", "as the harbour prepares for its last festival",
    ]

    static let twists = [
        "Along the way, an unlikely friendship tests everything they believe.",
        "But someone close is keeping a secret of their own.",
        "What begins as an errand becomes the adventure of a lifetime.",
        "Nothing goes to plan, and that turns out to be the point.",
        "Soon the past refuses to stay buried.",
        "Every choice brings them closer to the truth, and further from home.",
        "The only rule: never look back.",
    ]

    /// Invented one-line taglines.
    static let taglines = [
        "Some doors only open once.", "Every map leads somewhere.", "The quiet ones remember everything.",
        "One summer. One chance. No way back.", "Home is a direction, not a place.",
        "Nobody wins alone.", "The storm is only the beginning.", "Some letters arrive too early.",
        "Keep the lights on.", "It was never about the money.", "Trust the tide.",
        "The last stop is the first step.",
    ]

    /// TMDB's statuses of a movie that is not released yet.
    static let unreleasedStatuses = ["Rumored", "Planned", "In Production", "Post Production"]

    /// Hand-written titles that exercise HTML escaping and diacritic-insensitive search.
    static let specialTitles = [
        "Pip & Moll's \"Big\" <Night>",
        "Salt & Vinegar <Live at the Harbour>",
        "O'Hara's \"Quiet\" Love & Other Noises",
        "The Café at the End of Star Road",
        "Café Mirabelle",
        "Crème Brûlée for Two",
        "Zoë and the Déjà Vu Machine",
        "Ångström Nights",
        "Señora Lucía's Last Summer",
        "Naïve Love in Old Town",
        "Rhythm & Blues & <Bad> Decisions",
    ]

    /// Title words of the Korean-language films' original titles.
    static let koreanAdjectives = ["조용한", "푸른", "마지막", "잃어버린", "뜨거운", "작은", "낯선"]
    static let koreanNouns = ["도시", "밤", "별", "바다", "정원", "기차", "편지", "여름"]

    /// TMDB's movie genre ids.
    static let genreIds = [
        28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 10770, 53, 10752, 37,
    ]
}
