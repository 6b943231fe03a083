import Testing

import FlowCore
import FlowTesting
@testable import FlowSpecs

@Suite struct CodeEntryTests {
    @Test func theDialogIsLaidOutAsTheSeedsConstraintsPlaceIt() throws {
        let layout = try CodeEntry().layout(in: LayoutSize(width: 375, height: 667))
        let width = 375.0 - 80, height = width / 1.3
        #expect(layout.card == LayoutRect(x: 40, y: 130, width: width, height: height))
        #expect(layout.close == LayoutRect(x: width - 32, y: 16, width: 16, height: 16))
        #expect(layout.title == LayoutRect(x: 0, y: 32, width: width, height: 30) && layout.error == LayoutRect(x: 0, y: 62, width: width, height: 30))
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
        let tiny = try CodeEntry().layout(in: LayoutSize(width: 50, height: 50))
        #expect(tiny.card.width == 0 && tiny.cells.allSatisfy { $0.width >= 0 && $0.height >= 0 })
    }

    @Test func theFirstCellIsFocusedOnOpen() throws {
        let entry = try CodeEntry()
        #expect(entry.initialState.focusedCell == 0)
        #expect(entry.cells(for: entry.initialState).map(\.isFocused) == [true, false, false, false])
    }

    @Test func typingFillsCellsAndTheLastDigitCompletesOnce() throws {
        let test = TestRunner(try CodeEntry())
        // Focus moves on, and stays on the last cell when full.
        test.send(.typed(text: "1")) {
            $0.code = "1"
            $0.focusedCell = 1
        }
        test.send(.typed(text: "2")) {
            $0.code = "12"
            $0.focusedCell = 2
        }
        test.send(.typed(text: "3")) {
            $0.code = "123"
            $0.focusedCell = 3
        }
        test.send(.typed(text: "4"), effects: [.finish(code: "1234")]) { $0.code = "1234" }
    }

    @Test func deletingMovesBackAcrossCellsAndClearsTheError() throws {
        let entry = try CodeEntry()
        let test = TestRunner(entry, state: stateAfter(.typed(text: "1"), .typed(text: "2"), in: entry))
        // The message is said to VoiceOver users too.
        test.send(.errorMessageChanged(message: "验证码错误"), effects: [.announce(text: "验证码错误")]) { $0.errorMessage = "验证码错误" }
        test.send(.deletedBackward) {
            $0.code = "1"
            $0.focusedCell = 1
            $0.errorMessage = nil
        }
        test.send(.deletedBackward) {
            $0.code = ""
            $0.focusedCell = 0
        }
        test.send(.deletedBackward)
        let full = TestRunner(entry, state: stateAfter(.pasted(text: "1234"), in: entry))
        full.send(.deletedBackward) { $0.code = "123" }
        // Any deletion clears the message, even with no character to delete.
        let empty = TestRunner(entry, state: stateAfter(.errorMessageChanged(message: "x"), in: entry))
        empty.send(.deletedBackward) { $0.errorMessage = nil }
    }

    @Test func aPasteFiltersTruncatesAndCompletesAtOnce() throws {
        let entry = try CodeEntry()
        TestRunner(entry).send(.pasted(text: "12ab34-56"), effects: [.notifyRejected(characters: "ab-"), .finish(code: "1234")]) {
            $0.code = "1234"
            $0.focusedCell = 3
        }
        // A paste is the whole code.
        let typed = stateAfter(.typed(text: "9"), in: entry)
        TestRunner(entry, state: typed).send(.pasted(text: "12")) {
            $0.code = "12"
            $0.focusedCell = 2
        }
        // A paste with nothing allowed keeps what was typed.
        TestRunner(entry, state: typed).send(.pasted(text: "abc"), effects: [.notifyRejected(characters: "abc")])
    }

