import Testing

import FlowCore

@Suite struct TitleButtonTests {
    // Bold 17 with the estimated measurer: wide characters 17, narrow ones and spaces 8.5, lines 20.4.
    let arrow = Size(width: 13, height: 7)

    /// The layout a button shows before any event.
    func initialLayout(_ title: String?, maxWidth: Double = .infinity, direction: LayoutDirection = .leftToRight) throws -> TitleButtonLayout {
        let made = try button(title, maxWidth: maxWidth, direction: direction)
        return made.layout(for: made.initialState)
    }

    func button(_ title: String?, maxWidth: Double = .infinity, direction: LayoutDirection = .leftToRight) throws -> TitleButton {
        TitleButton(title: title, style: try TitleButtonStyle(arrowSize: arrow, maxWidth: maxWidth, layoutDirection: direction))
    }

    @Test func withoutATitleItSaysHomeAndHasNoArrow() throws {
        let layout = try initialLayout(nil)
        #expect(layout.text == "首页" && layout.image == nil && layout.imageFrame == nil)
        #expect(layout.size == Size(width: 34, height: 20.4))
        #expect(layout.titleInsets == .zero && layout.imageInsets == .zero)
        // B1 (article 003): only a missing title is "首页"; a blank one is drawn with its arrow, read as the home title.
        let blank = try initialLayout("  ")
        #expect(blank.text == "   " && blank.image == "nav_arrow_down" && blank.accessibilityLabel == "首页")
    }

    @Test func aTitleGetsASpaceAndTheArrowAfterIt() throws {
        let layout = try initialLayout("小明")
        #expect(layout.text == "小明 " && layout.accessibilityLabel == "小明" && layout.image == "nav_arrow_down")
        // Title 34 + one space 8.5 = 42.5; the arrow 13 after it.
        #expect(layout.size == Size(width: 55.5, height: 20.4))
        #expect(layout.titleFrame == Rect(x: 0, y: 0, width: 42.5, height: 20.4))
        #expect(layout.imageFrame == Rect(x: 42.5, y: (20.4 - 7) / 2, width: 13, height: 7))
        #expect(layout.titleInsets == Insets(top: 0, left: -13, bottom: 0, right: 13))
        #expect(layout.imageInsets == Insets(top: 0, left: 42.5, bottom: 0, right: -42.5))
        #expect(!layout.isTruncated)
    }

    @Test func aTapTogglesTheSelectionAndTheArrow() throws {
        var runner = Runner(try button("小明"))
        let up = runner.send(.tapped)
        #expect(up.last == .setSelected(isSelected: true) && runner.machine.layout(for: runner.state).image == "nav_arrow_up")
        #expect(up.first == .render(layout: runner.machine.layout(for: runner.state)))
        _ = runner.send(.tapped)
        #expect(runner.machine.layout(for: runner.state).image == "nav_arrow_down" && !runner.state.isSelected)
        var home = Runner(try button(nil))
        #expect(home.send(.tapped) == [.render(layout: home.machine.layout(for: home.state)), .setSelected(isSelected: true)], "the seed toggles it even with no arrow")
        #expect(home.machine.layout(for: home.state).image == nil)
    }

    @Test func aTitleArrivingLaterRelaysTheButtonKeepingTheSelection() throws {
        var runner = Runner(try button(nil))
        _ = runner.send(.tapped)
        #expect(runner.send(.titleChanged(title: "Ada")) == [.render(layout: runner.machine.layout(for: runner.state))])
        #expect(runner.machine.layout(for: runner.state).image == "nav_arrow_up" && runner.machine.layout(for: runner.state).size.width == 3 * 8.5 + 8.5 + 13)
        #expect(runner.send(.titleChanged(title: "Ada")).isEmpty, "the same title changes nothing")
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
        let tall = TitleButton(title: "小明", style: try TitleButtonStyle(arrowSize: Size(width: 20, height: 30)))
        let layout = tall.layout(for: tall.initialState)
        #expect(layout.size.height == 30 && abs(layout.titleFrame.minY - 4.8) < 1e-9 && layout.imageFrame?.minY == 0)
    }

    @Test func badSizesAreRejected() {
        #expect(throws: TitleButtonError.outOfBounds(OutOfBounds(name: "arrowSize.width", value: -1, range: Bounds.length))) {
            try TitleButtonStyle(arrowSize: Size(width: -1, height: 7))
        }
        #expect((try? TitleButtonStyle(arrowSize: Size(width: .nan, height: 7))) == nil)
        #expect(throws: TitleButtonError.outOfBounds(OutOfBounds(name: "maxWidth", value: -3, range: Bounds.length))) {
            try TitleButtonStyle(arrowSize: .zero, maxWidth: -3)
        }
        #expect(throws: Never.self) { try TitleButtonStyle(arrowSize: .zero, maxWidth: .infinity) }
    }
}
