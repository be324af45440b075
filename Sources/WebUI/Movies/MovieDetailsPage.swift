import PresentationLayer

/// The movie details screen: large poster, title, release date, overview, and the way back to the list.
enum MovieDetailsPage {
    static func render(_ state: MovieDetailsViewModel.State, backTo listPath: String) -> HTML {
        """
        <p class="movies-back"><a href="\(listPath)">← Back to the results</a></p>
        <article class="movie-details">
        <img class="movie-poster" src="\(MoviesPaths.poster(state.posterPath, width: 500))" \
        alt="\("Poster of " + state.title)" width="250" height="375">
        <div class="movie-details-text">
        <h1>\(state.title)</h1>
        <p class="movie-release">\(state.releaseDate)</p>
        <p class="movie-overview">\(state.overview)</p>
        </div>
        </article>
        """
    }

    static func notInList(backTo listPath: String) -> HTML {
        """
        <h1>Movie not found</h1>
        <p>This movie is not in your results. Search for it again.</p>
        <p class="movies-back"><a href="\(listPath)">← Back to the results</a></p>
        """
    }
}
