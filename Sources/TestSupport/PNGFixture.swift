import Foundation

/// The smallest valid PNG (1×1, one transparent pixel), for tests of what is and is not an image.
public enum PNGFixture {
    public static let bytes =
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=")
        ?? Data()
}
