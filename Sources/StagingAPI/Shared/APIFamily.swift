/// Which public API a staging path imitates, so that errors and faults answer in that API's own shape.
enum APIFamily: Sendable {
    case tmdb
    case pokeAPI
    case gitHub
    case gitHubAvatars
    case airKorea
    case groups
    case other

    init(path: String) {
        if path.hasPrefix("/3/") || path.hasPrefix("/t/p/") {
            self = .tmdb
        } else if path.hasPrefix("/api/v2/") || path == "/api/v2" || path.hasPrefix("/sprites/") {
            self = .pokeAPI
        } else if path == "/users" || path.hasPrefix("/users/") {
            self = .gitHub
        } else if path.hasPrefix("/avatars/") {
            self = .gitHubAvatars
        } else if path.hasPrefix("/B552584/") {
            self = .airKorea
        } else if path == "/groups" || path.hasPrefix("/groups/") || path.hasPrefix("/images/groups/") {
            self = .groups
        } else {
            self = .other
        }
    }
}
