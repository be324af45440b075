import Foundation
import Hummingbird
import LiveWeb
import PresentationLayer

/// Posters served by Strata: `GET /movies/posters/w{width}/{file}`, named by TMDB's file (which never
/// changes, so kept immutable), through the poster source (and its cache), and for a movie without a poster one
/// drawn from its id and title (`/movies/{id}/poster?title=…`, whose address names all it shows).
struct MoviePosterRoutes: Sendable {
    let posters: MoviePosterLoader

    var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get(RouterPath(MoviesPaths.placeholderPoster)) { request, _ in
            try await Response.loadedImage(for: request, caching: .immutable) {
                ImageContent(bytes: Data(Self.placeholder.utf8), contentType: "image/svg+xml")
            }
        }
        routes.get(RouterPath(MoviesPaths.posterPattern)) { request, _ in
            try await poster(request: request)
        }
        routes.get(RouterPath(MoviesPaths.generatedPosterPattern)) { request, _ in
            guard let (movieID, title) = MoviesPaths.generatedPoster(from: SceneAddress(request.uri)) else {
                throw HTTPError(.notFound)
            }
            return try await Response.loadedImage(for: request, caching: .immutable) {
                posters.generatedImage(movieID: movieID, title: title)
                    ?? ImageContent(bytes: Data(Self.placeholder.utf8), contentType: "image/svg+xml")
            }
        }
        return routes
    }

    private func poster(request: Request) async throws -> Response {
        guard let (path, width) = MoviesPaths.poster(from: SceneAddress(request.uri)) else {
            throw HTTPError(.notFound)
        }
        return try await Response.loadedImage(for: request, caching: .immutable) {
            try await posters.image(path: path, width: width)
        }
    }

    /// A movie without a poster: a muted film frame on a quiet ground, pale in light and deep in dark (the
    /// SVG's own `prefers-color-scheme`), so no light slab glares from a dark page. No words: the `alt` names it.
    static let placeholder = """
        <svg xmlns="http://www.w3.org/2000/svg" width="92" height="138" viewBox="0 0 92 138">\
        <style>.ground{fill:#e4e7ec}.line{fill:none;stroke:#8a93a3}.ink{fill:#8a93a3}\
        @media (prefers-color-scheme: dark){.ground{fill:#222833}.line{stroke:#4f5868}.ink{fill:#4f5868}}</style>\
        <rect class="ground" width="92" height="138"/>\
        <g class="line" stroke-width="2.5"><rect x="24" y="47" width="44" height="44" rx="4"/>\
        <path d="M33 47V91M59 47V91"/></g>\
        <g class="ink"><rect x="27" y="52" width="3" height="4"/><rect x="27" y="62" width="3" height="4"/>\
        <rect x="27" y="72" width="3" height="4"/><rect x="27" y="82" width="3" height="4"/>\
        <rect x="62" y="52" width="3" height="4"/><rect x="62" y="62" width="3" height="4"/>\
        <rect x="62" y="72" width="3" height="4"/><rect x="62" y="82" width="3" height="4"/>\
        <path d="M41 60L53 69L41 78Z"/></g></svg>
        """
}
