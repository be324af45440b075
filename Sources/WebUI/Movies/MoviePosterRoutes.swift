import Foundation
import Hummingbird
import PresentationLayer

/// Posters served by Strata: `GET /movies/posters/w{width}/{file}`, named by TMDB's file (which never
/// changes, so kept immutable), through the poster source (and its cache), and a placeholder for movies
/// without a poster.
struct MoviePosterRoutes: Sendable {
    let posters: MoviePosterLoader

    var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get(RouterPath(MoviesPaths.placeholderPoster)) { request, _ in
            try await Response.loadedImage(for: request, caching: .immutable) {
                ImageContent(bytes: Data(Self.placeholder.utf8), contentType: "image/svg+xml")
            }
        }
        routes.get(RouterPath(MoviesPaths.posterPattern)) { request, context in
            try await poster(request: request, context: context)
        }
        return routes
    }

    private func poster(request: Request, context: WebRequestContext) async throws -> Response {
        guard let size = context.parameters.get("size"), size.hasPrefix("w"),
            let width = Int(size.dropFirst()), (1...2000).contains(width),
            let file = context.parameters.get("file"), let path = Self.posterPath(file: file)
        else { throw HTTPError(.notFound) }
        return try await Response.loadedImage(for: request, caching: .immutable) {
            try await posters.image(path: path, width: width)
        }
    }

    private static func posterPath(file: String) -> String? {
        MoviesPaths.posterFile("/" + file).map { "/" + $0 }
    }

    static let placeholder = """
        <svg xmlns="http://www.w3.org/2000/svg" width="92" height="138" viewBox="0 0 92 138">\
        <rect width="92" height="138" fill="#d9dde3"/>\
        <path d="M26 86L40 64L50 76L58 68L68 86Z" fill="#5b6472"/><circle cx="58" cy="54" r="5" fill="#5b6472"/></svg>
        """
}
