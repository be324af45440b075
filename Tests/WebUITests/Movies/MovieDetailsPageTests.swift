import DomainLayer
import Foundation
import PresentationLayer
import Testing

@testable import WebUI

@MainActor
struct MovieDetailsPageTests {
    @Test func aMovieWithoutADateSaysToBeAnnouncedAsItsRowDoes() {
        let movie = Movie(id: 8, title: "Eight", overview: "Soon.", posterPath: nil, releaseDate: nil)
        let page = MovieDetailsPage.render(MovieDetailsViewModel(movie: movie).state, backTo: "/movies?query=eight")
        #expect(
            page.markup == """
                <p class="movies-back"><a href="/movies?query=eight">← Back to the results</a></p>
                <article class="movie-details">
                <img class="movie-poster" src="/movies/posters/placeholder.svg" alt="Poster of Eight" width="250" \
                height="375">
                <div class="movie-details-text">
                <h1>Eight</h1>
                <p class="movie-release">To be announced</p>
                <p class="movie-overview">Soon.</p>
                </div>
                </article>
                """)
        #expect(MoviesListItemViewModel(movie: movie).releaseDate == "To be announced")
    }

    @Test func aDatedMovieShowsItsReleaseDateOnce() {
        let movie = Movie(
            id: 7, title: "Seven", overview: "Now.", posterPath: "/seven.jpg",
            releaseDate: Date(timeIntervalSince1970: 1_736_899_200))
        let page = MovieDetailsPage.render(MovieDetailsViewModel(movie: movie).state, backTo: "/movies?query=seven")
        #expect(
            page.markup == """
                <p class="movies-back"><a href="/movies?query=seven">← Back to the results</a></p>
                <article class="movie-details">
                <img class="movie-poster" src="/movies/posters/w500/seven.jpg" alt="Poster of Seven" width="250" \
                height="375">
                <div class="movie-details-text">
                <h1>Seven</h1>
                <p class="movie-release">Release date: Jan 15, 2025</p>
                <p class="movie-overview">Now.</p>
                </div>
                </article>
                """)
    }
}
