import Logging

/// A log handler that keeps every entry on one line: line breaks and other control characters in the
/// message and metadata (which may carry upstream text or a user's query) are escaped (`\n`, `\u{1B}`)
/// before the wrapped handler writes them, so no text can forge a log line. So are Unicode's line and
/// paragraph separators (U+0085, U+2028, U+2029) and its bidirectional controls (U+200E, U+200F,
/// U+202A–U+202E, U+2066–U+2069), which would let text break a line or reorder how a line reads.
///
/// It keeps the logger's metadata itself and hands it to the wrapped handler with each entry: the server sets
/// a request's metadata on every request, and most requests log nothing, so the wrapped handler's formatting
/// of its metadata on every change (`StreamLogHandler` does) would be spent for nothing.
public struct SingleLineLogHandler: LogHandler {
    private var wrapped: any LogHandler
    public var metadata: Logger.Metadata = [:]

    public init(wrapping wrapped: any LogHandler) {
        self.wrapped = wrapped
    }

    public var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var event = event
        event.message = "\(Self.escaped(event.message.description))"
        let merged = metadata.merging(event.metadata ?? [:]) { _, entry in entry }
        event.metadata = merged.isEmpty ? nil : merged.mapValues(Self.escaped)
        wrapped.log(event: event)
    }

    /// `text` with control characters written as escapes.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func escaped(_ value: Logger.Metadata.Value) -> Logger.Metadata.Value {
        switch value {
        case .string(let text): .string(escaped(text))
        case .stringConvertible(let value): .string(escaped(value.description))
        case .array(let values): .array(values.map(escaped))
        case .dictionary(let values): .dictionary(values.mapValues(escaped))
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true
        // Bidirectional marks, embeddings, overrides and isolates, and the line and paragraph separators.
        case 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
