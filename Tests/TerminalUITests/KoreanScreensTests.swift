import DomainLayer
import Foundation
import PresentationLayer
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUI

/// The terminal ring's catalogues are whole: every key of the chrome's (`TerminalText`) and of each scene's
/// (`<Scene>TerminalText`) has English and Korean text with the same placeholders, and no catalogue has a key
/// nobody names.
@Suite struct TerminalCatalogueTests {
    @Test func everyKeyHasEnglishAndKoreanAndNoKeyIsLeftOver() {
        #expect(TerminalText.catalogue.problems(for: TerminalText.self) == [])
        #expect(MoviesTerminalText.catalogue.problems(for: MoviesTerminalText.self) == [])
        #expect(PokemonTerminalText.catalogue.problems(for: PokemonTerminalText.self) == [])
        #expect(UsersTerminalText.catalogue.problems(for: UsersTerminalText.self) == [])
        #expect(AirQualityTerminalText.catalogue.problems(for: AirQualityTerminalText.self) == [])
        #expect(GroupsTerminalText.catalogue.problems(for: GroupsTerminalText.self) == [])
    }

    @Test func theWordsTheWebRingAlsoHasReadAsItReadsThem() {
        let korean = Strings(.ko)
        #expect(korean[TerminalText.retry] == "다시 시도")
        #expect(korean[TerminalText.loading] == "불러오는 중…")
        #expect(korean[AirQualityWords.veryBad] == "매우나쁨")
        #expect(korean[PokemonWords.grass] == "풀")
        #expect(korean[PokemonWords.specialAttack] == "특수공격")
        #expect(korean[MessageText.weekday(4)] == "수")
        #expect(korean(MoviesWords.noResults, "괴물") == "“괴물”에 맞는 영화가 없어요.")
    }
}

/// Each scene's main screen and the app's chrome drawn in Korean, over the real view models and VIP scenes with
/// fakes of their use cases: the Korean words show, and no English word of the terminal's catalogue does.
@MainActor
@Suite struct KoreanScreensTests {
    let korean = Strings(.ko)

    /// The whole frame of `screen` as the app draws it in Korean (title bar, body, status line), its rows as text.
    func frame(of screen: any TerminalScreen, showingHelp: Bool = false) -> [String] {
        let chrome = AppChrome(words: .strata(korean, phase: "dev"), isHome: false, isShowingHelp: showingHelp)
        return chrome.frame(of: screen, size: TerminalSize(width: 100, height: 30)).0.lines
    }

    @Test func theSceneListAndItsHelp() {
        let scenes = ["영화", "포켓몬", "GitHub 사용자", "대기질", "내 그룹"].map { name in
            TerminalScene(name: name) { NoticeScreen(title: name, message: "") }
        }
        let list = SceneListScreen(scenes: scenes, strings: korean)
        let home = AppChrome(words: .strata(korean, phase: "dev"), isHome: true, isShowingHelp: false)
        let shown = home.frame(of: list, size: TerminalSize(width: 80, height: 12)).0.lines
        #expect(shown[0].hasPrefix(" Strata · 화면"))
        #expect(shown.last?.hasPrefix(" ↑↓ jk 이동  Enter 1-5 열기  / 거르기  ? 도움말  q 끝내기") == true)
        #expect(shown.last?.hasSuffix("dev") == true)
        expectNoEnglish(shown)

        let help = frame(of: list, showingHelp: true)
        #expect(help.contains { $0.contains("│ 키") } && help.contains { $0.contains("아무 키나 누르면 도움말이 닫혀요.") })
        for (key, action) in [("Ctrl-C", "끝내기"), ("q/Esc", "뒤로"), ("Tab", "다음 장면"), ("Ctrl-Z", "잠시 멈춤")] {
            // A key and what it does on one line, however wide the widest key makes the key column.
            #expect(help.contains { $0.contains("│ \(key) ") && $0.contains(" \(action) ") }, "the help has \(key)")
        }
        expectNoEnglish(help)
    }

    @Test func aTerminalTooSmallSaysSoInKorean() {
        let chrome = AppChrome(words: .strata(korean, phase: "dev"), isHome: true, isShowingHelp: false)
        let list = SceneListScreen(scenes: [], strings: korean)
        let shown = chrome.frame(of: list, size: TerminalSize(width: 30, height: 4)).0.lines
        #expect(shown.contains { $0.contains("터미널이 너무 작아요") })
    }

