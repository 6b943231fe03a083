import Foundation
import Testing

@testable import FlowCommandLine
@_spi(FlowTools) import FlowCore
@testable import FlowSpecs
@_spi(FlowTools) @testable import FlowJSON
@_spi(FlowTools) import FlowSpecFormat
@_spi(FlowTools) import FlowSpecs

/// A kettle coded by hand, as an app codes its own machine: each kind of read
/// the probe follows, so that each part of the schema can be checked against
/// the declaration it comes from.
private struct Kettle: Hashable, JSONCodable {
    enum Mode: String, Hashable, CaseIterable, JSONCodable { case boil, keepWarm }

    enum Signal: Hashable, JSONCodable {
        case off
        case heat(to: Double, by: Double?)
        case label(String)

        init(json: JSONInput) throws(JSONDecodingError) {
            let signal = try json.enumCase(renamed: ["warm": "heat"])
            switch signal.name {
            case "off": self = .off
            case "heat":
                let c = try signal.members(["to", "by"])
                self = .heat(to: try c.decode("to", schemaBounds: 0...100), by: try c.decodeIfPresent("by"))
            case "label": self = .label(try signal.payload())
            default: throw signal.unknown(among: ["off", "heat", "label"])
            }
        }

        var jsonValue: JSONValue { .null }
    }

    var litres = 1.5
    var cups = 4
    var mode = Mode.boil
    var name: String?
    var schedule: [Signal] = []
    var presets: [String: Double] = [:]

    init() {}

    init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members(["litres", "cups", "mode", "name", "schedule", "presets"])
        litres = try c.decode("litres", default: 1.5, schemaBounds: 0.5...1.7)
        cups = try c.decode("cups", default: 4, schemaBounds: 1...8)
        mode = try c.decode("mode", default: .boil)
        name = try c.decodeIfPresent("name")
        schedule = try c.decode("schedule")
        presets = try c.decode("presets", default: [:])
    }

    var jsonValue: JSONValue { .null }
}

/// A decoder that checks a rule halfway through its reads.
private struct Halfway: JSONDecodable {
    init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members(["code", "retries"])
        let code: String = try c.decode("code")
        guard code.count == 6 else { throw JSONDecodingError("a code has 6 characters") }
        _ = try c.decode("retries", default: 3)
    }
}

/// A code of six characters, which refuses the empty sample a probe offers.
private struct SixCharacters: JSONDecodable {
    init(json: JSONInput) throws(JSONDecodingError) {
        guard try json.string().count == 6 else { throw JSONDecodingError("a code has 6 characters") }
    }
}

/// A type that must hold such a code as a member (and its `Entry`, as a case's value).
private struct HoldsACode: JSONDecodable {
    enum Entry: JSONDecodable {
        case typed(SixCharacters)

        init(json: JSONInput) throws(JSONDecodingError) {
            let value = try json.enumCase()
            guard value.name == "typed" else { throw value.unknown(among: ["typed"]) }
            self = .typed(try value.payload())
        }
    }

    init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members(["code"])
        _ = try c.decode("code", as: SixCharacters.self)
    }
}

/// An enum whose decoder refuses an unknown case without saying which it has.
private enum Silent: JSONDecodable {
    case one

    init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        guard value.name == "one" else { throw JSONDecodingError("no") }
        self = .one
    }
}

@Suite struct JSONSchemaTests {
    let kettle: JSONValue

    init() throws {
        kettle = try JSONSchema.of(Kettle.self)
    }

    func member(_ key: String) -> JSONValue? { kettle["properties"]?[key] }

    /// The non-null alternative of a member that may be left out.
    func present(_ key: String) -> JSONValue? {
        member(key)?["anyOf"]?.arrayValue?.first { $0 != ["type": "null"] }
    }

    @Test func anObjectListsItsMembersAndRequiresOnlyThoseWithoutADefault() {
        #expect(kettle["type"] == "object")
        #expect(kettle["additionalProperties"] == false, "a member the decoder does not know is refused")
        #expect(kettle["properties"]?.objectValue?.keys.sorted() == ["cups", "litres", "mode", "name", "presets", "schedule"])
        #expect(kettle["required"] == ["schedule"], "the one member read without a default or as optional")
    }

    @Test func aMemberWithADefaultStatesItAndTakesNullAsLeftOut() {
        #expect(member("litres")?["default"] == 1.5)
        #expect(member("cups")?["default"] == 4)
        #expect(member("mode")?["default"] == "boil")
        #expect(member("litres")?["anyOf"]?.arrayValue?.first == ["type": "null"], "decodeIfPresent reads null as left out")
        #expect(member("schedule")?["anyOf"] == nil, "a required member takes no null")
    }

