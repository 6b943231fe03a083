/// A text kept in chunks of about a kilobyte, so that an edit rewrites the
/// chunk it falls in rather than moving everything after it.
///
/// A `String` is one buffer: one character typed at the start of a megabyte
/// moves the whole megabyte. Here an edit copies a chunk or two, and finding
/// where a UTF-16 offset falls (UIKit's positions are UTF-16 offsets, Swift
/// stores UTF-8) scans the chunks' lengths, then walks one chunk's bytes.
///
/// Every chunk ends at a grapheme boundary of the whole text, so a chunk's
/// graphemes are the text's own: measuring, segmenting or filtering a run
/// of whole chunks gives what it would give on the whole text.
struct TextChunks: Sendable {
    /// About the size of a chunk in UTF-8 bytes; a chunk grown past twice
    /// this is split, one shrunk under a quarter of it joins a neighbour.
    /// Tests set it small, to put chunk edges everywhere.
    let targetBytes: Int

    /// Never empty: an empty text is one empty chunk, and only then is a chunk empty.
    private(set) var chunks: [String]
    /// Each chunk's length in UTF-16 units.
    private(set) var utf16Counts: [Int]
    /// The text's length in UTF-16 units.
    private(set) var utf16Count: Int
    /// The running sums of `utf16Counts`, to find a chunk by offset.
    private var prefix: PrefixSums

    /// `text`, cut into chunks of about `targetBytes`.
    init(_ text: String = "", targetBytes: Int = 1024) {
        self.targetBytes = targetBytes
        chunks = Self.pieces(of: text, targetBytes: targetBytes)
        utf16Counts = chunks.map { $0.utf16.count }
        utf16Count = utf16Counts.reduce(0, +)
        prefix = PrefixSums(utf16Counts)
    }

    /// The whole text (one chunk is returned as it is, without a copy).
    var string: String { text(of: 0...(chunks.count - 1)) }

    /// Whether the text is empty.
    var isEmpty: Bool { utf16Count == 0 }

    /// The text's first grapheme.
    var first: Character? { chunks[0].first }

    /// The chunk holding the UTF-16 unit just before `offset` (the first
    /// chunk for offset 0), and the offset where that chunk starts: a
    /// search of the chunks' running lengths, in steps logarithmic in the
    /// chunks' count.
    func chunk(endingAtOrAfter offset: Int) -> (index: Int, start: Int) {
        let (index, start) = prefix.lastPosition(before: offset)
        return (min(index, chunks.count - 1), start)
    }

    /// The chunks `range` as one string.
    func text(of range: ClosedRange<Int>) -> String {
        guard range.count > 1 else { return chunks[range.lowerBound] }
        var text = ""
        #if !hasFeature(Embedded)
        // Room for the whole text at once (grown chunk by chunk, a long text is
        // copied again each time it doubles). The web module, which holds short
        // texts, leaves it out: String's growth code costs it more than it saves.
        text.reserveCapacity(chunks[range].reduce(0) { $0 + $1.utf8.count })
        #endif
        for chunk in chunks[range] { text += chunk }
        return text
    }

    /// The UTF-16 length of the chunks `range`.
    func utf16Count(of range: ClosedRange<Int>) -> Int {
        utf16Counts[range].reduce(0, +)
    }

    /// Replaces the chunks `range` with `text` (`utf16Count` units long),
    /// which must start and end at grapheme boundaries of the whole text as
    /// it then is. The text is cut again where it grew past two chunks'
    /// worth, and joins a neighbour where it shrank to a sliver.
    mutating func replace(_ range: ClosedRange<Int>, with text: String, utf16Count count: Int) {
        var range = range
        var text = text
        var count = count
        // A sliver joins a neighbour: chunk boundaries are grapheme
        // boundaries, so joining two chunks changes nothing else.
        if text.utf8.count < targetBytes / 4 && range.count < chunks.count {
            if range.upperBound < chunks.count - 1 {
                range = range.lowerBound...(range.upperBound + 1)
                text += chunks[range.upperBound]
                count += utf16Counts[range.upperBound]
            } else {
                range = (range.lowerBound - 1)...range.upperBound
                text = chunks[range.lowerBound] + text
                count += utf16Counts[range.lowerBound]
            }
        }
        utf16Count += count - utf16Count(of: range)
        let pieces = Self.pieces(of: text, targetBytes: targetBytes)
        if pieces.count == 1 && range.count == 1 {
            // The common edit: one chunk in place of one, no element moved.
            chunks[range.lowerBound] = pieces[0]
            prefix.add(count - utf16Counts[range.lowerBound], at: range.lowerBound)
            utf16Counts[range.lowerBound] = count
        } else {
            // Chunks come or go once a kilobyte or so: the sums are built again.
            chunks.replaceSubrange(range, with: pieces)
            utf16Counts.replaceSubrange(range, with: pieces.count == 1 ? [count] : pieces.map { $0.utf16.count })
            prefix = PrefixSums(utf16Counts)
        }
    }

    /// Removes leading graphemes while `shouldRemove` says so, across chunks,
    /// and returns what it removed.
    mutating func removePrefix(while shouldRemove: (Character) -> Bool) -> String {
        var removed = ""
        while true {
            let chunk = chunks[0]
            let kept = chunk.firstIndex(where: { !shouldRemove($0) }) ?? chunk.endIndex
            removed += chunk[..<kept]
            let rest = String(chunk[kept...])
            replace(0...0, with: rest, utf16Count: utf16Counts[0] - chunk[..<kept].utf16.count)
            if kept < chunk.endIndex || isEmpty { return removed }
        }
    }

