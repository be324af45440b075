import Foundation
import SampleData
import Testing

@Test func bundledDatasetLoadsWithTheSizesOfTheScenes() throws {
    let dataset = try SampleDataset.bundled()

    #expect(dataset.movies.count >= 300)
    #expect(dataset.pokemon.count == 151)
    #expect(dataset.users.count >= 300)
    #expect(dataset.stations.count >= 40)
    #expect(dataset.groups.count >= 8)
}

@Test func loadingAMissingFolderNamesTheFile() {
    let missing = URL(fileURLWithPath: "/nonexistent-sample-data", isDirectory: true)

    #expect(throws: SampleDataError.self) { try SampleDataset.load(from: missing) }
}

@Test func moviesHaveUniqueIdsAndTmdbShapes() throws {
    let movies = try SampleDataset.bundled().movies
    let count = Double(movies.count)

    #expect(Set(movies.map(\.id)).count == movies.count)
    #expect(Set(movies.map { $0.title.lowercased() }).count == movies.count)
    let withoutPoster = Double(movies.filter { $0.posterPath == nil }.count) / count
    let unannounced = Double(movies.filter { $0.releaseDate.isEmpty }.count) / count
    #expect((0.05...0.15).contains(withoutPoster))
    #expect((0.04...0.12).contains(unannounced))
    #expect(movies.compactMap(\.posterPath).allSatisfy { $0.wholeMatch(of: /\/[a-z0-9]{12}\.jpg/) != nil })
    #expect(movies.map(\.releaseDate).allSatisfy { $0.isEmpty || $0.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil })
    #expect(movies.allSatisfy { (1...3).contains($0.genreIds.count) })
    #expect(movies.contains { $0.title.contains("&") && $0.title.contains("<") && $0.title.contains("\"") })
    #expect(movies.contains { $0.title.contains("'") })
    #expect(movies.filter { $0.title.contains("é") }.count >= 2)
}

@Test func moviesHaveTheDetailsFieldsOfTmdb() throws {
    let movies = try SampleDataset.bundled().movies
    let unreleased: Set = ["Rumored", "Planned", "In Production", "Post Production"]

    for movie in movies {
        if movie.releaseDate.isEmpty {
            #expect(unreleased.contains(movie.status), "\(movie.id)")
            #expect(movie.runtime == nil, "\(movie.id)")
        } else {
            #expect(movie.status == "Released", "\(movie.id)")
        }
        #expect(movie.runtime.map { (60...240).contains($0) } ?? true, "\(movie.id)")
        #expect(MovieCatalog.genres(of: movie).map(\.id) == movie.genreIds, "\(movie.id)")
    }
    #expect(movies.contains { !$0.releaseDate.isEmpty && $0.runtime == nil })
    #expect(movies.contains { $0.tagline.isEmpty } && movies.contains { !$0.tagline.isEmpty })
    #expect(movies.contains { $0.backdropPath == nil } && movies.contains { $0.originalTitle != $0.title })
}

@Test func pokedexHoldsTheFirst151InOrderWithPokeApiNames() throws {
    let pokemon = try SampleDataset.bundled().pokemon
    let statNames = ["hp", "attack", "defense", "special-attack", "special-defense", "speed"]

    #expect(pokemon.map(\.id) == Array(1...151))
    #expect(Set(pokemon.map(\.name)).count == 151)
    for name in ["nidoran-f", "nidoran-m", "farfetchd", "mr-mime", "mew"] {
        #expect(pokemon.contains { $0.name == name }, "\(name)")
    }
    for entry in pokemon {
        #expect(entry.stats.map(\.name) == statNames, "\(entry.name)")
        #expect((1...3).contains(entry.stats.map(\.effort).reduce(0, +)), "\(entry.name)")
        #expect((1...2).contains(entry.types.count), "\(entry.name)")
        #expect(entry.abilities.filter(\.isHidden).allSatisfy { $0.slot == 3 }, "\(entry.name)")
        let visible = entry.abilities.filter { !$0.isHidden }
        #expect(visible.map(\.slot) == Array(1...visible.count), "\(entry.name)")
    }
    let pikachu = pokemon[24]
    #expect(pikachu.name == "pikachu" && pikachu.types == ["electric"])
    #expect(pikachu.height == 4 && pikachu.weight == 60 && pikachu.baseExperience == 112)
    #expect(pikachu.stats.map(\.baseStat) == [35, 55, 40, 50, 50, 90])
    #expect(pikachu.abilities.map(\.name) == ["static", "lightning-rod"])
    #expect(pokemon[5].types == ["fire", "flying"])
}

@Test func usersHaveAscendingIdsWithGapsAndVariedProfiles() throws {
    let users = try SampleDataset.bundled().users
    let ids = users.map(\.id)

    #expect(ids.first == 1)
    #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 })
    #expect(zip(ids, ids.dropFirst()).contains { $1 - $0 > 1 })
    #expect(Set(users.map { $0.login.lowercased() }).count == users.count)
    #expect(users.contains { $0.login.contains("-") })
    #expect(users.filter { $0.type == "Organization" }.count >= 3)
    #expect(users.filter(\.siteAdmin).count >= 2)
    #expect(Set(users.map(\.hireable)) == [true, false, nil])
    #expect(users.contains { $0.name == nil } && users.contains { $0.name != nil })
    #expect(users.contains { $0.bio == nil } && users.contains { $0.bio != nil })
    let iso = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/
    #expect(users.allSatisfy { $0.createdAt.wholeMatch(of: iso) != nil && $0.updatedAt.wholeMatch(of: iso) != nil })
    #expect(users.allSatisfy { $0.createdAt <= $0.updatedAt && $0.updatedAt <= "2024-05-21" })
}

@Test func groupsHaveImagesAndDatesWithTheirWeekday() throws {
    let groups = try SampleDataset.bundled().groups
    let calendar = Calendar.utc
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    #expect(groups.enumerated().allSatisfy { $1.image == "/images/groups/\($0 + 1).svg" })
    #expect(Set(groups.map(\.name)).count == groups.count)
    for group in groups {
        let match = try #require(group.date.wholeMatch(of: /(\d{4})\.(\d{2})\.(\d{2}) ([A-Z][a-z]{2})/))
        let components = DateComponents(year: Int(match.1), month: Int(match.2), day: Int(match.3))
        let date = try #require(calendar.date(from: components))
        #expect(weekdays[calendar.component(.weekday, from: date) - 1] == String(match.4), "\(group.date)")
    }
}
