import FlowRuntime

/// Lines already broken, kept across the pictures of one page: a trace
/// page's timeline draws each row in the many pictures whose window holds
/// it, and breaking a line (`EstimatedTextMeasurer.lines`) is the dearest
/// part of a picture. Keyed by the text's exact bytes, font, width and line
/// limit, so a hit is what breaking again would give.
///
/// Holds at most `maximumEntries` texts; past that it starts over (a page
/// reuses rows from the pictures just drawn, so what it drops is old).
package struct SVGTextLines: Sendable {
    /// The most texts kept.
    package static let maximumEntries = 4_096

    struct Key: Hashable, Sendable {
        var string: String
        var font: FontSpec
        var width: Double
        var limit: Int

        static func == (a: Key, b: Key) -> Bool {
            guard a.font == b.font, a.width == b.width, a.limit == b.limit, a.string.utf8.count == b.string.utf8.count else { return false }
            // The bytes in place, a word at a time: comparing the views element by element is far dearer.
            var first = a.string
            var second = b.string
            return first.withUTF8 { x in second.withUTF8 { y in ByteEquality.equal(x, y) } }
        }

        // Bytes, not characters: hashing a `String` normalizes it first.
        func hash(into hasher: inout Hasher) {
            var string = string
            string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(font)
            hasher.combine(width)
            hasher.combine(limit)
        }
    }

    private var entries: [Key: [Substring]] = [:]

    /// Empty.
    package init() {}

    /// How many texts are kept.
    package var count: Int { entries.count }

    /// `string`'s lines as `SVGRenderer.lines(of:font:width:limit:)` breaks them, broken once.
    mutating func lines(of string: String, font: FontSpec, width: Double, limit: Int) -> [Substring] {
        let key = Key(string: string, font: font, width: width, limit: limit)
        if let lines = entries[key] { return lines }
        let lines = SVGRenderer.lines(of: string, font: font, width: width, limit: limit)
        if entries.count >= Self.maximumEntries { entries.removeAll(keepingCapacity: true) }
        entries[key] = lines
        return lines
    }
}
