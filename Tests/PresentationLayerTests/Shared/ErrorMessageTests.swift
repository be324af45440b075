import DomainLayer
import Foundation
import PresentationLayer
import Testing

struct ErrorMessageTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul") ?? .gmt

    @Test(arguments: [
        (DomainError.offline, ErrorMessage.offline),
        (.unreachable(service: "GitHub"), .unreachable(service: "GitHub")),
        (.noResponse(details: "connection reset by peer"), .noResponse),
        (.timedOut, .timedOut),
        (.notFound, .notFound),
        (.unauthorized(message: "Invalid API key: You must be granted a valid key."), .unauthorized),
        (.unauthorized(message: nil), .unauthorized),
        (.rateLimited(until: nil), .rateLimited(until: nil)),
        (.server(status: 503, message: nil), .server),
        (.server(status: 500, message: "Internal Server Error"), .server),
        (.badData(details: "The given data was not valid JSON."), .badData),
        (.unreadableAnswer(service: "GitHub"), .unreadableAnswer(service: "GitHub")),
        (.notConfigured(message: "The service address is not a valid URL: x"), .notConfigured),
    ])
    func eachCauseIsOneMessage(error: DomainError, message: ErrorMessage) {
        #expect(ErrorMessage(error) == message)
    }

    @Test func aTallyCountsTheMessagesMadeInItsTaskAndInTheTasksStartedThere() async {
        let tally = FailureTally()
        await FailureTally.$current.withValue(tally) {
            _ = ErrorMessage(DomainError.timedOut)
            // A cancellation makes no message.
            _ = ErrorMessage(CancellationError())
            await Task { _ = ErrorMessage(DomainError.offline) }.value
        }
        _ = ErrorMessage(DomainError.timedOut)
        #expect(tally.value == 2)
    }

    @Test func theServicesOwnWordsAndDetailsNeverReachTheSentence() {
        let errors: [DomainError] = [
            .unauthorized(message: "Invalid API key: You must be granted a valid key."),
            .server(status: 500, message: "Internal Server Error"),
            .badData(details: "The given data was not valid JSON."),
            .noResponse(details: "transfer closed with 4659 bytes remaining to read"),
        ]
        for error in errors {
            for language in Language.allCases {
                let text = ErrorMessage(error)?.text(Strings(language)) ?? ""
                #expect(!text.contains("Invalid API key") && !text.contains("Internal Server Error"))
                #expect(!text.contains("JSON") && !text.contains("4659") && !text.contains("500"))
            }
        }
    }

    @Test func everyMessageIsOneSentenceInEachLanguage() {
        let messages: [ErrorMessage] = [
            .offline, .unreachable(service: "TMDB"), .noResponse, .timedOut, .notFound, .unauthorized,
            .rateLimited(until: nil), .server, .badData, .unreadableAnswer(service: "GitHub"),
            .notConfigured, .diskFull, .notWritable, .dataInUse, .unknown,
        ]
        for message in messages {
            let english = message.text(.en)
            let korean = message.text(Strings(.ko))
            #expect(english.first?.isUppercase == true && english.hasSuffix("."), "\(english)")
            #expect(korean.hasSuffix(".") && korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        }
        #expect(Set(messages.map { $0.text(.en) }).count == messages.count)
    }

    @Test func aRateLimitSaysUntilWhenInTheUsersTimeZone() {
        // 05:05 UTC is 14:05 in Seoul, the same day there as 09:00 in Seoul.
        let until = Date(timeIntervalSince1970: 5 * 3_600 + 5 * 60)
        let now = Date(timeIntervalSince1970: 0)
        let message = ErrorMessage(DomainError.rateLimited(until: until))
        #expect(
            message?.text(.en, timeZone: Self.seoul, now: now) == "Too many requests for now. Try again after 14:05.")
        #expect(
            message?.text(Strings(.ko), timeZone: Self.seoul, now: now)
                == "지금은 요청이 너무 많아요. 14:05 이후에 다시 시도해 주세요.")
    }

    /// #37.6: GitHub's reset at 10:03 UTC read "19:03" to a reader in Seoul at 04:02 the next day, which was
    /// past; a time on another day than the reader's today says its day, and a page not knowing the reader's
    /// zone names it.
    @Test func aRateLimitOnAnotherDaySaysItsDayAndAZoneNotTheReadersIsNamed() {
        let until = Date(timeIntervalSince1970: 86_400 + 10 * 3_600 + 3 * 60)  // Jan 2, 10:03 UTC; 19:03 in Seoul
        let message = ErrorMessage(DomainError.rateLimited(until: until))
        let beforeMidnightInSeoul = Date(timeIntervalSince1970: 14 * 3_600)  // Jan 1, 23:00 in Seoul
        #expect(
            message?.text(.en, timeZone: Self.seoul, now: beforeMidnightInSeoul)
                == "Too many requests for now. Try again after Jan 2, 19:03.")
        #expect(
            message?.text(Strings(.ko), timeZone: Self.seoul, now: beforeMidnightInSeoul)
                == "지금은 요청이 너무 많아요. 1월 2일 19:03 이후에 다시 시도해 주세요.")
        #expect(
            message?.text(.en, timeZone: .gmt, now: until.addingTimeInterval(-60), namesZone: true)
                == "Too many requests for now. Try again after 10:03 UTC.")
        let timed = message?.timedText(.en, timeZone: .gmt, now: beforeMidnightInSeoul, namesZone: true)
        #expect(
            timed
                == ErrorMessage.TimedText(
                    before: "Too many requests for now. Try again after ", time: until, timeText: "Jan 2, 10:03 UTC",
                    after: "."))
        #expect(ErrorMessage.server.timedText(.en) == nil)
    }

    /// The server cannot reach an upstream while the user, who just loaded the page, is plainly online: the
    /// sentence names the service and never says the user is offline.
    @Test func anUnreachableServiceIsNamedAndTheUserIsNeverToldTheyAreOffline() {
        let message = ErrorMessage(DomainError.unreachable(service: "GitHub"))
        #expect(message?.text(.en) == "Can’t reach GitHub. Try again in a moment.")
        #expect(message?.text(Strings(.ko)) == "GitHub에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.")
        for message in [ErrorMessage.offline, .unreachable(service: "TMDB")] {
            #expect(!message.text(.en).lowercased().contains("offline"))
            #expect(!message.text(Strings(.ko)).contains("인터넷"))
        }
    }

    /// A service that answered is not one that couldn't be reached: an answer whose headers cannot be read says
    /// so, naming the service.
    @Test func anAnswerThatCannotBeReadNamesTheServiceThatSentIt() {
        let message = ErrorMessage(DomainError.unreadableAnswer(service: "GitHub"))
        #expect(message?.text(.en) == "Couldn’t read GitHub’s answer. Try again in a moment.")
        #expect(message?.text(Strings(.ko)) == "GitHub의 응답을 읽지 못했어요. 잠시 후 다시 시도해 주세요.")
    }

    /// A full disk reads the same wherever a save failed: a star, a station, a recent search.
    @Test func aFullDiskIsOneSentence() {
        #expect(ErrorMessage(StorageError.full) == .diskFull)
        #expect(ErrorMessage.diskFull.text(.en) == "The disk is full.")
        #expect(ErrorMessage.diskFull.text(Strings(.ko)) == "디스크가 가득 찼어요.")
        #expect(ErrorMessage(StorageError.notWritable) == .notWritable)
    }

    /// #38.8: a save blocked by another Strata holding the database read "Something went wrong"; it says why,
    /// and that trying again shortly can work, wherever it failed (a star, a station, a recent search).
    @Test func aDatabaseHeldByAnotherProcessSaysSoInEachLanguage() {
        #expect(ErrorMessage(StorageError.busy) == .dataInUse)
        #expect(
            ErrorMessage.dataInUse.text(.en)
                == "Your data is in use by another Strata window or process. Try again in a moment.")
        #expect(
            ErrorMessage.dataInUse.text(Strings(.ko))
                == "데이터를 다른 Strata 창이나 프로세스에서 사용하고 있어요. 잠시 후 다시 시도해 주세요.")
        #expect(ErrorMessage(StorageError.failed(details: "disk I/O error")) == .unknown)
    }

    @Test func anErrorOfNoKnownCauseIsUnknownAndACancellationHasNoMessage() {
        #expect(ErrorMessage(CocoaError(.fileReadUnknown)) == .unknown)
        #expect(ErrorMessage(CancellationError()) == nil)
    }
}
