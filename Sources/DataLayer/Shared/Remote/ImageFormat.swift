import DomainLayer
import Foundation

/// The raster formats Strata serves from upstream bytes, recognised by their signatures. The type an
/// upstream declares is never trusted: bytes that are none of these (HTML, script, SVG) are not an image.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, gif, webp

    /// The format `bytes` start with, or nil when they are not one of these.
    public init?(sniffing bytes: Data) {
        let head = [UInt8](bytes.prefix(12))
        func starts(with signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<offset + signature.count]) == signature
        }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(with: Array("RIFF".utf8)) && starts(with: Array("WEBP".utf8), at: 8) {
            self = .webp
        } else {
            return nil
        }
    }

    /// The media type to serve it as.
    public var mediaType: String { "image/\(rawValue)" }

    /// `bytes` as an image typed by their signature, or nil when they are not one.
    static func image(_ bytes: Data) -> ImageData? {
        ImageFormat(sniffing: bytes).map { ImageData(bytes: bytes, contentType: $0.mediaType) }
    }
}
