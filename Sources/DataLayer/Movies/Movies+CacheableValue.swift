import DomainLayer
import Foundation

extension MoviesPage: CacheableValue {
    /// In the ranges `MoviesResponseDTO` reads a page in.
    public func isReadable(storedAt: Date) -> Bool {
        (1...MoviesResponseDTO.maximumPages).contains(page) && (0...MoviesResponseDTO.maximumPages).contains(totalPages)
            && totalResults.map(UpstreamNumbers.count.contains) != false
            && movies.allSatisfy {
                UpstreamNumbers.id.contains($0.id) && $0.releaseDate.map(UpstreamNumbers.isInstant) != false
                    && $0.voteAverage.map(MovieDTO.voteAverages.contains) != false
            }
    }
}

extension MovieDetails: CacheableValue {
    /// In the ranges `MovieDetailsDTO` reads a movie in.
    public func isReadable(storedAt: Date) -> Bool {
        UpstreamNumbers.id.contains(id) && releaseDate.map(UpstreamNumbers.isInstant) != false
            && runtime.map((1...MovieDetailsDTO.maximumRuntime).contains) != false
            && genres.allSatisfy { UpstreamNumbers.id.contains($0.id) }
            && MovieDTO.voteAverages.contains(voteAverage) && UpstreamNumbers.count.contains(voteCount)
    }
}
