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
            var title: Text
            if index % specialEvery == 7, index / specialEvery < MovieWords.specialTitles.count {
                title = Text(
                    english: MovieWords.specialTitles[index / specialEvery],
                    korean: MovieWords.Korean.specialTitles[index / specialEvery])
            } else {
                repeat {
                    title = makeTitle()
                } while usedTitles.contains(title.english.lowercased())
                    || MovieWords.specialTitles.contains(title.english)
            }
            usedTitles.insert(title.english.lowercased())
            movies.append(makeMovie(id: id, title: title))
        }
        return movies
    }

    /// One text in English and in Korean, drawn together.
    struct Text {
        var english: String
        var korean: String
    }

    private mutating func makeMovie(id: Int, title: Text) -> SampleMovie {
        let language = random.chance(0.85) ? "en" : random.pick(["fr", "es", "ko", "ja", "de"])
        let originalTitle =
            language == "ko"
            ? "\(random.pick(MovieWords.koreanAdjectives)) \(random.pick(MovieWords.koreanNouns))" : title.english
        let announced = !random.chance(0.08)
        let voteCount = announced ? Int(random.unit() * random.unit() * 24_000) : 0
        let voteAverage = voteCount == 0 ? 0 : Rounding.round(3.5 + random.unit() * 5.2, decimals: 1)
        let hype = random.unit()
        let popularity = Rounding.round(0.6 + hype * hype * hype * 240 + random.unit() * 8, decimals: 3)
        let overview = random.chance(0.03) ? Text(english: "", korean: "") : makeOverview()
        var movie = SampleMovie(
            id: id,
            title: title.english,
            originalTitle: originalTitle,
            originalLanguage: language,
            overview: overview.english,
            posterPath: random.chance(0.1) ? nil : MovieGenerator.imagePath(id: id, salt: 0x706f_7374),
            backdropPath: random.chance(0.2) ? nil : MovieGenerator.imagePath(id: id, salt: 0x6261_636b),
            releaseDate: announced ? makeReleaseDate() : "",
            genreIds: random.pick(random.int(1...3), of: MovieWords.genreIds),
            popularity: popularity,
            voteAverage: voteAverage,
            voteCount: voteCount,
            // A Korean-language film's Korean title is its original title, as on TMDB.
            translations: [
                "ko": SampleMovieTranslation(
                    title: language == "ko" ? originalTitle : title.korean, overview: overview.korean, tagline: "")
            ]
        )
        MovieGenerator.addDetails(to: &movie, announced: announced)
        return movie
    }

    /// The fields only `GET /3/movie/{id}` sends: runtime, tagline (in English and Korean) and status.
    ///
    /// Drawn from a generator seeded by the id, not from the catalogue's sequence, so adding them left every
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
        let tagline = details.chance(0.25) ? nil : details.int(0...(MovieWords.taglines.count - 1))
        movie.tagline = tagline.map { MovieWords.taglines[$0] } ?? ""
        movie.translations["ko"]?.tagline = tagline.map { MovieWords.Korean.taglines[$0] } ?? ""
    }

    /// One item of `english` and the same item of `korean`, with the draw `random.pick(english)` makes.
    private mutating func pick(_ english: [String], _ korean: [String]) -> Text {
        let index = random.int(0...(english.count - 1))
        return Text(english: english[index], korean: korean[index])
    }

    private mutating func makeTitle() -> Text {
        var keyword: Text?
        var roll = random.unit()
        for (index, theme) in MovieWords.themes.enumerated() {
            if roll < theme.probability {
                keyword = pick(theme.words, MovieWords.Korean.themes[index])
                break
            }
            roll -= theme.probability
        }
        let noun = keyword ?? pick(MovieWords.nouns, MovieWords.Korean.nouns)
        let other = pick(MovieWords.nouns, MovieWords.Korean.nouns)
        let adjective = pick(MovieWords.adjectives, MovieWords.Korean.adjectives)
        switch random.int(0...9) {
        case 0:
            return Text(
                english: "The \(adjective.english) \(noun.english)", korean: "\(adjective.korean) \(noun.korean)")
        case 1:
            return Text(
                english: "\(noun.english) of the \(adjective.english) \(other.english)",
                korean: "\(adjective.korean) \(other.korean)의 \(noun.korean)")
        case 2:
            return Text(english: "\(adjective.english) \(noun.english)", korean: "\(adjective.korean) \(noun.korean)")
        case 3:
            let place = pick(MovieWords.places, MovieWords.Korean.places)
            return Text(english: "\(noun.english) in \(place.english)", korean: "\(place.korean)의 \(noun.korean)")
        case 4: return Text(english: "The Last \(noun.english)", korean: "마지막 \(noun.korean)")
        case 5:
            let name = pick(MovieWords.names, MovieWords.Korean.names)
            return Text(
                english: "\(name.english) and the \(adjective.english) \(noun.english)",
                korean: "\(name.korean) 그리고 \(adjective.korean) \(noun.korean)")
        case 6: return Text(english: "Beyond the \(noun.english)", korean: "\(noun.korean) 너머")
        case 7:
            return Text(
                english: "\(other.english): \(adjective.english) \(noun.english)",
                korean: "\(other.korean): \(adjective.korean) \(noun.korean)")
        case 8 where !noun.english.hasSuffix("s"):
            let name = pick(MovieWords.names, MovieWords.Korean.names)
            return Text(
                english: "\(article(noun.english)) \(noun.english) for \(name.english)",
                korean: "\(name.korean)에게 바치는 \(noun.korean)")
        default:
            let suffix = pick(MovieWords.suffixes, MovieWords.Korean.suffixes)
            return Text(english: "\(noun.english) \(suffix.english)", korean: "\(noun.korean) \(suffix.korean)")
        }
    }

    private func article(_ word: String) -> String {
        "AEIOU".contains(word.prefix(1)) ? "An" : "A"
    }

    private mutating func makeOverview() -> Text {
        let subject = pick(MovieWords.subjects, MovieWords.Korean.subjects)
        let goal = pick(MovieWords.goals, MovieWords.Korean.goals)
        let setting = pick(MovieWords.settings, MovieWords.Korean.settings)
        let twist = pick(MovieWords.twists, MovieWords.Korean.twists)
        return Text(
            english: "\(subject.english) \(goal.english) \(setting.english). \(twist.english)",
            korean: "\(setting.korean) \(subject.korean) \(goal.korean). \(twist.korean)")
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
