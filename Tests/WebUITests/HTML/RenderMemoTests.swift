import Testing

@testable import WebUI

/// A render remembered by its key: rendered once per key, another key rendered anew, all forgotten when full.
@Suite struct RenderMemoTests {
    final class Counter: @unchecked Sendable {
        var renders: [String] = []
    }

    @Test func aKeyIsRenderedOnceAndAnotherKeyAnew() {
        let memo = RenderMemo<String>(capacity: 4)
        let counter = Counter()
        func render(_ key: String) -> HTML {
            memo.html(for: key) {
                counter.renders.append(key)
                return "<p>\(key)</p>"
            }
        }
        #expect(render("a").description == "<p>a</p>")
        #expect(render("a").description == "<p>a</p>")
        #expect(render("b").description == "<p>b</p>")
        #expect(counter.renders == ["a", "b"])
    }

    @Test func whenFullItForgetsWhatItHeldAndRendersAgain() {
        let memo = RenderMemo<Int>(capacity: 2)
        let counter = Counter()
        func render(_ key: Int) -> HTML {
            memo.html(for: key) {
                counter.renders.append(String(key))
                return HTML(stringLiteral: "")
            }
        }
        for key in [1, 2, 3, 1] {
            _ = render(key)
        }
        #expect(counter.renders == ["1", "2", "3", "1"])
        _ = render(3)
        _ = render(1)
        #expect(counter.renders == ["1", "2", "3", "1"])
    }
}
