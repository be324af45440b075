/// Posters drawn for movies that have none: each its own, from the movie's id and title.
public protocol GeneratedPosterRepository: Sendable {
    /// The poster of the movie with `movieID` titled `title`; the same for the same movie every time.
    func poster(movieID: Int, title: String) -> ImageData
}
