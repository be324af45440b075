import Testing

@testable import LiveWeb

/// A value remembered by its key: made once per key, another key made anew, all forgotten when full.
@Suite struct MemoTests {
    final class Counter: @unchecked Sendable {
        var renders: [String] = []
    }

    @Test func aKeyIsRenderedOnceAndAnotherKeyAnew() {
        let memo = Memo<String, HTML>(capacity: 4)
        let counter = Counter()
        func render(_ key: String) -> HTML {
            memo.value(for: key) {
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
        let memo = Memo<Int, HTML>(capacity: 2)
        let counter = Counter()
        func render(_ key: Int) -> HTML {
            memo.value(for: key) {
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
