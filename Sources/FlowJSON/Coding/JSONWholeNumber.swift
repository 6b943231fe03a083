/// Whole numbers in JSON, exactly: within ±(2^53 − 1) a JSON number (what
/// every JSON reader, JavaScript's included, holds exactly), and past it a
/// string of the number's digits (`"9007199254740993"`), as protobuf's JSON
/// mapping writes 64-bit integers. Each whole number has one form: a string
/// for a number within the exact range is refused, and so is a number
/// outside it, which no reader can tell from its neighbours.
package enum JSONWholeNumber {
    /// 2^53 − 1: the largest integer whose successor a JSON number still
    /// tells apart. (An `Int64`: on a 32-bit platform, WebAssembly's, every
    /// `Int` is exact.)
    package static let largestExact: Int64 = 9_007_199_254_740_991

    /// Whether `value` is written as a JSON number.
    static func isExact<T: BinaryInteger>(_ value: T) -> Bool {
        // A type narrower than the exact range holds only exact values.
        guard let limit = T.Magnitude(exactly: largestExact) else { return true }
        return value.magnitude <= limit
    }

    /// `value`'s JSON form.
    package static func json<T: BinaryInteger>(_ value: T) -> JSONValue {
        if isExact(value) { return .number(Double(value)) }
        if let signed = Int64(exactly: value) { return .string(String(signed)) }
        return .string(String(UInt64(truncatingIfNeeded: value)))
    }

    /// The whole number `text` writes in canonical decimal (an optional
    /// `-`, no `+`, no leading zero, not `-0`), when it fits `T` and lies
    /// outside the exact range; why not otherwise. The digits are read by
    /// hand, into an `Int64` (no generic parsing, which weighs in the web
    /// module): past it no `T` holds the number.
    static func parse<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> Result<T, JSONDecodingError> {
        var utf8 = text.utf8[...]
        let negative = utf8.first == UInt8(ascii: "-")
        if negative { utf8 = utf8.dropFirst() }
        guard let first = utf8.first, first != UInt8(ascii: "0") || utf8.count == 1, !(negative && first == UInt8(ascii: "0")) else {
            return .failure(JSONDecodingError("expected an integer, found a string"))
        }
        var magnitude: UInt64 = 0
        var overflowed = false
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return .failure(JSONDecodingError("expected an integer, found a string")) }
            let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            overflowed = overflowed || overflow || carry
            magnitude = sum
        }
        let integer: T? =
            overflowed ? nil : negative ? (magnitude <= UInt64(Int64.max) + 1 ? T(exactly: Int64(truncatingIfNeeded: 0 &- magnitude)) : nil) : T(exactly: magnitude)
        guard let integer else {
            return .failure(JSONDecodingError("expected a whole number from \(T.min) to \(T.max), found \(JSONValue.quoted(text))"))
        }
        guard !isExact(integer) else {
            return .failure(JSONDecodingError("expected \(JSONValue.quoted(text)) as a number: within ±(2^53 − 1) a whole number is written as a JSON number"))
        }
        return .success(integer)
    }

    /// A regular expression (ECMA-262, as JSON Schema's `pattern`) of the
    /// canonical decimals of the whole numbers in `range` that lie outside
    /// the exact range; nil when none does.
    static func pattern(_ range: ClosedRange<Int>) -> String? {
        let range = Int64(range.lowerBound)...Int64(range.upperBound)
        var alternatives: [String] = []
        if range.lowerBound < -largestExact {
            // Magnitudes from 2^53 up to the lowest number's.
            let lowest = range.lowerBound.magnitude
            let highest = min(range.upperBound, -largestExact - 1).magnitude
            alternatives += digitRanges(from: highest, through: lowest).map { "-" + $0 }
        }
        if range.upperBound > largestExact {
            alternatives += digitRanges(from: UInt64(max(range.lowerBound, largestExact + 1)), through: UInt64(range.upperBound))
        }
        guard !alternatives.isEmpty else { return nil }
        return "^(" + alternatives.joined(separator: "|") + ")$"
    }

    /// Patterns, each without anchors, that together match the decimals of
    /// `low...high` (both at least 1), with no leading zero.
    static func digitRanges(from low: UInt64, through high: UInt64) -> [String] {
        guard low <= high else { return [] }
        let lowDigits = Array(String(low).utf8)
        let highDigits = Array(String(high).utf8)
        guard lowDigits.count < highDigits.count else { return sameLength(lowDigits[...], highDigits[...]) }
        // A range for each count of digits from the low's to the high's.
        var patterns = sameLength(lowDigits[...], Array(repeating: UInt8(ascii: "9"), count: lowDigits.count)[...])
        for count in (lowDigits.count + 1)..<highDigits.count { patterns.append("[1-9][0-9]{\(count - 1)}") }
        patterns += sameLength(([UInt8(ascii: "1")] + Array(repeating: UInt8(ascii: "0"), count: highDigits.count - 1))[...], highDigits[...])
        return patterns
    }

    /// Patterns matching the digit strings from `low` through `high`, of one length.
    private static func sameLength(_ low: ArraySlice<UInt8>, _ high: ArraySlice<UInt8>) -> [String] {
        guard let a = low.first, let b = high.first else { return [""] }
        let restLow = low.dropFirst()
        let restHigh = high.dropFirst()
        let restCount = restLow.count
        if a == b { return sameLength(restLow, restHigh).map { String(UnicodeScalar(a)) + $0 } }
        // The first digit's own range where the rest may be anything: from
        // `a` when the rest of `low` is all zeros, through `b` when the rest
        // of `high` is all nines; the ends of the first digit otherwise
        // each take their own rest.
        let lowWhole = restLow.allSatisfy { $0 == UInt8(ascii: "0") }
        let highWhole = restHigh.allSatisfy { $0 == UInt8(ascii: "9") }
        var patterns: [String] = []
        if !lowWhole {
            patterns += sameLength(restLow, Array(repeating: UInt8(ascii: "9"), count: restCount)[...]).map { String(UnicodeScalar(a)) + $0 }
        }
        let first = lowWhole ? a : a + 1
        let last = highWhole ? b : b - 1
        if first <= last {
            let digit = first == last ? String(UnicodeScalar(first)) : "[\(UnicodeScalar(first))-\(UnicodeScalar(last))]"
            patterns.append(digit + (restCount == 0 ? "" : "[0-9]{\(restCount)}"))
        }
        if !highWhole {
            patterns += sameLength(Array(repeating: UInt8(ascii: "0"), count: restCount)[...], restHigh).map { String(UnicodeScalar(b)) + $0 }
        }
        return patterns
    }
}
