import Testing

import FlowCore

/// Frames worked out by hand from the seed's rules and the default metrics:
/// a 280-wide container, a one-line bold-17 title 20.4 high, 14-pt text 16.8
/// a line.
@Suite struct AlertLayoutTests {
    let iPhoneX = LayoutSize(width: 375, height: 812)
    let message = "刚刚您退出App,是因为训练引起了不舒服"  // two lines at 240 wide

    func layout(
        _ content: AlertContent, policy: AlertButtonPolicy = .row, screen: LayoutSize? = nil, safeArea: Insets = .zero,
        keyboard: LayoutRect? = nil, metrics: AlertMetrics = AlertMetrics()
    ) -> AlertLayout {
        let environment = AlertEnvironment(screen: screen ?? iPhoneX, safeArea: safeArea, keyboard: keyboard)
        let width = AlertLayout.containerWidth(metrics: metrics, screen: environment.screen)
        let measurements = AlertLayout.measure(content, metrics: metrics, width: width, measurer: EstimatedTextMeasurer())
        let placeholder = AlertDialog.defaultInput(for: content.kind).placeholder
        return Self.rounded(AlertLayout.make(content, metrics: metrics, policy: policy, measurements: measurements, environment: environment, placeholder: placeholder))
    }

    /// The layout with every length rounded to a billionth.
    static func rounded(_ layout: AlertLayout) -> AlertLayout {
        func r(_ value: Double) -> Double { (value * 1e9).rounded() / 1e9 }
        func r(_ rect: LayoutRect?) -> LayoutRect? { rect.map { LayoutRect(x: r($0.x), y: r($0.y), width: r($0.width), height: r($0.height)) } }
        var copy = layout
        copy.container = r(layout.container)!
        copy.title = r(layout.title)
        copy.message = r(layout.message)
        copy.inputBackground = r(layout.inputBackground)
        copy.inputField = r(layout.inputField)
        copy.textView = r(layout.textView)
        copy.placeholder = r(layout.placeholder)
        copy.bodyContentHeight = r(layout.bodyContentHeight)
        for index in copy.buttons.indices { copy.buttons[index].frame = r(layout.buttons[index].frame)! }
        return copy
    }

    @Test func aPlainAlertFollowsTheSeedsRules() {
        let layout = layout(AlertContent(title: "提示", message: message, buttons: ["不是", "是"], emphasizedIndex: 1))
        #expect(layout.title == LayoutRect(x: 16, y: 24, width: 248, height: 20.4))
        // 12 below the title; two lines.
        #expect(layout.message == LayoutRect(x: 20, y: 56.4, width: 240, height: 33.6))
        // Buttons 20 below the message: (280 - 40 - 12) / 2 = 114 wide, at x 20 and 146.
        #expect(layout.buttons.map(\.frame) == [LayoutRect(x: 20, y: 110, width: 114, height: 40), LayoutRect(x: 146, y: 110, width: 114, height: 40)])
        // Height: 110 + 40 + 20; centred.
        #expect(layout.container == LayoutRect(x: 47.5, y: 321, width: 280, height: 170))
        #expect(layout.buttons.map(\.isEmphasized) == [false, true])
        #expect(layout.buttons[1].background == "theme" && layout.buttons[0].background == "#F1F1F1")
        #expect(layout.buttonAxis == .row && !layout.isBodyScrollable)
    }

    @Test(arguments: [(1, [LayoutRect(x: 20, y: 110, width: 240, height: 40)]), (3, [LayoutRect(x: 20, y: 110, width: 72, height: 40), LayoutRect(x: 104, y: 110, width: 72, height: 40), LayoutRect(x: 188, y: 110, width: 72, height: 40)])])
    func buttonRowsShareTheWidth(count: Int, frames: [LayoutRect]) {
        let layout = layout(AlertContent(title: "提示", message: message, buttons: Array(repeating: "好", count: count)))
        #expect(layout.buttons.map(\.frame) == frames)
    }

