/// Rounding and fixed-point formatting without `String(format:)`, so the JSON bytes never depend on a locale.
enum Rounding {
    /// `value` rounded to `decimals` places; Swift prints the result in its shortest form (e.g. `12.3`).
    static func round(_ value: Double, decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    /// `thousandths` as a decimal string with three places, e.g. `35` → `0.035`.
    static func thousandths(_ thousandths: Int) -> String {
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `tenths` as a decimal string with one place, e.g. `4` → `0.4`.
    static func tenths(_ tenths: Int) -> String {
        "\(tenths / 10).\(tenths % 10)"
    }

    /// `value` left-padded with zeros to `width` digits.
    static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
