import DomainLayer
import Foundation

/// Movie details for tests of the details screen and its data.
public enum MovieDetailsFixtures {
    /// Details with every field set: released on 2025-01-15 (UTC), 128 minutes, two genres, a tagline.
    public static func details(id: Int, title: String? = nil) -> MovieDetails {
        MovieDetails(
            id: id, title: title ?? "Movie \(id)", overview: "Overview of \(id).", posterPath: "/poster\(id).jpg",
            releaseDate: Date(timeIntervalSince1970: 1_736_899_200), runtime: 128,
            genres: [
                MovieDetails.Genre(id: 878, name: "Science Fiction"), MovieDetails.Genre(id: 12, name: "Adventure"),
            ],
            tagline: "Tagline of \(id).", status: "Released", voteAverage: 7.4, voteCount: 1_234)
    }

    /// Details of a movie not released yet, with nothing optional: no poster, date, runtime, genre or tagline,
    /// and no votes.
    public static func sparseDetails(id: Int, title: String? = nil) -> MovieDetails {
        MovieDetails(
            id: id, title: title ?? "Movie \(id)", overview: "", posterPath: nil, releaseDate: nil, runtime: nil,
            genres: [], tagline: nil, status: "Planned", voteAverage: 0, voteCount: 0)
    }
}
