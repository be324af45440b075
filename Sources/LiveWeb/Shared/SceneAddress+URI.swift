import HummingbirdCore

extension SceneAddress {
    /// The address a request asks for: its path, and its query as the server decoded it.
    public init(_ uri: URI) {
        self.init(
            path: uri.path,
            query: uri.queryParameters.map { QueryItem(name: String($0.key), value: String($0.value)) })
    }
}
