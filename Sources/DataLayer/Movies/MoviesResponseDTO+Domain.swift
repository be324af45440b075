import DomainLayer
import Foundation

extension MoviesResponseDTO {
    /// The page as the domain sees it, movies in the service's order.
    func toDomain() -> MoviesPage {
        MoviesPage(
            page: page, totalPages: totalPages, movies: results.map { $0.toDomain() }, totalResults: totalResults)
    }
}

extension MovieDTO {
    /// An empty overview, poster path or release date means "none"; a date that is not `yyyy-MM-dd` too. The vote
    /// average is kept as sent (0 when nobody voted).
    func toDomain() -> Movie {
        Movie(
            id: id, title: title, overview: overview ?? "",
            posterPath: posterPath.flatMap { $0.isEmpty ? nil : $0 },
            releaseDate: releaseDate.flatMap(Self.date(fromTMDB:)), voteAverage: voteAverage)
    }

    /// `yyyy-MM-dd` as midnight UTC; nil for anything else (TMDB sends `""` when not announced).
    static func date(fromTMDB text: String) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let components = DateComponents(year: year, month: month, day: day)
        // A day the month does not have (2023-02-30) is refused, not rolled over into the next month.
        guard components.isValidDate(in: .utc) else { return nil }
        return Calendar.utc.date(from: components)
    }
}
