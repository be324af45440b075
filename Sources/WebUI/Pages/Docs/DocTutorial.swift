/// A DocC tutorial (`@Tutorial { @Intro … @Section { @Steps { @Step { … @Code(file:) } } } }`) as the Markdown of
/// a plain page: the intro's title and text, each section a heading with its text, each step a numbered heading
/// with its text and its code file. The table of contents (`@Tutorials`) is no page of its own; images are left out.
enum DocTutorial {
    /// The page's Markdown, or `nil` when `source` is not one tutorial.
    /// - Parameter files: the catalog's resources by file name (`add-a-scene-02-01-entity.swift`), for `@Code`.
    static func markdown(from source: String, files: [String: String]) -> String? {
        guard source.drop(while: \.isWhitespace).hasPrefix("@Tutorial(") else { return nil }
        var lines: [String] = []
        var depth = 0
        var step = 0
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("}") {
                depth = max(depth - 1, 0)
                lines.append("")
                continue
            }
            if line.hasPrefix("@") {
                let name = line.dropFirst().prefix { $0.isLetter }
                let title = DocMarkdown.quoted(in: String(line.drop { $0 != "(" }))
                switch name {
                case "Intro": lines += ["# \(title ?? "")", ""]
                case "Section":
                    step = 0
                    lines += ["## \(title ?? "")", ""]
                case "Step":
                    step += 1
                    lines += ["### Step \(step)", ""]
                case "Code":
                    let file = argument("file", in: String(line)) ?? ""
                    let language = file.hasSuffix(".swift") ? "swift" : ""
                    lines += ["**\(argument("name", in: String(line)) ?? file)**", "", "```\(language)"]
                    lines += (files[file] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(
                        String.init)
                    lines += ["```", ""]
                default: break
                }
                if line.hasSuffix("{") { depth += 1 }
                continue
            }
            // The text inside a directive, without the indentation its nesting gave it.
            var text = Substring(raw)
            var indent = depth * 4
            while indent > 0, text.first == " " {
                text = text.dropFirst()
                indent -= 1
            }
            lines.append(String(text))
        }
        return lines.joined(separator: "\n")
    }

    /// The quoted value of `name: "…"` in a directive's line.
    static func argument(_ name: String, in line: String) -> String? {
        guard let range = line.range(of: "\(name): \"") else { return nil }
        let rest = line[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