    @Test func movies() async {
        let movies = FakeMoviesRepository()
        let queries = FakeMovieQueriesRepository(saved: [])
        let flow = MoviesFlowCoordinator(
            dependencies: MoviesSceneDependencies(
                searchMovies: SearchMoviesInteractor(movies: movies, queries: queries),
                fetchRecentQueries: FetchRecentMovieQueriesInteractor(queries: queries),
                removeRecentQuery: RemoveRecentMovieQueryInteractor(queries: queries),
                fetchMovieDetails: FetchMovieDetailsInteractor(movies: movies)))
        let titles = ["괴물", "기생충", "올드보이"]
        let page = MoviesPage(
            page: 1, totalPages: 2,
            movies: titles.enumerated().map { MoviesPresentationFixtures.movie(id: $0.offset + 1, title: $0.element) }
        )
        movies.setFresh(.page(page), for: MovieQuery("괴물")!, page: 1)
        let screen = MoviesScreen(flow: flow, strings: korean)
        let before = frame(of: screen)
        #expect(before[0].hasPrefix(" Strata · 영화"))
        #expect(before[1] == "검색: /를 누르고 제목을 입력하세요")
        #expect(before[3] == "/를 눌러 영화를 찾아보세요.")
        expectNoEnglish(before)

        _ = screen.handle(.character("/"))
        for character in "괴물" { _ = screen.handle(.character(character)) }
        #expect(frame(of: screen)[3] == "제목을 입력하고 Enter를 누르세요.")
        // No recent search starts with the text: the field offers no keys for them.
        let typing = frame(of: screen).last ?? ""
        #expect(typing.hasPrefix(" Enter 검색  Esc ") && !typing.contains("↑↓"), "\(typing)")
        _ = screen.handle(.enter)
        await flow.settled()
        let shown = frame(of: screen)
        #expect(shown[3] == "“괴물” · 3+ 중 1")
        #expect(shown[4].hasPrefix("  괴물") && shown[4].hasSuffix("2025"))
        #expect(shown[7] == "  아래로 내리면 더 나와요")
        // Letters start a search here: the app's back key is offered as Esc alone.
        #expect(shown.last?.hasPrefix(" ↑↓ 이동  / 검색  Enter 자세히  ? 도움말  Esc 뒤로") == true, "\(shown.last ?? "")")
        expectNoEnglish(shown)
    }

    @Test func pokemon() async {
        let repository = FakePokemonRepository(
            pokemon: (1...151).map { $0 == 25 ? PokemonSamples.pikachu : PokemonSamples.details(id: $0) })
        let list = PokemonListViewModel(fetchPage: FetchPokemonPageInteractor(repository: repository))
        let screen = PokemonScreen(
            list: list,
            makeDetails: {
                PokemonDetailsViewModel(fetchDetails: FetchPokemonDetailsInteractor(repository: repository))
            },
            strings: korean)
        // The fake answers at once, so the first frame shows the first page (its loading words: statusLines).
        #expect(frame(of: screen)[1].hasPrefix("151마리 중 1–10"))
        await list.settled()
        _ = screen.handle(.character("n"))
        await list.settled()
        _ = screen.handle(.character("n"))
        await list.settled()
        let shown = frame(of: screen)
        #expect(shown[0].hasPrefix(" Strata · 포켓몬"))
        #expect(shown[1].hasPrefix("151마리 중 21–30") && shown[1].hasSuffix("← 이전   다음 →"))
        #expect(shown[7] == "  #025  피카츄")
        #expect(shown.last?.hasPrefix(" ↑↓ jk 이동  ←→ 페이지  Enter 자세히  / 거르기") == true, "\(shown.last ?? "")")
        expectNoEnglish(shown)
    }

