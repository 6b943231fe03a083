import Testing

import FlowCore
import FlowTesting

@Suite struct TitleButtonTests {
    // Bold 17 with the estimated measurer: wide characters 17, narrow ones and spaces 8.5, lines 20.4.
    let arrow = LayoutSize(width: 13, height: 7)

    /// The layout a button shows before any event.
    func initialLayout(_ title: String?, maxWidth: Double = .infinity, direction: ReadingDirection = .leftToRight) throws -> TitleButtonLayout {
        let made = try button(title, maxWidth: maxWidth, direction: direction)
        return made.layout(for: made.initialState)
    }

    func button(_ title: String?, maxWidth: Double = .infinity, direction: ReadingDirection = .leftToRight) throws -> TitleButton {
        TitleButton(title: title, style: try TitleButtonStyle(arrowSize: arrow, maxWidth: maxWidth, layoutDirection: direction))
    }

    @Test func withoutATitleItSaysHomeAndHasNoArrow() throws {
        let layout = try initialLayout(nil)
        #expect(layout.text == "首页" && layout.image == nil && layout.imageFrame == nil)
        #expect(layout.size == LayoutSize(width: 34, height: 20.4))
        #expect(layout.titleInsets == .zero && layout.imageInsets == .zero)
        // B1 (article 003): only a missing title is "首页"; a blank one is drawn with its arrow, read as the home title.
        let blank = try initialLayout("  ")
        #expect(blank.text == "   " && blank.image == "nav_arrow_down" && blank.accessibilityLabel == "首页")
    }

    @Test func aTitleGetsASpaceAndTheArrowAfterIt() throws {
        let layout = try initialLayout("小明")
        #expect(layout.text == "小明 " && layout.accessibilityLabel == "小明" && layout.image == "nav_arrow_down")
        // Title 34 + one space 8.5 = 42.5; the arrow 13 after it.
        #expect(layout.size == LayoutSize(width: 55.5, height: 20.4))
        #expect(layout.titleFrame == LayoutRect(x: 0, y: 0, width: 42.5, height: 20.4))
        #expect(layout.imageFrame == LayoutRect(x: 42.5, y: (20.4 - 7) / 2, width: 13, height: 7))
        #expect(layout.titleInsets == Insets(top: 0, left: -13, bottom: 0, right: 13))
        #expect(layout.imageInsets == Insets(top: 0, left: 42.5, bottom: 0, right: -42.5))
        #expect(!layout.isTruncated)
    }

    @Test func aTapTogglesTheSelectionAndTheArrow() throws {
        let named = try button("小明")
        var selected = named.initialState
        selected.isSelected = true
        #expect(named.layout(for: selected).image == "nav_arrow_up" && named.layout(for: named.initialState).image == "nav_arrow_down")
        let test = TestRunner(named)
        test.send(.tapped, effects: [.render(layout: named.layout(for: selected)), .setSelected(isSelected: true)]) { $0.isSelected = true }
        test.send(.tapped, effects: [.render(layout: named.layout(for: named.initialState)), .setSelected(isSelected: false)]) { $0.isSelected = false }
        // The seed toggles it even with no arrow.
        let plain = try button(nil)
        var plainSelected = plain.initialState
        plainSelected.isSelected = true
        let home = TestRunner(plain)
        home.send(.tapped, effects: [.render(layout: plain.layout(for: plainSelected)), .setSelected(isSelected: true)]) { $0.isSelected = true }
        #expect(plain.layout(for: home.state).image == nil)
    }

    @Test func aTitleArrivingLaterRelaysTheButtonKeepingTheSelection() throws {
        let test = TestRunner(try button(nil))
        test.exhaustivity = .partialState
        test.send(.tapped, effects: [.render(layout: test.machine.layout(for: test.machine.initialState)), .setSelected(isSelected: true)])
        var titled = test.state
        titled.title = "Ada"
        let relaid = test.machine.layout(for: titled)
        #expect(relaid.image == "nav_arrow_up" && relaid.size.width == 3 * 8.5 + 8.5 + 13)
        test.send(.titleChanged(title: "Ada"), effects: [.render(layout: relaid)]) {
            $0.title = "Ada"
            $0.isSelected = true
        }
        test.exhaustivity = .on
        test.send(.titleChanged(title: "Ada"))  // the same title changes nothing
    }

    @Test func aLongTitleIsCutToTheRoomGiven() throws {
        let layout = try initialLayout("小明", maxWidth: 50)
        #expect(layout.size.width == 50 && layout.titleFrame.width == 37 && layout.imageFrame?.minX == 37)
        #expect(layout.imageInsets == Insets(top: 0, left: 37, bottom: 0, right: -37))
        #expect(layout.isTruncated)
        let none = try initialLayout("小明", maxWidth: 5)
        #expect(none.titleFrame.width == 0 && none.size.width == 13, "the arrow is never cut")
    }

    @Test func rightToLeftPutsTheArrowOnTheLeft() throws {
        let layout = try initialLayout("مرحبا", direction: .rightToLeft)
        // Five narrow letters 42.5, one space 8.5.
        #expect(layout.imageFrame?.minX == 0 && layout.titleFrame.minX == 13 && layout.titleFrame.width == 51)
        #expect(layout.titleInsets == Insets(top: 0, left: 13, bottom: 0, right: -13))
        #expect(layout.imageInsets == Insets(top: 0, left: -51, bottom: 0, right: 51))
    }

    @Test func aTallArrowCentresTheText() throws {
        let tall = TitleButton(title: "小明", style: try TitleButtonStyle(arrowSize: LayoutSize(width: 20, height: 30)))
        let layout = tall.layout(for: tall.initialState)
        #expect(layout.size.height == 30 && abs(layout.titleFrame.minY - 4.8) < 1e-9 && layout.imageFrame?.minY == 0)
    }

    @Test func badSizesAreRejected() {
        #expect(throws: TitleButtonError.outOfBounds(OutOfBounds(name: "arrowSize.width", value: -1, range: Bounds.length))) {
            try TitleButtonStyle(arrowSize: LayoutSize(width: -1, height: 7))
        }
        #expect((try? TitleButtonStyle(arrowSize: LayoutSize(width: .nan, height: 7))) == nil)
        #expect(throws: TitleButtonError.outOfBounds(OutOfBounds(name: "maxWidth", value: -3, range: Bounds.length))) {
            try TitleButtonStyle(arrowSize: .zero, maxWidth: -3)
        }
        #expect(throws: Never.self) { try TitleButtonStyle(arrowSize: .zero, maxWidth: .infinity) }
    }
}
