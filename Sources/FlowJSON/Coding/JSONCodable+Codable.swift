// Codable, offered on top of a type's one JSON coding for apps that persist
// values with Foundation's coders. Embedded Swift has no Codable.
#if !hasFeature(Embedded)
/// A type whose `Codable` is its JSON coding: decoding reads a `JSONValue`
/// and hands it to `init(json:)`; encoding writes `jsonValue`. So a value
/// saved with `JSONEncoder` has the very shape a spec gives it.
///
/// A `String`-raw-valued enum needs none of this: the standard library's
/// `Codable` already writes its raw value, as its JSON coding does.
public protocol CodableThroughJSON: Codable, JSONCodable {}

extension CodableThroughJSON {
    /// Decodes the value's JSON form, then reads it through `init(json:)`.
    public init(from decoder: any Decoder) throws {
        self = try Self(json: JSONInput(try JSONValue(from: decoder)))
    }

    /// Encodes the value's JSON form.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}
#endif
