import DomainLayer
import PresentationLayer
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUI

@MainActor
@Suite struct GroupsScreenTests {
    static let koreanGroups = [
        MyGroup(name: "서울 등산 모임", date: MyGroupFixtures.day(2020, 1, 1), image: "/images/groups/1.svg"),
        MyGroup(
            name: "주말마다 함께 책을 읽고 이야기를 나누는 아주 긴 이름의 독서 모임", date: MyGroupFixtures.day(2021, 3, 1),
            image: "/images/groups/2.svg"),
    ]

    func screen(_ useCase: any FetchMyGroupListUseCase) -> (GroupsScreen, MyGroupListViewModel) {
        let viewModel = MyGroupListViewModel(fetchMyGroupList: useCase)
        return (GroupsScreen(viewModel: viewModel, strings: .en), viewModel)
    }

    @Test func theGroupsLoadWhenShownAndShowTheirNamesAndDays() async {
        let (screen, viewModel) = screen(
            FetchMyGroupListInteractor(groups: FakeMyGroupRepository(.success(MyGroupFixtures.groups))))
        // The fake answers at once, so the groups are drawn as the screen is first shown.
        #expect(viewModel.isSettled)
        let lines = screen.drawnLines()
        #expect(lines[0].hasPrefix("  Hiking club") && lines[0].hasSuffix("Created Wed, Jan 1, 2020"))
        #expect(lines[1].hasPrefix("  Book circle") && lines[1].hasSuffix("Created Fri, Feb 14, 2020"))
        #expect(lines[2].hasPrefix("  Swift study") && lines[2].hasSuffix("Created Mon, Mar 1, 2021"))
    }

    @Test func slashFiltersTheGroupsByNameEnterKeepsTheFilterAndEscClearsIt() async {
        let (screen, _) = screen(
            FetchMyGroupListInteractor(groups: FakeMyGroupRepository(.success(MyGroupFixtures.groups))))
        _ = screen.handle(.character("/"))
        #expect(
            screen.isEditing
                && screen.keys == [KeyHelp("Enter", "keep the filter"), KeyHelp("Esc", "clear the filter")])
        // Typed letters go to the filter, never to the list or the app: `q` does not go back.
        for character in "STUDY" { _ = screen.handle(.character(character)) }
        var lines = screen.drawnLines()
        #expect(lines[0].hasPrefix("  Swift study") && lines[1].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(screen.position == "/STUDY▏ 1/1")
        _ = screen.handle(.enter)
        #expect(!screen.isEditing && screen.position == "/STUDY 1/1")
        _ = screen.handle(.escape)
        lines = screen.drawnLines()
        #expect(lines[2].hasPrefix("  Swift study") && screen.position == "1/3")
        // With no filter kept, Esc is the app's again (back).
        if case .ignored = screen.handle(.escape) {} else { Issue.record("Esc was not left to the app") }
    }

    @Test func koreanNamesTakeTwoCellsAndALongOneIsCutBetweenSyllables() async {
        let (screen, viewModel) = screen(
            FetchMyGroupListInteractor(groups: FakeMyGroupRepository(.success(Self.koreanGroups))))
        await viewModel.settled()
        var body = ScreenBuffer(width: 80, height: 20)
        screen.draw(in: &body)
        #expect(
            body.lines[0] == "  서울 등산 모임" + String(repeating: " ", count: 80 - 2 - 14 - 25) + "Created Wed, Jan 1, 2020"
        )
        let long = body.lines[1]
        #expect(long.hasPrefix("  주말마다 함께 책을") && long.contains("…") && long.hasSuffix("Created Mon, Mar 1, 2021"))
        #expect(long.terminalWidth == 79)
        for column in 0..<80 where body[1, column].isContinuation {
            #expect(column > 0 && body[1, column - 1].character.terminalWidth == 2)
        }
    }

    @Test func aFailureShowsTheMessageAndRetryAndRRetries() async {
        let (screen, viewModel) = screen(
            FakeFetchMyGroupListUseCase(results: [.failure(.offline), .success(Self.koreanGroups)]))
        await viewModel.settled()
        #expect(Array(screen.drawnLines().prefix(2)) == [ErrorMessage.offline.text(.en), "Retry (r)"])
        #expect(screen.keys.contains(KeyHelp("r", "retry")))

        #expect(screen.handle(.character("r")).isHandled, "r was not handled")
        await viewModel.settled()
        #expect(screen.drawnLines().first?.hasPrefix("  서울 등산 모임") == true)
        #expect(screen.handle(.character("r")).isIgnored, "r retried without a failure")
    }

    @Test func noGroupsSaySo() async {
        let (screen, viewModel) = screen(FetchMyGroupListInteractor(groups: FakeMyGroupRepository(.success([]))))
        await viewModel.settled()
        #expect(screen.drawnLines().first == "You are in no groups yet.")
    }

    @Test func theArrowsMoveTheHighlightedRow() async {
        let (screen, viewModel) = screen(
            FetchMyGroupListInteractor(groups: FakeMyGroupRepository(.success(MyGroupFixtures.groups))))
        await viewModel.settled()
        var body = ScreenBuffer(width: 80, height: 20)
        screen.draw(in: &body)
        #expect(body[0, 0].style == .selected && body[1, 0].style == .plain)
        #expect(screen.handle(.down).isHandled, "↓ was not handled")
        body = ScreenBuffer(width: 80, height: 20)
        screen.draw(in: &body)
        #expect(body[1, 0].style == .selected && body[0, 0].style == .plain)
    }

    @Test func aChangeOfTheCombineStateAsksForARedraw() async {
        let (screen, viewModel) = screen(
            FakeFetchMyGroupListUseCase(results: [.failure(.offline), .success(MyGroupFixtures.groups)]))
        await viewModel.settled()
        let (redraws, continuation) = AsyncStream.makeStream(of: Void.self)
        screen.observeChanges { continuation.yield() }
        _ = screen.handle(.character("r"))
        var iterator = redraws.makeAsyncIterator()
        await iterator.next()
        await viewModel.settled()
        #expect(screen.drawnLines().first?.hasPrefix("  Hiking club") == true)
    }
}
