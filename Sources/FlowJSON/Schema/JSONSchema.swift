/// JSON Schemas (draft 2020-12) of what a type's `JSONDecodable` accepts,
/// drawn from that decoder itself: it is run against a `JSONProbe` that
/// records each read (members, their types, defaults and bounds, an enum's
/// cases) instead of performing it. A front written in another language can
/// check what it records against the schema before `flow check` sees it, and
/// the schema cannot drift from the coding, being made from it.
///
/// What a decoder checks in code beyond its reads (a rule between two
/// members, such as a maximum not below a minimum) is not in the schema; a
/// bound is, when the decoder reads the member with its bounds
/// (`JSONMembers.decode(_:default:in:)`).
@_spi(FlowTools) public enum JSONSchema: Sendable {
    /// The dialect the schemas follow, their `$schema`.
    @_spi(FlowTools) public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema of the values `type` reads. With `partial`, no object
    /// member is required outside arrays: the form of a spec's `state`,
    /// which names only the members it checks. Throws when the decoder could
    /// not be followed, saying where.
    @_spi(FlowTools) public static func of<T: JSONDecodable>(_ type: T.Type, partial: Bool = false) throws(JSONSchemaError) -> JSONValue {
        try shape(of: type).schema(partial: partial)
    }

    /// A machine's schemas, by name: `config` (the machine value), `event`
    /// and `effect` (each a choice of references to its cases), a
    /// definition for each case (`event.NAME`, `effect.NAME`, titled with
    /// the Swift case's name, so that types drawn from the schema take the
    /// case's name), and `state` (partial, as specs check it).
    @_spi(FlowTools) public static func machine<M: JSONMachine>(_ type: M.Type) throws(JSONSchemaError) -> [String: JSONValue] {
        var definitions: [String: JSONValue] = ["config": try of(M.self), "state": try of(M.State.self, partial: true)]
        for (name, schema) in [("event", try of(M.Event.self)), ("effect", try of(M.Effect.self))] {
            var references: [JSONValue] = []
            for (caseName, caseSchema) in try cases(of: schema, in: name) {
                let key = name + "." + caseName
                // A case read both bare and with its values ("tapped", {"tapped": {…}}) is one definition of both.
                if let earlier = definitions[key] {
                    definitions[key] = ["title": .string(caseName), "anyOf": [titled(earlier, nil), caseSchema]]
                } else {
                    definitions[key] = titled(caseSchema, caseName)
                    references.append(["$ref": .string("#/$defs/" + key)])
                }
            }
            definitions[name] = ["anyOf": .array(references)]
        }
        return definitions
    }

    /// `schema` (an object, as every case's is) with its title set, or removed for nil.
    private static func titled(_ schema: JSONValue, _ title: String?) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        members["title"] = title.map { .string($0) }
        return .object(members)
    }

    /// Each case `schema` (an enum's) allows, in order, with its name: a
    /// bare case's `const`, a case with values' one-member object. Anything
    /// else is not a case and throws: the schema is never split by a guess.
    static func cases(of schema: JSONValue, in name: String) throws(JSONSchemaError) -> [(String, JSONValue)] {
        let members: [JSONValue] = schema["anyOf"]?.arrayValue ?? [schema]
        var cases: [(String, JSONValue)] = []
        for member in members {
            if let names = member["enum"]?.arrayValue, member.objectValue?.count == 1 {
                for value in names {
                    guard let caseName = value.stringValue else { throw JSONSchemaError(problems: ["\(name): a case that is not a name: \(value.compactText)"]) }
                    cases.append((caseName, ["const": value]))
                }
            } else if let caseName = member["const"]?.stringValue {
                cases.append((caseName, member))
            } else if member["type"] == "object", let properties = member["properties"]?.objectValue, properties.count == 1,
                member["additionalProperties"] == false, member["required"] == [.string(properties.keys.first!)] {
                cases.append((properties.keys.first!, member))
            } else {
                throw JSONSchemaError(problems: ["\(name): a choice that is not one case: \(member.compactText.prefix(200))"])
            }
        }
        return cases
    }

    static func shape<T: JSONDecodable>(of type: T.Type) throws(JSONSchemaError) -> JSONShape {
        let drawing = JSONProbe.Drawing()
        let shape = JSONProbe.shape(of: T.readAndDrop, drawing: drawing, depth: 0)
        guard drawing.failures.isEmpty else { throw JSONSchemaError(problems: drawing.failures) }
        return shape
    }
}

/// Why a type's schema could not be drawn: its decoder did something the
/// probe cannot follow (refused the sample of a member it must have, or an
/// unknown enum case without listing the cases).
@_spi(FlowTools) public struct JSONSchemaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, one line each.
    @_spi(FlowTools) public var problems: [String]

    /// The problems, one per line.
    @_spi(FlowTools) public var description: String { problems.joined(separator: "\n") }
}