    @Test func aBlankTitleLeavesNoGap() {
        // Blank as the seed's `.whitespaces` trims: spaces (any Zs) and tabs.
        for title in ["", "   ", "\t", "\u{3000}"] {
            let layout = layout(AlertContent(title: title, message: "好", buttons: ["好的"]))
            #expect(layout.title == nil)
            #expect(layout.message == LayoutRect(x: 20, y: 24, width: 240, height: 16.8))
            let height: Double = 24 + 16.8 + 20 + 40 + 20
            #expect(layout.container.height == height)
        }
    }

    @Test func aTitleOfLineBreaksIsDrawnAsTheSeedDoesNotTrimThem() {
        let layout = layout(AlertContent(title: "\n", message: "好", buttons: ["好的"]))
        #expect(layout.title != nil)
        #expect(AlertContent(title: " \n ").hasTitle && !AlertContent(title: " \t ").hasTitle)
    }

    @Test func theInputFieldSitsInsideItsBackground() {
        let layout = layout(AlertContent(title: "提示", message: "请输入", kind: .input, buttons: ["取消", "确定"]))
        #expect(layout.inputBackground == LayoutRect(x: 20, y: 59.4, width: 240, height: 40))
        #expect(layout.inputField == LayoutRect(x: 30, y: 59.4, width: 220, height: 40))
        #expect(layout.message == nil)
        // 10 below the field.
        #expect(layout.buttons[0].frame.y == 109.4)
        #expect(layout.container.height == 169.4)
    }

    @Test func theTextViewFollowsTheTitle() {
        let titled = layout(AlertContent(title: "反馈", kind: .textView, buttons: ["提交"]))
        #expect(titled.textView == LayoutRect(x: 16, y: 64.4, width: 248, height: 120))
        #expect(titled.placeholder == LayoutRect(x: 19, y: 12, width: 210, height: 108))
        #expect(titled.buttons[0].frame.y == 204.4)
        let untitled = layout(AlertContent(kind: .textView, buttons: ["提交"]))
        #expect(untitled.textView == LayoutRect(x: 16, y: 64, width: 248, height: 120), "the seed's fixed 64 without a title (X11)")
    }

    /// A13 (article 000 §二): y = H − keyboard − height − 10, lower than centred under a short keyboard.
    @Test func theKeyboardPutsTheAlertTenAboveIt() {
        let content = AlertContent(title: "提示", message: message, kind: .plain, buttons: ["不是", "是"])
        let short = layout(content, keyboard: LayoutRect(x: 0, y: 521, width: 375, height: 291))
        #expect(short.container.y == 812 - 291 - 170 - 10, "the seed's place, below centred (321)")
        let tall = layout(content, keyboard: LayoutRect(x: 0, y: 400, width: 375, height: 412))
        #expect(tall.container.y == 812 - 412 - 170 - 10)
        #expect(layout(content, keyboard: nil).container.y == 321)
        var liftOnly = AlertMetrics()
        liftOnly.keyboardAvoidance = .liftOnly
        #expect(layout(content, keyboard: LayoutRect(x: 0, y: 521, width: 375, height: 291), metrics: liftOnly).container.y == 321, "liftOnly keeps it centred")
        #expect(layout(content, keyboard: LayoutRect(x: 0, y: 400, width: 375, height: 412), metrics: liftOnly).container.y == 812 - 412 - 170 - 10)
    }

    @Test func aKeyboardTallerThanTheRoomShrinksTheTextView() {
        let content = AlertContent(title: "反馈", kind: .textView, buttons: ["取消", "提交"])
        let layout = layout(content, screen: LayoutSize(width: 375, height: 667), safeArea: Insets(top: 20), keyboard: LayoutRect(x: 0, y: 267, width: 375, height: 400))
        // Room: 667 - 400 - 10 - (20 + 10) = 227; natural 264.4, so 37.4 less text view.
        #expect(layout.container == LayoutRect(x: 47.5, y: 30, width: 280, height: 227))
        #expect(layout.textView == LayoutRect(x: 16, y: 64.4, width: 248, height: 82.6))
        #expect(layout.isBodyScrollable && layout.bodyContentHeight == 120)
        #expect(layout.buttons[0].frame.maxY + 20 == 227)
    }

