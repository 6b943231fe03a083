import Testing

import FlowCore
import FlowTesting
@testable import FlowTextInput
@testable import FlowSpecs

/// The anchors that find UTF-16 offsets in a long text, against `String`'s own answer.
@Suite struct UTF16AnchorsTests {
    /// The UTF-8 offset `String` gives for a UTF-16 offset, and whether it falls inside a scalar.
    func reference(_ offset: Int, in text: String) -> (Int, Bool) {
        let index = String.Index(utf16Offset: offset, in: text)
        let scalarStart = text.unicodeScalars.index(index, offsetBy: 0)
        return (text.utf8.distance(from: text.startIndex, to: scalarStart), scalarStart != index)
    }

    func expectAgreement(_ anchors: UTF16Anchors, _ text: String, _ random: inout SplitMix64) {
        let count = text.utf16.count
        #expect(anchors.utf16Count == count && anchors.utf8Count == text.utf8.count)
        for offset in [0, 1, count / 2, count - 1, count] + (0..<20).map({ _ in random.int(in: 0...max(count, 0)) }) where offset >= 0 && offset <= count {
            let found = anchors.position(ofUTF16: offset, in: text)
            let expected = reference(offset, in: text)
            #expect(found.utf8 == expected.0 && found.isInsideScalar == expected.1, "offset \(offset) of \(count)")
        }
    }

    @Test func theyAgreeWithStringThroughRandomFilterEdits() throws {
        let pieces = ["a", "字", "😀", "e\u{301}", " ", "👍🏽", "abc", "天地玄黄"]
        var random = SplitMix64(seed: 3)
        let filter = try TextViewFilter(leadingWhitespace: .allowed)
        let test = TestRunner(filter)
        test.exhaustivity = .off  // the edits' rules are TextViewFilterTests'; here, the index under them
        test.send(.textSet(text: (0..<1500).map { _ in random.element(of: pieces)! }.joined()))
        expectAgreement(test.state.anchors, test.state.committed, &random)
        for _ in 0..<400 {
            let location = random.int(in: 0...test.state.utf16Length)
            let length = random.chance(0.5) ? 0 : random.int(in: 0...min(40, test.state.utf16Length - location))
            let inserted = random.chance(0.3) ? "" : (0..<random.int(in: 1...600)).map { _ in random.element(of: pieces)! }.joined()
            test.send(.replaced(location: location, length: length, with: inserted))
            expectAgreement(test.state.anchors, test.state.committed, &random)
        }
    }

    @Test func settingTheTextFromOutsideReindexesIt() {
        var random = SplitMix64(seed: 4)
        var state = TextViewFilter.State()
        state.text = String(repeating: "天😀a", count: 2_000)
        expectAgreement(state.anchors, state.committed, &random)
    }
}