    @Test func boundsAreTheOnesTheDecoderNames() {
        #expect(present("litres") == ["type": "number", "minimum": 0.5, "maximum": 1.7])
        #expect(present("cups") == ["type": "integer", "minimum": 1, "maximum": 8])
    }

    @Test func aNumberWithoutBoundsAlsoTakesTheNonFiniteSpellings() throws {
        let presets = try #require(present("presets"))
        #expect(presets["type"] == "object")
        #expect(presets["additionalProperties"]?["anyOf"]?.arrayValue?.last?["enum"] == ["NaN", "Infinity", "-Infinity"])
    }

    @Test func aStringEnumListsItsRawValues() {
        #expect(present("mode") == ["enum": ["boil", "keepWarm"]])
    }

    @Test func anEnumIsItsBareNamesOrAnObjectOfOneCase() throws {
        let forms = try #require(member("schedule")?["items"]?["anyOf"]?.arrayValue)
        #expect(forms.first == ["enum": ["off"]], "only the case without a payload is written bare")
        let heat = try #require(forms.first { $0["properties"]?["heat"] != nil })
        #expect(heat["required"] == ["heat"])
        #expect(heat["properties"]?["heat"]?["required"] == ["to"])
        #expect(heat["properties"]?["heat"]?["properties"]?["to"] == ["type": "number", "minimum": 0, "maximum": 100])
        let label = try #require(forms.first { $0["properties"]?["label"] != nil })
        #expect(label["properties"]?["label"] == ["type": "string"], "an unlabelled payload is the value itself")
        #expect(forms.count == 4, "off, heat, label, and heat's former spelling")
    }

    @Test func aFormerSpellingReadsAsItsCaseAndItsSchemaIsMarkedDeprecated() throws {
        let former = try Kettle.Signal(json: JSONInput(["warm": ["to": 90]]))
        #expect(former == .heat(to: 90, by: nil))
        #expect(try Kettle.Signal(json: JSONInput(["heat": ["to": 90]])) == former)
        let forms = try #require(member("schedule")?["items"]?["anyOf"]?.arrayValue)
        let warm = try #require(forms.first { $0["properties"]?["warm"] != nil })
        #expect(warm["deprecated"] == true)
        #expect(warm["description"]?.stringValue?.contains("\"heat\"") == true, "it names the case it reads as")
        let heat = try #require(forms.first { $0["properties"]?["heat"] != nil })
        #expect(warm["properties"]?["warm"] == heat["properties"]?["heat"], "the same payload")
        #expect(heat["deprecated"] == nil)
    }

    @Test func aPartialSchemaRequiresNothingOutsideArraysAndTakesNullForAGoneMember() throws {
        let partial = try JSONSchema.of(Kettle.self, partial: true)
        #expect(partial["required"] == nil)
        let schedule = try #require(partial["properties"]?["schedule"]?["anyOf"]?.arrayValue?.last)
        let heat = try #require(schedule["items"]?["anyOf"]?.arrayValue?.first { $0["properties"]?["heat"] != nil })
        #expect(heat["properties"]?["heat"]?["required"] == ["to"], "a spec's state compares array elements whole")
    }

    @Test func aDecoderThatRefusesBeforeItsLastReadIsReported() {
        #expect(throws: JSONSchemaError.self) { try JSONSchema.of(Halfway.self) }
        do {
            _ = try JSONSchema.of(Halfway.self)
        } catch {
            #expect(error.description.contains("refused before reading retries"), "\(error)")
        }
    }

    @Test func aSampleTheDecoderRefusesIsReportedWhereverItIsRead() {
        let member = #expect(throws: JSONSchemaError.self) { try JSONSchema.of(HoldsACode.self) }
        #expect(member?.problems == [#"code: the sample "" was refused: (root): a code has 6 characters"#], "\(String(describing: member))")
        let payload = #expect(throws: JSONSchemaError.self) { try JSONSchema.of(HoldsACode.Entry.self) }
        #expect(payload?.problems == [#"typed: the sample "" was refused: (root): a code has 6 characters"#], "\(String(describing: payload))")
    }

    @Test func anEnumThatDoesNotListItsCasesIsReported() {
        #expect(throws: JSONSchemaError.self) { try JSONSchema.of(Silent.self) }
    }

