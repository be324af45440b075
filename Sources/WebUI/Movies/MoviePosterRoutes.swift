import Foundation
import Hummingbird
import PresentationLayer

/// Posters served by Strata: `GET /movies/posters/w{width}/{file}` through the poster source (and its
/// cache), and a placeholder for movies without a poster.
struct MoviePosterRoutes: Sendable {
    let posters: MoviePosterLoader

    static let cacheControl = "public, max-age=31536000, immutable"

    var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get("/movies/posters/placeholder.svg") { _, _ in
            try Response.image(
                ImageContent(bytes: Data(Self.placeholder.utf8), contentType: "image/svg+xml"),
                cacheControl: Self.cacheControl)
        }
        routes.get("/movies/posters/:size/:file") { _, context in
            try await poster(context: context)
        }
        return routes
    }

    private func poster(context: WebRequestContext) async throws -> Response {
        guard let size = context.parameters.get("size"), size.hasPrefix("w"),
            let width = Int(size.dropFirst()), (1...2000).contains(width),
            let file = context.parameters.get("file"), let path = Self.posterPath(file: file)
        else { throw HTTPError(.notFound) }
        return try await Response.loadedImage(cacheControl: Self.cacheControl) {
            try await posters.image(path: path, width: width)
        }
    }

    private static func posterPath(file: String) -> String? {
        MoviesPaths.posterFile("/" + file).map { "/" + $0 }
    }

    static let placeholder = """
        <svg xmlns="http://www.w3.org/2000/svg" width="92" height="138" viewBox="0 0 92 138">\
        <rect width="92" height="138" fill="#d9dde3"/>\
        <text x="46" y="74" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#5b6472">\
        No poster</text></svg>
        """
}
