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

        /// Drawn from `Hasher`'s own per-process seed.
        static let seed: UInt64 = {
            var hasher = Hasher()
            hasher.combine(0x5EED as UInt16)
            return UInt64(UInt(bitPattern: hasher.finalize()))
        }()

        /// The bytes folded into one word, eight at a time, then the rest and
        /// the count. Each step multiplies and shifts the high bits down, so a
        /// change anywhere reaches every bit of the next step.
        static func fold(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
            var folded = seed
            func mix(_ word: UInt64) {
                folded = (folded ^ word) &* 0x9E37_79B9_7F4A_7C15
                folded ^= folded >> 29
            }
            var offset = 0
            while offset + 8 <= bytes.count {
                mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            while offset < bytes.count {
                mix(UInt64(bytes[offset]))
                offset += 1
            }
            mix(UInt64(bytes.count))
            return folded
        }

        static func == (a: Key, b: Key) -> Bool {
            guard a.font == b.font, a.width == b.width, a.limit == b.limit, a.string.utf8.count == b.string.utf8.count else { return false }
            // The bytes in place, a word at a time: comparing the views element by element is far dearer.
            var first = a.string
            var second = b.string
            return first.withUTF8 { x in second.withUTF8 { y in ByteEquality.equal(x, y) } }
        }

        // Bytes, not characters: hashing a `String` normalizes it first. The
        // bytes are folded eight at a time (from a seed drawn once per
        // process, so no text's fold is known in advance) and the fold goes
        // to `hasher`: `combine(bytes:)` cost about 4.6
        // instructions a byte, as much as a long message's whole frame.
        func hash(into hasher: inout Hasher) {
            var string = string
            hasher.combine(string.withUTF8 { Self.fold(UnsafeRawBufferPointer($0)) })
            hasher.combine(font)
            hasher.combine(width)
            hasher.combine(limit)
        }
    }

    /// Each text's lines, with how far they were broken: nil when to the
    /// end, else the count asked for (a top-aligned text is broken only
    /// down to its clip's bottom, and again further when it scrolls on).
    private var entries: [Key: (lines: [Substring], reach: Int?)] = [:]

    /// The last long label, escaped. A long message's `aria-label` is its
    /// whole text, written again in every frame: escaping it each time
    /// made a frame's cost grow with the message, not with what shows.
    private var lastLabel: (label: String, escaped: [UInt8])?
    /// The shortest label kept escaped, in UTF-8 bytes.
    static let longLabel = 512

    /// Empty.
    package init() {}

    /// How many texts are kept.
    package var count: Int { entries.count }

    /// Appends `label` as `SVGRenderer.escape` writes it, escaped once
    /// while it stays the last long label drawn.
    mutating func appendEscaped(_ label: String, into out: inout [UInt8]) {
        if let lastLabel, lastLabel.label.hasSameBytes(as: label) { return out.append(contentsOf: lastLabel.escaped) }
        var escaped: [UInt8] = []
        SVGRenderer.escape(label, into: &escaped)
        lastLabel = (label, escaped)
        out.append(contentsOf: escaped)
    }

    /// `string`'s lines as `SVGRenderer.lines(of:font:width:limit:reach:)`
    /// breaks them, broken once (and again only for lines further down
    /// than broken before).
    mutating func lines(of string: String, font: FontSpec, width: Double, limit: Int, reach: Int? = nil) -> [Substring] {
        let key = Key(string: string, font: font, width: width, limit: limit)
        if let kept = entries[key], kept.reach.map({ reach != nil && $0 >= reach! }) ?? true { return kept.lines }
        let lines = SVGRenderer.lines(of: string, font: font, width: width, limit: limit, reach: reach)
        if entries.count >= Self.maximumEntries { entries.removeAll(keepingCapacity: true) }
        // Fewer lines than asked for: the text ended, and these are all of it.
        entries[key] = (lines, reach.flatMap { lines.count > $0 ? $0 : nil })
        return lines
    }
}
