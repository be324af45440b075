// MVVM with Combine: My groups keeps its seed's `ObservableObject` with one `@Published` state (OpenCombine on
// Linux). A view subscribes to `objectWillChange` (or `$state`) instead of Observation tracking; the inputs,
// the state and the use case are shaped as in the Observation scenes.

// snippet.hide
import DomainLayer
import Foundation
import PresentationLayer

#if canImport(Combine)
    import Combine
#else
    import OpenCombine
#endif

// snippet.show
struct TwoGroups: FetchMyGroupListUseCase {
    func execute() async throws -> [MyGroup] {
        [
            MyGroup(name: "Swift study", date: Date(timeIntervalSince1970: 0), image: "/images/groups/1.svg"),
            MyGroup(name: "등산 모임", date: Date(timeIntervalSince1970: 86_400), image: "/images/groups/2.svg"),
        ]
    }
}

let viewModel = MyGroupListViewModel(fetchMyGroupList: TwoGroups())
let subscription = viewModel.$state.sink { state in
    print("render \(state.items.count) cards, status \(state.status)")
}
viewModel.didAppear()
await viewModel.settled()
subscription.cancel()