    /// The UTF-16 offset `offset` (within the text) moved off the middle
    /// of a surrogate pair: down, or up when asked.
    func scalarAligned(_ offset: Int, roundingUp: Bool) -> Int {
        let (index, start) = chunk(endingAtOrAfter: offset)
        let (_, isInsideScalar) = Self.position(ofUTF16: offset - start, in: chunks[index], total: utf16Counts[index])
        guard isInsideScalar else { return offset }
        return roundingUp ? offset + 1 : offset - 1
    }

    // MARK: Cutting and walking

    /// `text` cut at grapheme boundaries into chunks of about
    /// `targetBytes` (one chunk when it is at most twice that).
    static func pieces(of text: String, targetBytes: Int) -> [String] {
        var pieces: [String] = []
        var start = text.startIndex
        while text.utf8.distance(from: start, to: text.endIndex) > 2 * targetBytes {
            let guess = text.utf8.index(start, offsetBy: targetBytes)
            // String rounds an index inside a grapheme down to the
            // grapheme's start: `next` is the boundary after that start,
            // and the one before `next` is that start itself.
            let next = text.index(after: guess)
            var cut = text.index(before: next)
            if cut <= start { cut = next }  // one grapheme longer than a chunk
            pieces.append(String(text[start..<cut]))
            start = cut
        }
        if start < text.endIndex || pieces.isEmpty { pieces.append(String(text[start...])) }
        return pieces
    }

    /// The index of the scalar at or containing UTF-16 `offset` of `text`
    /// (clamped to it), and whether `offset` falls inside that scalar
    /// (between the halves of a surrogate pair). Walks the bytes from the
    /// start, or from the end when `text`'s UTF-16 length (`total`) is given
    /// and the offset is nearer the end: `text` is a chunk or two.
    static func position(ofUTF16 offset: Int, in text: String, total: Int? = nil) -> (index: String.Index, isInsideScalar: Bool) {
        guard offset > 0 else { return (text.startIndex, false) }
        // A chunk is a native string: its bytes are read in place.
        var contiguous = text
        let (utf8, isInsideScalar) = contiguous.withUTF8 { bytes -> (Int, Bool) in
            // `units` counts the UTF-16 units of the scalars that start
            // before `position`, eight bytes at a time while the offset lies
            // beyond them: each byte that starts a scalar is a UTF-16 unit,
            // a four-byte one two.
            var units = 0
            var position = 0
            if let total, offset > total - offset {
                units = total
                position = bytes.count
                while units >= offset {
                    guard position >= 8 else {
                        (units, position) = (0, 0)
                        break
                    }
                    position -= 8
                    units -= unitsStarting(in: UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self))
                }
            } else {
                while position + 8 <= bytes.count {
                    let width = unitsStarting(in: UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self))
                    if units + width >= offset { break }
                    units += width
                    position += 8
                }
            }
            // The walk may stop inside a scalar it has already counted.
            while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
            while units < offset, position < bytes.count {
                let lead = bytes[position]
                let (length, width) = lead < 0x80 ? (1, 1) : lead < 0xE0 ? (2, 1) : lead < 0xF0 ? (3, 1) : (4, 2)
                if units + width > offset { return (position, true) }
                units += width
                position += length
            }
            return (position, false)
        }
        return (text.utf8.index(text.utf8.startIndex, offsetBy: utf8), isInsideScalar)
    }

    /// The UTF-16 units of the scalars that start in eight bytes of valid
    /// UTF-8: one for each byte that is no continuation byte (`10xxxxxx`),
    /// and one more for each that starts four bytes (`11110xxx`).
    static func unitsStarting(in word: UInt64) -> Int {
        let high: UInt64 = 0x8080_8080_8080_8080
        let continuation = word & ~(word << 1) & high
        let fourByteLead = word & (word << 1) & (word << 2) & (word << 3) & high
        return 8 - bytesMarked(continuation) + bytesMarked(fourByteLead)
    }

    /// How many bytes of `mask` have their high bit set (and no other bit):
    /// one multiplication adds them up, where the processor may lack a
    /// population count (x86-64's baseline does).
    @inline(__always)
    private static func bytesMarked(_ mask: UInt64) -> Int {
        Int(truncatingIfNeeded: ((mask >> 7) &* 0x0101_0101_0101_0101) >> 56)
    }
}

/// Running sums of a list of counts (a Fenwick tree): changing one count
/// and finding where a running total is reached each take steps
/// logarithmic in the list's length.
struct PrefixSums: Sendable {
    /// One-based: `tree[i]` sums the counts `i - (i & -i) ..< i`.
    private var tree: [Int]

    init(_ counts: [Int]) {
        tree = [0] + counts
        for index in 1..<max(tree.count, 1) {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
    }

    /// Adds `delta` to the count at `index` (zero-based).
    mutating func add(_ delta: Int, at index: Int) {
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The most counts from the start whose sum is under `total`, and
    /// that sum: the (zero-based) index of the count that reaches `total`,
    /// and the sum before it.
    func lastPosition(before total: Int) -> (index: Int, sum: Int) {
        var position = 0
        var sum = 0
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            if position + step < tree.count, sum + tree[position + step] < total {
                position += step
                sum += tree[position]
            }
            step /= 2
        }
        return (position, sum)
    }
}