    @Test func typingWhenFullReplacesTheLastCharacterAndCompletesAgain() throws {
        let test = TestRunner(try CodeEntry())
        test.send(.pasted(text: "1234"), effects: [.finish(code: "1234")]) {
            $0.code = "1234"
            $0.focusedCell = 3
        }
        test.send(.typed(text: "5"), effects: [.finish(code: "1235")]) { $0.code = "1235" }
        test.send(.typed(text: "5"), effects: [.finish(code: "1235")])
    }

    @Test func disallowedCharactersAreRejectedForAShake() throws {
        let test = TestRunner(try CodeEntry())
        for rejected in ["a", "😀", "1\u{FE0F}\u{20E3}", "1\u{301}"] {
            test.send(.typed(text: rejected), effects: [.notifyRejected(characters: rejected)])
        }
        test.send(.typed(text: " "))
    }

    @Test func digitsFromOtherScriptsAreReadAsASCII() throws {
        let entry = try CodeEntry()
        for digits in ["１２３４", "١٢٣٤", "۱۲۳۴"] {
            TestRunner(entry).send(.pasted(text: digits), effects: [.finish(code: "1234")]) {
                $0.code = "1234"
                $0.focusedCell = 3
            }
        }
        let letters = try CodeEntry(length: 5, alphabet: .alphanumeric(uppercased: true))
        TestRunner(letters).send(.pasted(text: "ａb1Ｃ9"), effects: [.finish(code: "AB1C9")]) {
            $0.code = "AB1C9"
            $0.focusedCell = 4
        }
        let custom = try CodeEntry(length: 3, alphabet: .characters(set: "XY"))
        // A set of its own is taken as written: the lower-case letters are not in it.
        TestRunner(custom).send(.pasted(text: "xXyY"), effects: [.notifyRejected(characters: "xy")]) {
            $0.code = "XY"
            $0.focusedCell = 2
        }
    }

    @Test func regenerateReloadsWithANewNonceAndLeavesTheErrorAsTheSeedDoes() throws {
        let entry = try CodeEntry()
        let test = TestRunner(entry, state: stateAfter(.typed(text: "1"), .errorMessageChanged(message: "验证码错误"), in: entry))
        test.send(.regenerateTapped, effects: [.reloadImage(nonce: 1)]) { $0.imageNonce = 1 }
        test.send(.regenerateTapped, effects: [.reloadImage(nonce: 2)]) { $0.imageNonce = 2 }
        #expect(test.state.errorMessage == "验证码错误" && test.state.code == "1")
    }

    @Test func closingEndsEverything() throws {
        let entry = try CodeEntry()
        let test = TestRunner(entry, state: stateAfter(.typed(text: "1"), in: entry))
        test.send(.closeTapped, effects: [.close]) {
            $0.isClosed = true
            $0.focusedCell = nil
        }
        for event: CodeEntry.Event in [.typed(text: "2"), .pasted(text: "1234"), .regenerateTapped, .deletedBackward, .closeTapped, .clearRequested, .errorMessageChanged(message: "x")] {
            test.send(event)
        }
    }

    @Test func cellsCannotBeFocusedByTapping() throws {
        let entry = try CodeEntry()
        let test = TestRunner(entry, state: stateAfter(.typed(text: "1"), in: entry))
        test.send(.cellTapped(index: 3))
        test.send(.cellTapped(index: 0))
        #expect(test.state.focusedCell == 1)
    }

    @Test func clearIsExplicit() throws {
        let entry = try CodeEntry()
        let test = TestRunner(entry, state: stateAfter(.pasted(text: "1234"), .errorMessageChanged(message: "验证码错误"), in: entry))
        // The host decides when the message goes.
        test.send(.clearRequested) {
            $0.code = ""
            $0.focusedCell = 0
        }
    }

    @Test func secureCellsShowTheMask() throws {
        let entry = try CodeEntry(length: 3, isSecure: true)
        let cells = entry.cells(for: stateAfter(.typed(text: "7"), .typed(text: "8"), in: entry))
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
