import Foundation

/// Hides secrets (API keys, tokens) in what is logged or shown.
public enum Redaction {
    /// Query parameters whose values are secrets, compared case-insensitively.
    public static let secretQueryParameters: Set<String> = ["api_key", "servicekey", "access_token", "token"]
    /// Headers whose values are secrets, compared case-insensitively.
    public static let secretHeaders: Set<String> = ["authorization", "x-api-key", "cookie"]
    public static let placeholder = "REDACTED"
    /// The shortest secret masked in a successful answer; every real key and token is longer.
    public static let minimumMaskedLength = 8

    /// The URL as text with the values of secret query parameters replaced.
    public static func redact(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.percentEncodedQueryItems
        else { return url.absoluteString }
        components.percentEncodedQueryItems = items.map { item in
            secretQueryParameters.contains(item.name.lowercased())
                ? URLQueryItem(name: item.name, value: placeholder) : item
        }
        return components.string ?? url.absoluteString
    }

    /// `data` with every occurrence of each secret (as is, percent-encoded, and with JSON's escaped `\/`)
    /// replaced by the placeholder.
    public static func mask(_ secrets: [String], in data: Data) -> Data {
        var masked = data
        let forms = secrets.flatMap { secret in
            [
                secret, secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? secret,
                secret.replacingOccurrences(of: "/", with: "\\/"),
            ]
        }
        for form in Set(forms) where !form.isEmpty {
            let needle = Data(form.utf8)
            while let range = masked.range(of: needle) {
                masked.replaceSubrange(range, with: Data(placeholder.utf8))
            }
        }
        return masked
    }
}
