/// Names written as one string literal, separated by white space: the
/// members a decoder allows (`json.members("title message kind")`) or the
/// cases an enum has (`value.unknown(among: "present dismiss")`).
///
/// One literal at each decoder, where an array literal is code storing each
/// name in turn: in the web module, the 946 names FlowCore's decoders list
/// weighed about 10 KB as arrays. A long list may be a multi-line literal.
@_spi(FlowTools) public struct JSONNames: Sendable, ExpressibleByStringLiteral {
    private let text: StaticString

    /// Names from a literal, separated by spaces or line breaks.
    @_spi(FlowTools) public init(stringLiteral text: StaticString) {
        self.text = text
    }

    /// Whether `name` is one of the names. One pass over the literal's
    /// bytes, each name left at its first byte that differs from `name`'s:
    /// specs check every object's keys this way at every step.
    @_spi(FlowTools) public func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { key in
            text.withUTF8Buffer { list in Self.find(key, in: list) }
        }
    }

    /// The names, in order.
    @_spi(FlowTools) public var names: [String] {
        text.withUTF8Buffer { list in
            var names: [String] = []
            Self.forEachName(in: list) { start, end in names.append(String(decoding: list[start..<end], as: UTF8.self)) }
            return names
        }
    }

    /// Calls `body` with the bounds of each name in `list`.
    private static func forEachName(in list: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Void) {
        var index = 0
        while index < list.count {
            while index < list.count && isSeparator(list[index]) { index += 1 }
            let start = index
            while index < list.count && !isSeparator(list[index]) { index += 1 }
            if index > start { body(start, index) }
        }
    }

    /// Whether `key` is one of the names in `list`. The places holding the
    /// key's first byte are found eight bytes at a time, and only where one
    /// starts a name of the key's length are the bytes compared, eight at a
    /// time too. (A byte at a time, checking every object's keys cost a
    /// replayed launch about 4,000 instructions a step.)
    private static func find(_ key: UnsafeBufferPointer<UInt8>, in list: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let wanted = key.baseAddress, let names = list.baseAddress else { return false }
        let length = key.count
        let count = list.count
        guard length > 0, length <= count else { return false }
        // A list of one name as long as the key (a one-member payload's) is compared whole.
        if length == count { return ByteEquality.equal(list, key) && !holdsSeparator(wanted, length) }
        let lastStart = count &- length
        let first = UInt64(wanted[0]) &* 0x0101_0101_0101_0101
        var at = 0
        while at <= lastStart {
            // The next place holding the first byte: in a word, the lowest
            // byte the test marks is exact (borrows run only upwards).
            while at &+ 8 <= count {
                let differences = word(names + at) ^ first
                let zeros = (differences &- 0x0101_0101_0101_0101) & ~differences & 0x8080_8080_8080_8080
                if zeros != 0 {
                    at &+= zeros.trailingZeroBitCount &>> 3
                    break
                }
                at &+= 8
            }
            while at < count && names[at] != wanted[0] { at &+= 1 }
            guard at <= lastStart else { return false }
            let start = at
            at &+= 1
            guard start == 0 || isSeparator(names[start &- 1]), start == lastStart || isSeparator(names[start &+ length]) else { continue }
            if ByteEquality.equal(UnsafeBufferPointer(start: names + start, count: length), key) {
                // A name holds no separator, so a key with one is none of them.
                return !holdsSeparator(wanted, length)
            }
        }
        return false
    }

    /// The eight bytes at `bytes`, the first lowest.
    @inline(__always) private static func word(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
    }

    /// Whether one of the `length` bytes at `bytes` is a separator: a byte
    /// below "!" sets its high bit in the word test (the lowest exactly, and
    /// none is set without one).
    private static func holdsSeparator(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        var offset = 0
        while offset &+ 8 <= length {
            let bytes = word(bytes + offset)
            if (bytes &- 0x2121_2121_2121_2121) & ~bytes & 0x8080_8080_8080_8080 != 0 { return true }
            offset &+= 8
        }
        while offset < length {
            if isSeparator(bytes[offset]) { return true }
            offset &+= 1
        }
        return false
    }

    /// Whether `byte` separates names: white space (a space or a line
    /// break), or any control byte.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte <= UInt8(ascii: " ")
    }
}
