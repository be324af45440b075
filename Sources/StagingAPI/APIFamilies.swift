/// Every API the staging server imitates, one line per API: their routes are added in this order, and a
/// path's errors and faults answer in the shape of the API that owns it.
enum APIFamilies {
    static let all: [any APIFamily.Type] = [
        TMDBFamily.self,
        PokeAPIFamily.self,
        GitHubFamily.self,
        AirKoreaFamily.self,
        GroupsFamily.self,
    ]

    /// The API `path` belongs to; ``PlainAPI`` when none owns it.
    static func family(of path: String) -> any APIFamily.Type {
        all.first { $0.owns(path) } ?? PlainAPI.self
    }
}
