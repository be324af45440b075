/// A web address a run of cells links to, sent as an OSC 8 hyperlink by a terminal that shows them (a click opens
/// it). Made only from an `http` or `https` address of printable ASCII, so that an upstream's text can never put
/// a control sequence on the terminal through a link.
public struct TerminalLink: Hashable, Sendable {
    /// The address, as sent.
    public let url: String

    /// The longest address sent: terminals keep a link's address per cell, and an upstream's could be huge.
    public static let maximumLength = 2048

    /// A link to `url`; nil unless it is an `http` or `https` address of printable ASCII within the length.
    /// - Parameter url: the address.
    public init?(_ url: String) {
        let bytes = url.utf8
        guard bytes.count <= Self.maximumLength, url.hasPrefix("https://") || url.hasPrefix("http://"),
            bytes.allSatisfy({ (0x21...0x7E).contains($0) })
        else { return nil }
        self.url = url
    }

    /// Whether the terminal `environment` describes shows OSC 8 links: one known to (kitty, WezTerm, iTerm2,
    /// VTE-based ones from 0.50, foot, Ghostty, Windows Terminal, VS Code's), or `STRATA_LINKS=on`;
    /// `STRATA_LINKS=off` turns them off. Others (tmux among them, unless told) get no link sequences.
    /// - Parameter environment: the process's environment.
    /// - Returns: whether to send links.
    public static func isShown(in environment: [String: String]) -> Bool {
        switch environment["STRATA_LINKS"] {
        case "on"?: return true
        case "off"?: return false
        default: break
        }
        let term = environment["TERM", default: ""]
        if ["kitty", "foot", "wezterm", "ghostty", "alacritty"].contains(where: term.contains) { return true }
        if ["iTerm.app", "WezTerm", "vscode", "ghostty"].contains(environment["TERM_PROGRAM", default: ""]) {
            return !term.hasPrefix("screen") && !term.hasPrefix("tmux")
        }
        if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
        return environment["WT_SESSION"] != nil
    }
}
