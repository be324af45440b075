import PresentationLayer
import Testing

/// The broadcaster every scene's cross-window updates go through (bookmarks, the chosen station).
@MainActor
@Suite struct UserDataChangesTests {
    /// A subscriber that records what it receives.
    final class Window {
        var received: [String] = []
    }

    let changes = UserDataChanges<String>()

    func subscribed(_ windows: Window...) {
        for window in windows {
            changes.subscribe(window) { window, change in window.received.append(change) }
        }
    }

    @Test func aChangeReachesEveryOpenSubscriberButItsSender() {
        let first = Window()
        let second = Window()
        let third = Window()
        subscribed(first, second, third)
        changes.send("a", from: second)
        changes.send("b", from: nil)
        #expect(first.received == ["a", "b"])
        #expect(second.received == ["b"])
        #expect(third.received == ["a", "b"])
    }

    @Test func aFreedSubscriberIsNeitherHeldNorCalled() {
        let open = Window()
        subscribed(open)
        weak var closed: Window?
        do {
            let window = Window()
            subscribed(window)
            closed = window
            #expect(changes.openSubscriberCount == 2)
        }
        #expect(closed == nil)
        #expect(changes.openSubscriberCount == 1)
        changes.send("a", from: nil)
        #expect(open.received == ["a"])
    }

    @Test func windowsComingAndGoingLeaveOnlyTheOpenOnesSubscribed() {
        let open = (0..<3).map { _ in Window() }
        for window in open {
            subscribed(window)
        }
        for _ in 0..<1000 {
            subscribed(Window())
        }
        #expect(changes.openSubscriberCount == 3)
        changes.send("a", from: open[0])
        #expect(open.map(\.received) == [[], ["a"], ["a"]])
    }
}
