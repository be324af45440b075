import Foundation

/// Hides secrets (API keys, tokens) in what is logged or shown.
public enum Redaction {
    /// Query parameters whose values are secrets, compared case-insensitively.
    public static let secretQueryParameters: Set<String> = ["api_key", "servicekey", "access_token", "token"]
    /// Headers whose values are secrets, compared case-insensitively.
    public static let secretHeaders: Set<String> = ["authorization", "x-api-key", "cookie"]
    public static let placeholder = "REDACTED"

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

    /// The headers with the values of secret ones replaced.
    public static func redact(headers: [String: String]) -> [String: String] {
        headers.reduce(into: [:]) { result, header in
            result[header.key] = secretHeaders.contains(header.key.lowercased()) ? placeholder : header.value
        }
    }
}
