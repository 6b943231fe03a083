import Foundation
import Testing

import FlowCore

/// A long array read element by element keeps the short strings it has
/// made and hands them out again when the same bytes come back. Whatever it
/// hands out must be what the bytes say: these tests hold it to Foundation's
/// `JSONSerialization`, a reader FlowCore did not write.
@Suite struct ShortStringTests {
    /// Every string of a document, as Foundation reads it, in document order
    /// (an object's member names, sorted, each before its value).
    func strings(inFoundation value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap { strings(inFoundation: $0) }
        case let object as [String: Any]: object.keys.sorted().flatMap { [$0] + strings(inFoundation: object[$0]!) }
        default: []
        }
    }

    /// The same, of a value FlowCore read.
    func strings(in value: JSONValue) -> [String] {
        switch value {
        case .string(let text): [text]
        case .array(let elements): elements.flatMap { strings(in: $0) }
        case .object(let members): members.keys.sorted().flatMap { [$0] + strings(in: members[$0]!) }
        case .null, .bool, .number: []
        }
    }

    /// Strings of every length around the 15 bytes a short string holds,
    /// with an escape, a multi-byte character or a quote at every position,
    /// each twice (the second from the cache), then 600 distinct names that
    /// must share the cache's 128 slots, then the first strings again.
    @Test func everyStringReadElementwiseIsWhatFoundationReads() throws {
        var pieces: [String] = []
        for length in 0...20 {
            let plain = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            pieces.append(plain)
            for position in 0...length {
                for special in [#"\""#, #"\\"#, #"\n"#, #"\u00e9"#, "é", "中", "🇨🇳", "\u{7F}"] {
                    var text = plain
                    text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: position))
                    pieces.append(text)
                }
            }
        }
        let distinct = (0..<600).map { "name\($0)" }
        let elements = pieces.map { #"["\#($0)", {"\#($0)": "\#($0)"}, "\#($0)"]"# } + distinct.map { #"{"\#($0)": "\#($0)x"}"# }
            + pieces.prefix(200).map { #"["\#($0)"]"# }
        let text = "[" + elements.joined(separator: ",\n") + "]"
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        let ours = try JSONParser.elementsOnTape(of: text)
        #expect(ours.count == elements.count)
        #expect(strings(in: .array(ours)) == strings(inFoundation: foundation))
        // And the document read whole, without the cache, agrees.
        #expect(JSONValue.array(ours) == (try JSONParser.parse(text)))
    }

    /// A string whose end falls in the last 16 bytes of the range is read
    /// without the cache (its two words would reach past the end), and reads the same.
    @Test func stringsAtTheEndReadTheSame() throws {
        for length in 0...20 {
            let name = String(repeating: "x", count: length)
            for padding in 0...18 {
                let text = #"["\#(name)", "\#(name)""# + String(repeating: " ", count: padding) + "]"
                let ours = try JSONParser.elementsOnTape(of: text)
                #expect(ours == [.string(name), .string(name)], "\(text)")
            }
        }
    }
}
