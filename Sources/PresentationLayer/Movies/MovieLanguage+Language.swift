import DomainLayer

extension MovieLanguage {
    /// The language movies are asked in on a page written in `language`: Korean titles and overviews on a Korean
    /// page, English on an English one.
    public init(_ language: Language) {
        switch language {
        case .en: self = .english
        case .ko: self = .korean
        }
    }
}
