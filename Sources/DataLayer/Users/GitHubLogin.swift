import Foundation

/// What can be a GitHub login: 1 to 39 ASCII letters, digits and hyphens. Anything else names no user, so it
/// is not found without a request (and never reaches a URL path).
enum GitHubLogin {
    static let maximumLength = 39
    static let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")

    static func isValid(_ login: String) -> Bool {
        (1...maximumLength).contains(login.unicodeScalars.count)
            && login.unicodeScalars.allSatisfy(allowed.contains)
    }
}
