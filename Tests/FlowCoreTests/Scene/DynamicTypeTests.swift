import Testing

import FlowCore
@testable import FlowRuntime
@testable import FlowJSON
@testable import FlowTextInput
@testable import FlowAlert
@testable import FlowCaptcha
@testable import FlowSpecs

/// Dynamic Type: the text-style table, `UIFontMetrics`' scaling, and every
/// component's layout at the largest accessibility size on a small screen.
@Suite struct DynamicTypeTests {
    static let small = LayoutSize(width: 375, height: 667)
    let largest = TextSizeCategory.largest

    /// Whether `inner` lies inside `outer`, allowing for rounding.
    func inside(_ inner: LayoutRect, _ outer: LayoutRect) -> Bool {
        inner.minX >= outer.minX - 1e-9 && inner.minY >= outer.minY - 1e-9 && inner.maxX <= outer.maxX + 1e-9 && inner.maxY <= outer.maxY + 1e-9
    }

    /// The names of the parts with text that do not lie on `scene`'s screen.
    func offScreen(_ scene: MachineScene) -> [String] {
        let screen = LayoutRect(origin: .zero, size: scene.size)
        return scene.parts.filter { $0.text != nil && !inside($0.frame, screen) }.map(\.name)
    }

    @Test func theTableIsApplesBodyColumnAndItsDefaultRow() {
        // The HIG's body sizes from xSmall to AX5.
        let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        #expect(TextSizeCategory.allCases.map { $0.pointSize(of: .body) } == body)
        // At Large every style has its default size.
        let defaults: [TextStyle: Double] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16, .subheadline: 15,
            .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        for style in TextStyle.allCases {
            #expect(TextSizeCategory.large.pointSize(of: style) == defaults[style])
            #expect(TextSizeCategory.large.scale(for: style) == 1)
            let sizes = TextSizeCategory.allCases.map { $0.pointSize(of: style) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style) never shrinks as the category grows")
        }
        #expect(TextSizeCategory.largest.pointSize(of: .caption2) == 40 && TextSizeCategory.extraSmall.pointSize(of: .largeTitle) == 31)
    }

    @Test func exactlyTheFiveLargestCategoriesAreAccessibilitySizes() {
        let sorted = TextSizeCategory.allCases.sorted()
        #expect(sorted == TextSizeCategory.allCases, "the cases are declared smallest first")
        #expect(sorted.filter(\.isAccessibilityCategory) == Array(sorted.suffix(5)))
        #expect(sorted.last == .largest && sorted.first == .extraSmall)
    }

    @Test func aFontGrowsByItsStylesRatioOnceAndAFixedFontNever() {
        let message = FontSpec.system(14, textStyle: .subheadline)
        let grown = message.scaled(to: .largest)
        #expect(grown.size == 14 * 49 / 15 && grown.textStyle == nil && grown.weight == .regular)
        #expect(grown.scaled(to: .largest) == grown, "a scaled font keeps its size: scaling is not applied twice")
        #expect(message.scaled(to: .large).size == 14)
        #expect(abs(message.scaled(to: .extraSmall).size - 14.0 * 12 / 15) < 1e-9, "smaller categories shrink")
        let fixed = FontSpec(size: 17, weight: .bold, family: "PingFangSC-Semibold")
        #expect(fixed.scaled(to: .largest) == fixed)
    }

    @Test func aFontsTextStyleRoundTripsThroughJSON() throws {
        let font = FontSpec(size: 15, family: "PingFangSC-Regular", textStyle: .body)
        #expect(try JSONDecoding.decode(FontSpec.self, from: JSONEncoding.encode(font)) == font)
        #expect(try JSONDecoding.decode(FontSpec.self, from: JSONParser.parse(#"{"size": 15}"#)).textStyle == nil)
    }

    // MARK: Alert

