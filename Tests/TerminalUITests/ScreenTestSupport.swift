import TerminalKit

@testable import TerminalUI

extension TerminalScreen {
    /// The screen's body drawn into a buffer `width` by `height` cells, its rows as text.
    func drawnLines(width: Int = 80, height: Int = 20) -> [String] {
        var body = ScreenBuffer(width: width, height: height)
        draw(in: &body)
        return body.lines
    }
}

/// What the screen tests check of a screen's answer to a key.
extension TerminalNavigation {
    /// Whether the screen handled the key in place.
    var isHandled: Bool {
        if case .handled = self { true } else { false }
    }

    /// Whether the screen left the key to the app.
    var isIgnored: Bool {
        if case .ignored = self { true } else { false }
    }

    /// The screen the key opened above this one; nil for any other answer.
    var pushed: (any TerminalScreen)? {
        if case .push(let screen) = self { screen } else { nil }
    }
}
