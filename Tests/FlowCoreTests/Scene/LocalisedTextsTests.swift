import Testing

import FlowCore
@testable import FlowSpecs

/// The words FlowCore adds for VoiceOver are configuration, like the seed's
/// own strings: a front in another language replaces them.
@Suite struct LocalisedTextsTests {
    @Test func aTemplateFillsItsHolesInOnePass() {
        let template: TextTemplate = "Page {page} of {count}"
        #expect(template.filled(["page": "2", "count": "3"]) == "Page 2 of 3")
        #expect(template.filled(["page": "{count}", "count": "3"]) == "Page {count} of 3", "a value is not filled again")
        #expect(TextTemplate("{unknown} {page").filled(["page": "1"]) == "{unknown} {page", "unknown and unclosed holes stay")
        #expect(TextTemplate("").filled([:]).isEmpty && TextTemplate("{}").filled(["": "x"]) == "x")
        #expect(TextTemplate("第 {page} 页").filled(["page": "😀"]) == "第 😀 页")
        // Braces that open nothing are looked at a bounded number of times (a quadratic scan would take minutes here).
        let braces = String(repeating: "{", count: 200_000)
        #expect(TextTemplate(braces + "}").filled(["": "x"]) == String(braces.dropLast()) + "x")
    }

    @Test func aTemplateIsAPlainJSONString() throws {
        let template: TextTemplate = "{tapped} of {count}"
        #expect(try JSONEncoding.encode(template) == .string("{tapped} of {count}"))
        #expect(try JSONDecoding.decode(TextTemplate.self, from: .string("x {a}")) == TextTemplate("x {a}"))
    }

    @Test func theCaptchaSpeaksItsConfiguredTexts() throws {
        var texts = CaptchaTexts()
        texts.clickPrompt = "Tap {words} in order"
        texts.clickImage = "Picture"
        texts.clickImageValue = "{tapped} of {count} tapped"
        texts.failure = "Try again"
        let dialog = try CaptchaDialog(kind: .clickWord, texts: texts)
        var state = dialog.initialState
        state.phase = .ready
        state.challenge = CaptchaChallenge(token: "t", secretKey: nil, words: ["天", "地"], pieceSize: .zero)
        _ = dialog.reduce(&state, .tapped(at: Point(x: 10, y: 10)))
        let image = try #require(dialog.scene(state).part("image")?.accessibility)
        #expect(image.label == "Picture" && image.value == "1 of 2 tapped")
        let reloaded = try CaptchaDialog(kind: .clickWord, texts: texts)
        var loading = reloaded.initialState
        _ = reloaded.reduce(&loading, .openRequested(timestamp: nil))
        #expect(loading.tip?.text == texts.loading)
        // A configuration that leaves texts out keeps the seed's, and writes none back.
        let seed = try JSONDecoding.decode(CaptchaDialog.self, from: JSONParser.parse(#"{"texts": {"failure": "Try again"}}"#))
        #expect(seed.texts.failure == "Try again" && seed.texts.success == CaptchaTexts().success)
        #expect(try JSONEncoding.encode(CaptchaDialog(kind: .blockPuzzle))["texts"] == nil)
        #expect(try JSONEncoding.encode(seed)["texts"]?["failure"] == .string("Try again"))
    }

    @Test func everyComponentsAddedWordsCanBeReplaced() throws {
        var codeStyle = CodeEntryStyle()
        codeStyle.closeLabel = "Close"
        codeStyle.cellsValue = "{entered} of {length} entered"
        let entry = try CodeEntry(style: codeStyle)
        var codeState = entry.initialState
        _ = entry.reduce(&codeState, .pasted(text: "12"))
        let codeScene = entry.scene(codeState)
        #expect(codeScene.part("close")?.accessibility?.label == "Close")
        #expect(codeScene.part("cells")?.accessibility?.value == "2 of 4 entered")

        let indicator = try PageIndicator(
            count: 3, currentDotWidth: 20, otherDotWidth: 8, dotHeight: 4, accessibilityLabel: "Page", accessibilityValue: "{page} of {count}")
        #expect(indicator.accessibility(for: indicator.initialState).value == "1 of 3")

        var guideStyle = GuideStyle()
        guideStyle.pageLabel = "Welcome page {page}"
        let pager = try GuidePager(pageCount: 2, pageSize: Size(width: 375, height: 667), style: guideStyle)
        #expect(pager.scene(pager.initialState).part("guide/page")?.accessibility?.label == "Welcome page 1")

        let hud = try ProgressHUD(loadingLabel: "Loading")
        var hudState = hud.initialState
        _ = hud.reduce(&hudState, .showRequested(content: ProgressHUD.Content(kind: .progress, mask: .none)))
        #expect(hud.scene(hudState).part("hud/spinner")?.accessibility?.label == "Loading")

        let welcome = try WelcomeScreen(avatarLabel: "Your photo")
        var welcomeState = welcome.initialState
        _ = welcome.reduce(&welcomeState, .appeared(screen: Size(width: 375, height: 667)))
        #expect(welcome.scene(welcomeState).part("avatar")?.accessibility?.label == "Your photo")
    }

    @Test func theIndicatorAloneMirrorsRightToLeftAndInsideTheGuideOnlyOnce() throws {
        let rtl = try PageIndicator(count: 3, currentDotWidth: 20, otherDotWidth: 8, dotHeight: 4, spacing: 6, layoutDirection: .rightToLeft)
        let ltr = try PageIndicator(count: 3, currentDotWidth: 20, otherDotWidth: 8, dotHeight: 4, spacing: 6)
        let width = ltr.totalWidth
        let first = try #require(rtl.scene(rtl.initialState).part("dot[0]")).frame
        #expect(first == Rect(x: width - 20, y: 0, width: 20, height: 4), "the first page's dot on the right")
        #expect(ltr.scene(ltr.initialState).part("dot[0]")?.frame == Rect(x: 0, y: 0, width: 20, height: 4))

        var style = GuideStyle()
        style.layoutDirection = .rightToLeft
        let pager = try GuidePager(pageCount: 3, pageSize: Size(width: 375, height: 667), indicator: rtl, style: style)
        let scene = pager.scene(pager.initialState)
        let indicator = pager.layout.indicator
        let dot = try #require(scene.part("guide/indicator/dot[0]")).frame
        // The guide mirrors once: the dot that sat at the indicator's left edge (x = 0 left to right) ends on its right.
        #expect(abs(dot.maxX - (375 - indicator.x)) < 1e-9)
    }
}
