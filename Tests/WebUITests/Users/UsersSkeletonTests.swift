import LiveWeb
import PresentationLayer
import Testing

@testable import WebUI

/// While the users or the bookmarks load with no rows yet, the list shows skeleton rows in its own shape (an
/// avatar beside two lines) in place of a spinner (#37.13).
@Suite struct UsersSkeletonTests {
    let forms = UsersListPage.Forms(csrfToken: "token", windowID: "w1")

    @Test func theUsersAndTheBookmarksLoadWithAvatarRowsInPlaceOfASpinner() {
        let skeleton = ScreenParts.skeleton("Loading users…", shape: .avatar).description
        let shown = [
            UsersListPage.home(.init(), forms: forms, strings: .en),
            UsersListPage.home(.init(status: .loading(.fullScreen)), forms: forms, strings: .en),
            UsersListPage.bookmarks(.init(), forms: forms, strings: .en),
            UsersListPage.bookmarks(.init(status: .loading(.fullScreen)), forms: forms, strings: .en),
        ].map { $0.markup(regionID: "r").description }
        for markup in shown {
            #expect(markup.contains(skeleton), "\(markup)")
            #expect(!markup.contains("class=\"loading\""), "\(markup)")
        }
    }
}
