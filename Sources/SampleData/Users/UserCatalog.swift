/// The user paging and look-up rules shared by the dev-phase data source and the staging API.
public enum UserCatalog {
    /// Users with id > since, ascending by id, at most perPage (perPage clamped to 1...100).
    ///
    /// `users` must be ascending by id, as the bundled dataset is.
    public static func page(_ users: [SampleUser], since: Int, perPage: Int) -> ArraySlice<SampleUser> {
        let count = min(max(perPage, 1), 100)
        return users[firstIndex(after: since, in: users)...].prefix(count)
    }

    /// Whether a user has an id above `since`: a page after `since` has users.
    public static func hasUsers(after since: Int, in users: [SampleUser]) -> Bool {
        firstIndex(after: since, in: users) < users.endIndex
    }

    /// The index of the first user with an id above `since`, found by halves as the ids ascend (a scan from the
    /// start read every user before it: all 360 for the last page).
    private static func firstIndex(after since: Int, in users: [SampleUser]) -> Int {
        var low = users.startIndex
        var high = users.endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if users[middle].id > since {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }

    /// The user whose login matches case-insensitively; nil when unknown. Logins are ASCII, as GitHub's are.
    public static func find(_ users: [SampleUser], login: String) -> SampleUser? {
        let wanted = Array(login.lowercased().utf8)
        // Compared byte by byte, folding ASCII case: lowering each user's login made a string per user, which
        // the page of a user near the end of the list paid for in CPU time (`scripts/page-cost /users/tessel-labs`).
        return users.first { user in
            user.login.utf8.count == wanted.count
                && zip(user.login.utf8, wanted).allSatisfy { byte, wanted in
                    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 == wanted : byte == wanted
                }
        }
    }
}
