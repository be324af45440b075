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
        do {
            return try await service.request(endpoint).toDomain()
        } catch {
            throw APIErrorReader.tmdb.domainError(for: error)
        }
    }
}
