import PresentationLayer
import TerminalKit

// The type each screen's keys call, and the call a key makes, named by the trace of its loads ("How this screen was
// made"). A key a screen ignores is no load (TerminalLoads drops it), so a call named here for a key the screen
// answers only in some states (`r` while failed) is named only when it was made.

extension MoviesScreen {
    public func viewModelCall(for key: Key) -> ViewModelCall? {
        switch (isEditing, key) {
        case (_, .enter): ViewModelCall(MoviesFlowCoordinator.self, "open")
        case (false, .character("/")): ViewModelCall(MoviesSuggestionsViewModel.self, "didFocusSearchField")
        case (false, .character("r")): ViewModelCall(MoviesListViewModel.self, "didTapRetry")
        default: nil
        }
    }
}

extension GroupsScreen: ViewModelScreen {
    public var viewModelType: Any.Type { MyGroupListViewModel.self }

    public func viewModelCall(for key: Key) -> ViewModelCall? {
        key == .character("r") ? ViewModelCall(MyGroupListViewModel.self, "didTapRetry") : nil
    }
}

extension MovieDetailsScreen: ViewModelScreen {
    public var viewModelType: Any.Type { MovieDetailsViewModel.self }

    public func viewModelCall(for key: Key) -> ViewModelCall? {
        key == .character("r") ? ViewModelCall(MovieDetailsViewModel.self, "didTapRetry") : nil
    }
}

extension PokemonScreen: ViewModelScreen {
    public var viewModelType: Any.Type { PokemonListViewModel.self }

    public func viewModelCall(for key: Key) -> ViewModelCall? {
        switch key {
        case .right, .left, .character("n"), .character("p"): ViewModelCall(PokemonListViewModel.self, "didOpenPage")
        case .character("r"): ViewModelCall(PokemonListViewModel.self, "didTapRetry")
        case .enter: ViewModelCall(PokemonDetailsViewModel.self, "didOpen")
        default: nil
        }
    }
}

extension PokemonDetailsScreen: ViewModelScreen {
    public var viewModelType: Any.Type { PokemonDetailsViewModel.self }

    public func viewModelCall(for key: Key) -> ViewModelCall? {
        key == .character("r") ? ViewModelCall(PokemonDetailsViewModel.self, "didTapRetry") : nil
    }
}

extension UsersScreen: ViewModelScreen {
    public var viewModelType: Any.Type { UsersFlowCoordinator.self }

    public func viewModelCall(for key: Key) -> ViewModelCall? {
        switch key {
        case .character("s"): ViewModelCall(UsersFlowCoordinator.self, "didSetBookmark")
        // The Bookmarks tab and a user's details open through the flow as their screens are made.
        case .character("b"), .enter: ViewModelCall(UsersFlowCoordinator.self, "open")
        case .character("r"):
            ViewModelCall(
                GitHubUsersListViewModel.self, flow.home.state.status.failure != nil ? "didTapRetry" : "didRefresh")
        default: nil
        }
    }
}

extension UserDetailsScreen: ViewModelScreen {
    public var viewModelType: Any.Type { UsersFlowCoordinator.self }

    public func viewModelCall(for key: Key) -> ViewModelCall? {
        switch key {
        case .character("s"): ViewModelCall(UsersFlowCoordinator.self, "didSetBookmark")
        case .character("r"): ViewModelCall(GitHubUserDetailsViewModel.self, "didTapRetry")
        default: nil
        }
    }
}

extension UsersBookmarksScreen: ViewModelScreen {
    public var viewModelType: Any.Type { UsersFlowCoordinator.self }

    public func viewModelCall(for key: Key) -> ViewModelCall? {
        switch key {
        case .character("s"): ViewModelCall(UsersFlowCoordinator.self, "didSetBookmark")
        case .enter: ViewModelCall(UsersFlowCoordinator.self, "open")
        case .character("r"): ViewModelCall(GitHubUserBookmarksViewModel.self, "didTapRetry")
        default: nil
        }
    }
}

/// Clean Swift: a VIP scene's view calls its interactor (and its router to leave), so the trace names the
/// interactor of the scene shown, measurements or Settings.
extension AirQualityScreen: ViewModelScreen {
    public var viewModelType: Any.Type {
        settings == nil ? AirQualityInteractor.self : AirQualitySettingsInteractor.self
    }

    public func viewModelCall(for key: Key) -> ViewModelCall? {
        guard let settings else {
            switch key {
            case .character("r"): return ViewModelCall(AirQualityInteractor.self, "refresh")
            case .character("c"), .enter: return ViewModelCall(AirQualityRouter.self, "routeToSettings")
            default: return nil
            }
        }
        switch (settings.focus, key) {
        case (.field, .enter): return ViewModelCall(AirQualitySettingsInteractor.self, "searchStations")
        case (.list, .enter): return ViewModelCall(AirQualitySettingsInteractor.self, "chooseStation")
        case (.list, .character("r")):
            // Retry asks again for what failed.
            guard case .failed(let failure, _) = settings.state else { return nil }
            let operation =
                switch failure.operation {
                case .search: "searchStations"
                case .nearby: "findNearbyStations"
                case .choose: "chooseStation"
                }
            return ViewModelCall(AirQualitySettingsInteractor.self, operation)
        default:
            return nil
        }
    }
}
