import PresentationLayer
import Testing

struct PagingTests {
    @Test func pagesAppendInOrderUntilNoCursorIsLeft() {
        var paging = Paging<Int, Int>()
        #expect(paging == Paging(rows: [], pageCount: 0, nextCursor: nil))
        paging.showFirst([1, 2], next: 2)
        paging.append([3, 4], next: 4)
        #expect(paging == Paging(rows: [1, 2, 3, 4], pageCount: 2, nextCursor: 4))
        #expect(paging.hasMore)
        paging.append([5], next: nil)
        #expect(paging == Paging(rows: [1, 2, 3, 4, 5], pageCount: 3, nextCursor: nil))
        #expect(!paging.hasMore)
    }

    @Test func aFirstPageReplacesTheRows() {
        var paging = Paging(rows: [1, 2, 3], pageCount: 2, nextCursor: 3)
        paging.showFirst([9], next: 1)
        #expect(paging == Paging(rows: [9], pageCount: 1, nextCursor: 1))
    }

    @Test func aProvisionalLastPageIsReplacedByItsFreshCopyAlone() {
        var paging = Paging<Int, Int>()
        paging.showFirst([1, 2], next: 2)
        paging.append([3, 4], next: 3, provisional: true)
        #expect(paging.provisionalCount == 2)
        paging.replaceLast(with: [5, 6, 7], next: nil)
        #expect(paging == Paging(rows: [1, 2, 5, 6, 7], pageCount: 2, nextCursor: nil))
    }

    @Test func aFreshCopyLikeTheProvisionalOneKeepsTheRows() {
        var paging = Paging(rows: [1, 2], pageCount: 1, nextCursor: 2, provisionalCount: 2)
        paging.confirmLast(next: nil)
        #expect(paging == Paging(rows: [1, 2], pageCount: 1, nextCursor: nil))
    }

    @Test func aRowIsChangedInPlaceAndAMissingOneChangesNothing() {
        var paging = Paging<Int, Int>(rows: [1, 2, 3], pageCount: 1, nextCursor: nil)
        paging.updateRow(where: { $0 == 2 }) { $0 = 20 }
        paging.updateRow(where: { $0 == 7 }) { $0 = 70 }
        #expect(paging.rows == [1, 20, 3])
    }
}

struct ScreenStateTests {
    @Test func eachCaseSaysWhetherItLoadsWhatItAsksForAndItsFailure() {
        let idle = ScreenState<ListLoad>.idle
        let loading = ScreenState<ListLoad>.loading(.nextPage)
        let loaded = ScreenState<ListLoad>.loaded
        let failed = ScreenState<ListLoad>.failed(.offline, of: .refresh)
        #expect([idle, loading, loaded, failed].map(\.isLoading) == [false, true, false, false])
        #expect([idle, loading, loaded, failed].map(\.load) == [nil, .nextPage, nil, .refresh])
        #expect([idle, loading, loaded, failed].map(\.failure) == [nil, nil, nil, .offline])
    }
}
