import Testing

@testable import LiveWeb

/// A form route registers the question its refused form's confirmation asks; the CSRF check finds it by the route
/// the request reached, asked in the words of the request's context.
@Suite struct FormActionsTests {
    /// A context with words of its own, as an app's has its language.
    private struct WordedContext {
        var greeting = "Really"
    }

    private struct OtherContext {}

    @Test func aFormRouteAsksTheQuestionItRegisteredInTheContextsWords() {
        // What `postForm(_:question:use:)` registers (over HTTP: WebUITests' FormConfirmationTests).
        let question: FormQuestion<WordedContext> = { fields, context in
            "\(context.greeting) set \(fields.value("count"))?"
        }
        FormActions.register("/form-actions-tests/set", question: question)
        FormActions.register("/form-actions-tests/plain", question: FormQuestion<WordedContext>?.none)
        var context = WordedContext()
        context.greeting = "Vraiment"
        let fields = [FormField(name: "count", value: "7"), FormField(name: "return", value: "/")]

        #expect(FormActions.action(forEndpoint: "/form-actions-tests/set") == "/form-actions-tests/set")
        #expect(
            FormActions.question(forEndpoint: "/form-actions-tests/set", fields: fields, context: context)
                == "Vraiment set 7?")
        #expect(FormActions.action(forEndpoint: "/form-actions-tests/plain") == "/form-actions-tests/plain")
        #expect(FormActions.question(forEndpoint: "/form-actions-tests/plain", fields: fields, context: context) == nil)
        #expect(FormActions.action(forEndpoint: "/form-actions-tests/unregistered") == nil)
        #expect(FormActions.action(forEndpoint: nil) == nil)
        // A question is asked only in the words of the context it was registered for.
        #expect(
            FormActions.question(
                forEndpoint: "/form-actions-tests/set", fields: fields, context: OtherContext()) == nil)
    }

    @Test func aConfirmationReturnsOnlyToAPathOnThisSite() {
        let back = FormConfirmation(action: "/a", fields: [FormField(name: "return", value: "/b?c=1")], question: nil)
        let away = FormConfirmation(
            action: "/a", fields: [FormField(name: "return", value: "//evil.example")], question: nil)
        #expect(back.returnPath == "/b?c=1")
        #expect(away.returnPath == "/")
        #expect(FormConfirmation(action: "/a", fields: [], question: nil).returnPath == "/")
    }
}
