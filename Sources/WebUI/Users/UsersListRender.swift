import LiveWeb
import PresentationLayer

/// Users Home's list as its page shows it, for the on-demand `Benchmarks/` package, which measures it beside
/// `MoviesListPage.render` (the list's page itself is internal to WebUI).
public enum UsersListRender {
    /// Home's region markup for `state`: the rows with their stars, Refresh and the footer. The stars' forms
    /// carry a fixed token and window, as long as a session's.
    public static func home(_ state: GitHubUsersListViewModel.State, strings: Strings = .en) -> HTML {
        let forms = UsersListPage.Forms(csrfToken: "2Xx1T8sVd0kQm4yRb7LpZw", windowID: "w4Fq9Ks2")
        return UsersListPage.home(state, forms: forms, strings: strings).markup(regionID: UsersListPage.regionID)
    }
}
