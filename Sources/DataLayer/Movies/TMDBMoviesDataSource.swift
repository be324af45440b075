import DomainLayer
import Foundation
import Networking

/// TMDB's `GET /3/search/movie`. The key (`api_key`) and `language` come from the service's configuration.
public struct TMDBMoviesDataSource: MoviesDataSource {
    private let service: DataTransferService

    public init(service: DataTransferService) {
        self.service = service
    }

    public func page(query: MovieQuery, page: Int) async throws -> MoviesPage {
        let endpoint = Endpoint<MoviesResponseDTO>(
            path: "/3/search/movie",
            queryItems: [URLQueryItem(name: "query", value: query.text), URLQueryItem(name: "page", value: "\(page)")],
            decoder: .json())
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
}
