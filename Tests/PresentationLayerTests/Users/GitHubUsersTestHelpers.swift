import DomainLayer
import PresentationLayer
import TestSupport

/// The rows of the users `ids`, those in `bookmarked` starred.
func userItems(_ ids: some Sequence<Int>, bookmarked: Set<Int> = []) -> [GitHubUserItemViewModel] {
    GitHubUserFixtures.users(ids).map { GitHubUserItemViewModel(user: $0, isBookmarked: bookmarked.contains($0.id)) }
}
