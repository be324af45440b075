import DomainLayer
import Foundation

// Marking a page of users with the bookmarks: Strata's O(n + m) (a set of the bookmarked ids, one look-up a row)
// against the seed's O(n · m) (`contains` over the whole bookmark list for every row), side by side.
// Run: `swift run -c release UsersBenchmarks` in this folder.

let remoteCount = 10_000
let bookmarkCount = 10_000
let runs = 15

// Half the bookmarks are users of the page, half are users the page does not have: both paths do all their work.
let users = (0..<remoteCount).map { GitHubUser(id: $0 * 2, login: "user\($0)", avatarURL: "https://a/\($0)") }
let bookmarks = (0..<bookmarkCount).map { index in
    GitHubUserBookmark(
        user: GitHubUser(id: index, login: "user\(index)", avatarURL: "https://a/\(index)"),
        addedAt: Date(timeIntervalSince1970: Double(index)))
}

/// The seed's merge: for every row, search the bookmarks.
func seedRows(_ users: [GitHubUser], _ bookmarks: [GitHubUserBookmark]) -> [GitHubUserRow] {
    users.map { user in GitHubUserRow(user: user, isBookmarked: bookmarks.contains { $0.user.id == user.id }) }
}

/// Strata's: the bookmarked ids as a set (built here, as every page load builds it), then one look-up a row.
func strataRows(_ users: [GitHubUser], _ bookmarks: [GitHubUserBookmark]) -> [GitHubUserRow] {
    GitHubUserRow.rows(users, bookmarkedIDs: Set(bookmarks.map(\.user.id)))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func format(_ seconds: Double) -> String {
    seconds >= 1e-3 ? String(format: "%.2f ms", seconds * 1e3) : String(format: "%.1f µs", seconds * 1e6)
}

let clock = ContinuousClock()
var marked = 0
var strataTimes: [Double] = []
var seedTimes: [Double] = []
// NB: one unrecorded pass of each first, so one-time set-up is in no figure.
marked &+= strataRows(users, bookmarks).count &+ seedRows(users, bookmarks).count
for _ in 0..<runs {
    let strata = clock.measure { marked &+= strataRows(users, bookmarks).filter(\.isBookmarked).count }
    let seed = clock.measure { marked &+= seedRows(users, bookmarks).filter(\.isBookmarked).count }
    strataTimes.append(Double(strata.components.attoseconds) / 1e18 + Double(strata.components.seconds))
    seedTimes.append(Double(seed.components.attoseconds) / 1e18 + Double(seed.components.seconds))
}
let strataMedian = median(strataTimes)
let seedMedian = median(seedTimes)
print("Marking \(remoteCount) users with \(bookmarkCount) bookmarks, median of \(runs) runs")
print("| merge | time | |")
print("|---|---|---|")
print("| Strata, a set of ids (O(n + m)) | \(format(strataMedian)) | |")
let slower = String(format: "%.0f", seedMedian / strataMedian)
print("| seed, `contains` per row (O(n · m)) | \(format(seedMedian)) | \(slower)× slower |")
print("(checksum \(marked))")