    @Test func pokemonDetails() async throws {
        let repository = FakePokemonRepository(pokemon: [PokemonSamples.pikachu])
        let details = PokemonDetailsViewModel(fetchDetails: FetchPokemonDetailsInteractor(repository: repository))
        details.didOpen(name: "pikachu")
        await details.settled()
        let shown = frame(of: PokemonDetailsScreen(viewModel: details, name: "pikachu", strings: korean))
        #expect(shown[0].hasPrefix(" Strata · 피카츄"))
        #expect(shown[2] == "타입: 전기")
        #expect(shown[3] == "키: 0.4m   몸무게: 6.0kg")
        #expect(shown[5] == "기본 능력치")
        #expect(shown[7].hasPrefix("공격"))
        #expect(shown[9].hasPrefix("스피드"))
        #expect(shown[13] == "피뢰침 (숨겨진 특성)")
        expectNoEnglish(shown)
    }

    @Test func gitHubUsers() async {
        let bookmarks = FakeGitHubUserBookmarkUseCases(bookmarks: [GitHubUserFixtures.bookmark(2)])
        let pages = FakeFetchGitHubUserPageUseCase(bookmarks: bookmarks)
        pages.answerPages(of: GitHubUserFixtures.users(1...3), pageSize: 3)
        let flow = UsersFlowCoordinator(
            dependencies: UsersSceneDependencies(
                fetchPage: pages, fetchDetails: FakeFetchGitHubUserDetailsUseCase(), fetchBookmarks: bookmarks,
                setBookmark: bookmarks))
        let screen = UsersScreen(flow: flow, strings: korean)
        #expect(frame(of: screen)[2] == " 사용자를 불러오는 중…")
        await screen.settled()
        var shown = frame(of: screen)
        #expect(shown[0].hasPrefix(" Strata · GitHub 사용자"))
        // A plain user's row names no kind (only an organization, a bot or staff would).
        #expect(shown[1].hasPrefix(" ☆ user-1") && !shown[1].hasSuffix("사용자"))
        #expect(shown[2].hasPrefix(" ★ user-2"))
        #expect(shown[27] == " 사용자 3명")
        #expect(shown.last?.hasPrefix(" ↑↓ jk 이동  Enter 자세히  s 별표  b 북마크  r 새로 고침") == true)
        // "user" of the logins (user-1) is GitHub's data, not the catalogue's English.
        expectNoEnglish(shown, data: ["user"])

        _ = screen.handle(.down)
        _ = screen.handle(.character("s"))
        await screen.settled()
        shown = frame(of: screen)
        #expect(shown[28] == " user-2 님을 북마크에서 뺐어요")
        expectNoEnglish(shown, data: ["user"])
    }

    @Test func airQuality() async {
        let useCases = FakeAirQualityUseCases()
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        let screen = AirQualityScreen(worker: useCases.worker, strings: korean)
        #expect(frame(of: screen)[1] == " 불러오는 중…")
        await screen.settled()
        let shown = frame(of: screen)
        #expect(shown[0].hasPrefix(" Strata · 대기질"))
        #expect(shown[1] == " 종로구")
        #expect(shown[2] == " 측정 시각 2024-05-20 14:00 (한국 시간)")
        #expect(shown[4] == " PM10   38 µg/m³    보통")
        #expect(shown[5] == " PM2.5  11 µg/m³    좋음")
        #expect(shown.contains(" PM10 · 최근 24시간 (µg/m³)"))
        #expect(shown.last?.hasPrefix(" r 새로 고침  c 측정소 바꾸기  ? 도움말  q 뒤로") == true)
        expectNoEnglish(shown)
    }

    @Test func airQualitySettings() async {
        let useCases = FakeAirQualityUseCases()
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        useCases.searches.answers.answer(
            "종로", with: .success([AirQualityFixtures.jongnoGu, AirQualityFixtures.jongno]))
        let screen = AirQualityScreen(worker: useCases.worker, strings: korean)
        await screen.settled()
        _ = screen.handle(.character("c"))
        for character in "종로" { _ = screen.handle(.character(character)) }
        _ = screen.handle(.enter)
        await screen.settled()
        let shown = frame(of: screen)
        #expect(shown[0].hasPrefix(" Strata · 측정소 고르기"))
        #expect(shown[1] == " 지금 측정소: 종로구")
        #expect(shown[3].hasPrefix(" 측정소 이름 종로"))
        #expect(shown[5] == " 이름에 “종로”가 들어간 측정소: 2곳")
        #expect(shown[6].hasPrefix(" 종로구 · 지금 측정소"))
        #expect(shown.last?.hasPrefix(" ↑↓ 이동  Enter 선택  / 이름") == true, "\(shown.last ?? "")")
        expectNoEnglish(shown)
    }