    func alert(
        title: String = "发现新版本，请及时更新", message: String = "新版本已经准备好了，更新后可以使用全部新功能，是否现在更新？",
        buttons: [String] = ["取消", "稍后提醒", "立即更新"], contentSize: TextSizeCategory, policy: AlertButtonPolicy = .row
    ) throws -> (AlertDialog, AlertDialog.State) {
        var metrics = AlertMetrics()
        metrics.contentSize = contentSize
        let dialog = try AlertDialog(
            content: AlertContent(title: title, message: message, buttons: buttons, emphasizedIndex: buttons.count - 1, cancelIndex: 0),
            metrics: metrics, buttonPolicy: policy)
        let state = stateAfter(.showRequested(screen: Self.small, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0)), in: dialog)
        return (dialog, state)
    }

    @Test func theAlertsMetricsAreTheSeedsAtTheDefaultSizeAndResolveOnce() {
        let measurer = EstimatedTextMeasurer()
        #expect(AlertMetrics().resolvingContentSize(measurer: measurer) == AlertMetrics())
        var metrics = AlertMetrics()
        metrics.contentSize = .largest
        let resolved = metrics.resolvingContentSize(measurer: measurer)
        #expect(resolved.resolvingContentSize(measurer: measurer) == resolved)
        // Buttons: body text 14 × 53/17, one line of it (× 1.2) and 8 above and below.
        let buttonFont = 14 * 53 / 17.0
        #expect(abs(resolved.buttonFont.size - buttonFont) < 1e-9)
        #expect(abs(resolved.buttonHeight - (buttonFont * 1.2 + 16)) < 1e-9)
        #expect(abs(resolved.buttonCornerRadius - 20 * resolved.buttonHeight / 40) < 1e-9, "a pill stays a pill")
        #expect(abs(resolved.titleFont.size - 17 * 53 / 17.0) < 1e-9 && resolved.titleFont.weight == .bold)
        #expect(resolved.inputHeight == max(40, 14 * 53 / 17.0 * 1.2 + 20))
    }

    @Test func atAnAccessibilitySizeTheButtonsStackWhateverThePolicy() throws {
        for policy in AlertButtonPolicy.allCases {
            #expect(try alert(buttons: ["取消", "好"], contentSize: .accessibilityMedium, policy: policy).1.layout.buttonAxis == .column)
            #expect(try alert(buttons: ["取消", "好"], contentSize: .extraExtraExtraLarge, policy: policy).1.layout.buttonAxis == .row)
        }
        let stacked = try alert(contentSize: .largest).1.layout
        #expect(stacked.buttons.map(\.index) == [1, 2, 0], "the cancel button goes last")
    }

    @Test func atTheLargestSizeTheAlertFitsTheScreenWithItsBodyScrolling() throws {
        let (dialog, state) = try alert(contentSize: .largest)
        let layout = state.layout
        // As tall as the screen less the safe area and 50 above and below, centred, under the safe area's top + 10.
        #expect(layout.container.height == 667 - 20 - 100 && layout.container.minY == (667 - layout.container.height) / 2)
        #expect(inside(layout.container, LayoutRect(x: 0, y: 20 + 10, width: 375, height: 667 - 30)))
        #expect(layout.isBodyScrollable && layout.message!.height < layout.bodyContentHeight)
        #expect(offScreen(dialog.scene(state)).isEmpty)
        #expect(dialog.scene(state).part("window/message")?.text?.isTopAligned == true, "a scrolled message shows its first lines")
    }

    @Test func aTitleTooTallForTheScreenScrollsToo() throws {
        let title = String(repeating: "这是一个非常长的标题", count: 4)
        let (dialog, state) = try alert(title: title, contentSize: .largest)
        let layout = state.layout
        let full = try #require(layout.titleContentHeight)
        #expect(full == state.measurements?.titleHeight)
        #expect(layout.title!.height < full && layout.title!.height >= AlertMetrics().minimumBodyHeight)
        #expect(layout.message!.height == AlertMetrics().minimumBodyHeight, "the body shrinks as far as it can first")
        #expect(layout.container.maxY <= 667 - 50 + 1e-9 && layout.container.minY >= 20 + 10 - 1e-9)
        #expect(offScreen(dialog.scene(state)).isEmpty)
        #expect(try alert(contentSize: .large).1.layout.titleContentHeight == nil)
    }

    // MARK: Captcha

    func readyCaptcha(_ kind: CaptchaKind, contentSize: TextSizeCategory) throws -> (CaptchaDialog, CaptchaDialog.State) {
        var style = CaptchaStyle()
        style.contentSize = contentSize
        let dialog = try CaptchaDialog(kind: kind, style: style)
        var state = dialog.initialState
        state.phase = .ready
        state.challenge = CaptchaChallenge(token: "t", secretKey: nil, words: ["天", "地", "人"], pieceSize: LayoutSize(width: 47, height: 155))
        state.tip = CaptchaDialog.Tip(text: "请依次点击【天,地,人】", color: "#000000")
        return (dialog, state)
    }

    @Test func theCaptchasHintsWrapAndTheCardGrowsByWhatTheyAdd() throws {
        let g = CaptchaGeometry()
        let (puzzle, state) = try readyCaptcha(.blockPuzzle, contentSize: .largest)
        let layout = puzzle.layout(for: state)
        let font = try #require(CaptchaStyle().tipFont.scaled(to: .largest) as FontSpec?)
        let height = EstimatedTextMeasurer().size(of: g.tipText, font: font, maxWidth: g.tipLabel.width).height
        #expect(height > g.tipLabel.height)
        #expect(layout.tipLabel == LayoutRect(x: 0, y: g.tipLabel.y, width: g.tipLabel.width, height: height))
        #expect(layout.slider.y == g.slider.y + height - g.tipLabel.height && layout.slider.size == g.slider.size)
        #expect(layout.content.height == g.contentSize.height + height - g.tipLabel.height)
        #expect(layout.image == g.image && layout.thumb == g.thumb, "the picture and the slider's arithmetic keep their sizes")
        #expect(offScreen(puzzle.scene(state)).isEmpty)
        #expect(puzzle.scene(state).part("tipLabel")?.text?.lineLimit == 0)

        let (words, wordState) = try readyCaptcha(.clickWord, contentSize: .largest)
        let wordLayout = words.layout(for: wordState)
        let tip = try #require(wordLayout.clickTip)
        #expect(tip.height > g.clickTipHeight && wordLayout.slider.height == g.slider.height + tip.height - g.clickTipHeight)
        #expect(wordLayout.content.height == g.contentSize.height + tip.height - g.clickTipHeight)
        #expect(offScreen(words.scene(wordState)).isEmpty)
    }

    @Test func atTheDefaultSizeTheCaptchaIsTheSeedsGeometry() throws {
        let g = CaptchaGeometry()
        for kind in CaptchaKind.allCases {
            let (dialog, state) = try readyCaptcha(kind, contentSize: .large)
            let layout = dialog.layout(for: state)
            #expect(layout.content == g.contentSize && layout.slider == g.slider)
            #expect(layout.tipLabel == (kind == .blockPuzzle ? g.tipLabel : nil))
        }
    }

    // MARK: Code entry, coach marks, title button, guide, welcome, HUD, text view

    @Test func theCodeEntrysTitleAndErrorWrapAndItsCellsHoldTheirCharacters() throws {
        var style = CodeEntryStyle()
        style.contentSize = .largest
        let entry = try CodeEntry(style: style)
        let state = stateAfter(.pasted(text: "12"), .errorMessageChanged(message: "验证码错误，请重新输入"), in: entry)
        let seed = try CodeEntry().layout(in: MachineScene.defaultScreen)
        let layout = entry.layout(in: MachineScene.defaultScreen, errorMessage: state.errorMessage)
        let titleHeight = EstimatedTextMeasurer().size(of: style.title, font: style.titleFont.scaled(to: .largest), maxWidth: seed.card.width).height
        #expect(layout.title.height == titleHeight && titleHeight > style.labelHeight)
        #expect(layout.error.y == layout.title.maxY && layout.error.height > style.labelHeight)
        #expect(abs(layout.card.height - (seed.card.height + layout.title.height + layout.error.height - 2 * style.labelHeight)) < 1e-9)
        #expect(layout.cells.map(\.size) == seed.cells.map(\.size), "the cells keep the seed's size")
        let scene = entry.scene(state)
        let cell = try #require(scene.part("cell[0]"))
        let font = try #require(cell.text?.font)
        #expect(font.size * 1.2 <= cell.frame.height + 1e-9 && font.size < 17 * 53 / 17.0, "the digit grows only as far as the cell holds it")
        #expect(offScreen(scene).isEmpty)
        #expect(try CodeEntry().layout(in: MachineScene.defaultScreen, errorMessage: "验证码错误，请重新输入") == seed, "the seed's size measures nothing")
    }

    @Test func aCoachMarkTipWithNoRoomAboveMovesBelowAtTheLargestSize() throws {
        let item = CoachMarkItem(
            shape: .circle(center: LayoutPoint(x: 300, y: 80), radius: 18), tip: CoachMarkItem.Tip(text: "点这里发布动态，分享你的生活", position: .above))
        var style = CoachMarkStyle()
        let environment = CoachMarkEnvironment(screen: Self.small, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0))
        let seed = CoachMarkLayout.make(items: [item], environment: environment, style: style)
        #expect(seed.tips.first?.position == .above, "the seed's size keeps the seed's side")
        style.contentSize = .largest
        let grown = CoachMarkLayout.make(items: [item], environment: environment, style: style)
        let tip = try #require(grown.tips.first)
        #expect(tip.position == .below && tip.frame.minY >= 20 && tip.frame.maxY <= 667)
        #expect(grown.tipFont.size == 14 * 53 / 17.0 && tip.frame.height > seed.tips[0].frame.height)

        // A tip taller than either side's room is kept inside the safe area.
        let long = CoachMarkItem(
            shape: .circle(center: LayoutPoint(x: 187, y: 333), radius: 18), tip: CoachMarkItem.Tip(text: String(repeating: "很长的提示", count: 12)))
        let crowded = try #require(CoachMarkLayout.make(items: [long], environment: environment, style: style).tips.first)
        #expect(crowded.frame.height > 333 - 20, "too tall for the room above the target")
        #expect(crowded.frame.minY >= 20 && crowded.frame.maxY <= 667 + 1e-9)
    }

    @Test func theTitleButtonGrowsAsAHeadlineAndIsCutToItsRoom() throws {
        let style = try TitleButtonStyle(arrowSize: LayoutSize(width: 13, height: 7), maxWidth: 200, contentSize: .largest)
        let layout = TitleButton(title: "我的动态", style: style).layout(for: TitleButton.State(title: "我的动态"))
        #expect(layout.font.size == 53 && layout.isTruncated && layout.size.width == 200)
        #expect(layout.size.height == 53 * 1.2)
        let fits = TitleButton(title: "首页", style: style).layout(for: TitleButton.State(title: "首页"))
        #expect(!fits.isTruncated && fits.size.width < 200)
    }

    @Test func theGuidesButtonsGrowFromTheirAnchors() throws {
        var style = GuideStyle()
        style.contentSize = .largest
        let seed = try GuidePager(pageCount: 2, pageSize: Self.small).layout
        let pager = try GuidePager(pageCount: 2, pageSize: Self.small, style: style)
        let layout = pager.layout
        let skip = try #require(layout.skipButton), seedSkip = try #require(seed.skipButton)
        #expect(skip.frame.maxX == seedSkip.frame.maxX && skip.frame.minY == seedSkip.frame.minY)
        #expect(abs(skip.frame.height - seedSkip.frame.height * 43 / 12) < 1e-9 && abs(skip.font.size - 12 * 43 / 12.0) < 1e-9)
        let start = try #require(layout.startButton), seedStart = try #require(seed.startButton)
        #expect(start.frame.maxY == seedStart.frame.maxY && start.frame.midX == seedStart.frame.midX)
        #expect(start.frame.width == 375 - 40, "capped at the page less 20 on each side")
        #expect(layout.indicator == seed.indicator && layout.pages == seed.pages)
        let state = stateAfter(.scrollEnded(offset: 375), in: pager)
        #expect(offScreen(pager.scene(state)).isEmpty)
    }

    @Test func theWelcomeGreetingAndTheHUDsStatusGrowAndStayOnScreen() throws {
        let welcome = try WelcomeScreen(greeting: "欢迎归来，小明同学", contentSize: .largest)
        let state = stateAfter(.appeared(screen: Self.small), in: welcome)
        let scene = welcome.scene(state)
        #expect(scene.part("greeting")?.text?.font.size == 18 * 55 / 20.0)
        #expect(offScreen(scene).isEmpty)

        let hud = try ProgressHUD(contentSize: .largest)
        let hudState = stateAfter(.showRequested(content: ProgressHUD.Content(kind: .info, text: "登录超时,请重新登录", mask: .black)), in: hud)
        let hudScene = hud.scene(hudState)
        let status = try #require(hudScene.part("hud/status"))
        #expect(status.text?.font.size == 15 * 49 / 15.0 && status.frame.width <= ProgressHUD.Look.labelMaximumWidth)
        #expect(inside(status.frame, try #require(hudScene.part("hud/card")).frame))
        #expect(offScreen(hudScene).isEmpty)
    }

    @Test func theTextViewsTextGrowsWithThePlaceholdersStyle() throws {
        let filter = try TextViewFilter(contentSize: .largest)
        let scene = filter.scene(filter.initialState)
        #expect(scene.part("text")?.text?.font.size == 14 * 53 / 17.0)
        #expect(try TextViewFilter().scene(TextViewFilter.State()).part("text")?.text?.font.size == 14)
    }
}