extension JSONShape {
    /// The shape as a JSON Schema; `partial` drops `required` outside arrays.
    func schema(partial: Bool) -> JSONValue {
        switch self {
        case .any: return .object([:])
        case .string: return ["type": "string"]
        case .boolean: return ["type": "boolean"]
        case .number(nil):
            return ["anyOf": [["type": "number"], ["enum": ["NaN", "Infinity", "-Infinity"]]]]
        case .number(let range?):
            return ["type": "number", "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)]
        case .integer(let range):
            return ["type": "integer", "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)]
        case .wholeNumberDigits(let range):
            return ["type": "string", "pattern": .string(JSONWholeNumber.pattern(range) ?? "^$.")]
        case .values(let values): return ["enum": .array(values)]
        case .array(let element, let count):
            var array: [String: JSONValue] = ["type": "array", "items": element.schema(partial: false)]
            if let count {
                array["minItems"] = .number(Double(count.lowerBound))
                array["maxItems"] = .number(Double(count.upperBound))
            }
            return .object(array)
        case .dictionary(let value):
            let values = value.schema(partial: partial)
            return ["type": "object", "additionalProperties": partial ? Self.orNull(values) : values]
        case .object(let members): return Self.objectSchema(members, partial: partial)
        case .cases(let cases): return Self.casesSchema(cases, partial: partial)
        case .nullable(let wrapped): return Self.orNull(wrapped.schema(partial: partial))
        case .anyOf(let shapes): return ["anyOf": .array(shapes.map { $0.schema(partial: partial) })]
        }
    }

    private static func objectSchema(_ members: [Member], partial: Bool) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        for member in members {
            var schema = member.shape.schema(partial: partial)
            // A member that may be left out reads `null` as left out too; in
            // a spec's state, `null` says a member is gone.
            if !member.isRequired || partial, !member.shape.isNullable { schema = orNull(schema) }
            if let defaultValue = member.defaultValue, case .object(var annotated) = schema {
                annotated["default"] = defaultValue
                schema = .object(annotated)
            }
            properties[member.key] = schema
        }
        var object: [String: JSONValue] = ["type": "object", "properties": .object(properties), "additionalProperties": false]
        let required = members.filter { $0.isRequired }.map { JSONValue.string($0.key) }
        if !partial, !required.isEmpty { object["required"] = .array(required) }
        return .object(object)
    }

    private static func casesSchema(_ cases: [Case], partial: Bool) -> JSONValue {
        if partial { return partialCasesSchema(cases) }
        var bare: [JSONValue] = []
        var formerBare: [JSONValue] = []
        var wrapped: [JSONValue] = []
        for enumCase in cases {
            let payload: JSONValue
            let isBare: Bool
            switch enumCase.payload {
            case .none:
                isBare = true
                payload = .null
            case .members(let members):
                // A bare name reads as an empty payload.
                isBare = partial || !members.contains(where: { $0.isRequired })
                payload = objectSchema(members, partial: partial)
            case .value(let shape):
                isBare = false
                payload = shape.schema(partial: partial)
            }
            if isBare {
                if let now = enumCase.currentName {
                    formerBare.append(former(["const": .string(enumCase.name)], now: now))
                } else {
                    bare.append(.string(enumCase.name))
                }
            }
            if case .none = enumCase.payload { continue }
            let form: JSONValue = [
                "type": "object", "properties": .object([enumCase.name: payload]), "required": [.string(enumCase.name)],
                "additionalProperties": false,
            ]
            wrapped.append(enumCase.currentName.map { former(form, now: $0) } ?? form)
        }
        let bareForms: [JSONValue] = bare.isEmpty ? [] : [["enum": .array(bare)]]
        let forms = bareForms + formerBare + wrapped
        return forms.count == 1 ? forms[0] : ["anyOf": .array(forms)]
    }

    /// An enum in a spec's state: a bare name, or an object of the cases
    /// that changed, the case left holding `null` (the recorder writes
    /// what differs from the step before).
    private static func partialCasesSchema(_ cases: [Case]) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        for enumCase in cases {
            let property: JSONValue
            switch enumCase.payload {
            case .none: property = ["type": "null"]
            case .members(let members): property = orNull(objectSchema(members, partial: true))
            case .value(let shape): property = orNull(shape.schema(partial: true))
            }
            properties[enumCase.name] = enumCase.currentName.map { former(property, now: $0) } ?? property
        }
        return [
            "anyOf": [
                ["enum": .array(cases.map { .string($0.name) })],
                ["type": "object", "properties": .object(properties), "additionalProperties": false],
            ]
        ]
    }

    private var isNullable: Bool {
        if case .nullable = self { return true }
        return false
    }

    /// The schema of a case's former spelling: marked deprecated (draft
    /// 2020-12's annotation), its description naming the case it reads as.
    private static func former(_ schema: JSONValue, now name: String) -> JSONValue {
        guard var members = schema.objectValue else { return schema }
        members["deprecated"] = true
        members["description"] = .string("the former spelling of \(JSONValue.quoted(name)), still read; written as \(JSONValue.quoted(name))")
        return .object(members)
    }

    private static func orNull(_ schema: JSONValue) -> JSONValue {
        ["anyOf": [["type": "null"], schema]]
    }
}
