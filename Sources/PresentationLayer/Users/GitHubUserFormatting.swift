import Foundation

/// How the users scene reads what users wrote about themselves.
public enum GitHubUserFormatting {
    /// The web address to link a profile's blog to: an `http` or `https` address as written, or a bare host
    /// (`example.com/blog`) with `https://`; nil for anything else (`javascript:…`, `data:…`, text with spaces),
    /// which a view shows as text, never as a link.
    public static func blogLink(_ blog: String?) -> String? {
        guard let text = blog?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty,
            !text.unicodeScalars.contains(where: notInALink.contains)
        else { return nil }
        guard let url = URL(string: text) else { return nil }
        if let scheme = url.scheme {
            guard ["http", "https"].contains(scheme.lowercased()), url.host?.isEmpty == false else { return nil }
            return text
        }
        guard let bare = URL(string: "https://" + text), let host = bare.host, host.contains("."),
            !host.hasPrefix("."), !host.hasSuffix(".")
        else { return nil }
        return bare.absoluteString
    }

    /// Spaces, line breaks and control characters. Made once; made for each character of a blog's address, it
    /// was a large part of a user's page with a blog (`scripts/page-cost --profile /users/tessel-labs`).
    private static let notInALink = CharacterSet.whitespacesAndNewlines.union(.controlCharacters)

    /// `address` when it is an `http` or `https` address with a host (a profile's `html_url`), to link to as
    /// given; nil for anything else, which a view does not link.
    public static func webLink(_ address: String?) -> String? {
        guard let address, let url = URL(string: address), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme), url.host?.isEmpty == false
        else { return nil }
        return address
    }
}
