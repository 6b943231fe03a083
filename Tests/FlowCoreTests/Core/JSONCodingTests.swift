import Testing

@_spi(FlowTools) import FlowCore
@testable import FlowSpecs
@_spi(FlowTools) import FlowJSON

@Suite struct JSONCodingTests {
    struct Item: Codable, Equatable {
        var x: Int
        var label: String?
    }

    struct Box: Codable, Equatable {
        var items: [Item]
        var ratio: Double
    }

    enum Signal: Codable, Equatable {
        case tap
        case move(dx: Double, dy: Double)
        case named(String)
    }

    @Test func aCaseWithoutPayloadIsWrittenAsItsName() throws {
        #expect(try JSONEncoding.encode(Signal.tap) == .string("tap"))
        #expect(try JSONEncoding.encode([Signal.tap, .move(dx: 1, dy: -2)]) == .array([.string("tap"), .object(["move": .object(["dx": .number(1), "dy": .number(-2)])])]))
        #expect(try JSONDecoding.decode(Signal.self, from: .string("tap")) == .tap)
        #expect(try JSONDecoding.decode(Signal.self, from: .object(["tap": .object([:])])) == .tap)
    }

    @Test func anEmptyStructOrDictionaryStaysAnObject() throws {
        struct Empty: Codable, Equatable {}
        struct Holder: Codable, Equatable { var empty: Empty }
        #expect(try JSONEncoding.encode(Holder(empty: Empty())) == .object(["empty": .object([:])]))
        #expect(try JSONEncoding.encode(["only": [String: Int]()]) == .object(["only": .object([:])]))
    }

    @Test func optionalsAreLeftOutWhenNil() throws {
        #expect(try JSONEncoding.encode(Item(x: 1, label: nil)) == .object(["x": .number(1)]))
        #expect(try JSONDecoding.decode(Item.self, from: .object(["x": .number(1), "label": .null])) == Item(x: 1, label: nil))
    }

    @Test func nonFiniteNumbersTravelAsStrings() throws {
        let box = Box(items: [], ratio: .infinity)
        #expect(try JSONEncoding.encode(box)["ratio"] == .string("Infinity"))
        #expect(try JSONDecoding.decode(Box.self, from: JSONEncoding.encode(box)) == box)
        let nan = try JSONDecoding.decode(Double.self, from: .string("NaN"))
        #expect(nan.isNaN)
    }

