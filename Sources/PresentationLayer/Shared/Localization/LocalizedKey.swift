/// The keys of one string catalogue: each scene (and each layer's shared words) names its own, so a key is
/// checked by the compiler and a catalogue by a test (`StringCatalogue.problems(for:)`).
///
/// ```swift
/// enum CounterText: String, LocalizedKey {
///     case title = "counter.title"
///     static let catalogue = StringCatalogue.load("Counter", from: .module)
/// }
/// strings[CounterText.title]  // "Counter", "카운터"
/// ```
public protocol LocalizedKey: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The catalogue holding these keys' text in every language.
    static var catalogue: StringCatalogue { get }
}
