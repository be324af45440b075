import DomainLayer
import Foundation
import PresentationLayer
import Testing

struct ErrorMessageTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul") ?? .gmt

    @Test(arguments: [
        (DomainError.offline, "No internet connection."),
        (.noResponse(details: "connection reset by peer"), "Failed loading movies: the connection failed."),
        (.timedOut, "Failed loading movies: the service took too long to answer."),
        (.notFound, "Failed loading movies: not found."),
        (
            .unauthorized(message: "Invalid API key: You must be granted a valid key."),
            "Failed loading movies: Invalid API key: You must be granted a valid key."
        ),
        (.unauthorized(message: nil), "Failed loading movies: the key was refused."),
        // NB: 05:05 UTC is 14:05 in Seoul.
        (.rateLimited(until: Date(timeIntervalSince1970: 5 * 3_600 + 5 * 60)), "Rate limited until 14:05."),
        (.rateLimited(until: nil), "Rate limited."),
        (.server(status: 503, message: nil), "Failed loading movies: server error 503."),
        (.server(status: 500, message: "Internal error."), "Failed loading movies: server error 500: Internal error."),
        (.server(status: 502, message: "Bad gateway"), "Failed loading movies: server error 502: Bad gateway."),
        (.badData(details: "key 'results' missing"), "Failed loading movies: the answer could not be read."),
        (.notConfigured(message: "Set TMDB_API_KEY to use this scene."), "Set TMDB_API_KEY to use this scene."),
    ])
    func eachCauseIsWordedOneWay(error: DomainError, text: String) {
        #expect(ErrorMessage(error, subject: "movies", timeZone: Self.seoul) == ErrorMessage(text: text))
    }

    @Test func theSceneNamesWhatFailedToLoad() {
        #expect(
            ErrorMessage(DomainError.timedOut, subject: "Pokémon")?.text
                == "Failed loading Pokémon: the service took too long to answer.")
        #expect(ErrorMessage(CocoaError(.fileReadUnknown), subject: "groups")?.text == "Failed loading groups.")
    }

    @Test func aCancellationHasNoMessage() {
        #expect(ErrorMessage(CancellationError(), subject: "movies") == nil)
    }
}
