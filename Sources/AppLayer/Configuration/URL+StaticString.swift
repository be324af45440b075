import Foundation

extension URL {
    /// A URL from a literal known to be valid at compile time.
    init(staticString: StaticString) {
        guard let url = URL(string: "\(staticString)") else {
            preconditionFailure("Invalid URL literal: \(staticString)")
        }
        self = url
    }
}
