import Foundation

/// Turns the body of a successful (2xx) response into the endpoint's `Response`.
public struct ResponseDecoder<Response: Sendable>: Sendable {
    private let decodeBody: @Sendable (Data) throws -> Response

    /// A decoder from a closure; its errors become `DataTransferError.parsing`.
    public init(_ decode: @escaping @Sendable (Data) throws -> Response) {
        self.decodeBody = decode
    }

    func decode(_ data: Data) throws -> Response {
        try decodeBody(data)
    }
}

extension ResponseDecoder where Response: Decodable {
    /// Decodes JSON with a fresh `JSONDecoder` configured by `configure`.
    public static func json(_ configure: @escaping @Sendable (JSONDecoder) -> Void = { _ in }) -> Self {
        Self { data in
            let decoder = JSONDecoder()
            configure(decoder)
            return try decoder.decode(Response.self, from: data)
        }
    }
}

extension ResponseDecoder where Response == Data {
    /// The body as it came, for images and other raw payloads.
    public static var raw: Self { Self { $0 } }
}
