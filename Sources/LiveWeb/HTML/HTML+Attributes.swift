extension HTML {
    /// ` name="value"` with the value escaped, or nothing when `value` is `nil`.
    ///
    /// ```swift
    /// "<input name=\"query\"\(.attribute("value", query))>"
    /// ```
    public static func attribute(_ name: String, _ value: String?) -> HTML {
        guard let value else { return .empty }
        return HTML(unescaped: " \(attributeName(name))=\"\(escape(value))\"")
    }

    /// ` name` when `isOn`, nothing otherwise: for boolean attributes such as `disabled` or `selected`.
    public static func attribute(_ name: String, if isOn: Bool) -> HTML {
        isOn ? HTML(unescaped: " \(attributeName(name))") : .empty
    }

    /// ` class="a b"` from the non-empty names, or nothing when there are none.
    public static func classes(_ names: String?...) -> HTML {
        let present = names.compactMap { $0 }.filter { !$0.isEmpty }
        return present.isEmpty ? .empty : attribute("class", present.joined(separator: " "))
    }

    /// Markup the caller has already made safe; kept internal so pages cannot bypass escaping.
    public init(unescaped markup: String) {
        self.init(stringLiteral: markup)
    }

    /// Attribute names come from code, not users; anything outside the name alphabet is dropped anyway.
    private static func attributeName(_ name: String) -> String {
        String(
            name.unicodeScalars.filter { scalar in
                ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || scalar == "-" || scalar == "_" || scalar == ":"
            })
    }
}
