import Testing

import FlowCore

@Suite struct JSONParserTests {
    @Test func readsEveryKindOfValue() throws {
        let value = try JSONParser.parse(#" { "a": [1, -2.5, 3e2, 0, -0], "b": {"c": null, "d": true, "e": false}, "f": "x" } "#)
        #expect(
            value
                == .object([
                    "a": .array([.number(1), .number(-2.5), .number(300), .number(0), .number(0)]),
                    "b": .object(["c": .null, "d": .bool(true), "e": .bool(false)]),
                    "f": .string("x"),
                ]))
    }

    /// Indentation is skipped eight spaces at a time: every length, a tab
    /// or a carriage return among the spaces, and text right after them.
    @Test func indentationOfAnyLengthIsWhitespace() throws {
        for indent in 0...20 {
            let spaces = String(repeating: " ", count: indent)
            for text in ["[\n\(spaces)1,\n\(spaces)\t \"a\"\n\(spaces)]", "{\n\(spaces)\"k\":\r\n\(spaces)  true\n\(spaces)}"] {
                let value = try JSONParser.parse(text)
                #expect(value == (text.hasPrefix("[") ? [1, "a"] : ["k": true]), "\(indent) spaces")
            }
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[\n\(spaces)x]") }
        }
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try JSONParser.parse(#"["a\"b\\c\/d\n\t\r\b\f", "\u00e9\u4e2d", "\ud83d\ude00", "é中😀"]"#)
        #expect(value == .array([.string("a\"b\\c/d\n\t\r\u{08}\u{0C}"), .string("é中"), .string("😀"), .string("é中😀")]))
    }

    /// A lone half of a surrogate pair stands for no character: refused
    /// where it is, as invalid UTF-8 is, never replaced without a word.
    @Test func refusesLoneSurrogatesWhereTheyAre() throws {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(#""a\ud800b""#) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(#""\udc00""#) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(#""\ud800\u0041""#) }
    }

    @Test func bytesThatAreNotUTF8AreRefusedWhereTheyStand() throws {
        // Inside a string: a lone continuation byte, a truncated sequence, an overlong form, a surrogate.
        for bad: [UInt8] in [[0x22, 0x80, 0x22], [0x22, 0xE4, 0xB8, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22]] {
            #expect {
                try JSONParser.parse(bad)
            } throws: { error in
                let syntax = error as? JSONSyntaxError
                return syntax?.column == 2 && syntax?.reason == "not UTF-8: the byte 0x\(String(bad[1], radix: 16, uppercase: true))"
            }
        }
        #expect(try JSONParser.parse(Array("\"中文\"".utf8)) == .string("中文"))
    }

    /// A short decimal (at most 15 significant digits, no exponent) is read
    /// without the C library, and must be what `Double(_:)` reads, always.
    @Test func shortDecimalsReadAsTheCLibraryReadsThem() throws {
        var random = SystemRandomNumberGenerator()
        var texts = ["0.1", "0.2", "0.3", "-0.0", "86400.25", "123456789012345.6", "0.000000000000000000001", "9.999999999999999", "1.0000000000000002"]
        for _ in 0..<20_000 {
            let digits = String(UInt64.random(in: 0...999_999_999_999_999, using: &random))
            let point = Int.random(in: 0..<digits.count, using: &random)
            let whole = point == 0 ? "0" : String(digits.prefix(point))
            let zeros = String(repeating: "0", count: Int.random(in: 0...6, using: &random))
            texts.append((Bool.random(using: &random) ? "-" : "") + whole + "." + zeros + digits.dropFirst(point) + (point == digits.count ? "0" : ""))
        }
        for text in texts {
            #expect(try JSONParser.parse(text) == .number(Double(text)!), "\(text)")
            if text == "-0.0", case .number(let zero) = try JSONParser.parse(text) { #expect(zero.sign == .minus) }
        }
    }

    @Test func keepsLargeAndPreciseNumbers() throws {
        // A number is the nearest Double, written whole or with an exponent (as
        // JSON Schema validators and JavaScript read it): an integer is held
        // to ±(2^53 − 1) where it is read as one.
        #expect(try JSONParser.parse("12345678901234567") == .number(12_345_678_901_234_568))
        #expect(try JSONParser.parse("1.2345678901234567e16") == .number(12_345_678_901_234_568))
        #expect(try JSONParser.parse("12345678901234568") == .number(12_345_678_901_234_568))
        #expect(try JSONParser.parse("0.30000000000000004") == .number(0.1 + 0.2))
        #expect(try JSONParser.parse("-1.5e-7") == .number(-1.5e-7))
    }

    @Test(arguments: [
        ("", 1, 1, "unexpected end of text"),
        ("[1,]", 1, 4, "unexpected character ']'"),
        ("{\"a\":1,\"a\":2}", 1, 8, "duplicate member name \"a\""),
        // The first fault in the text is the one reported: the name before the stray character.
        ("{\"a\":1,\"a\":2,x}", 1, 8, "duplicate member name \"a\""),
        ("[{\"b\":[{\"c\":1,\"c\":2}]},[1 2]]", 1, 15, "duplicate member name \"c\""),
        ("[[1 2],{\"c\":1,\"c\":2}]", 1, 5, "expected ',' or ']'"),
        // The seventeenth name, where a large object's names are kept in a set.
        ("{" + (1...16).map { "\"k\($0)\":0," }.joined() + "\"k3\":1}", 1, 121, "duplicate member name \"k3\""),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("\n  [tru]", 2, 4, "invalid literal"),
        ("\"a\u{01}\"", 1, 3, "control character"),
        ("01", 1, 2, "unexpected text after the JSON value"),
        ("-", 1, 2, "expected a digit"),
        ("1.", 1, 3, "expected a digit after '.'"),
        ("1e", 1, 3, "expected a digit in the exponent"),
        ("NaN", 1, 1, "unexpected character 'N'"),
        ("\"abc", 1, 1, "unterminated string"),
        ("\"\\x\"", 1, 3, "invalid escape"),
        ("\"\\u12G4\"", 1, 6, "invalid hex digit"),
        ("1e999", 1, 1, "number out of range"),
        ("{} {}", 1, 4, "unexpected text after the JSON value"),
    ])
    func rejectsMalformedTextWithItsPosition(text: String, line: Int, column: Int, reason: String) {
        #expect {
            try JSONParser.parse(text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.line == line && error.column == column && error.reason.contains(reason)
        }
    }

    @Test func limitsNestingInsteadOfExhaustingTheStack() throws {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
        let allowed = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        _ = try JSONParser.parse(allowed)
    }
}

/// Strings and indentation, read and skimmed, with the byte that ends,
/// escapes or spoils a string at every offset (as a reader that scans words
/// rather than bytes must still treat them).
@Suite struct JSONParserWordTests {
    @Test func stringsReadAsTheRuleSaysWhereverTheirSpecialBytesFall() throws {
        let pieces: [(written: String, meant: String)] = [
            (#"\n"#, "\n"), (#"\""#, "\""), (#"\\"#, "\\"), (#"\u0041"#, "A"), ("é", "é"), ("中", "中"), (" ", " "), ("\u{7F}", "\u{7F}"), ("~", "~"),
        ]
        for lead in 0..<20 {
            for (written, meant) in pieces {
                let a = String(repeating: "a", count: lead)
                let b = String(repeating: "b", count: 9)
                let text = "[\"" + a + written + b + "\"]"
                #expect(try JSONParser.parse(text) == .array([.string(a + meant + b)]), "\(lead) \(written)")
                // Skipped (the spec reader skims the top level) as well as read.
                let members = try Array(("{\"k\": \"" + a + written + b + "\", \"z\": 1}").utf8).withUnsafeBufferPointer { buffer in
                    try JSONParser.members(of: buffer, in: 0..<buffer.count)
                }
                #expect(members.map(\.key) == ["k", "z"], "\(lead) \(written)")
            }
            for control: UInt8 in [0x01, 0x0A, 0x1F] {
                let bytes = Array("[\"".utf8) + Array(repeating: UInt8(ascii: "a"), count: lead) + [control] + Array("bbbbbbbbb\"]".utf8)
                #expect(throws: JSONSyntaxError.self, "\(lead) \(control)") { try JSONParser.parse(String(decoding: bytes, as: UTF8.self)) }
                let object = Array("{\"k\": \"".utf8) + Array(repeating: UInt8(ascii: "a"), count: lead) + [control] + Array("b\"}".utf8)
                #expect(throws: (any Error).self, "skimmed \(lead) \(control)") {
                    try object.withUnsafeBufferPointer { buffer in try JSONParser.members(of: buffer, in: 0..<buffer.count) }
                }
            }
            let indented = "[" + String(repeating: " ", count: lead) + "1," + String(repeating: " ", count: lead * 3) + "\"x\"" + String(repeating: " ", count: lead) + "]"
            #expect(try JSONParser.parse(indented) == [1, "x"], "\(lead) spaces")
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[" + String(repeating: " ", count: lead) + "]]") }
        }
    }
}
