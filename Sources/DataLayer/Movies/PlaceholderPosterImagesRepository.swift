import DomainLayer
import Foundation
import SampleData

/// The dev phase's posters: generated SVG placeholders, seeded by the poster path as the staging API seeds
/// them, at the TMDB size nearest to the requested width (2:3), with a film frame. Nothing is fetched.
public struct PlaceholderPosterImagesRepository: PosterImagesRepository {
    public init() {}

    public func poster(path: String, width: Int) async throws -> ImageData {
        try Task.checkCancellation()
        let size = TMDBPosterSize.nearest(to: width)
        let svg = PlaceholderImage.svg(
            seed: path, label: "Poster", width: size, height: TMDBPosterSize.height(forWidth: size),
            glyph: .film)
        return ImageData(bytes: Data(svg.utf8), contentType: "image/svg+xml")
    }
}
