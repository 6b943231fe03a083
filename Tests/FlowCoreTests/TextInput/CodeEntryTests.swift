import Testing

import FlowCore
@testable import FlowSpecs

@Suite struct CodeEntryTests {
    func run(_ entry: CodeEntry, _ events: [CodeEntry.Event]) -> (CodeEntry.State, [[CodeEntry.Effect]]) {
        var state = entry.initialState
        var effects: [[CodeEntry.Effect]] = []
        for event in events {
            effects.append(entry.reduce(&state, event).compactMap(\.effect))
        }
        return (state, effects)
    }

    @Test func theDialogIsLaidOutAsTheSeedsConstraintsPlaceIt() throws {
        let layout = try CodeEntry().layout(in: Size(width: 375, height: 667))
        let width = 375.0 - 80, height = width / 1.3
        #expect(layout.card == Rect(x: 40, y: 130, width: width, height: height))
        #expect(layout.close == Rect(x: width - 32, y: 16, width: 16, height: 16))
        #expect(layout.title == Rect(x: 0, y: 32, width: width, height: 30) && layout.error == Rect(x: 0, y: 62, width: width, height: 30))
        // The picture (with its square button) and the row of cells share what is left: (h − 16 − 16 − 100) / 2 each.
        let row = (height - 132) / 2
        #expect(abs(layout.picture.height - row) < 1e-9 && layout.picture.y == 100 && layout.picture.x == 32)
        #expect(abs(layout.regenerate.width - row) < 1e-9 && abs(layout.regenerate.maxX - (width - 32)) < 1e-9)
        #expect(abs(layout.picture.width + layout.regenerate.width - (width - 64)) < 1e-9)
        // Four square cells 10 apart across the same width, the row 16 above the card's bottom.
        let side = (width - 64 - 30) / 4
        #expect(layout.cells.count == 4 && layout.cells.allSatisfy { abs($0.width - side) < 1e-9 && $0.height == $0.width })
        #expect(abs(layout.cells[1].x - layout.cells[0].maxX - 10) < 1e-9 && abs(layout.cells[0].y - (height - 16 - row)) < 1e-9)
        let style = CodeEntryStyle()
        #expect(style.title == "請輸入圖形驗證碼" && style.titleFont.size == 18 && style.errorColor == "#FF0000" && style.errorFont.size == 12)
        #expect(style.dim == "#333333CC", "rgba(0.2, 0.2, 0.2, 0.8): 0.2 × 255 = 51 = 0x33, 0.8 × 255 = 204 = 0xCC")
        // A screen too narrow for the card gives nothing negative.
        let tiny = try CodeEntry().layout(in: Size(width: 50, height: 50))
        #expect(tiny.card.width == 0 && tiny.cells.allSatisfy { $0.width >= 0 && $0.height >= 0 })
    }

    @Test func theFirstCellIsFocusedOnOpen() throws {
        let entry = try CodeEntry()
        #expect(entry.initialState.focusedCell == 0)
        #expect(entry.cells(for: entry.initialState).map(\.isFocused) == [true, false, false, false])
    }

    @Test func typingFillsCellsAndTheLastDigitCompletesOnce() throws {
        var state = CodeEntry.State()
        let entry = try CodeEntry()
        var focus: [Int?] = []
        var effects: [[CodeEntry.Effect]] = []
        for digit in ["1", "2", "3", "4"] {
            effects.append(entry.reduce(&state, .typed(text: digit)).compactMap(\.effect))
            focus.append(state.focusedCell)
        }
        #expect(state.code == "1234")
        #expect(focus == [1, 2, 3, 3], "focus moves on, and stays on the last cell when full")
        #expect(effects == [[], [], [], [.finish(code: "1234")]])
    }

    @Test func deletingMovesBackAcrossCellsAndClearsTheError() throws {
        let entry = try CodeEntry()
        let (state, effects) = run(entry, [.typed(text: "1"), .typed(text: "2"), .errorMessageChanged(message: "验证码错误"), .deletedBackward, .deletedBackward, .deletedBackward])
        #expect(state.code.isEmpty)
        #expect(state.focusedCell == 0)
        #expect(state.errorMessage == nil)
        #expect(effects[2] == [.announce(text: "验证码错误")], "the message is said to VoiceOver users too")
        #expect(effects.enumerated().allSatisfy { $0.offset == 2 || $0.element.isEmpty })
        let full = run(entry, [.pasted(text: "1234"), .deletedBackward]).0
        #expect(full.code == "123" && full.focusedCell == 3)
        let emptyDelete = run(entry, [.errorMessageChanged(message: "x"), .deletedBackward]).0
        #expect(emptyDelete.errorMessage == nil, "any deletion clears the message, even with no character to delete")
    }

    @Test func aPasteFiltersTruncatesAndCompletesAtOnce() throws {
        let entry = try CodeEntry()
        let (state, effects) = run(entry, [.pasted(text: "12ab34-56")])
        #expect(state.code == "1234")
        #expect(effects == [[.notifyRejected(characters: "ab-"), .finish(code: "1234")]])
        let partial = run(entry, [.typed(text: "9"), .pasted(text: "12")])
        #expect(partial.0.code == "12", "a paste is the whole code")
        #expect(partial.1.last == [])
        let nothing = run(entry, [.typed(text: "9"), .pasted(text: "abc")])
        #expect(nothing.0.code == "9", "a paste with nothing allowed keeps what was typed")
    }

