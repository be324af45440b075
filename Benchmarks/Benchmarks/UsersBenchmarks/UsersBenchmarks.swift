import Benchmark
import DomainLayer
import Foundation
import PresentationLayer
import WebUI

// Users: marking 10,000 users with 10,000 bookmarks, Strata's O(n + m) (a set of the bookmarked ids, one look-up
// a row) beside the seed's O(n · m) (`contains` over the bookmark list for every row); and rendering Home's list
// at 20, 1,000 and 10,000 rows, beside the Movies list's render.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 200)

    // Half the bookmarks are users of the page, half are users the page does not have: both ways do all their work.
    let users = (0..<10_000).map { user($0 * 2) }
    let bookmarks = (0..<10_000).map { GitHubUserBookmark(user: user($0), addedAt: Date(timeIntervalSince1970: 0)) }

    Benchmark("Users mark 10,000 rows: set of bookmarked ids") { _ in
        // NB: the set is built here, as every page load builds it.
        let rows = GitHubUserRow.rows(users, bookmarkedIDs: Set(bookmarks.map(\.user.id)))
        blackHole(rows.count { $0.isBookmarked })
    }
    Benchmark("Users seed baseline: mark 10,000 rows, contains per row", configuration: .init(maxIterations: 20)) {
        _ in
        let rows = users.map { user in
            GitHubUserRow(user: user, isBookmarked: bookmarks.contains { $0.user.id == user.id })
        }
        blackHole(rows.count { $0.isBookmarked })
    }

    for count in [20, 1_000, 10_000] {
        // NB: every third row starred, every 50th an organization and every 97th staff, so each part of a row shows.
        let rows = (0..<count).map { GitHubUserItemViewModel(user: user($0), isBookmarked: $0.isMultiple(of: 3)) }
        let state = GitHubUsersListViewModel.State(
            rows: rows, pageCount: max(1, count / 30), nextCursor: count, status: .loaded)
        Benchmark("Users list render: \(count.formatted()) rows") { _ in
            blackHole(UsersListRender.home(state).utf8.count)
        }
    }
}

/// A GitHub user as the API lists one.
func user(_ id: Int) -> GitHubUser {
    GitHubUser(
        id: id, login: "user\(id)", avatarURL: "https://avatars.githubusercontent.com/u/\(id)?v=4",
        type: id.isMultiple(of: 50) ? .organization : .user, isSiteAdmin: id.isMultiple(of: 97))
}
