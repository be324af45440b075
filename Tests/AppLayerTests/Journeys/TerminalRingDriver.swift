import TerminalKit
import TestSupport
import Testing

@testable import AppLayer

/// Walks a journey through the terminal ring as a user at the keyboard does: the keys each screen offers, the
/// selection moved to a row by the arrows, and every expectation waited for on the frames the app draws.
@MainActor
final class TerminalRingDriver: RingDriver {
    private let container: AppDIContainer
    private var opened: TerminalDriver?

    /// A driver of the terminal app `container` makes, as `strata tui` makes it.
    init(container: AppDIContainer) {
        self.container = container
    }

    /// The app as `strata tui --open address` starts it, 120 × 40.
    func open(_ address: String) async throws {
        let start = try #require(TerminalAddress(address))
        opened = TerminalDriver(
            container.makeTerminalApp(strings: .en, opening: start), size: TerminalSize(width: 120, height: 40))
    }

    func quit() {
        opened?.quit()
    }

    private var driver: TerminalDriver {
        guard let opened else { preconditionFailure("a journey starts by opening its address") }
        return opened
    }

    func perform(_ action: SceneJourney.Action) async throws {
        switch action {
        case .search(let text):
            // A letter typed on a screen with a search field starts a search there.
            driver.type(text)
            driver.press(.enter)
        case .nextPage:
            // A Pokémon page has Next; the other lists load their next page as the selection nears their end.
            driver.press(address?.hasPrefix("/pokemon") == true ? .character("n") : .end)
        case .open(let text):
            await select(text)
            driver.press(.enter)
        case .star(let login):
            // On a profile the star is the profile's; on a list, the selected row's.
            if address != "/users/\(login)" { await select(login) }
            driver.press(.character("s"))
        case .bookmarks:
            driver.press(.character("b"))
        case .changeStation:
            driver.press(.character("c"))
        case .choose(let station):
            await select(station)
            driver.press(.enter)
        case .upstream:
            // The walk sets the upstream's faults: no user does.
            return
        case .retry:
            driver.press(.character("r"))
        }
    }

    func expect(_ step: SceneJourney.Step) async {
        guard step.address != nil || !step.shows.isEmpty || !step.hides.isEmpty else { return }
        let holds = { [self] in
            (step.address == nil || address == step.address)
                && step.shows.allSatisfy { text.contains($0) } && !step.hides.contains { text.contains($0) }
        }
        await driver.until(holds)
        // Only the test's time limit ends the wait otherwise.
        #expect(
            holds(),
            """
            after \(step.action.map(String.init(describing:)) ?? "opening"), expected \(step.address ?? "any address") \
            showing \(step.shows) without \(step.hides):
            \(driver.lines.joined(separator: "\n"))
            """)
    }

    /// The address at the title bar's right.
    private var address: String? {
        driver.lines.first?.split(separator: " ").last.map(String.init)
    }

    /// The screen's text below its title bar.
    private var text: String {
        driver.lines.dropFirst().joined(separator: "\n")
    }

    /// The row shown selected (inverse across the width), if any.
    private var selectedRow: (index: Int, text: String)? {
        guard let frame = driver.app.frame else { return nil }
        for row in 1..<(frame.height - 1) where frame[row, frame.width - 1].style == .selected {
            return (row, frame.text(ofRow: row))
        }
        return nil
    }

    /// Moves the selection to the row showing `text`, a row at a time, as the arrows do.
    private func select(_ text: String) async {
        await driver.until { [self] in selectedRow != nil }
        while let selected = selectedRow, !selected.text.contains(text) {
            let target = driver.lines.firstIndex { $0.contains(text) }
            driver.press(target.map { $0 < selected.index } == true ? .up : .down)
            await driver.until { [self] in selectedRow?.index != selected.index || selectedRow?.text != selected.text }
        }
    }
}
