import LiveWeb
import PresentationLayer

/// "Go to number": a form that works without JavaScript (GET `/pokemon?number=25`), which the list route answers
/// with the Pokémon's page, or with this form again saying why the text leads nowhere.
enum PokemonJumpForm {
    /// The query parameter the form sends.
    static let parameter = "number"
    static let inputID = "pokemon-jump-number"
    static let errorID = "pokemon-jump-error"

    /// The form; after a failed jump, with the text typed and the reason, tied to the field for screen readers.
    static func render(_ jump: (text: String, failure: PokemonJump.Failure)?, strings: Strings) -> HTML {
        let error: HTML
        let invalid: HTML
        if let jump, case .outOfRange(let maximum) = jump.failure {
            error = """
                <p class="field-error pokemon-jump-error" id="\(errorID)" role="alert">\
                \(strings(PokemonText.jumpError, strings.number(maximum)))</p>
                """
            invalid = " aria-invalid=\"true\" aria-describedby=\"\(errorID)\""
        } else {
            (error, invalid) = (.empty, .empty)
        }
        return """
            <form class="pokemon-jump" action="\(PokemonPaths.list)" method="get" role="search" \
            aria-label="\(strings[PokemonText.jumpLabel])"><label for="\(inputID)">\(strings[PokemonText.jumpLabel])</label> \
            <input id="\(inputID)" name="\(parameter)" inputmode="numeric" autocomplete="off" size="6" \
            maxlength="12"\(HTML.attribute("value", jump?.text))\(invalid)> \
            <button type="submit">\(strings[PokemonText.jumpButton])</button>\(error)</form>

            """
    }
}
