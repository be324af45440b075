import Foundation
import Networking

/// TMDB v3's endpoints the Movies scene uses; `api_key` and `language` come from the service's configuration.
enum TMDBEndpoints {
    static func search(query: String, page: Int) -> Endpoint<MoviesResponseDTO> {
        Endpoint(
            path: "/3/search/movie",
            queryItems: [URLQueryItem(name: "query", value: query), URLQueryItem(name: "page", value: "\(page)")],
            decoder: .json())
    }

    /// NB: the id is an `Int`, so nothing but digits (and a `-`) can reach the path.
    static func details(id: Int) -> Endpoint<MovieDetailsDTO> {
        Endpoint(path: "/3/movie/\(id)", decoder: .json())
    }
}
