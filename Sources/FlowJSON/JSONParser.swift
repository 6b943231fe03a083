/// Why a JSON text could not be read, and where (1-based line and column).
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line of the offending byte, from 1.
    public var line: Int
    /// The column of the offending byte, from 1, counted in bytes.
    public var column: Int
    /// What was wrong there.
    public var reason: String

    public var description: String { "line \(line), column \(column): \(reason)" }
}

/// A strict JSON reader (RFC 8259): no comments, no trailing commas, no
/// duplicate keys, no control characters inside strings.
///
/// Strictness is the point: a spec with a typo must fail loudly rather than
/// replay something other than what its author meant. Bytes that are not
/// UTF-8 and escaped lone surrogates (which stand for no character, and
/// which a Swift `String` cannot hold) are refused where they stand. A
/// number is the nearest Double, as in every JSON reader (a whole number
/// read as an integer must lie within ±(2^53 − 1), where each is exact).
/// Nesting is limited so that hostile input cannot exhaust the stack.
public enum JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Reads one JSON value from UTF-8 text.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// Reads one JSON value from UTF-8 bytes; bytes that are not UTF-8 are refused.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        if let offset = UTF8Validation.firstInvalidByte(in: bytes) {
            let failure = Reader.Failure(offset: offset, reason: "not UTF-8: the byte 0x\(String(bytes[offset], radix: 16, uppercase: true))")
            throw bytes.withUnsafeBufferPointer { locate(failure, in: $0) }
        }
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) in try parse(buffer, in: 0..<buffer.count) }
        }
        return try result.get()
    }

    /// The members of the object at `range` of `bytes`, each with the byte
    /// range of its value, which is checked but not built: a document's top
    /// level can be read this way without building what it holds.
    ///
    /// The value of the member named `unchecked`, when it is an array or an
    /// object, is only passed over by its brackets and quotes: its range is
    /// right for a well-formed value, and the caller must read all of it
    /// (as `Elements` does) before trusting the document. A document whose
    /// largest member is read in full anyway is then scanned once, not twice.
    package static func members(
        of bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, unchecked: String? = nil
    ) throws(JSONSyntaxError) -> [(key: String, value: Range<Int>)] {
        var reader = Reader(bytes: bytes, offset: range.lowerBound, end: range.upperBound)
        do throws(Reader.Failure) {
            reader.skipWhitespace()
            let members = try reader.skimObject(unchecked: unchecked)
            reader.skipWhitespace()
            guard reader.offset == range.upperBound else {
                throw Reader.Failure(offset: reader.offset, reason: "unexpected text after the JSON value")
            }
            return members
        } catch {
            throw locate(error, in: bytes)
        }
    }

    /// The elements of the array at `range`, read one at a time, so a long
    /// array is walked holding one element.
    package struct Elements: Sendable {
        private var reader: Reader
        private let depth: Int
        private var first = true
        private var finished = false

        /// The array at `range`, nested `depth` levels deep in its document
        /// (1 for a document that is the array), so that its elements are
        /// held to `maximumDepth` as reading the whole document would hold them.
        package init(of bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, depth: Int = 1) throws(JSONSyntaxError) {
            reader = Reader(bytes: bytes, offset: range.lowerBound, end: range.upperBound)
            reader.shortStrings = ShortStringCache(isOn: true)
            self.depth = depth
            reader.skipWhitespace()
            guard reader.offset < range.upperBound, bytes[reader.offset] == UInt8(ascii: "[") else {
                throw JSONParser.locate(Reader.Failure(offset: reader.offset, reason: "expected an array"), in: bytes)
            }
            reader.offset += 1
        }

        /// Reads the next element into `tape`, which is emptied first (its
        /// storage kept); false after the last.
        package mutating func next(into tape: inout JSONTape) throws(JSONSyntaxError) -> Bool {
            tape.removeAll()
            do throws(Reader.Failure) {
                guard try advance() else { return false }
                try reader.readValue(depth: depth, onto: &tape)
                return true
            } catch {
                finished = true
                throw JSONParser.locate(error, in: reader.bytes)
            }
        }

        /// Moves past the next element, checking only its brackets and
        /// quotes (see `Reader.passOver`), as a count of elements needs;
        /// false after the last.
        package mutating func passOverNext() throws(JSONSyntaxError) -> Bool {
            do throws(Reader.Failure) {
                guard try advance() else { return false }
                switch reader.peek {
                case UInt8(ascii: "["), UInt8(ascii: "{"): try reader.passOver()
                default: try reader.skipValue(depth: depth)
                }
                return true
            } catch {
                finished = true
                throw JSONParser.locate(error, in: reader.bytes)
            }
        }

        /// Moves to the next element's first byte; false at the array's end.
        private mutating func advance() throws(Reader.Failure) -> Bool {
            guard !finished else { return false }
            reader.skipWhitespace()
            if first {
                first = false
                if reader.peek == UInt8(ascii: "]") {
                    finished = true
                    return false
                }
            } else {
                switch reader.peek {
                case UInt8(ascii: ","): reader.offset += 1
                case UInt8(ascii: "]"):
                    finished = true
                    return false
                default: throw Reader.Failure(offset: reader.offset, reason: "expected ',' or ']' in an array")
                }
                reader.skipWhitespace()
            }
            return true
        }

        /// Whether the array has been read to its closing bracket, and that
        /// bracket ends the range: every byte of the range has been checked.
        package var endsRange: Bool {
            finished && reader.offset + 1 == reader.end && reader.peek == UInt8(ascii: "]")
        }
    }

    /// Reads the one JSON value at `range` of `bytes`; errors are located in
    /// the whole of `bytes`. The value is read onto a tape, then built from
    /// it: one reader serves values and tapes alike.
    ///
    /// The reader leaves repeated member names to the building, where each
    /// object's dictionary finds them for nothing (checking them as it reads
    /// cost 9% of a parse). Faulty text is read again, checking names too, so
    /// that the error is the text's first fault, at its place.
    @inline(never) package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) throws(JSONSyntaxError) -> JSONValue {
        var tape = JSONTape()
        do throws(Reader.Failure) {
            try read(bytes, in: range, onto: &tape, checkingNames: false)
            var repeatedName = false
            let value = tape.value(at: 0, repeatedName: &repeatedName)
            if !repeatedName { return value }
        } catch {
            // A repeated name may come before this fault: the reading below finds the first.
        }
        tape.removeAll()
        do throws(Reader.Failure) {
            try read(bytes, in: range, onto: &tape, checkingNames: true)
        } catch {
            throw locate(error, in: bytes)
        }
        // Not reached: the checking reader refuses what the first reading or the building found.
        throw JSONSyntaxError(line: 1, column: 1, reason: "duplicate member name")
    }

    /// Reads the one JSON value at `range` onto `tape`.
    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, onto tape: inout JSONTape, checkingNames: Bool
    ) throws(Reader.Failure) {
        var reader = Reader(bytes: bytes, offset: range.lowerBound, end: range.upperBound)
        reader.checksNames = checkingNames
        reader.skipWhitespace()
        try reader.readValue(depth: 0, onto: &tape)
        reader.skipWhitespace()
        guard reader.offset == range.upperBound else {
            throw Reader.Failure(offset: reader.offset, reason: "unexpected text after the JSON value")
        }
    }

    fileprivate static func locate(_ failure: Reader.Failure, in bytes: UnsafeBufferPointer<UInt8>) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(failure.offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, reason: failure.reason)
    }
}

