// Codable, which Embedded Swift (the web module) does not have.
#if !hasFeature(Embedded)
extension KeyedDecodingContainer {
    /// The value for `key`, or `fallback` when the key is absent: how every
    /// configuration reads its documented defaults (an app's machine too).
    public func value<T: Decodable>(_ key: Key, default fallback: @autoclosure () -> T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? fallback()
    }
}

extension KeyedEncodingContainer {
    /// Writes `value` for `key` unless it is the default, so a configuration
    /// written back holds only what differs from the defaults and reads back
    /// the same.
    public mutating func encode<T: Encodable & Equatable>(_ value: T, forKey key: Key, unlessEqualTo fallback: T) throws {
        if value != fallback { try encode(value, forKey: key) }
    }

    /// Writes a set as a sorted array (sets have no order of their own), unless it is the default.
    public mutating func encode(_ value: Set<String>, forKey key: Key, unlessEqualTo fallback: Set<String>) throws {
        if value != fallback { try encode(value.sorted(), forKey: key) }
    }
}
#endif
