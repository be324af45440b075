import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

@MainActor
struct MovieDetailsPageTests {
    @Test func aMovieWithoutADateSaysToBeAnnouncedAsItsRowDoes() {
        let movie = Movie(id: 8, title: "Eight", overview: "Soon.", posterPath: nil, releaseDate: nil)
        let page = MovieDetailsPage.render(
            .loaded(MovieDetailsViewModel.Content(movie)), backTo: "/movies?query=eight", path: "/movies/8",
            strings: .en)
        #expect(
            page.markup == """
                <p class="movies-back"><a href="/movies?query=eight">← Back to the results</a></p>
                <article class="movie-details">
                <img class="movie-poster" src="/movies/8/poster?title=Eight" alt="Poster of Eight" width="250" \
                height="375">
                <div class="movie-details-text">
                <h1>Eight</h1>
                <p class="movie-release">Release date to be announced</p>
                <p class="movie-overview">Soon.</p>
                </div>
                </article>
                """)
    }

    @Test func fullDetailsShowTheTaglineRuntimeAndGenres() {
        let details = MovieDetailsFixtures.details(id: 7, title: "Seven <b>")
        let page = MovieDetailsPage.render(
            .loaded(MovieDetailsViewModel.Content(details)), backTo: "/movies?query=seven", path: "/movies/7",
            strings: .en)
        #expect(
            page.markup == """
                <p class="movies-back"><a href="/movies?query=seven">← Back to the results</a></p>
                <article class="movie-details">
                <img class="movie-poster" src="/movies/posters/w500/poster7.jpg" alt="Poster of Seven &lt;b&gt;" \
                width="250" height="375">
                <div class="movie-details-text">
                <h1>Seven &lt;b&gt;</h1>
                <p class="movie-tagline">Tagline of 7.</p>
                <p class="movie-release">Release date: Jan 15, 2025</p>
                <p class="movie-facts"><span class="movie-rating"><span aria-hidden="true">★ </span><span class="visually-hidden">Rating </span>7.4</span> · 2 h 8 min · Science Fiction, Adventure</p>
                <p class="movie-overview">Overview of 7.</p>
                </div>
                </article>
                """)
    }

    @Test func aFailureShowsRetryAsALinkToThisPageAndAnActionOnItsWindow() {
        let page = MovieDetailsPage.render(
            .failed(.unreachable(service: "TMDB"), of: 7), backTo: "/movies", path: "/movies/7?query=star", strings: .en
        )
        #expect(
            page.markup == """
                <p class="movies-back"><a href="/movies">← Back to the results</a></p>
                <h1>Movie</h1>
                <div class="error" role="alert"><p>Can’t reach TMDB. Try again in a moment.</p>\
                <a class="button retry" id="movie-retry" href="/movies/7?query=star" data-action="/movies/7/retry">Retry</a></div>
                """)
    }

    @Test func inKoreanTheDatesRunningTimeAndWordsAreKorean() {
        let details = MovieDetailsFixtures.details(id: 7, title: "Seven")
        let page = MovieDetailsPage.render(
            .loaded(MovieDetailsViewModel.Content(details)), backTo: "/movies?query=seven", path: "/movies/7",
            strings: Strings(.ko)
        ).markup
        #expect(page.contains("← 검색 결과로 돌아가기"))
        #expect(page.contains("alt=\"Seven 포스터\""))
        #expect(page.contains("<p class=\"movie-release\">개봉일: 2025년 1월 15일</p>"))
        #expect(
            page.contains(
                "<span class=\"visually-hidden\">평점 </span>7.4</span> · 2시간 8분 · Science Fiction, Adventure</p>"))
    }

    @Test func theMoviesCatalogueIsCompleteInBothLanguages() {
        #expect(MoviesText.catalogue.problems(for: MoviesText.self) == [])
        #expect(SiteText.catalogue.problems(for: SiteText.self) == [])
    }
}
