/// A JSON document as a value.
///
/// Specs are made of these, and machines' states, events and effects become
/// these when a spec compares them, so that a trace recorded by any front (in
/// any language) can be checked here without a Swift type in between.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (every JSON number is a `Double` here).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; member names are unique.
    case object([String: JSONValue])

    /// The member named `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The members when this is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The text when this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number when this is a number.
    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// What kind of JSON value this is, for error messages ("an object", "a string").
    public var kindDescription: String { JSONTape.Token(leaf: self).kindDescription }

    /// The value on one line, in the canonical form (sorted keys).
    public var compactText: String { JSONWriter.compact(self) }
}

#if !hasFeature(Embedded)
/// A decoder that reads JSON values it already holds (FlowSpecs' tree
/// decoder), so a `JSONValue` passes through whole instead of being rebuilt
/// member by member.
package protocol JSONValueDecoder: Decoder {
    /// The value being decoded.
    var value: JSONValue { get }
}

/// An encoder that builds JSON values (FlowSpecs' tree encoder), so a
/// `JSONValue` is written whole.
package protocol JSONValueEncoder: Encoder {
    /// Writes `value` as this encoder's whole content.
    func encodeWhole(_ value: JSONValue)
}

extension JSONValue: Codable {
    /// Decodes any JSON value, so configuration may carry free-form JSON.
    public init(from decoder: any Decoder) throws {
        if let tree = decoder as? any JSONValueDecoder {
            self = tree.value
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as itself.
    public func encode(to encoder: any Encoder) throws {
        if let tree = encoder as? any JSONValueEncoder {
            tree.encodeWhole(self)
            return
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        }
    }
}
#endif
