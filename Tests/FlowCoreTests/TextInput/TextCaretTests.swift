import Testing

import FlowCore
import FlowTesting
@testable import FlowSVG

/// The caret of a scrolling text and the scroll that keeps it in sight, by
/// the estimated measure's documented advances: at 10 points a narrow
/// character is 5 wide, a wide one 10, a line 12 high.
@Suite struct TextCaretTests {
    let font = FontSpec.system(10)

    @Test func aCaretInOneLineSitsAfterTheCharactersBeforeIt() {
        let caret = TextCaret(in: "abc", at: 1, font: font, width: 100, visibleHeight: 100)
        #expect(caret.frame == LayoutRect(x: 5, y: 0, width: 2, height: 12))
        #expect(caret.contentHeight == 12)
        #expect(caret.scrollOffset == 0)
        let empty = TextCaret(in: "", at: 0, font: font, width: 100, visibleHeight: 100)
        #expect(empty.frame == LayoutRect(x: 0, y: 0, width: 2, height: 12), "an empty text is one empty line")
        #expect(empty.contentHeight == 12)
    }

    @Test func theTextScrollsUpJustFarEnoughToShowTheCaret() {
        // Ten wide characters, three to a 35-point line: 一二三 / 四五六 / 七八九 / 十, 48 high.
        let text = "一二三四五六七八九十"
        let end = TextCaret(in: text, at: 10, font: font, width: 35, visibleHeight: 24)
        #expect(end.frame == LayoutRect(x: 10, y: 36, width: 2, height: 12))
        #expect(end.contentHeight == 48)
        #expect(end.scrollOffset == 24, "the caret's bottom (48) at the view's bottom (24)")
        // At a soft break the caret starts the next line.
        let wrap = TextCaret(in: text, at: 3, font: font, width: 35, visibleHeight: 24)
        #expect(wrap.frame.origin == LayoutPoint(x: 0, y: 12))
        #expect(wrap.scrollOffset == 0)
        #expect(TextCaret(in: text, at: 0, font: font, width: 35, visibleHeight: 24).scrollOffset == 0)
    }

    @Test func aNewlineAtTheEndPutsTheCaretOnAFreshLine() {
        let caret = TextCaret(in: "ab\n", at: 3, font: font, width: 100, visibleHeight: 100)
        #expect(caret.frame.origin == LayoutPoint(x: 0, y: 12))
        #expect(caret.contentHeight == 24)
    }

    @Test func offsetsCountUTF16AndNeverSplitAPair() {
        // "a" is one unit, 😀 two (a wide character), "b" one.
        #expect(TextCaret(in: "a😀b", at: 2, font: font, width: 100, visibleHeight: 100).frame.x == 5, "inside the pair: before it")
        #expect(TextCaret(in: "a😀b", at: 3, font: font, width: 100, visibleHeight: 100).frame.x == 15)
    }

    @Test func hostileNumbersNeitherTrapNorMisplaceTheCaret() {
        #expect(TextCaret(in: "abc", at: -5, font: font, width: 100, visibleHeight: 100).frame.x == 0)
        #expect(TextCaret(in: "abc", at: .max, font: font, width: 100, visibleHeight: 100).frame.x == 15)
        #expect(TextCaret(in: "abc", at: 3, font: font, width: 100, visibleHeight: .nan).scrollOffset == 12, "no visible height: scrolled to show the caret's line's end")
        let nan = TextCaret(in: "abc", at: 3, font: FontSpec.system(.nan), width: .nan, visibleHeight: 10)
        #expect(nan.frame.height == 0 && nan.scrollOffset == 0)
    }

    @Test func theAlertsTextViewDrawsTheCaretAndScrollsItsText() throws {
        let alert = try AlertDialog(content: AlertContent(title: "意见反馈", kind: .textView, buttons: ["取消", "提交"]))
        let long = String(repeating: "很好用", count: 35)
        let test = TestRunner(alert)
        test.exhaustivity = .off  // the show and the edit are the alert's and the filter's tests
        test.send(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: .zero))
        test.send(.edited(input: .replaced(location: 0, length: 0, with: long))) { $0.input.text = long }
        let scene = alert.scene(test.state)
        let text = try #require(scene.part("window/textViewText"))
        let caretPart = try #require(scene.part("window/caret"))
        let metrics = alert.metrics
        let expected = TextCaret(in: test.state.input.displayedText, at: 105, font: metrics.textViewFont, width: text.frame.width, visibleHeight: text.frame.height)
        #expect(expected.scrollOffset > 0, "105 characters overflow the view")
        #expect(text.text?.scrollOffset == expected.scrollOffset)
        // The caret's bottom is the visible text's bottom: in sight, and no further scrolled than needed.
        #expect(abs(caretPart.frame.maxY - text.frame.maxY) < 1e-9)
        #expect(caretPart.clip == text.frame)
        // A selection shows no caret; the start scrolls back to the top.
        test.send(.edited(input: .selectionChanged(location: 0, length: 3))) { $0.input.selection = .init(location: 0, length: 3) }
        #expect(alert.scene(test.state).part("window/caret") == nil)
        test.send(.edited(input: .selectionChanged(location: 0, length: 0))) { $0.input.selection = .init(location: 0) }
        #expect(alert.scene(test.state).part("window/textViewText")?.text?.scrollOffset == 0)
        #expect(alert.scene(test.state).part("window/caret")?.frame.minY == text.frame.minY)
    }

    @Test func theRendererScrollsTheLinesWithinTheClippedFrame() throws {
        var text = SceneText("一\n二\n三", font: font, color: "#000000", alignment: .left, isTopAligned: true)
        let plain = try SVGRenderer().render(MachineScene(size: LayoutSize(width: 50, height: 50), parts: [ScenePart(name: "t", frame: LayoutRect(x: 0, y: 0, width: 50, height: 24), text: text)]))
        text.scrollOffset = 12
        let scrolled = try SVGRenderer().render(MachineScene(size: LayoutSize(width: 50, height: 50), parts: [ScenePart(name: "t", frame: LayoutRect(x: 0, y: 0, width: 50, height: 24), text: text)]))
        // The first line's baseline, 0.98 em below its top, moves up by the offset: 9.8 → −2.2.
        #expect(plain.contains(#"<tspan x="0" y="9.8">一</tspan>"#))
        #expect(scrolled.contains(#"<tspan x="0" y="-2.2">一</tspan>"#))
        #expect(scrolled.contains(#"overflow="hidden""#))
    }
}
