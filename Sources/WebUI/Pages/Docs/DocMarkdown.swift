import LiveWeb

/// The Markdown of a DocC catalog's article as plain HTML, for reading without DocC's script: headings (with
/// DocC's anchors), paragraphs, lists, tables, fenced code and block quotes; inline code, emphasis and links.
/// DocC's own parts: `@Snippet(path:)` shows the snippet's code as DocC does (its leading comment as prose, the
/// `// snippet.hide` parts left out), a symbol link (` ``Symbol`` `) shows as code, `<doc:Other>` links to
/// `/docs/other` by the other article's title, and `@Metadata`, `@Options` and other directive blocks are dropped.
///
/// All text is escaped through ``HTML``; markup in the Markdown (an HTML tag) shows as text, and a link goes only
/// to a web address, a path or another article.
struct DocMarkdown {
    /// The code of the snippets the articles show, by name (`ObservationViewModel` for `Snippets/ObservationViewModel.swift`).
    let snippets: [String: String]
    /// The articles' titles, by lowercased name, for `<doc:>` links.
    let titles: [String: String]

    /// The article's blocks as HTML; its `#` heading is the page's `<h1>`.
    func render(_ markdown: String) -> HTML {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0)
        }
        lines.reverse()  // read from the end, so taking a line is popLast
        var blocks: [HTML] = []
        while let line = lines.popLast() {
            let trimmed = line.trimmingLeadingSpaces()
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("@") {
                blocks.append(directive(trimmed, rest: &lines))
            } else if trimmed.hasPrefix("```") {
                blocks.append(fencedCode(language: String(trimmed.dropFirst(3)), rest: &lines))
            } else if case let (level, text)? = Self.heading(trimmed) {
                blocks.append("<h\(level) id=\"\(Self.anchor(text))\">\(inline(text))</h\(level)>\n")
            } else if trimmed.hasPrefix("|"), let next = lines.last, Self.isTableRule(next) {
                lines.removeLast()
                blocks.append(table(header: trimmed, rest: &lines))
            } else if Self.listMarker(trimmed) != nil {
                lines.append(line)
                blocks.append(list(rest: &lines))
            } else if trimmed.hasPrefix(">") {
                lines.append(line)
                blocks.append(quote(rest: &lines))
            } else {
                var text = [trimmed]
                while let next = lines.last, !Self.startsBlock(next) {
                    text.append(next.trimmingLeadingSpaces())
                    lines.removeLast()
                }
                blocks.append("<p>\(inline(text.joined(separator: "\n")))</p>\n")
            }
        }
        return HTML.joined(blocks)
    }

    /// The article's title: its `#` heading's text as a reader sees it, or `@DisplayName`'s when it has one.
    static func title(of markdown: String) -> String? {
        if let range = markdown.range(of: "@DisplayName(\""),
            let end = markdown[range.upperBound...].firstIndex(of: "\"")
        {
            return String(markdown[range.upperBound..<end])
        }
        for line in markdown.split(separator: "\n") {
            if case let (level, text)? = heading(String(line).trimmingLeadingSpaces()), level == 1 {
                return plainText(text)
            }
        }
        return nil
    }

    /// The first paragraph after the title: what DocC shows as the article's abstract.
    func abstract(of markdown: String) -> HTML {
        var seenTitle = false
        var paragraph: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = String(line).trimmingLeadingSpaces()
            if !seenTitle {
                seenTitle = Self.heading(trimmed)?.level == 1
                continue
            }
            if trimmed.isEmpty {
                if paragraph.isEmpty { continue } else { break }
            }
            if paragraph.isEmpty && Self.startsBlock(trimmed) { break }
            paragraph.append(trimmed)
        }
        return inline(paragraph.joined(separator: "\n"))
    }

    // MARK: - Blocks

    /// `@Snippet(path:)` shows its snippet; another directive, with the block it opens, is dropped.
    private func directive(_ line: String, rest lines: inout [String]) -> HTML {
        if line.hasPrefix("@Snippet("), let name = Self.quoted(in: line)?.split(separator: "/").last {
            return snippet(named: String(name))
        }
        // A block (`@Metadata {` … `}`) ends where its braces close.
        var depth = line.count(where: { $0 == "{" }) - line.count(where: { $0 == "}" })
        while depth > 0, let next = lines.popLast() {
            depth += next.count(where: { $0 == "{" }) - next.count(where: { $0 == "}" })
        }
        return .empty
    }

    /// A snippet as DocC shows it: the comment it starts with as prose, then its code without the hidden parts.
    private func snippet(named name: String) -> HTML {
        guard let source = snippets[name] else { return .empty }
        let parts = Self.snippetParts(source)
        let prose: HTML = parts.prose.isEmpty ? .empty : "<p>\(inline(parts.prose))</p>\n"
        return
            "\(prose)<pre class=\"snippet\" tabindex=\"0\"><code class=\"language-swift\">\(parts.code)</code></pre>\n"
    }

    /// A snippet's leading comment (its explanation) and its shown code, as DocC's snippet extractor splits them.
    static func snippetParts(_ source: String) -> (prose: String, code: String) {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prose: [String] = []
        while let first = lines.first, first.trimmingLeadingSpaces().hasPrefix("//"),
            !first.trimmingLeadingSpaces().hasPrefix("// snippet.")
        {
            prose.append(String(first.trimmingLeadingSpaces().dropFirst(2)).trimmingLeadingSpaces())
            lines.removeFirst()
        }
        var shown: [String] = []
        var hidden = false
        for line in lines {
            let marker = line.trimmingLeadingSpaces()
            if marker.hasPrefix("// snippet.") {
                if marker.hasPrefix("// snippet.hide") { hidden = true }
                if marker.hasPrefix("// snippet.show") { hidden = false }
                continue
            }
            if !hidden { shown.append(line) }
        }
        while shown.first?.trimmingLeadingSpaces().isEmpty == true { shown.removeFirst() }
        while shown.last?.trimmingLeadingSpaces().isEmpty == true { shown.removeLast() }
        let indent =
            shown.filter { !$0.trimmingLeadingSpaces().isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        let code = shown.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
        return (prose.joined(separator: "\n"), code.joined(separator: "\n"))
    }

    private func fencedCode(language: String, rest lines: inout [String]) -> HTML {
        var code: [String] = []
        while let next = lines.popLast(), !next.trimmingLeadingSpaces().hasPrefix("```") {
            code.append(next)
        }
        let name = language.trimmingLeadingSpaces().prefix { $0.isLetter || $0.isNumber }
        let type: HTML = name.isEmpty ? .empty : " class=\"language-\(String(name))\""
        return "<pre tabindex=\"0\"><code\(type)>\(code.joined(separator: "\n"))</code></pre>\n"
    }

    private func table(header: String, rest lines: inout [String]) -> HTML {
        // An empty corner cell is no header (a header names its column).
        let head = HTML.joined(
            Self.cells(header).map { $0.isEmpty ? "<td></td>" : "<th scope=\"col\">\(inline($0))</th>" })
        var rows: [HTML] = []
        while let next = lines.last, next.trimmingLeadingSpaces().hasPrefix("|") {
            lines.removeLast()
            rows.append("<tr>\(HTML.joined(Self.cells(next).map { "<td>\(inline($0))</td>" }))</tr>\n")
        }
        return "<table>\n<thead><tr>\(head)</tr></thead>\n<tbody>\n\(rows)</tbody>\n</table>\n"
    }

    /// A list's items, each with the lines indented under it; a blank line between items keeps the list going.
    private func list(rest lines: inout [String]) -> HTML {
        guard let first = lines.last, let ordered = Self.listMarker(first.trimmingLeadingSpaces())?.ordered else {
            return .empty
        }
        var items: [[String]] = []
        while let line = lines.last {
            let trimmed = line.trimmingLeadingSpaces()
            if case let (isOrdered, text)? = Self.listMarker(trimmed), isOrdered == ordered, line.first != " " {
                items.append([text])
            } else if trimmed.isEmpty {
                let following = lines.dropLast().last(where: { !$0.trimmingLeadingSpaces().isEmpty })
                guard let following, following.first == " " || Self.listMarker(following)?.ordered == ordered
                else { break }
            } else if line.first == " " || !Self.startsBlock(line) {
                items[items.count - 1].append(trimmed)
            } else {
                break
            }
            lines.removeLast()
        }
        let tag: HTML = ordered ? "ol" : "ul"
        let rendered = items.map { item -> HTML in "<li>\(inline(item.joined(separator: "\n")))</li>\n" }
        return "<\(tag)>\n\(rendered)</\(tag)>\n"
    }

    private func quote(rest lines: inout [String]) -> HTML {
        var text: [String] = []
        while let line = lines.last, line.trimmingLeadingSpaces().hasPrefix(">") {
            text.append(String(line.trimmingLeadingSpaces().dropFirst()).trimmingLeadingSpaces())
            lines.removeLast()
        }
        return "<blockquote><p>\(inline(text.joined(separator: "\n")))</p></blockquote>\n"
    }

    // MARK: - Inline

    /// Inline Markdown as HTML: code spans, symbol links, `<doc:>` links, links, strong and emphasis; the rest
    /// is text, escaped.
    func inline(_ text: String) -> HTML {
        var result = HTML.empty
        var plain = ""
        func flush() {
            if !plain.isEmpty { result += HTML(text: plain) }
            plain = ""
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let rest = text[index...]
            if character == "\\", text.index(after: index) < text.endIndex {
                plain.append(text[text.index(after: index)])
                index = text.index(index, offsetBy: 2)
            } else if character == "`", case let (html, end)? = codeSpan(rest) {
                flush()
                result += html
                index = end
            } else if rest.hasPrefix("<doc:"), let close = rest.firstIndex(of: ">"),
                case let target = String(rest[rest.index(rest.startIndex, offsetBy: 5)..<close]),
                Self.isArticleTarget(target)
            {
                flush()
                result += "<a href=\"\(Self.articlePath(target))\">\(title(ofTarget: target))</a>"
                index = text.index(after: close)
            } else if character == "[", case let (html, end)? = link(rest) {
                flush()
                result += html
                index = end
            } else if rest.hasPrefix("**"), let close = rest.dropFirst(2).range(of: "**") {
                flush()
                result +=
                    "<strong>\(inline(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound])))</strong>"
                index = close.upperBound
            } else if character == "*", let after = rest.dropFirst().first, after != " ", after != "*",
                let close = rest.dropFirst().firstIndex(of: "*")
            {
                flush()
                result += "<em>\(inline(String(rest[rest.index(after: rest.startIndex)..<close])))</em>"
                index = text.index(after: close)
            } else {
                plain.append(character)
                index = text.index(after: index)
            }
        }
        flush()
        return result
    }

    /// A code span of one or more backticks; two (` ``Symbol`` `) is DocC's symbol link, shown as the symbol's
    /// name in code.
    private func codeSpan(_ rest: Substring) -> (HTML, String.Index)? {
        let fence = rest.prefix { $0 == "`" }
        let body = rest[fence.endIndex...]
        guard let close = body.range(of: fence) else { return nil }
        var code = String(body[..<close.lowerBound])
        if fence.count == 2 {
            code = code.split(separator: "/").last.map(String.init) ?? code
        }
        return ("<code>\(code.trimmingLeadingSpaces())</code>", close.upperBound)
    }

    /// `[text](target)`: a link to a web address, a path or (`doc:Name`) another article; any other target
    /// (a file beside the Markdown, a script's scheme) leaves the text without a link.
    private func link(_ rest: Substring) -> (HTML, String.Index)? {
        guard let middle = rest.range(of: "]("), let close = Self.closingParenthesis(in: rest[middle.upperBound...])
        else { return nil }
        let label = inline(String(rest[rest.index(after: rest.startIndex)..<middle.lowerBound]))
        let target = String(rest[middle.upperBound..<close])
        let end = rest.index(after: close)
        if target.hasPrefix("doc:"), Self.isArticleTarget(String(target.dropFirst(4))) {
            return ("<a href=\"\(Self.articlePath(String(target.dropFirst(4))))\">\(label)</a>", end)
        }
        let lowered = target.lowercased()
        if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") || target.hasPrefix("#")
            || (target.hasPrefix("/") && !target.hasPrefix("//"))
        {
            return ("<a href=\"\(target)\">\(label)</a>", end)
        }
        return (label, end)
    }

    private func title(ofTarget target: String) -> String {
        let name = target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? target
        return titles[name.lowercased()] ?? name
    }
}
