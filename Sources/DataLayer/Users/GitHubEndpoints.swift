import Foundation
import Networking

/// GitHub REST's endpoints the users scene uses. The token, when there is one, is a header of the service's
/// configuration (`authorization(token:)`), so it is masked wherever an answer echoes it and never logged.
public enum GitHubEndpoints {
    /// The media type and API version GitHub asks clients to send.
    static let headers = ["Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"]

    /// `Authorization: Bearer <token>` for a token (which raises the rate limit), nothing without one.
    public static func authorization(token: String?) -> [String: String] {
        guard let token, !token.isEmpty else { return [:] }
        return ["Authorization": "Bearer \(token)"]
    }

    static func users(since: Int, perPage: Int) -> Endpoint<LossyList<GitHubUserDTO>> {
        Endpoint(
            path: "/users",
            queryItems: [
                URLQueryItem(name: "per_page", value: "\(perPage)"), URLQueryItem(name: "since", value: "\(since)"),
            ],
            headers: headers, decoder: .json())
    }

    static func user(login: String) -> Endpoint<GitHubUserDetailsDTO> {
        // Callers pass logins checked by `GitHubLogin`; encoding every other character as well keeps a `.`
        // or `/` from ever reaching the path.
        let segment = login.addingPercentEncoding(withAllowedCharacters: GitHubLogin.allowed)
        return Endpoint(path: "/users/\(segment ?? "")", headers: headers, decoder: .json())
    }
}
