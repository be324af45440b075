import DomainLayer
import Foundation

extension MovieDetailsDTO {
    /// As for a search result, an empty overview, poster path, tagline or release date means "none"; a runtime
    /// of 0 or less is not known (TMDB sends 0 as well as null before one is). Genres keep the service's order.
    func toDomain() -> MovieDetails {
        MovieDetails(
            id: id, title: title, overview: overview ?? "",
            posterPath: posterPath.flatMap { $0.isEmpty ? nil : $0 },
            releaseDate: releaseDate.flatMap(MovieDTO.date(fromTMDB:)),
            runtime: runtime.flatMap { $0 > 0 ? $0 : nil },
            genres: genres.map { MovieDetails.Genre(id: $0.id, name: $0.name) },
            tagline: tagline.flatMap { $0.isEmpty ? nil : $0 },
            status: status ?? "", voteAverage: voteAverage ?? 0, voteCount: voteCount ?? 0)
    }
}
