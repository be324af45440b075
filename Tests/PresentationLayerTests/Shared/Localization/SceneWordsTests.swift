import DomainLayer
import PresentationLayer
import Testing

/// The words both View rings show, written once in PresentationLayer: every catalogue whole in English and Korean,
/// and each word, name and format as the rings wrote it before.
struct SceneWordsTests {
    @Test func everyWordsCatalogueHasEveryKeyInEnglishAndKoreanAndNoKeyLeftOver() {
        #expect(SharedWords.catalogue.problems(for: SharedWords.self) == [])
        #expect(MoviesWords.catalogue.problems(for: MoviesWords.self) == [])
        #expect(PokemonWords.catalogue.problems(for: PokemonWords.self) == [])
        #expect(UsersWords.catalogue.problems(for: UsersWords.self) == [])
        #expect(AirQualityWords.catalogue.problems(for: AirQualityWords.self) == [])
        #expect(GroupsWords.catalogue.problems(for: GroupsWords.self) == [])
    }

    @Test func aSceneIsNamedByItsFolderInEveryLanguage() {
        let names = ["Movies", "Pokemon", "Users", "AirQuality", "Groups"]
        #expect(
            names.map { SceneTitle.text(of: $0, in: .en) } == [
                "Movies", "Pokémon", "GitHub users", "Air quality", "My groups",
            ])
        #expect(names.map { SceneTitle.text(of: $0, in: .ko) } == ["영화", "포켓몬", "GitHub 사용자", "대기질", "내 그룹"])
        #expect(SceneTitle.bundledCatalogue(of: "Nowhere") == nil)
        #expect(Strings(.ko)[MoviesWords.title] == SceneTitle.text(of: "Movies", in: .ko))
    }

    @Test func theSharedWordsReadInBothLanguages() {
        let korean = Strings(.ko)
        #expect(
            SharedWords.allCases.map { Strings.en[$0] } == [
                "Scenes", "Loading more…", "Searching…", "Refreshing…", "Loading %@…", "%1$@ of %2$@",
            ])
        #expect(korean[SharedWords.scenes] == "화면")
        #expect(korean(SharedWords.loadingNamed, "피카츄") == "피카츄 불러오는 중…")
        #expect(korean(SharedWords.outOf, "3", "20") == "20 중 3")
    }

    @Test func aRunningTimeIsWrittenInHoursAndMinutes() {
        #expect([45, 120, 136].map(Strings.en.runtime(minutes:)) == ["45 min", "2 h", "2 h 16 min"])
        #expect([45, 120, 136].map(Strings(.ko).runtime(minutes:)) == ["45분", "2시간", "2시간 16분"])
    }

    @Test func aGradeAnAccountAndAStarAreWordedInBothLanguages() {
        let grades: [AirQuality.Grade] = [.good, .moderate, .bad, .veryBad]
        #expect(grades.map { $0.text(.en) } == ["Good", "Moderate", "Unhealthy", "Very unhealthy"])
        #expect(grades.map { $0.text(Strings(.ko)) } == ["좋음", "보통", "나쁨", "매우나쁨"])
        let types: [GitHubUserItemViewModel.AccountType] = [.user, .organization, .bot]
        #expect(types.map { $0.text(Strings(.ko)) } == ["사용자", "조직", "봇"])
        #expect(GitHubUserBookmarkConfirmation.removed.text(.en) == "Removed from bookmarks")
    }

    @Test func aPokemonPageRangeIsWrittenAsAPokedexCountsThem() {
        let none = PokemonListContent(offset: 0, rows: [], count: 0, previous: nil, next: nil)
        #expect(Strings(.ko).pokemonRange(none) == "0마리 중 0")
        let rows = (0..<10).map {
            PokemonListContent.Row(
                id: $0 + 11, number: "#0\($0 + 11)", name: PokemonDisplayName(slug: "p\($0)"),
                route: .details(name: "p\($0)"))
        }
        let page = PokemonListContent(offset: 10, rows: rows, count: 1_025, previous: nil, next: nil)
        #expect(Strings.en.pokemonRange(page) == "11–20 of 1,025")
        #expect(Strings(.ko).pokemonRange(page) == "1,025마리 중 11–20")
        // A page of one names it once, in both rings.
        let last = PokemonListContent(offset: 1_024, rows: [rows[0]], count: 1_025, previous: nil, next: nil)
        #expect(Strings.en.pokemonRange(last) == "1,025 of 1,025")
        #expect(Strings(.ko).pokemonRange(last) == "1,025마리 중 1,025")
    }
}