    @Test func drawingLeavesDecodingAsItWas() throws {
        let json = try JSONParser.parse(#"{"schedule": ["off", {"heat": {"to": 90}}], "cups": 2}"#)
        let read = try Kettle(json: JSONInput(json))
        #expect(read.cups == 2)
        #expect(read.schedule == [.off, .heat(to: 90, by: nil)])
        #expect(read.litres == 1.5)
    }

    @Test func everyMachineHasASpecSchemaAndTheCommittedOnesAreCurrent() throws {
        for entry in MachineRegistry.all.entries {
            let schema = try #require(try entry.specSchema(), "\(entry.name) is a JSONMachine")
            #expect(schema["properties"]?["machine"] == ["const": .string(entry.name)])
            let file = Repository.root.appendingPathComponent("Specs/Schemas/\(entry.name).schema.json")
            let committed = try String(contentsOf: file, encoding: .utf8)
            #expect(committed == JSONWriter.pretty(schema) + "\n", "run swift run flow schema --write Specs/Schemas")
        }
    }

    /// The case names a decoder's own refusal lists for an unknown name.
    func refusedNames<T: JSONDecodable>(_ type: T.Type) -> [String] {
        do {
            _ = try T(json: JSONInput(.string("\u{1}")))
            return []
        } catch {
            let allowed = error.reason.split(separator: "(allowed: ").last ?? ""
            return allowed.split(separator: ", ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\")")) }.sorted()
        }
    }

    func eventAndEffectNames<M: JSONMachine>(_ type: M.Type) throws -> (events: [String], effects: [String], schema: JSONValue) {
        (refusedNames(M.Event.self), refusedNames(M.Effect.self), try Spec.schema(of: M.self))
    }

    @Test func theSchemasREADMEListsTheCasesEachDecoderTakes() throws {
        for type in MachineRegistry.builtInTypes {
            let machine = try #require(type as? any JSONMachine.Type)
            let (events, effects, schema) = try eventAndEffectNames(machine)
            #expect(!events.isEmpty && !effects.isEmpty, "\(type)")
            #expect(SchemaIndex.caseNames(schema["$defs"]?["event"], in: schema["$defs"]) == events, "\(type)")
            #expect(SchemaIndex.caseNames(schema["$defs"]?["effect"], in: schema["$defs"]) == effects, "\(type)")
        }
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("Specs/Schemas/README.md"), encoding: .utf8)
        #expect(readme.contains("- Events: `buttonTapped`, `edited`, `fadeOutEnded`, `keyPressed`"), "the alert's events, from its decoder")
        #expect(readme.contains("`edit` (now `edited`)"), "the alert's former spellings, from its decoder")
    }

    /// Each event and effect case is a definition of its own, titled with the
    /// Swift case's name, and the schema has an `$id` (issue 69): types drawn
    /// from a schema (Scripts/web-types.py) take the cases' names, never numbers.
    @Test func everyCaseIsANamedDefinitionTitledWithItsName() throws {
        let schema = try Spec.schema(of: AlertDialog.self)
        #expect(schema["$id"] == "urn:flowcore:spec:alert")
        let definitions = try #require(schema["$defs"]?.objectValue)
        for kind in ["event", "effect"] {
            let references = try #require(definitions[kind]?["anyOf"]?.arrayValue, "\(kind)")
            #expect(!references.isEmpty)
            for reference in references {
                let target = try #require(reference["$ref"]?.stringValue, "\(kind): \(reference.compactText)")
                let key = String(target.dropFirst("#/$defs/".count))
                #expect(key.hasPrefix(kind + "."), "\(key)")
                #expect(definitions[key]?["title"]?.stringValue == String(key.dropFirst(kind.count + 1)), "\(key)")
            }
        }
        #expect(definitions["event.maskTapped"] == ["const": "maskTapped", "title": "maskTapped"])
        #expect(definitions["event.buttonTapped"]?["required"] == ["buttonTapped"])
        // A former spelling is a case of its own, deprecated.
        #expect(definitions["event.edit"]?["deprecated"] == true)
    }

    @Test func aChoiceThatIsNotOneCaseIsRefusedNotSplitByAGuess() throws {
        #expect(throws: JSONSchemaError.self) { try JSONSchema.cases(of: ["anyOf": [["type": "string"]]], in: "event") }
        #expect(throws: JSONSchemaError.self) {
            try JSONSchema.cases(of: ["type": "object", "properties": ["a": [:], "b": [:]], "required": ["a", "b"], "additionalProperties": false], in: "event")
        }
        #expect(throws: JSONSchemaError.self) { try JSONSchema.cases(of: ["enum": [1, 2]], in: "effect") }
        #expect(try JSONSchema.cases(of: ["enum": ["a", "b"]], in: "event").map(\.0) == ["a", "b"])
    }
}
