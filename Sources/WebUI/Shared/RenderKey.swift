import LiveWeb
import PresentationLayer

/// What a pure render is made from: its input (a view model's state, a row's item) and the page's language.
struct RenderKey<Input: Hashable & Sendable>: Hashable, Sendable {
    var input: Input
    var language: Language
}

extension Memo {
    /// What `render` writes for `input` in `language`, remembered by both.
    func html<Input>(_ input: Input, in language: Language, render: () -> Value) -> Value
    where Key == RenderKey<Input> {
        value(for: RenderKey(input: input, language: language), make: render)
    }

    /// What `render` writes for a row of a list of `listLength` rows: remembered by `input` and `language` in a list
    /// of at most ``longestRememberedList`` rows, the lists many windows show alike (a search's first pages);
    /// written anew in a longer one, whose rows would take the memo's room and fill it again at every render.
    func row<Input>(_ input: Input, in language: Language, listLength: Int, render: () -> Value) -> Value
    where Key == RenderKey<Input> {
        listLength <= Self.longestRememberedList ? html(input, in: language, render: render) : render()
    }

    static var longestRememberedList: Int { 500 }
}
