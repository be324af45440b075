import DomainLayer
import Foundation
import SampleData

/// Posters for movies without one (every phase, as TMDB has none to give): `GeneratedArt.poster`, coloured from
/// the movie's id with its title set in it, following the viewer's colour scheme. No one's artwork.
public struct GeneratedPosterImagesRepository: GeneratedPosterRepository {
    public init() {}

    public func poster(movieID: Int, title: String) -> ImageData {
        ImageData(bytes: Data(GeneratedArt.poster(id: movieID, title: title).utf8), contentType: "image/svg+xml")
    }
}