fileprivate struct Reader: @unchecked Sendable {
    struct Failure: Error {
        var offset: Int
        var reason: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int
    /// Where reading stops: the end of the bytes, or of the range being read.
    let end: Int
    /// Short strings made before, for a reader of many like values (a
    /// trace's steps); off for one value, which would not repay it.
    var shortStrings = ShortStringCache(isOn: false)
    /// Whether an object's repeated member name is refused as it is read;
    /// off only where the value is built from the tape, which finds it.
    var checksNames = true

    init(bytes: UnsafeBufferPointer<UInt8>, offset: Int, end: Int) {
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    private var current: UInt8? { offset < end ? bytes[offset] : nil }
    var peek: UInt8? { current }

    @inline(__always) mutating func skipWhitespace() {
        while offset < end {
            switch bytes[offset] {
            case 0x0A:
                offset += 1
                // A line's indentation: eight spaces at a time while they last.
                while offset + 8 <= end, UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self) == Self.eightSpaces {
                    offset += 8
                }
            case 0x20, 0x09, 0x0D: offset += 1
            default: return
            }
        }
    }

    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    /// Reads one value onto `tape`, checking it.
    mutating func readValue(depth: Int, onto tape: inout JSONTape) throws(Failure) {
        switch current {
        case UInt8(ascii: "{"): try readObject(depth: depth + 1, onto: &tape)
        case UInt8(ascii: "["): try readArray(depth: depth + 1, onto: &tape)
        case UInt8(ascii: "\""): tape.append(token: .string(try readString()))
        default: tape.append(token: try readScalar())
        }
    }

    /// Reads a literal or a number.
    private mutating func readScalar() throws(Failure) -> JSONTape.Token {
        guard let byte = current else { throw Failure(offset: offset, reason: "unexpected end of text, expected a value") }
        switch byte {
        case UInt8(ascii: "t"): try readLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try readLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try readLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw Failure(offset: offset, reason: "unexpected character \(Self.describe(byte)), expected a value")
        }
    }

    private mutating func readObject(depth: Int, onto tape: inout JSONTape) throws(Failure) {
        try checkDepth(depth)
        offset += 1
        let start = tape.open()
        var count = 0
        var names = RepeatedNames()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return tape.closeObject(at: start, count: 0)
        }
        while true {
            skipWhitespace()
            let keyOffset = offset
            guard current == UInt8(ascii: "\"") else {
                throw Failure(offset: offset, reason: "expected a quoted member name")
            }
            let key = try readString()
            guard !checksNames || names.insert(key, among: tape, object: start) else {
                throw Failure(offset: keyOffset, reason: "duplicate member name \"\(key)\"")
            }
            tape.append(token: .string(key))
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw Failure(offset: offset, reason: "expected ':' after a member name") }
            offset += 1
            skipWhitespace()
            try readValue(depth: depth, onto: &tape)
            count += 1
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return tape.closeObject(at: start, count: count)
            default: throw Failure(offset: offset, reason: "expected ',' or '}' in an object")
            }
        }
    }

    private mutating func readArray(depth: Int, onto tape: inout JSONTape) throws(Failure) {
        try checkDepth(depth)
        offset += 1
        let start = tape.open()
        var count = 0
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return tape.closeArray(at: start, count: 0)
        }
        while true {
            skipWhitespace()
            try readValue(depth: depth, onto: &tape)
            count += 1
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return tape.closeArray(at: start, count: count)
            default: throw Failure(offset: offset, reason: "expected ',' or ']' in an array")
            }
        }
    }

    /// Refuses a container `depth` levels deep, past `maximumDepth`.
    private func checkDepth(_ depth: Int) throws(Failure) {
        guard depth <= JSONParser.maximumDepth else {
            throw Failure(offset: offset, reason: "nesting deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    /// Checks one value and moves past it without building it.
    mutating func skipValue(depth: Int) throws(Failure) {
        guard let byte = current else { throw Failure(offset: offset, reason: "unexpected end of text, expected a value") }
        switch byte {
        case UInt8(ascii: "{"):
            try checkDepth(depth + 1)
            offset += 1
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                offset += 1
                return
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw Failure(offset: offset, reason: "expected a quoted member name") }
                try skipString()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw Failure(offset: offset, reason: "expected ':' after a member name") }
                offset += 1
                skipWhitespace()
                try skipValue(depth: depth + 1)
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "}"): offset += 1; return
                default: throw Failure(offset: offset, reason: "expected ',' or '}' in an object")
                }
            }
        case UInt8(ascii: "["):
            try checkDepth(depth + 1)
            offset += 1
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                offset += 1
                return
            }
            while true {
                skipWhitespace()
                try skipValue(depth: depth + 1)
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "]"): offset += 1; return
                default: throw Failure(offset: offset, reason: "expected ',' or ']' in an array")
                }
            }
        case UInt8(ascii: "\""):
            try skipString()
        default:
            _ = try readScalar()
        }
    }

    /// Moves past a string, checking its escapes and that it holds no control characters.
    private mutating func skipString() throws(Failure) {
        let start = offset
        offset += 1
        while offset < end {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return
            case UInt8(ascii: "\\"):
                offset += 1
                guard let escape = current else { break }
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    offset += 1
                case UInt8(ascii: "u"):
                    offset += 1
                    _ = try readUnicodeEscape()
                default:
                    throw Failure(offset: offset - 1, reason: "invalid escape sequence")
                }
            case 0..<0x20:
                throw Failure(offset: offset, reason: "control character inside a string (escape it)")
            default:
                offset += 1
            }
        }
        throw Failure(offset: start, reason: "unterminated string")
    }

    /// An object's member names, read, and the ranges of their values,
    /// skipped (the one named `unchecked` only passed over: see `JSONParser.members`).
    mutating func skimObject(unchecked: String? = nil) throws(Failure) -> [(key: String, value: Range<Int>)] {
        guard current == UInt8(ascii: "{") else { throw Failure(offset: offset, reason: "expected an object") }
        offset += 1
        var members: [(key: String, value: Range<Int>)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return members
        }
        while true {
            skipWhitespace()
            let keyOffset = offset
            guard current == UInt8(ascii: "\"") else { throw Failure(offset: offset, reason: "expected a quoted member name") }
            let key = try readString()
            guard !members.contains(where: { $0.key == key }) else {
                throw Failure(offset: keyOffset, reason: "duplicate member name \"\(key)\"")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw Failure(offset: offset, reason: "expected ':' after a member name") }
            offset += 1
            skipWhitespace()
            let start = offset
            if key == unchecked, current == UInt8(ascii: "[") || current == UInt8(ascii: "{") {
                try passOver()
            } else {
                try skipValue(depth: 1)
            }
            members.append((key, start..<offset))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return members
            default: throw Failure(offset: offset, reason: "expected ',' or '}' in an object")
            }
        }
    }

    /// Moves past the array or object here by its brackets and quotes
    /// alone, checking nothing else: for a value its reader checks in full
    /// afterwards. Over a well-formed value it stops where `skipValue` would.
    ///
    /// Eight bytes are looked at a time: outside strings only a quote or a
    /// bracket matters, inside them only a quote or a backslash, and a word
    /// holding none of those is passed in a few instructions.
    mutating func passOver() throws(Failure) {
        let start = offset
        guard let base = bytes.baseAddress else { throw Failure(offset: start, reason: "expected a value") }
        let end = self.end
        var at = offset
        var depth = 0
        // Two tight loops, outside strings and inside them, each passing
        // words with nothing of interest; a byte at a time near the end.
        outside: while at < end {
            Self.skipWords(base, &at, end, marking: Self.structureMarks)
            guard at < end else { break }
            let byte = base[at]
            at += 1
            switch byte {
            case UInt8(ascii: "\""):
                while true {
                    Self.skipWords(base, &at, end, marking: Self.stringMarks)
                    guard at < end else { break outside }
                    let inside = base[at]
                    at += 1
                    if inside == UInt8(ascii: "\"") { break }
                    if inside == UInt8(ascii: "\\") { at += 1 }
                }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    offset = at
                    return
                }
            default:
                break
            }
        }
        throw Failure(offset: start, reason: "unexpected end of text in a value that starts here")
    }

    /// Moves `at` to the first byte `marking` marks in the words of eight
    /// bytes from there, or to where fewer than eight are left.
    @inline(__always) private static func skipWords(
        _ base: UnsafePointer<UInt8>, _ at: inout Int, _ end: Int, marking: (UInt64) -> UInt64
    ) {
        while at + 8 <= end {
            let marks = marking(UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
            if marks != 0 {
                // The lowest mark is exact (a false one can only follow a true one).
                at += marks.trailingZeroBitCount >> 3
                return
            }
            at += 8
        }
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// The high bit of each byte of `word` equal to `byte`, and perhaps of
    /// bytes above the first such (borrows run upward): the lowest is exact.
    @inline(__always) private static func marks(of byte: UInt8, in word: UInt64) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & (ones &* 0x80)
    }

    /// Where a quote or a bracket may be in `word`.
    @inline(__always) private static func structureMarks(_ word: UInt64) -> UInt64 {
        // `[` and `{`, `]` and `}` differ only in the 0x20 bit.
        let folded = word | (ones &* 0x20)
        return marks(of: UInt8(ascii: "\""), in: word) | marks(of: UInt8(ascii: "{"), in: folded) | marks(of: UInt8(ascii: "}"), in: folded)
    }

    /// Where a quote or a backslash may be in `word`.
    @inline(__always) private static func stringMarks(_ word: UInt64) -> UInt64 {
        marks(of: UInt8(ascii: "\""), in: word) | marks(of: UInt8(ascii: "\\"), in: word)
    }

    private mutating func readLiteral(_ literal: StaticString) throws(Failure) {
        let start = offset
        for expected in UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount) {
            guard current == expected else {
                throw Failure(offset: start, reason: "invalid literal, expected '\(literal)'")
            }
            offset += 1
        }
    }

    private mutating func readNumber() throws(Failure) -> Double {
        let start = offset
        var isInteger = true
        if current == UInt8(ascii: "-") { offset += 1 }
        guard let lead = current, Self.isDigit(lead) else { throw Failure(offset: offset, reason: "expected a digit") }
        if lead == UInt8(ascii: "0") {
            offset += 1
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard let digit = current, Self.isDigit(digit) else { throw Failure(offset: offset, reason: "expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard let digit = current, Self.isDigit(digit) else { throw Failure(offset: offset, reason: "expected a digit in the exponent") }
            skipDigits()
        }
        let digits = bytes[start..<offset]
        if isInteger && digits.count <= 16 {
            // 64 bits, so that 16 digits fit on a 32-bit platform (WebAssembly) too.
            var magnitude: Int64 = 0
            for byte in digits where byte != UInt8(ascii: "-") {
                magnitude = magnitude * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            // Past 2^53 a whole number becomes the nearest Double, as any
            // other number does; a whole number read as an integer is held
            // to ±(2^53 − 1) (`JSONInput.integer`), where every one is exact.
            // Negated as a Double, so that "-0" keeps its sign.
            return digits.first == UInt8(ascii: "-") ? -Double(magnitude) : Double(magnitude)
        }
        if let exact = Self.shortDecimal(digits) { return exact }
        guard let number = Double(String(decoding: digits, as: UTF8.self)), number.isFinite else {
            throw Failure(offset: start, reason: "number out of range")
        }
        return number
    }

    /// A number with a fraction and no exponent, of at most 15 significant
    /// digits (`86400.25`, `0.3`), read exactly without the C library:
    /// its digits as a whole number divided by a power of ten, both held
    /// exactly by a Double, is the correctly rounded value (Clinger's fast
    /// path). Nil for any other, which `Double(_:)` reads.
    private static func shortDecimal(_ digits: UnsafeBufferPointer<UInt8>.SubSequence) -> Double? {
        var mantissa: UInt64 = 0
        var significant = 0
        var fraction = -1
        var negative = false
        for byte in digits {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): fraction = 0
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if mantissa > 0 { significant += 1 }
                if fraction >= 0 { fraction += 1 }
                guard significant <= 15, fraction <= 22 else { return nil }
            default: return nil  // an exponent
            }
        }
        guard fraction > 0 else { return nil }
        let value = Double(mantissa) / powersOfTen[fraction]
        return negative ? -value : value
    }

    /// 10^0 … 10^22, each exact in a Double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { offset += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    mutating func readString() throws(Failure) -> String {
        offset += 1
        let start = offset
        if let short = readShortString() { return short }
        while offset < end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                // A buffer, not a slice of one: String's contiguous path.
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try readEscapedString(from: start) }
            if byte < 0x20 { throw Failure(offset: offset, reason: "control character inside a string (escape it)") }
            offset += 1
        }
        throw Failure(offset: start - 1, reason: "unterminated string")
    }

    /// The string here when it is short and plain (at most 15 bytes, no
    /// escape or control character) and the cache is on: found in the
    /// cache or made and kept. Its end is found in the two words that hold
    /// it, as `passOver` finds quotes. Nil, having read nothing, otherwise.
    @inline(__always) private mutating func readShortString() -> String? {
        let start = offset
        guard shortStrings.isOn, start + 16 <= end, let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base + start)
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let count: Int
        let lowStops = Self.stringStops(low)
        if lowStops != 0 {
            count = lowStops.trailingZeroBitCount >> 3
        } else {
            let highStops = Self.stringStops(high)
            guard highStops != 0 else { return nil }
            count = 8 + highStops.trailingZeroBitCount >> 3
        }
        guard bytes[start + count] == UInt8(ascii: "\"") else { return nil }
        let key = ShortStringCache.Key(low: low, high: high, count: count)
        offset = start + count + 1
        if let kept = shortStrings.string(for: key) { return kept }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + count)]), as: UTF8.self)
        shortStrings.keep(text, for: key)
        return text
    }

    /// Where a string may stop in `word`: a quote, a backslash or a control
    /// character (below 0x20). The lowest mark is exact.
    @inline(__always) private static func stringStops(_ word: UInt64) -> UInt64 {
        let controls = (word &- ones &* 0x20) & ~word & (ones &* 0x80)
        return stringMarks(word) | controls
    }

    /// The slow path, for strings that hold escapes.
    private mutating func readEscapedString(from start: Int) throws(Failure) -> String {
        // Its end first: the escaped length bounds the decoded one (no
        // escape is shorter than what it stands for), so the text is
        // decoded once into storage of that size. (A growing array, then a
        // copy of it, cost a long string three times its size at its peak.)
        var close = offset
        while close < end, bytes[close] != UInt8(ascii: "\"") { close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1 }
        var failure: Failure?
        let text = String(unsafeUninitializedCapacity: max(close - start, 1)) { room in
            var count = offset - start
            room.baseAddress!.update(from: bytes.baseAddress! + start, count: count)
            func put(_ byte: UInt8) {
                room[count] = byte
                count += 1
            }
            while offset < end {
                let byte = bytes[offset]
                switch byte {
                case UInt8(ascii: "\""):
                    offset += 1
                    return count
                case UInt8(ascii: "\\"):
                    offset += 1
                    guard let escape = current else { break }
                    offset += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): put(escape)
                    case UInt8(ascii: "b"): put(0x08)
                    case UInt8(ascii: "f"): put(0x0C)
                    case UInt8(ascii: "n"): put(0x0A)
                    case UInt8(ascii: "r"): put(0x0D)
                    case UInt8(ascii: "t"): put(0x09)
                    case UInt8(ascii: "u"):
                        do throws(Failure) {
                            for byte in try readUnicodeEscape() { put(byte) }
                        } catch {
                            failure = error
                            return 0
                        }
                    default:
                        failure = Failure(offset: offset - 1, reason: "invalid escape sequence")
                        return 0
                    }
                case 0..<0x20:
                    failure = Failure(offset: offset, reason: "control character inside a string (escape it)")
                    return 0
                default:
                    put(byte)
                    offset += 1
                }
            }
            failure = Failure(offset: start - 1, reason: "unterminated string")
            return 0
        }
        if let failure { throw failure }
        return text
    }

    /// The character a `\uXXXX` escape stands for, with the second half of
    /// a surrogate pair when it is one. A lone or reversed half is refused at
    /// its offset, as invalid UTF-8 is: it stands for no character, and
    /// replacing it with U+FFFD would change the text without a word.
    private mutating func readUnicodeEscape() throws(Failure) -> [UInt8] {
        let start = offset - 2
        let first = try readHex4()
        switch first {
        case 0xDC00...0xDFFF:
            throw Failure(offset: start, reason: "a lone low surrogate \\u\(Self.hex(first)) (the second half of a pair, with no first half)")
        case 0xD800...0xDBFF:
            guard offset + 1 < end, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                throw Failure(offset: start, reason: "a lone high surrogate \\u\(Self.hex(first)) (the first half of a pair, with no second half)")
            }
            offset += 2
            let second = try readHex4()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw Failure(
                    offset: start, reason: "a high surrogate \\u\(Self.hex(first)) followed by \\u\(Self.hex(second)), not by the second half of a pair")
            }
            let scalar = Unicode.Scalar(0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00))!
            return Array(String(Character(scalar)).utf8)
        default:
            return Array(String(Character(Unicode.Scalar(first)!)).utf8)
        }
    }

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    mutating func readHex4() throws(Failure) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw Failure(offset: offset, reason: "unterminated \\u escape") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Failure(offset: offset, reason: "invalid hex digit in \\u escape")
            }
            value = value << 4 | UInt16(digit)
            offset += 1
        }
        return value
    }

    private static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + String(byte, radix: 16, uppercase: true)
    }
}

/// The names of an object being read onto a tape, to refuse a repeated one.
/// The first few are compared on the tape itself; past them a set is kept,
/// so that a large object costs what a dictionary would.
private struct RepeatedNames {
    private static let scanned = 16
    private var count = 0
    private var seen: Set<String>?

    /// Notes `name`; false when the object, whose token is at `start`, has it already.
    mutating func insert(_ name: String, among tape: JSONTape, object start: Int) -> Bool {
        count += 1
        if seen != nil { return seen!.insert(name).inserted }
        let keepsSet = count > Self.scanned
        var names = keepsSet ? Set<String>(minimumCapacity: count) : []
        var member = start + 1
        while member < tape.tokens.count {
            if case .string(let earlier) = tape.tokens[member] {
                if earlier == name { return false }
                if keepsSet { names.insert(earlier) }
            }
            member = tape.end(of: member + 1)
        }
        if keepsSet {
            names.insert(name)
            seen = names
        }
        return true
    }
}