    @Test func typingWhenFullReplacesTheLastCharacterAndCompletesAgain() throws {
        let entry = try CodeEntry()
        let (state, effects) = run(entry, [.pasted(text: "1234"), .typed(text: "5"), .typed(text: "5")])
        #expect(state.code == "1235")
        #expect(effects == [[.finish(code: "1234")], [.finish(code: "1235")], [.finish(code: "1235")]])
    }

    @Test func disallowedCharactersAreRejectedForAShake() throws {
        let entry = try CodeEntry()
        let (state, effects) = run(entry, [.typed(text: "a"), .typed(text: "😀"), .typed(text: "1\u{FE0F}\u{20E3}"), .typed(text: "1\u{301}"), .typed(text: " ")])
        #expect(state.code.isEmpty)
        #expect(effects == [[.notifyRejected(characters: "a")], [.notifyRejected(characters: "😀")], [.notifyRejected(characters: "1\u{FE0F}\u{20E3}")], [.notifyRejected(characters: "1\u{301}")], []])
    }

    @Test func digitsFromOtherScriptsAreReadAsASCII() throws {
        let entry = try CodeEntry()
        #expect(run(entry, [.pasted(text: "１２３４")]).0.code == "1234")
        #expect(run(entry, [.pasted(text: "١٢٣٤")]).0.code == "1234")
        #expect(run(entry, [.pasted(text: "۱۲۳۴")]).0.code == "1234")
        let letters = try CodeEntry(length: 5, alphabet: .alphanumeric(uppercased: true))
        #expect(run(letters, [.pasted(text: "ａb1Ｃ9")]).0.code == "AB1C9")
        let custom = try CodeEntry(length: 3, alphabet: .characters(set: "XY"))
        #expect(run(custom, [.pasted(text: "xXyY")]).0.code == "XY")
    }

    @Test func regenerateReloadsWithANewNonceAndLeavesTheErrorAsTheSeedDoes() throws {
        let entry = try CodeEntry()
        let (state, effects) = run(entry, [.typed(text: "1"), .errorMessageChanged(message: "验证码错误"), .regenerateTapped, .regenerateTapped])
        #expect(state.imageNonce == 2)
        #expect(state.errorMessage == "验证码错误")
        #expect(state.code == "1")
        #expect(effects.suffix(2) == [[.reloadImage(nonce: 1)], [.reloadImage(nonce: 2)]])
    }

    @Test func closingEndsEverything() throws {
        let entry = try CodeEntry()
        var state = run(entry, [.typed(text: "1")]).0
        #expect(entry.reduce(&state, .closeTapped).compactMap(\.effect) == [.close])
        #expect(state.focusedCell == nil)
        let closed = state
        for event: CodeEntry.Event in [.typed(text: "2"), .pasted(text: "1234"), .regenerateTapped, .deletedBackward, .closeTapped, .clearRequested, .errorMessageChanged(message: "x")] {
            #expect(entry.reduce(&state, event).isEmpty)
        }
        #expect(state == closed)
    }

    @Test func cellsCannotBeFocusedByTapping() throws {
        let entry = try CodeEntry()
        let (state, effects) = run(entry, [.typed(text: "1"), .cellTapped(index: 3), .cellTapped(index: 0)])
        #expect(state.focusedCell == 1)
        #expect(effects.allSatisfy { $0.isEmpty })
    }

    @Test func clearIsExplicit() throws {
        let entry = try CodeEntry()
        let state = run(entry, [.pasted(text: "1234"), .errorMessageChanged(message: "验证码错误"), .clearRequested]).0
        #expect(state.code.isEmpty && state.focusedCell == 0)
        #expect(state.errorMessage == "验证码错误", "the host decides when the message goes")
    }

    @Test func secureCellsShowTheMask() throws {
        let entry = try CodeEntry(length: 3, isSecure: true)
        let cells = entry.cells(for: run(entry, [.typed(text: "7"), .typed(text: "8")]).0)
        #expect(cells.map(\.text) == ["●", "●", ""])
        #expect(cells.map(\.isFilled) == [true, true, false])
        #expect(cells.map(\.isFocused) == [false, false, true])
    }

    @Test func invalidConfigurationIsATypedError() {
        #expect(throws: CodeEntryError.lengthOutOfRange(0)) { try CodeEntry(length: 0) }
        #expect(throws: CodeEntryError.lengthOutOfRange(13)) { try CodeEntry(length: 13) }
        #expect(throws: CodeEntryError.emptyCharacterSet) { try CodeEntry(alphabet: .characters(set: "")) }
        #expect(throws: CodeEntryError.maskNotOneCharacter("**")) { try CodeEntry(mask: "**") }
        #expect(throws: JSONDecodingError.self) { try JSONDecoding.decode(CodeEntry.self, from: .object(["length": .number(99)])) }
        #expect(throws: Never.self) { try CodeEntry(length: 12, mask: "👨‍👩‍👧") }
    }
}
