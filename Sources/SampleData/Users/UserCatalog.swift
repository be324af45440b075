/// The user paging and look-up rules shared by the dev-phase data source and the staging API.
public enum UserCatalog {
    /// Users with id > since, ascending by id, at most perPage (perPage clamped to 1...100).
    ///
    /// `users` must be ascending by id, as the bundled dataset is.
    public static func page(_ users: [SampleUser], since: Int, perPage: Int) -> ArraySlice<SampleUser> {
        let count = min(max(perPage, 1), 100)
        let start = users.firstIndex { $0.id > since } ?? users.endIndex
        return users[start...].prefix(count)
    }

    /// The user whose login matches case-insensitively; nil when unknown.
    public static func find(_ users: [SampleUser], login: String) -> SampleUser? {
        let wanted = login.lowercased()
        return users.first { $0.login.lowercased() == wanted }
    }
}
