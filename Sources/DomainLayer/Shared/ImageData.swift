import Foundation

/// An image's bytes and media type (`image/svg+xml`, `image/png`, `image/jpeg`…), as served to a view.
public struct ImageData: Sendable, Equatable {
    public var bytes: Data
    public var contentType: String

    public init(bytes: Data, contentType: String) {
        self.bytes = bytes
        self.contentType = contentType
    }
}
