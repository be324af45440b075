import DomainLayer
import Foundation
import Networking

/// TMDB v3's endpoints the Movies scene uses, each in a `language` (TMDB's `language` parameter); `api_key` comes
/// from the service's configuration.
enum TMDBEndpoints {
    static func search(query: String, page: Int, language: MovieLanguage) -> Endpoint<MoviesResponseDTO> {
        Endpoint(
            path: "/3/search/movie",
            queryItems: [
                URLQueryItem(name: "query", value: query), URLQueryItem(name: "page", value: "\(page)"),
                URLQueryItem(name: "language", value: language.tag),
            ],
            decoder: .json())
    }

    /// `GET /3/movie/popular`: the movies popular now, in the search's shape.
    static func popular(page: Int, language: MovieLanguage) -> Endpoint<MoviesResponseDTO> {
        Endpoint(
            path: "/3/movie/popular",
            queryItems: [
                URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "language", value: language.tag),
            ],
            decoder: .json())
    }

    /// The id is an `Int`, so nothing but digits (and a `-`) can reach the path.
    static func details(id: Int, language: MovieLanguage) -> Endpoint<MovieDetailsDTO> {
        Endpoint(
            path: "/3/movie/\(id)", queryItems: [URLQueryItem(name: "language", value: language.tag)],
            decoder: .json())
    }
}
