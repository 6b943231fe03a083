import Testing

import FlowCore
import FlowTesting
@testable import FlowTextInput
@testable import FlowSpecs

/// The chunks a long text is kept in: edits across their edges give what
/// they give on one whole string, and the chunks stay whole graphemes.
@Suite struct TextChunksTests {
    /// A state whose text is cut into chunks of about `targetBytes`.
    func state(_ text: String, targetBytes: Int) -> TextViewFilter.State {
        var state = TextViewFilter.State()
        state.storage = TextChunks("", targetBytes: targetBytes)
        state.text = text
        return state
    }

    /// What must hold of any chunking: the chunks' graphemes are the
    /// text's (every edge a grapheme boundary), their lengths are right,
    /// and only the empty text has an empty chunk.
    func violation(in chunks: TextChunks) -> String? {
        let text = chunks.string
        if chunks.chunks.map(\.count).reduce(0, +) != text.count { return "a chunk edge splits a grapheme: \(chunks.chunks.map(\.debugDescription))" }
        if chunks.utf16Counts != chunks.chunks.map(\.utf16.count) || chunks.utf16Count != text.utf16.count { return "the UTF-16 lengths are wrong" }
        if chunks.chunks.count > 1 && chunks.chunks.contains(where: \.isEmpty) { return "an empty chunk beside others" }
        return nil
    }

    /// Random edits everywhere in a long tricky text (flags, ZWJ families,
    /// combining marks, CRLF), under random configurations: a filter whose
    /// text is one chunk and one whose chunks are a few bytes, so that
    /// nearly every edit meets a chunk edge, end every step equal.
    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func editsAcrossChunkEdgesMatchOneWholeText(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let sample = TextViewFilter.chaosSample(using: &random)
        // A maximum long enough to keep many chunks, short enough to be reached.
        let filter = try! TextViewFilter(
            removesEmoji: sample.removesEmoji, maxLength: sample.maxLength.map { _ in 300 }, lengthUnit: sample.lengthUnit,
            leadingWhitespace: sample.leadingWhitespace, changeReporting: sample.changeReporting)
        let text = TextViewFilter.randomText(using: &random, pieces: 400)
        var whole = Runner(filter, state: state(text, targetBytes: 1 << 40))
        var chunked = Runner(filter, state: state(text, targetBytes: 8))
        _ = whole.send(.textSet(text: text))
        _ = chunked.send(.textSet(text: text))
        #expect(chunked.state.storage.chunks.count > 50, "the text is cut into many chunks")
        for step in 0..<400 {
            var event = filter.chaosEvent(in: whole.state, using: &random)
            // The host's text stays long, so edits keep meeting chunk edges.
            if case .textSet = event { event = .textSet(text: TextViewFilter.randomText(using: &random, pieces: 200)) }
            let expected = whole.send(event)
            let effects = chunked.send(event)
            #expect(whole.state.storage.chunks.count == 1)
            #expect(chunked.state == whole.state && effects == expected, "step \(step): \(event)")
            if let violation = violation(in: chunked.state.storage) {
                Issue.record("step \(step), \(event): \(violation)")
                return
            }
            guard chunked.state == whole.state else { return }
        }
    }

    /// A long text is cut into chunks of one to two target sizes, and an
    /// edit in the middle leaves the chunks away from it as they were.
    @Test func aLongTextIsCutNearTheTargetAndEditedInOneChunk() throws {
        let filter = try TextViewFilter()
        let unit = "天地玄黄宇宙洪荒 and 👍🏽, "
        let text = String(repeating: unit, count: 4_000)
        var state = filter.initialState
        state.text = text
        let chunks = state.storage
        #expect(violation(in: chunks) == nil)
        #expect(chunks.chunks.dropLast().allSatisfy { (1000...2048).contains($0.utf8.count) })
        #expect(chunks.chunks.count == text.utf8.count / 1024 || chunks.chunks.count == text.utf8.count / 1024 - 1)
        let test = TestRunner(filter, state: state)
        test.exhaustivity = .off  // the edit's rules are TextViewFilterTests'; here, where it lands
        test.send(.replaced(location: state.utf16Length / 2, length: 0, with: "字"))
        let after = test.state.storage
        #expect(violation(in: after) == nil)
        let changed = zip(chunks.chunks, after.chunks).filter { $0 != $1 }.count
        #expect(after.chunks.count == chunks.chunks.count && changed == 1, "one chunk rewritten, \(changed) were")
        // The middle of 4,000 units falls between the 2,000th and the 2,001st.
        #expect(test.state.text == String(repeating: unit, count: 2_000) + "字" + String(repeating: unit, count: 2_000))
    }

