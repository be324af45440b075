import PresentationLayer

// The type each screen's keys call, named by the trace of its loads ("How this screen was made").

extension GroupsScreen: ViewModelScreen {
    public var viewModelType: Any.Type { MyGroupListViewModel.self }
}

extension MovieDetailsScreen: ViewModelScreen {
    public var viewModelType: Any.Type { MovieDetailsViewModel.self }
}

extension PokemonScreen: ViewModelScreen {
    public var viewModelType: Any.Type { PokemonListViewModel.self }
}

extension PokemonDetailsScreen: ViewModelScreen {
    public var viewModelType: Any.Type { PokemonDetailsViewModel.self }
}

extension UsersScreen: ViewModelScreen {
    public var viewModelType: Any.Type { UsersFlowCoordinator.self }
}

extension UserDetailsScreen: ViewModelScreen {
    public var viewModelType: Any.Type { UsersFlowCoordinator.self }
}

extension UsersBookmarksScreen: ViewModelScreen {
    public var viewModelType: Any.Type { UsersFlowCoordinator.self }
}