    @Test func anUnknownMemberIsAnErrorAtItsPath() {
        let json = JSONValue.object(["items": .array([.object(["x": .number(1)]), .object(["x": .number(2), "lable": .string("a")])]), "ratio": .number(1)])
        #expect(throws: JSONDecodingError(path: JSONPath([.key("items"), .index(1)]), reason: "unknown member \"lable\"")) {
            try JSONDecoding.decode(Box.self, from: json)
        }
    }

    @Test func wrongTypesAndMissingMembersNameTheirPath() {
        let wrongType = JSONValue.object(["items": .array([.object(["x": .string("one")])]), "ratio": .number(1)])
        #expect(throws: JSONDecodingError(path: JSONPath([.key("items"), .index(0), .key("x")]), reason: "expected an integer, found a string")) {
            try JSONDecoding.decode(Box.self, from: wrongType)
        }
        #expect(throws: JSONDecodingError(path: .root, reason: "missing member \"ratio\"")) {
            try JSONDecoding.decode(Box.self, from: .object(["items": .array([])]))
        }
        #expect(throws: JSONDecodingError(path: JSONPath([.key("items"), .index(0), .key("x")]), reason: "expected a whole number, found 1.5")) {
            try JSONDecoding.decode(Box.self, from: .object(["items": .array([.object(["x": .number(1.5)])]), "ratio": .number(0)]))
        }
    }

    @Test func integersOutOfRangeAreRejectedNotTruncated() throws {
        #expect(throws: JSONDecodingError(path: .root, reason: "expected a whole number from 0 to 255, found 256")) {
            try JSONDecoding.decode(UInt8.self, from: .number(256))
        }
        #expect(throws: JSONDecodingError.self) { try JSONDecoding.decode(Int.self, from: .number(1e300)) }
        // 9007199254740993 reads as the nearest Double, 2^53, which is no integer
        // either, rather than a rounded one; the message says "about".
        for text in ["9007199254740993", "9.007199254740993e15"] {
            let rounded = try JSONParser.parse(text)
            #expect(throws: JSONDecodingError(
                path: .root,
                reason: "expected a whole number within ±(2^53 − 1) (JSON numbers are exact only that far; past it, a string of its digits), found a number of about 9007199254740992")) {
                try JSONDecoding.decode(Int.self, from: rounded)
            }
        }
        #expect(try JSONDecoding.decode(Int.self, from: .number(9_007_199_254_740_991)) == 9_007_199_254_740_991, "2^53 − 1 is the last exact one")
        #expect(throws: JSONDecodingError.self) { try JSONDecoding.decode(UInt.self, from: .number(-1)) }
    }

    @Test func anEnumNeedsExactlyOneKnownCase() {
        #expect(throws: JSONDecodingError(path: .root, reason: "unknown member \"jump\"")) {
            try JSONDecoding.decode(Signal.self, from: .string("jump"))
        }
        #expect(throws: JSONDecodingError(path: .root, reason: "expected exactly one case name")) {
            try JSONDecoding.decode(Signal.self, from: .object([:]))
        }
    }

    enum Tone: String, Codable, CaseIterable { case light, dark }
    struct Theme: Codable {
        var tone: Tone
        private enum CodingKeys: String, CodingKey, CaseIterable { case tone }
    }

    @Test func aBadRawValueNamesWhatWasFoundAndWhatIsAllowed() {
        #expect(throws: JSONDecodingError(path: JSONPath([.key("tone")]), reason: #"unknown value "bogus" (allowed: "light", "dark")"#)) {
            try JSONDecoding.decode(Theme.self, from: .object(["tone": .string("bogus")]))
        }
        // A megabyte of bad input is quoted short, with its length.
        let huge = String(repeating: "x", count: 1_000_000)
        #expect {
            try JSONDecoding.decode(Tone.self, from: .string(huge))
        } throws: { error in
            let reason = (error as? JSONDecodingError)?.reason ?? ""
            return reason.count < 200 && reason.hasPrefix("unknown value \"xxx") && reason.contains("… (1000000 characters)")
                && reason.hasSuffix(#"(allowed: "light", "dark")"#)
        }
    }

    @Test func anUnknownMemberListsTheMembersWhenTheKeysCanBeListed() {
        #expect(throws: JSONDecodingError(path: .root, reason: #"unknown member "tones" (allowed: tone)"#)) {
            try JSONDecoding.decode(Theme.self, from: .object(["tones": .string("dark")]))
        }
    }

    @Test func anErrorFromATypesOwnDecoderIsReportedAtThatValue() {
        struct Config: Decodable { var policy: LaunchPolicy }
        #expect {
            try JSONDecoding.decode(Config.self, from: .object(["policy": .string("nope")]), at: JSONPath([.key("config")]))
        } throws: { error in
            let error = error as? JSONDecodingError
            return error?.path == JSONPath([.key("config"), .key("policy")]) && error?.reason.hasPrefix("unknown policy \"nope\"") == true
        }
    }

    @Test func unlabeledPayloadsAndNestedCollectionsRoundTrip() throws {
        let values: [Signal] = [.named("中文"), .move(dx: 0.1, dy: 1e-9), .tap]
        #expect(try JSONDecoding.decode([Signal].self, from: JSONEncoding.encode(values)) == values)
        let nested: [String: [[Int]]] = ["a": [[1, 2], []], "b": []]
        #expect(try JSONDecoding.decode([String: [[Int]]].self, from: JSONEncoding.encode(nested)) == nested)
    }

    @Test func pathsPrintInTheDottedForm() {
        #expect(JSONPath([.key("steps"), .index(3), .key("send"), .key("launch")]).description == "steps[3].send.launch")
        #expect(JSONPath([.key("a b"), .key("1x")]).description == #"["a b"]["1x"]"#)
        #expect(JSONPath.root.description == "(root)")
    }

    // The errors keep their members behind one reference; they are still values.

    @Test func anErrorIsAValueThoughItsMembersAreBoxed() {
        let original = JSONDecodingError(path: JSONPath([.key("a")]), reason: "expected a number, found a string")
        var changed = original
        changed.path = JSONPath([.key("b"), .index(2)])
        changed.reason = "missing member \"c\""
        #expect(original.path == JSONPath([.key("a")]) && original.reason == "expected a number, found a string")
        #expect(changed.description == #"b[2]: missing member "c""#)
        #expect(changed != original)
        #expect(original == JSONDecodingError(path: JSONPath([.key("a")]), reason: "expected a number, found a string"))
        #expect(original.inside(.key("config")).description == "config.a: expected a number, found a string")
    }

    @Test func anOutOfBoundsIsAValueThoughItsMembersAreBoxed() {
        let original = OutOfBounds(name: "gap", value: -1, range: 0...10)
        var changed = original
        changed.name = "delay"
        changed.value = 11
        changed.range = 0...5
        #expect(original.description == "gap must be from 0 to 10, got -1")
        #expect(changed.description == "delay must be from 0 to 5, got 11")
        #expect(original == OutOfBounds(name: "gap", value: -1, range: 0...10))
        #expect(original != changed)
        #expect(OutOfBounds(name: "gap", value: .nan, range: 0...10).description == "gap must be from 0 to 10, got NaN")
    }

    @Test func namesInOneLiteralAreFoundWhole() {
        let names: JSONNames = """
            width height
            title  message
            """
        #expect(names.names == ["width", "height", "title", "message"])
        for name in ["width", "height", "title", "message"] { #expect(names.contains(name), "\(name)") }
        for name in ["", "widt", "widths", "width height", "Width", "héight", "message\n"] { #expect(!names.contains(name), "\(name)") }
        let one: JSONNames = "a"
        #expect(one.names == ["a"] && one.contains("a") && !one.contains("b"))
    }

    /// `contains` reads a literal eight bytes at a time: it must answer as
    /// a plain comparison with each name does, for names and keys shorter
    /// and longer than a word, a first byte that recurs inside names, and a
    /// name at either end of the literal.
    @Test func namesAreFoundAsComparingEachNameFinds() {
        let literal: JSONNames = "versionHistory buildHistory lastVersion lastBuild b bb x1234567 x12345678 x123456789 ab ba aab abcdefghijklmnopq"
        let names = literal.names
        #expect(names.count == 13)
        var keys = names
        for name in names {
            keys.append(String(name.dropFirst()))
            keys.append(String(name.dropLast()))
            keys.append(name + "x")
            keys.append("x" + name)
            keys.append(name + " ")
            keys.append(name + " " + name)
        }
        keys += ["lastBuild b", "y bb", "Build", "History", "a", "aa", "abcdefghijklmnopqr", "abcdefghijklmnop", "uild", "q"]
        for key in keys {
            #expect(literal.contains(key) == names.contains(key), "\(key)")
        }
        // A one-name list (a one-member payload's) is compared whole: keys of its length that
        // differ anywhere, or hold a separator, are not it.
        let singles: [JSONNames] = ["a", "frame", "x12345678"]
        for single in singles {
            let name = single.names[0]
            var sameLength = [name, String(name.dropLast()) + "?", "?" + String(name.dropFirst()), name.uppercased()]
            if name.count > 1 { sameLength += [String(name.dropLast()) + " ", " " + String(name.dropFirst()), String(name.dropLast()) + "\n"] }
            for key in sameLength + [name + name, String(name.dropLast()), ""] {
                #expect(single.contains(key) == (key == name), "\(name): \(key)")
            }
        }
        let padded: JSONNames = " a"
        #expect(padded.contains("a") && !padded.contains(" a"))
    }

    @Test func membersListedInOneLiteralRefuseAsAListDoes() throws {
        let input = JSONInput(["title": "x", "zeta": 1, "beta": 2])
        let listed: JSONNames = "title message"
        let fromLiteral = #expect(throws: JSONDecodingError.self) { try input.members(listed) }
        let fromArray = #expect(throws: JSONDecodingError.self) { try input.members(["title", "message"]) }
        #expect(fromLiteral == fromArray)
        #expect(fromLiteral?.reason == #"unknown member "beta" (allowed: "title", "message")"#)
        #expect(try JSONInput(["title": "x"]).members(listed).decode("title", as: String.self) == "x")
        let event = try JSONInput(["moved": ["dx": 1, "dy": 2]]).enumCase()
        #expect(try event.members("dx dy").decode("dy", as: Double.self) == 2)
        let refused = #expect(throws: JSONDecodingError.self) { try event.members("dx") }
        #expect(refused?.description == #"moved: unknown member "dy" (allowed: "dx")"#)
        #expect(event.unknown(among: "tapped moved") == event.unknown(among: ["tapped", "moved"]))
    }
}

