import Testing

@testable import LiveWeb

struct ScreenPartsTests {
    @Test func loadingIsAPoliteStatusWithVisibleTextAnnouncedWhenItArrives() {
        #expect(
            ScreenParts.loading("Loading <more>…").markup
                == "<p class=\"loading\" role=\"status\" aria-live=\"polite\" data-announce>Loading &lt;more&gt;…</p>")
    }

    @Test func emptyAndTheListsEndAreAnnouncedMutedText() {
        #expect(ScreenParts.empty("No \"x\"").markup == "<p class=\"empty\" data-announce>No &quot;x&quot;</p>")
        #expect(ScreenParts.end("That's all").markup == "<p class=\"list-end\" data-announce>That&#39;s all</p>")
    }

    @Test func theErrorBoxIsAnAlertHoldingTheMessageEscapedAndItsRetry() {
        let retry = ScreenParts.retry("Retry", href: "/x?a=1&b=2", action: "/x/retry", id: "x-retry")
        #expect(
            ScreenParts.error("Failed <b>", retry: retry).markup
                == "<div class=\"error\" role=\"alert\"><p>Failed &lt;b&gt;</p>"
                + "<a class=\"button retry\" id=\"x-retry\" href=\"/x?a=1&amp;b=2\" data-action=\"/x/retry\">Retry</a></div>"
        )
        #expect(ScreenParts.error("Failed").markup == "<div class=\"error\" role=\"alert\"><p>Failed</p></div>")
    }

    @Test func aConfirmationIsAPoliteStatusAndAFailureAnAlert() {
        #expect(
            ScreenParts.notice("Saved <a>", .confirmation).markup
                == "<p class=\"notice\" role=\"status\" aria-live=\"polite\" data-announce>Saved &lt;a&gt;</p>")
        #expect(
            ScreenParts.notice("Not saved", .failure).markup
                == "<p class=\"notice notice-failure\" role=\"alert\">Not saved</p>")
    }

    @Test func refreshIsASecondaryActionLink() {
        #expect(
            ScreenParts.refresh("Refresh", href: "/users", action: "/users/refresh", id: "users-refresh").markup
                == "<a class=\"button button-secondary refresh\" id=\"users-refresh\" href=\"/users\" "
                + "data-action=\"/users/refresh\">Refresh</a>")
    }

    @Test func loadMoreIsACentredPrimaryLinkThatLoadsWhenScrolledTo() {
        #expect(
            ScreenParts.loadMore("Load more", href: "/m?pages=2#m-21", action: "/m/next", id: "m-more").markup
                == "<p class=\"more\"><a class=\"button load-more\" id=\"m-more\" href=\"/m?pages=2#m-21\" "
                + "data-action=\"/m/next\" data-autoload>Load more</a></p>")
    }
}
