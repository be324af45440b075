import DomainLayer
import Foundation
import PresentationLayer
import Testing

struct MoviesErrorMessageTests {
    @Test func eachCauseIsWordedForTheUser() {
        let cases: [(DomainError, String)] = [
            (.offline, "No internet connection"),
            (.timedOut, "Failed loading movies: The service took too long to answer."),
            (.notFound, "Failed loading movies: Not found."),
            (
                .unauthorized(message: "Invalid API key: You must be granted a valid key."),
                "Failed loading movies: Invalid API key: You must be granted a valid key."
            ),
            (.unauthorized(message: nil), "Failed loading movies: The API key was refused."),
            (
                .rateLimited(until: Date(timeIntervalSince1970: 1_736_899_200 + 13 * 3600 + 5 * 60)),
                "Failed loading movies: Too many requests; try again after 13:05 UTC."
            ),
            (.rateLimited(until: nil), "Failed loading movies: Too many requests; try again later."),
            (.server(status: 503, message: nil), "Failed loading movies: Server error (503)."),
            (.server(status: 500, message: "Internal error."), "Failed loading movies: Internal error."),
            (.badData(details: "key 'results' missing"), "Failed loading movies: The answer could not be read."),
            (.notConfigured(message: "Set TMDB_API_KEY."), "Failed loading movies: Set TMDB_API_KEY."),
        ]
        for (error, wording) in cases {
            #expect(MoviesErrorMessage.text(for: error) == wording)
        }
    }

    @Test func cancellationHasNoWording() {
        #expect(MoviesErrorMessage.text(for: CancellationError()) == nil)
    }

    @Test func releaseDatesAreMediumUSDatesInUTCOrToBeAnnounced() {
        #expect(
            MovieReleaseDateFormatter.releaseLine(for: Date(timeIntervalSince1970: 1_736_899_200))
                == "Release date: Jan 15, 2025")
        #expect(MovieReleaseDateFormatter.releaseLine(for: nil) == "To be announced")
    }
}