    @Test func myGroups() async {
        let viewModel = MyGroupListViewModel(
            fetchMyGroupList: FetchMyGroupListInteractor(
                groups: FakeMyGroupRepository(.success(GroupsScreenTests.koreanGroups))))
        let screen = GroupsScreen(viewModel: viewModel, strings: korean)
        // The fake answers at once, so no frame shows the loading words (statusLines' tests check them).
        await viewModel.settled()
        let shown = frame(of: screen)
        #expect(shown[0].hasPrefix(" Strata · 내 그룹"))
        #expect(shown[1].hasPrefix("  서울 등산 모임") && shown[1].hasSuffix("2020.01.01 (수)"))
        #expect(shown.last?.hasPrefix(" ↑↓ jk 스크롤  / 거르기  ? 도움말  q 뒤로") == true)
        expectNoEnglish(shown)

        let empty = MyGroupListViewModel(
            fetchMyGroupList: FetchMyGroupListInteractor(groups: FakeMyGroupRepository(.success([]))))
        let none = GroupsScreen(viewModel: empty, strings: korean)
        await empty.settled()
        #expect(frame(of: none)[1] == "아직 가입한 그룹이 없어요.")
    }

    @Test func aFailureIsWordedInKoreanWithRetry() async {
        let viewModel = MyGroupListViewModel(
            fetchMyGroupList: FetchMyGroupListInteractor(groups: FakeMyGroupRepository(.failure(.offline))))
        let screen = GroupsScreen(viewModel: viewModel, strings: korean)
        await viewModel.settled()
        let shown = frame(of: screen)
        #expect(shown[1] == ErrorMessage.offline.text(korean))
        #expect(shown[2] == "다시 시도 (r)")
        #expect(shown.last?.hasPrefix(" ↑↓ jk 스크롤  / 거르기  r 다시 시도") == true)
        expectNoEnglish(shown)
    }

    @Test func theCheckForEnglishFindsTheWordsOfAnEnglishFrame() {
        let list = SceneListScreen(scenes: [], strings: .en)
        let chrome = AppChrome(words: .strata(.en, phase: "dev"), isHome: true, isShowingHelp: true)
        let shown = chrome.frame(of: list, size: TerminalSize(width: 80, height: 20)).0.lines
        let found = Set(shown.flatMap(Self.words)).intersection(Self.englishWords)
        #expect(found.isSuperset(of: ["Scenes", "Keys", "Any", "closes", "move", "open", "quit", "help"]))
    }

    /// Expects that no word of the catalogue's English (one Korean does not also use, as "GitHub") is on `lines`,
    /// but the words of the upstream `data` shown.
    func expectNoEnglish(
        _ lines: [String], data: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = Set(lines.flatMap(Self.words)).intersection(Self.englishWords).subtracting(data)
        #expect(found.isEmpty, "English on a Korean screen: \(found.sorted())", sourceLocation: sourceLocation)
    }

    /// The Latin words of `text` (two letters or more), split at anything else.
    nonisolated static func words(_ text: String) -> [String] {
        text.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count > 1 }
    }

    /// The words of the catalogues' English that their Korean does not use too: the terminal ring's and those it
    /// shows of PresentationLayer's.
    nonisolated static let englishWords: Set<String> = {
        func texts<Text: LocalizedKey>(_: Text.Type) -> [(String, String)] {
            Text.allCases.map { (Strings.en[$0], Strings(.ko)[$0]) }
        }
        let texts =
            texts(TerminalText.self) + texts(MoviesTerminalText.self) + texts(PokemonTerminalText.self)
            + texts(UsersTerminalText.self) + texts(AirQualityTerminalText.self) + texts(GroupsTerminalText.self)
            + texts(SharedWords.self) + texts(MoviesWords.self) + texts(PokemonWords.self) + texts(UsersWords.self)
            + texts(AirQualityWords.self) + texts(GroupsWords.self) + texts(MessageText.self)
        let english = texts.flatMap { words($0.0) }
        let korean = texts.flatMap { words($0.1) }
        return Set(english).subtracting(korean)
    }()
}
