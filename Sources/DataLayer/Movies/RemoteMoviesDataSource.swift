import DomainLayer
import Foundation
import Networking

/// TMDB's `GET /3/search/movie`, `GET /3/movie/popular` and `GET /3/movie/{id}`, asked in one `language`. The key (`api_key`) comes from
/// the service's configuration; failures are read with `APIErrorReader.tmdb` (an unknown movie is a 404 code 34).
public struct RemoteMoviesDataSource: MoviesDataSource {
    private let service: DataTransferService
    public let language: MovieLanguage

    public init(service: DataTransferService, language: MovieLanguage = .english) {
        self.service = service
        self.language = language
    }

    public func page(query: MovieQuery, page: Int) async throws -> MoviesPage {
        try await moviesPage(TMDBEndpoints.search(query: query.text, page: page, language: language))
    }

    public func popularPage(page: Int) async throws -> MoviesPage {
        try await moviesPage(TMDBEndpoints.popular(page: page, language: language))
    }

    /// A page of movies from `endpoint`, the rows that could not be read skipped (and logged).
    private func moviesPage(_ endpoint: Endpoint<MoviesResponseDTO>) async throws -> MoviesPage {
        let response: MoviesResponseDTO
        do {
            response = try await service.request(endpoint)
        } catch {
            throw APIErrorReader.tmdb.domainError(for: error)
        }
        if response.skippedResults > 0 {
            service.logger.warning(
                "Skipped results that could not be read",
                metadata: ["skipped": "\(response.skippedResults)", "kept": "\(response.results.count)"])
        }
        return response.toDomain()
    }

    public func details(id: Int) async throws -> MovieDetails {
        let response: MovieDetailsDTO
        do {
            response = try await service.request(TMDBEndpoints.details(id: id, language: language))
        } catch {
            throw APIErrorReader.tmdb.domainError(for: error)
        }
        if response.skippedGenres > 0 {
            service.logger.warning(
                "Skipped genres that could not be read",
                metadata: ["skipped": "\(response.skippedGenres)", "kept": "\(response.genres.count)"])
        }
        return response.toDomain()
    }
}
