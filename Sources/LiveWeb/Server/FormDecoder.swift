import Hummingbird

/// Reads the url-encoded form bodies of the web ring's forms (Hummingbird's `URLEncodedFormDecoder`), answering a
/// body that is no such form as the client's mistake: `400 Bad Request`, never a server error. Bad
/// percent-encoding (`a=%zz`), a field without a name (`=&&=`) or a name given twice is the form's sender's doing.
public struct FormDecoder: RequestDecoder {
    /// Creates the decoder.
    public init() {}

    /// Decodes `type` from the request's body, or throws `HTTPError(.badRequest)` for a body that is not a form.
    public func decode<T: Decodable>(
        _ type: T.Type, from request: Request, context: some RequestContext
    ) async throws -> T {
        do {
            return try await URLEncodedFormDecoder().decode(type, from: request, context: context)
        } catch let error as URLEncodedFormError {
            throw HTTPError(.badRequest, message: "Not a url-encoded form: \(error)")
        }
    }
}