    @Test func aMessageTallerThanTheScreenScrolls() {
        let long = String(repeating: "很长的消息", count: 400)
        let layout = layout(AlertContent(title: "提示", message: long, buttons: ["好的"]), screen: LayoutSize(width: 375, height: 667), safeArea: Insets(top: 20))
        // At most the screen less the safe area less 2 × 50.
        #expect(layout.container.height == 667 - 20 - 100)
        #expect(layout.isBodyScrollable)
        #expect(layout.message!.height < layout.bodyContentHeight)
        #expect(layout.container.y == (667 - 547) / 2)
    }

    @Test func rotationAndSmallScreensRelayout() {
        let content = AlertContent(title: "提示", message: message, buttons: ["不是", "是"])
        let landscape = layout(content, screen: LayoutSize(width: 812, height: 375))
        #expect(landscape.container == LayoutRect(x: 266, y: 102.5, width: 280, height: 170))
        let narrow = layout(content, screen: LayoutSize(width: 300, height: 600))
        #expect(narrow.container.width == 260)
        #expect(narrow.buttons[1].frame == LayoutRect(x: 136, y: narrow.buttons[1].frame.y, width: 104, height: 40))
    }

    @Test func adaptiveButtonsStackWhenTheyDoNotFit() {
        let two = layout(AlertContent(title: "提示", message: "好", buttons: ["取消", "确定"]), policy: .adaptive)
        #expect(two.buttonAxis == .row)
        let three = layout(AlertContent(title: "提示", message: "好", buttons: ["取消", "删除", "保存"], emphasizedIndex: 1, cancelIndex: 0), policy: .adaptive)
        #expect(three.buttonAxis == .column)
        #expect(three.buttons.map(\.index) == [1, 2, 0], "the cancel button goes last")
        #expect(three.buttons.map(\.frame.width) == [240, 240, 240])
        // 24 + 20.4 (title) + 12 + 16.8 (message) + 20 = 93.2, then 40 + 12 apart.
        #expect(three.buttons.map(\.frame.y) == [93.2, 145.2, 197.2])
        #expect(three.buttons[0].isEmphasized)
        let long = layout(AlertContent(message: "好", buttons: ["A rather long button title", "OK"]), policy: .adaptive)
        #expect(long.buttonAxis == .column, "182 + 16 does not fit 114")
        let seedRow = layout(AlertContent(message: "好", buttons: ["A rather long button title", "OK"]), policy: .row)
        #expect(seedRow.buttonAxis == .row)
    }

    @Test func noButtonsOrManyButtonsNeverGiveNegativeSizes() {
        let none = layout(AlertContent(title: "提示", message: "好"))
        #expect(none.buttons.isEmpty)
        let height: Double = 24 + 20.4 + 12 + 16.8 + 20
        #expect(none.container.height == height)
        let many = layout(AlertContent(title: "提示", buttons: Array(repeating: "x", count: 20)))
        #expect(many.buttons.count == 20)
        #expect(many.buttons.allSatisfy { $0.frame.width >= 0 })
        #expect(many.buttons[0].frame.width == 0.6)
        let tooMany = layout(AlertContent(buttons: Array(repeating: "x", count: 40)))
        #expect(tooMany.buttons.allSatisfy { $0.frame.width == 0 })
    }

    @Test func hostileKeyboardFramesCountAsNoKeyboard() {
        let content = AlertContent(title: "提示", message: "好", buttons: ["好"])
        let centred = layout(content)
        for frame in [LayoutRect(x: 0, y: .nan, width: 375, height: 300), LayoutRect(x: 0, y: 700, width: 375, height: -20), LayoutRect(x: 0, y: 500, width: 0, height: 300), LayoutRect(x: .infinity, y: 500, width: 375, height: 300)] {
            #expect(layout(content, keyboard: frame).container == centred.container)
        }
    }
}
