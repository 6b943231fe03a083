extension KeyedDecodingContainer {
    /// The value for `key`, or `fallback` when the key is absent: how every
    /// configuration reads its documented defaults.
    func value<T: Decodable>(_ key: Key, default fallback: @autoclosure () -> T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? fallback()
    }
}
