/// What a `JSONDecodable` type reads, as its own decoder says: the shape a
/// `JSONProbe` records and `JSONSchema` writes out as a JSON Schema.
@usableFromInline indirect enum JSONShape {
    /// Any value: the decoder looks at the value itself (`JSONValue`).
    case any
    /// A string.
    case string
    /// `true` or `false`.
    case boolean
    /// A number within `range`, when there is one; with none, also the
    /// strings `"NaN"`, `"Infinity"` and `"-Infinity"`.
    case number(ClosedRange<Double>?)
    /// A whole number within `range`.
    case integer(ClosedRange<Double>)

    /// A string of the digits of a whole number within the range and
    /// outside ±(2^53 − 1) (`JSONWholeNumber`).
    case wholeNumberDigits(ClosedRange<Int>)

    /// A whole number within `bounds`: a number as far as JSON numbers are
    /// exact (±(2^53 − 1)), and past that a string of its digits.
    static func integer(_ bounds: ClosedRange<Int>) -> JSONShape {
        let exact = JSONInput.largestExactInteger
        let number = JSONShape.integer(max(Double(bounds.lowerBound), -exact)...min(Double(bounds.upperBound), exact))
        guard Int64(bounds.lowerBound) < -JSONWholeNumber.largestExact || Int64(bounds.upperBound) > JSONWholeNumber.largestExact else { return number }
        return .anyOf([number, .wholeNumberDigits(bounds)])
    }
    /// One of these values.
    case values([JSONValue])
    /// An array of one shape, of `count` elements when its type says.
    case array(JSONShape, count: ClosedRange<Int>? = nil)
    /// An object of any keys, each of one shape.
    case dictionary(JSONShape)
    /// An object of these members and no others.
    case object([Member])
    /// An enum's cases, each a bare name or an object of one member.
    case cases([Case])
    /// `null` or the shape.
    case nullable(JSONShape)
    /// Any of the shapes.
    case anyOf([JSONShape])

    /// A member of an object.
    @usableFromInline struct Member {
        /// Its key.
        var key: String
        /// What it holds.
        var shape: JSONShape
        /// Whether it must be there (it has no default and is not optional).
        var isRequired: Bool
        /// The value it stands for when left out, when the decoder says.
        var defaultValue: JSONValue?
    }

    /// An enum case.
    @usableFromInline struct Case {
        /// Its name.
        var name: String
        /// What it carries.
        var payload: Payload
        /// The case's name now, when this name is a former spelling (still
        /// read, deprecated).
        var currentName: String? = nil
    }

    /// What an enum case carries.
    enum Payload {
        /// Nothing: the case is its bare name.
        case none
        /// An object's members; a case whose members are all optional may
        /// also be written bare.
        case members([Member])
        /// One unlabelled value.
        case value(JSONShape)
    }
}

extension JSONShape {
    /// The shape with its object's unbounded numbers bounded by their keys:
    /// a size, rectangle or insets read where its type's validation holds
    /// them (`Bounds.sizeMembers`).
    func boundingMembers(_ bounds: [String: ClosedRange<Double>]) -> JSONShape {
        switch self {
        case .object(let members):
            return .object(
                members.map { member in
                    guard let range = bounds[member.key], case .number(nil) = member.shape else { return member }
                    var bounded = member
                    bounded.shape = .number(range)
                    return bounded
                })
        case .nullable(let wrapped): return .nullable(wrapped.boundingMembers(bounds))
        case .anyOf(let shapes): return .anyOf(shapes.map { $0.boundingMembers(bounds) })
        case .any, .string, .boolean, .number, .integer, .wholeNumberDigits, .values, .array, .dictionary, .cases: return self
        }
    }

    /// A value of this shape, as simple as the shape allows: what a probe
    /// hands a decoder for a member it must have, to read on past it.
    var sample: JSONValue {
        switch self {
        case .any, .nullable: return .null
        case .string: return .string("")
        case .boolean: return .bool(false)
        case .number(let range): return .number(range.map { Self.nearestToZero($0) } ?? 0)
        case .integer(let range): return .number(Self.nearestToZero(range))
        case .wholeNumberDigits(let range): return .string(String(range.lowerBound < 0 ? range.lowerBound : range.upperBound))
        case .values(let values): return values.first ?? .null
        case .array(let element, let count):
            // As few elements as it may have, each the element's sample.
            return .array(Array(repeating: element.sample, count: min(count?.lowerBound ?? 0, 16)))
        case .dictionary: return .object([:])
        case .object(let members): return Self.requiredSample(members)
        case .cases(let cases):
            guard let first = cases.first else { return .null }
            switch first.payload {
            case .none: return .string(first.name)
            case .members(let members): return .object([first.name: Self.requiredSample(members)])
            case .value(let shape): return .object([first.name: shape.sample])
            }
        case .anyOf(let shapes): return shapes.first?.sample ?? .null
        }
    }

    private static func nearestToZero(_ range: ClosedRange<Double>) -> Double {
        min(max(0, range.lowerBound), range.upperBound)
    }

    private static func requiredSample(_ members: [Member]) -> JSONValue {
        var object: [String: JSONValue] = [:]
        for member in members where member.isRequired { object[member.key] = member.shape.sample }
        return .object(object)
    }
}
