/// The poster widths TMDB serves (`/t/p/w{width}/…`).
public enum TMDBPosterSize {
    /// Ascending.
    public static let widths = [92, 154, 185, 342, 500, 780]

    /// The served width nearest to `width`; halfway between two, the larger (a poster is better sharp).
    public static func nearest(to width: Int) -> Int {
        widths.reduce(widths[0]) { best, candidate in
            let candidateDistance = abs(candidate - width)
            let bestDistance = abs(best - width)
            return candidateDistance < bestDistance || (candidateDistance == bestDistance && candidate > best)
                ? candidate : best
        }
    }

    /// The height of a 2:3 poster `width` wide, as TMDB's posters are.
    static func height(forWidth width: Int) -> Int {
        (width * 3 + 1) / 2
    }
}
