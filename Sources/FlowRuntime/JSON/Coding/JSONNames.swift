/// Names written as one string literal, separated by white space: the
/// members a decoder allows (`json.members("title message kind")`) or the
/// cases an enum has (`value.unknown(among: "present dismiss")`).
///
/// One literal at each decoder, where an array literal is code storing each
/// name in turn: in the web module, the 946 names FlowCore's decoders list
/// weighed about 10 KB as arrays. A long list may be a multi-line literal.
public struct JSONNames: Sendable, ExpressibleByStringLiteral {
    private let text: StaticString

    /// Names from a literal, separated by spaces or line breaks.
    public init(stringLiteral text: StaticString) {
        self.text = text
    }

    /// Whether `name` is one of the names. One pass over the literal's
    /// bytes, each name left at its first byte that differs from `name`'s:
    /// specs check every object's keys this way at every step.
    public func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { key in
            text.withUTF8Buffer { list in Self.find(key, in: list) }
        }
    }

    /// The names, in order.
    public var names: [String] {
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

    /// Whether `key` is one of the names in `list`.
    private static func find(_ key: UnsafeBufferPointer<UInt8>, in list: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !key.isEmpty else { return false }
        var index = 0
        while index < list.count {
            var matched = 0
            // A separator in `key` never matches: a name holds none.
            while matched < key.count && index + matched < list.count && list[index + matched] == key[matched] && !isSeparator(key[matched]) {
                matched += 1
            }
            index += matched
            if matched == key.count && (index == list.count || isSeparator(list[index])) { return true }
            while index < list.count && !isSeparator(list[index]) { index += 1 }
            while index < list.count && isSeparator(list[index]) { index += 1 }
        }
        return false
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")
    }
}
