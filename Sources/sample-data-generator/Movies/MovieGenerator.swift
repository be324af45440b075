import SampleData

/// Composes the bundled movie catalogue: invented titles and overviews, TMDB-shaped fields.
struct MovieGenerator {
    static let count = 420
    private var random = SeededGenerator(seed: 0x4d4f_5649_4553)

    mutating func makeMovies() -> [SampleMovie] {
        var movies: [SampleMovie] = []
        var usedTitles: Set<String> = []
        var id = 10_500
        let specialEvery = MovieGenerator.count / MovieWords.specialTitles.count
        for index in 0..<MovieGenerator.count {
            id += random.int(1...97)
            var title: String
            if index % specialEvery == 7, index / specialEvery < MovieWords.specialTitles.count {
                title = MovieWords.specialTitles[index / specialEvery]
            } else {
                repeat {
                    title = makeTitle()
                } while usedTitles.contains(title.lowercased()) || MovieWords.specialTitles.contains(title)
            }
            usedTitles.insert(title.lowercased())
            movies.append(makeMovie(id: id, title: title))
        }
        return movies
    }

    private mutating func makeMovie(id: Int, title: String) -> SampleMovie {
        let language = random.chance(0.85) ? "en" : random.pick(["fr", "es", "ko", "ja", "de"])
        let originalTitle =
            language == "ko"
            ? "\(random.pick(MovieWords.koreanAdjectives)) \(random.pick(MovieWords.koreanNouns))" : title
        let announced = !random.chance(0.08)
        let voteCount = announced ? Int(random.unit() * random.unit() * 24_000) : 0
        let voteAverage = voteCount == 0 ? 0 : Rounding.round(3.5 + random.unit() * 5.2, decimals: 1)
        let hype = random.unit()
        let popularity = Rounding.round(0.6 + hype * hype * hype * 240 + random.unit() * 8, decimals: 3)
        var movie = SampleMovie(
            id: id,
            title: title,
            originalTitle: originalTitle,
            originalLanguage: language,
            overview: random.chance(0.03) ? "" : makeOverview(),
            posterPath: random.chance(0.1) ? nil : MovieGenerator.imagePath(id: id, salt: 0x706f_7374),
            backdropPath: random.chance(0.2) ? nil : MovieGenerator.imagePath(id: id, salt: 0x6261_636b),
            releaseDate: announced ? makeReleaseDate() : "",
            genreIds: random.pick(random.int(1...3), of: MovieWords.genreIds),
            popularity: popularity,
            voteAverage: voteAverage,
            voteCount: voteCount
        )
        MovieGenerator.addDetails(to: &movie, announced: announced)
        return movie
    }

    /// The fields only `GET /3/movie/{id}` sends: runtime, tagline and status.
    ///
    /// NB: drawn from a generator seeded by the id, not from the catalogue's sequence, so adding them left every
    /// other field (and so every search) exactly as it was.
    static func addDetails(to movie: inout SampleMovie, announced: Bool) {
        var details = SeededGenerator(seed: UInt64(movie.id) &* 0x1000_0000_01b3 ^ 0x6465_7461_696c)
        if announced {
            movie.runtime = details.chance(0.06) ? nil : details.int(78...150) + (details.chance(0.1) ? 40 : 0)
            movie.status = "Released"
        } else {
            movie.runtime = nil
            movie.status = details.pick(MovieWords.unreleasedStatuses)
        }
        movie.tagline = details.chance(0.25) ? "" : details.pick(MovieWords.taglines)
    }

    private mutating func makeTitle() -> String {
        var keyword: String?
        var roll = random.unit()
        for theme in MovieWords.themes {
            if roll < theme.probability {
                keyword = random.pick(theme.words)
                break
            }
            roll -= theme.probability
        }
        let noun = keyword ?? random.pick(MovieWords.nouns)
        let other = random.pick(MovieWords.nouns)
        let adjective = random.pick(MovieWords.adjectives)
        switch random.int(0...9) {
        case 0: return "The \(adjective) \(noun)"
        case 1: return "\(noun) of the \(adjective) \(other)"
        case 2: return "\(adjective) \(noun)"
        case 3: return "\(noun) in \(random.pick(MovieWords.places))"
        case 4: return "The Last \(noun)"
        case 5: return "\(random.pick(MovieWords.names)) and the \(adjective) \(noun)"
        case 6: return "Beyond the \(noun)"
        case 7: return "\(other): \(adjective) \(noun)"
        case 8 where !noun.hasSuffix("s"): return "\(article(noun)) \(noun) for \(random.pick(MovieWords.names))"
        default: return "\(noun) \(random.pick(MovieWords.suffixes))"
        }
    }

    private func article(_ word: String) -> String {
        "AEIOU".contains(word.prefix(1)) ? "An" : "A"
    }

    private mutating func makeOverview() -> String {
        let subject = random.pick(MovieWords.subjects)
        let goal = random.pick(MovieWords.goals)
        let setting = random.pick(MovieWords.settings)
        return "\(subject) \(goal) \(setting). \(random.pick(MovieWords.twists))"
    }

    private mutating func makeReleaseDate() -> String {
        let year = 1962 + Int(Double(64) * (1 - random.unit() * random.unit()))
        let month = random.int(1...12)
        let day = random.int(1...CalendarDay.daysIn(month: month, year: year))
        return CalendarDay(year: year, month: month, day: day).iso
    }

    /// A TMDB-style image path such as `/k3j9x0aq1b2c.jpg`, derived from the id so it never changes.
    static func imagePath(id: Int, salt: UInt64) -> String {
        var digits = SeededGenerator(seed: UInt64(id) &* 0x1000_0000_01b3 ^ salt)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        let name = (0..<12).map { _ in alphabet[digits.int(0...(alphabet.count - 1))] }
        return "/" + String(name) + ".jpg"
    }
}

extension MoviesSampleData: GeneratedPart {
    static func generate() -> [SampleMovie] {
        var generator = MovieGenerator()
        return generator.makeMovies()
    }
}
