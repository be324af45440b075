import DomainLayer
import Foundation

/// An image (poster, sprite, card) as a view serves it: its bytes and media type. The View ring cannot see
/// DomainLayer's `ImageData`, so loaders hand it this.
public struct ImageContent: Hashable, Sendable {
    public var bytes: Data
    /// The media type, e.g. `image/png` or `image/svg+xml`.
    public var contentType: String

    public init(bytes: Data, contentType: String) {
        self.bytes = bytes
        self.contentType = contentType
    }

    /// The content of a domain image.
    public init(_ image: ImageData) {
        self.init(bytes: image.bytes, contentType: image.contentType)
    }
}