    /// Chunks that shrink to slivers join their neighbours; a text deleted
    /// whole is one empty chunk.
    @Test func deletingShrinksAndJoinsChunks() throws {
        let filter = try TextViewFilter(leadingWhitespace: .allowed)
        let test = TestRunner(filter, state: state(String(repeating: "ab字😀", count: 300), targetBytes: 16))
        test.exhaustivity = .off
        while test.state.utf16Length > 0 {
            test.send(.replaced(location: test.state.utf16Length / 3, length: 7, with: ""))
            #expect(violation(in: test.state.storage) == nil)
            #expect(test.state.storage.chunks.dropLast().allSatisfy { $0.utf8.count >= 4 }, "no sliver left beside others")
        }
        #expect(test.state.storage.chunks == [""])
    }

    /// A UTF-16 offset inside a surrogate pair moves to the pair's start, or its end when asked.
    @Test func scalarAlignmentAgreesWithString() {
        var random = SplitMix64(seed: 9)
        let text = TextViewFilter.randomText(using: &random, pieces: 600)
        let chunks = TextChunks(text, targetBytes: 8)
        for offset in 0...text.utf16.count {
            let index = String.Index(utf16Offset: offset, in: text)
            let scalarStart = text.unicodeScalars.index(index, offsetBy: 0)
            let isInside = scalarStart != index
            #expect(chunks.scalarAligned(offset, roundingUp: false) == (isInside ? offset - 1 : offset))
            #expect(chunks.scalarAligned(offset, roundingUp: true) == (isInside ? offset + 1 : offset))
        }
    }

    /// The byte walk that finds a UTF-16 offset (eight bytes at a time, then
    /// scalar by scalar) against `String`, from the start and from the end.
    @Test func theByteWalkFindsEveryOffsetAsStringDoes() {
        var random = SplitMix64(seed: 11)
        let text = (0..<300).map { _ in random.element(of: ["a", "é", "字", "😀", "👍🏽", "\r\n", "🇺🇸"])! }.joined()
        for offset in 0...text.utf16.count {
            let index = String.Index(utf16Offset: offset, in: text)
            let scalarStart = text.unicodeScalars.index(index, offsetBy: 0)
            let found = TextChunks.position(ofUTF16: offset, in: text)
            #expect(found.index == scalarStart && found.isInsideScalar == (scalarStart != index), "offset \(offset)")
            let back = TextChunks.position(ofUTF16: offset, in: text, total: text.utf16.count)
            #expect(back.index == scalarStart && back.isInsideScalar == (scalarStart != index), "offset \(offset) from the end")
        }
    }

    /// Eight bytes' UTF-16 units, counted from their lead bytes.
    @Test(arguments: ["abcdefgh", "字a\u{E9}\u{E9}", "😀😀", "a😀字"])
    func eightBytesCountTheirScalarsUnits(bytes: String) {
        let utf8 = Array(bytes.utf8)
        #expect(utf8.count == 8)
        let word = utf8.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        #expect(TextChunks.unitsStarting(in: word) == bytes.utf16.count)
        // Bytes that start inside a scalar count only the scalars they start.
        let inside = Array("字字字".utf8)[1..<9].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        #expect(TextChunks.unitsStarting(in: inside) == 2)
    }

    /// The running sums find the count that reaches a total as a scan of
    /// the counts does, through random changes.
    @Test func prefixSumsFindWhatAScanFinds() {
        var random = SplitMix64(seed: 13)
        for length in [1, 2, 3, 7, 8, 9, 100] {
            var counts = (0..<length).map { _ in random.int(in: 1...40) }
            var sums = PrefixSums(counts)
            for _ in 0..<200 {
                let index = random.int(in: 0...(length - 1))
                let delta = random.int(in: (1 - counts[index])...20)
                counts[index] += delta
                sums.add(delta, at: index)
                let total = random.int(in: 0...(counts.reduce(0, +) + 5))
                var scanned = (index: 0, sum: 0)
                while scanned.index < length, scanned.sum + counts[scanned.index] < total {
                    scanned = (scanned.index + 1, scanned.sum + counts[scanned.index])
                }
                let found = sums.lastPosition(before: total)
                #expect(found.index == scanned.index && found.sum == scanned.sum, "total \(total) of \(counts)")
            }
        }
    }

    /// Cutting a text whose graphemes are longer than a chunk keeps them whole.
    @Test func graphemesLongerThanAChunkStayWhole() {
        let zalgo = "a" + String(repeating: "\u{301}", count: 100)
        let flags = String(repeating: "🇺🇸", count: 40)
        for text in [String(repeating: zalgo, count: 5), flags, "👨\u{200D}👩\u{200D}👧" + flags + zalgo] {
            let chunks = TextChunks(text, targetBytes: 8)
            #expect(violation(in: chunks) == nil, "\(text.unicodeScalars.count) scalars")
            #expect(chunks.string == text)
        }
    }
}
