import Foundation
import Testing

@_spi(FlowTools) import FlowCore
@testable import FlowRuntime
@testable import FlowJSON
@_spi(FlowTools) import FlowJSON

/// Decoding says no where the schema says no (issue 68): a case that
/// carries nothing takes nothing, whole numbers are exact both ways, and a
/// whole number a Double holds exactly is read however it is written.
@Suite struct StrictDecodingTests {
    func event(_ text: String) throws -> AlertDialog.Event {
        try JSONInput(try JSONParser.parse(text)).decode(AlertDialog.Event.self)
    }

    @Test(arguments: [#"{"fadeOutEnded": {}}"#, #"{"fadeOutEnded": null}"#, #"{"fadeOutEnded": true}"#, #"{"fadeOutEnded": [1, "x", null]}"#,
                      #"{"fadeOutEnded": {"bogus": 1}}"#])
    func aCaseThatCarriesNothingTakesNothing(text: String) throws {
        #expect(try event(#""fadeOutEnded""#) == .fadeOutEnded)
        #expect(throws: JSONDecodingError(path: JSONPath.root.appending("fadeOutEnded"), reason: #"case "fadeOutEnded" carries nothing: write it as the bare name "fadeOutEnded""#)) {
            try event(text)
        }
    }

    /// A case whose members may all be left out is read bare or as an
    /// object, as its schema says.
    @Test func aCaseWhoseMembersAreAllOptionalIsReadBareOrWhole() throws {
        let bare = try JSONInput(try JSONParser.parse(#""openRequested""#)).decode(CaptchaDialog.Event.self)
        let whole = try JSONInput(try JSONParser.parse(#"{"openRequested": {}}"#)).decode(CaptchaDialog.Event.self)
        #expect(bare == .openRequested(timestamp: nil) && whole == bare)
    }

    // MARK: Whole numbers

    @Test(arguments: [Int.min, -(1 << 53), 1 << 53, (1 << 53) + 1, 1 << 60, Int.max])
    func aWholeNumberPastTheExactRangeIsWrittenAsItsDigitsAndReadBack(value: Int) throws {
        #expect(value.jsonValue == .string(String(value)))
        let text = JSONWriter.compact(value.jsonValue)
        #expect(try JSONInput(try JSONParser.parse(text)).decode(Int.self) == value)
    }

    @Test(arguments: [0, 1, -1, 9_007_199_254_740_991, -9_007_199_254_740_991])
    func aWholeNumberWithinTheExactRangeIsANumber(value: Int) throws {
        #expect(value.jsonValue == .number(Double(value)))
        #expect(try JSONInput(value.jsonValue).decode(Int.self) == value)
    }

    @Test(arguments: [
        (#""5""#, #"expected "5" as a number: within ±(2^53 − 1) a whole number is written as a JSON number"#),
        (#""-0""#, "expected an integer, found a string"),
        (#""09007199254740993""#, "expected an integer, found a string"),
        (#""+9007199254740993""#, "expected an integer, found a string"),
        (#""9223372036854775808""#, #"expected a whole number from -9223372036854775808 to 9223372036854775807, found "9223372036854775808""#),
        ("9007199254740992", "expected a whole number within ±(2^53 − 1) (JSON numbers are exact only that far; past it, a string of its digits), found a number of about 9007199254740992"),
    ])
    func whatIsNotTheOneFormOfAWholeNumberIsRefused(text: String, reason: String) throws {
        #expect(throws: JSONDecodingError(path: .root, reason: reason)) { try JSONInput(try JSONParser.parse(text)).decode(Int.self) }
    }

    /// Whole numbers of 20 digits and more are read as the nearest Double,
    /// as `1e20` is (once they were refused as inexact even where a Double
    /// holds them exactly).
    @Test func aLongWholeNumberIsReadAsTheNearestDouble() throws {
        #expect(try JSONParser.parse("100000000000000000000") == .number(1e20))
        #expect(try JSONParser.parse("18446744073709551616") == .number(0x1p64))
        #expect(try JSONParser.parse("-340282366920938463463374607431768211456") == .number(-0x1p128))
        #expect(try JSONParser.parse("18446744073709551617") == .number(0x1p64))
        #expect(try JSONParser.parse("1" + String(repeating: "0", count: 308)) == .number(1e308))
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("1" + String(repeating: "0", count: 309)) }
    }

    /// The schema's pattern for the digits form matches exactly the
    /// canonical decimals in the range and past the exact range.
    @Test(arguments: [Int.min...Int.max, Int.min...999, 0...Int.max, 5...Int.max, Int.min...(-5), (1 << 53)...((1 << 53) + 1000),
                      Int.min...(-(1 << 60)), (1 << 62)...Int.max])
    func theDigitsPatternMatchesTheRangePastTheExactOne(range: ClosedRange<Int>) throws {
        let pattern = try #require(JSONWholeNumber.pattern(range))
        let regex = try NSRegularExpression(pattern: pattern)
        func matches(_ text: String) -> Bool {
            regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        var random = SystemRandomNumberGenerator()
        let exact = 9_007_199_254_740_991
        var samples: [Int] = [Int.min, Int.max, exact, -exact, exact + 1, -exact - 1, range.lowerBound, range.upperBound]
        for edge in [range.lowerBound, range.upperBound, exact, -exact] {
            for offset in -3...3 { samples.append(edge.addingReportingOverflow(offset).partialValue) }
        }
        for _ in 0..<3_000 {
            samples.append(Int.random(in: Int.min...Int.max, using: &random))
            samples.append(Int.random(in: (-(1 << 56))...(1 << 56), using: &random))
        }
        for value in samples {
            let expected = range.contains(value) && value.magnitude > UInt(exact)
            #expect(matches(String(value)) == expected, "\(value) in \(range)")
        }
        // Past Int's range, and forms that are not canonical.
        for text in ["9223372036854775808", "-9223372036854775809", "99999999999999999999", "-0", "09007199254740993", "+9007199254740993"] {
            #expect(!matches(text), "\(text)")
        }
        #expect(JSONWholeNumber.pattern(0...exact) == nil)
    }
}
