/// Reading the lines of an article: what starts a block, a heading, a list item, a table's cells, a link's target.
extension DocMarkdown {
    /// Whether `target` (of `<doc:target>`) is an article's name, with a section's anchor or not: letters, digits,
    /// `-` and `_` (and `.` in the anchor); anything else stays text.
    static func isArticleTarget(_ target: String) -> Bool {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0]
        return !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            && parts.dropFirst().allSatisfy { anchor in
                anchor.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
            }
    }

    /// The `)` that closes a link's target, past the parentheses inside it (`(x)` in `f(x)`).
    static func closingParenthesis(in text: Substring) -> String.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                if depth == 0 { return index }
                depth -= 1
            }
            if text[index] == "\n" { return nil }
        }
        return nil
    }

    /// Where `<doc:Name#Anchor>` is served: `/docs/name#Anchor`.
    static func articlePath(_ target: String) -> String {
        let parts = target.split(separator: "#", maxSplits: 1)
        let name = parts.first.map { String($0).lowercased() } ?? ""
        return DocsRoutes.path + "/" + name + (parts.count > 1 ? "#\(parts[1])" : "")
    }

    /// A heading's anchor as DocC makes it: its words joined by hyphens ("Clean Swift VIP" is `Clean-Swift-VIP`).
    static func anchor(_ text: String) -> String {
        plainText(text).split(whereSeparator: \.isWhitespace)
            .map { word in String(word.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }) }
            .filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// Text without Markdown's code and emphasis marks; a symbol link by its name.
    static func plainText(_ text: String) -> String {
        var result = text
        while let range = result.range(of: "``"), let close = result[range.upperBound...].range(of: "``") {
            let symbol = result[range.upperBound..<close.lowerBound].split(separator: "/").last.map(String.init) ?? ""
            result.replaceSubrange(range.lowerBound..<close.upperBound, with: symbol)
        }
        return result.filter { $0 != "`" && $0 != "*" }
    }

    static func heading(_ line: String) -> (level: Int, text: String)? {
        let marks = line.prefix { $0 == "#" }
        guard (1...6).contains(marks.count), line.dropFirst(marks.count).first == " " else { return nil }
        return (marks.count, String(line.dropFirst(marks.count + 1)).trimmingLeadingSpaces())
    }

    static func listMarker(_ line: String) -> (ordered: Bool, text: String)? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return (false, String(line.dropFirst(2))) }
        let digits = line.prefix { $0.isNumber }
        if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") {
            return (true, String(line.dropFirst(digits.count + 2)))
        }
        return nil
    }

    static func isTableRule(_ line: String) -> Bool {
        let trimmed = line.trimmingLeadingSpaces()
        return trimmed.hasPrefix("|") && trimmed.contains("-") && trimmed.allSatisfy { "|-: ".contains($0) }
    }

    /// Whether `line` starts a block other than a paragraph, which then ends a paragraph before it.
    static func startsBlock(_ line: String) -> Bool {
        let trimmed = line.trimmingLeadingSpaces()
        return trimmed.isEmpty || trimmed.hasPrefix("```") || trimmed.hasPrefix("@") || trimmed.hasPrefix("|")
            || trimmed.hasPrefix(">") || heading(trimmed) != nil || listMarker(trimmed) != nil
    }

    /// A table row's cells, split at its pipes (not at an escaped `\|` or one inside a code span).
    static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var inCode = false
        var previous: Character = " "
        for character in row.trimmingLeadingSpaces() {
            if character == "`" { inCode.toggle() }
            if character == "|", !inCode, previous != "\\" {
                cells.append(cell)
                cell = ""
            } else {
                cell.append(character)
            }
            previous = character
        }
        cells.append(cell)
        // The pipes at both ends make an empty first and last cell.
        if cells.first?.trimmingLeadingSpaces().isEmpty == true { cells.removeFirst() }
        if cells.last?.trimmingLeadingSpaces().isEmpty == true { cells.removeLast() }
        return cells.map { $0.trimmingLeadingSpaces().trimmingTrailingSpaces() }
    }

    static func quoted(in line: String) -> String? {
        guard let open = line.firstIndex(of: "\"") else { return nil }
        let rest = line[line.index(after: open)...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}

extension String {
    func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" })
    }

    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }
}
