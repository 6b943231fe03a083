import Testing

import FlowCore
import FlowTesting
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
        let image = try #require(dialog.scene(stateAfter(.tapped(at: LayoutPoint(x: 10, y: 10)), in: dialog, from: state)).part("image")?.accessibility)
        #expect(image.label == "Picture" && image.value == "1 of 2 tapped")
        let reloaded = try CaptchaDialog(kind: .clickWord, texts: texts)
        let loading = stateAfter(.openRequested(timestamp: nil), in: reloaded)
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
        let codeState = stateAfter(.pasted(text: "12"), in: entry)
        let codeScene = entry.scene(codeState)
        #expect(codeScene.part("close")?.accessibility?.label == "Close")
        #expect(codeScene.part("cells")?.accessibility?.value == "2 of 4 entered")

        let indicator = try PageIndicator(
            count: 3, currentDotWidth: 20, otherDotWidth: 8, dotHeight: 4, accessibilityLabel: "Page", accessibilityValue: "{page} of {count}")
        #expect(indicator.accessibility(for: indicator.initialState).value == "1 of 3")

        var guideStyle = GuideStyle()
        guideStyle.pageLabel = "Welcome page {page}"
        let pager = try GuidePager(pageCount: 2, pageSize: LayoutSize(width: 375, height: 667), style: guideStyle)
        #expect(pager.scene(pager.initialState).part("guide/page")?.accessibility?.label == "Welcome page 1")

        let hud = try ProgressHUD(loadingLabel: "Loading")
        let hudState = stateAfter(.showRequested(content: ProgressHUD.Content(kind: .progress, mask: .none)), in: hud)
        #expect(hud.scene(hudState).part("hud/spinner")?.accessibility?.label == "Loading")

        let welcome = try WelcomeScreen(avatarLabel: "Your photo")
        let welcomeState = stateAfter(.appeared(screen: LayoutSize(width: 375, height: 667)), in: welcome)
        #expect(welcome.scene(welcomeState).part("avatar")?.accessibility?.label == "Your photo")
    }

    @Test func theIndicatorAloneMirrorsRightToLeftAndInsideTheGuideOnlyOnce() throws {
        let rtl = try PageIndicator(count: 3, currentDotWidth: 20, otherDotWidth: 8, dotHeight: 4, spacing: 6, layoutDirection: .rightToLeft)
        let ltr = try PageIndicator(count: 3, currentDotWidth: 20, otherDotWidth: 8, dotHeight: 4, spacing: 6)
        let width = ltr.totalWidth
        let first = try #require(rtl.scene(rtl.initialState).part("dot[0]")).frame
        #expect(first == LayoutRect(x: width - 20, y: 0, width: 20, height: 4), "the first page's dot on the right")
        #expect(ltr.scene(ltr.initialState).part("dot[0]")?.frame == LayoutRect(x: 0, y: 0, width: 20, height: 4))

        var style = GuideStyle()
        style.layoutDirection = .rightToLeft
        let pager = try GuidePager(pageCount: 3, pageSize: LayoutSize(width: 375, height: 667), indicator: rtl, style: style)
        let scene = pager.scene(pager.initialState)
        let indicator = pager.layout.indicator
        let dot = try #require(scene.part("guide/indicator/dot[0]")).frame
        // The guide mirrors once: the dot that sat at the indicator's left edge (x = 0 left to right) ends on its right.
        #expect(abs(dot.maxX - (375 - indicator.x)) < 1e-9)
    }

    /// Whether `text` holds a CJK ideograph or full-width punctuation.
    static func hasChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x3000...0x9FFF).contains($0.value) || (0xFF00...0xFFEF).contains($0.value) }
    }

    @Test func theCaptchaHasAnEnglishPresetThatTranslatesEveryText() throws {
        // Every member of the preset is the seed's, translated: a member added later without a translation fails here.
        let seed = Mirror(reflecting: CaptchaTexts()).children.map { "\($0.value)" }
        let english = Mirror(reflecting: CaptchaTexts.english).children.map { (name: $0.label ?? "", text: "\($0.value)") }
        #expect(seed.count == english.count && seed.count >= 21)
        for (member, seedText) in zip(english, seed) {
            #expect(member.text != seedText && !Self.hasChinese(member.text), "CaptchaTexts.english.\(member.name) is \(member.text)")
            #expect(Self.hasChinese(seedText) || seedText.contains("wordList"), "the seed's \(member.name) is \(seedText)")
        }
        for text in [CaptchaGeometry.english.tipText, CaptchaGeometry.english.failureTip.text] { #expect(!Self.hasChinese(text)) }
        let tip = CaptchaGeometry.english.failureTip
        #expect(String(tip.text.prefix(tip.highlightedCharacters)) == "Failed:")

        // An unanswered request, in English and in the seed's words.
        for (texts, alert) in [(CaptchaTexts.english, ["Notice", "The request timed out", "OK"]), (CaptchaTexts(), ["提示", "请求超时", "好的"])] {
            let test = TestRunner(try CaptchaDialog(geometry: .english, texts: texts))
            test.exhaustivity = .off
            test.send(.openRequested())
            test.advance(to: 20)
            test.receive(.requestTimedOut(request: 1), effects: [.showAlert(title: alert[0], message: alert[1], buttons: [alert[2]])])
        }
        // The load-failure messages: the seed's words unchanged, English ones from the preset.
        let errors: [CaptchaLoadError] = [.network(""), .server(code: "1", message: nil), .missingField("token"), .invalidImage("jigsawImageBase64"), .emptyWordList, .invalidSecretKey(bytes: 3)]
        #expect(errors.map(\.description) == ["网络异常", "未知错误", "验证码数据无效（缺少 token）", "验证码数据无效（jigsawImageBase64 不是有效的 Base64 图片）", "验证码数据无效（wordList 为空）", "验证码数据无效（secretKey 须为 16 字节，收到 3 字节）"])
        #expect(errors.map { $0.message(.english) } == [
            "Network error", "Unknown error", "The verification data is invalid (token is missing)",
            "The verification data is invalid (jigsawImageBase64 is not a Base64 image)", "The verification data is invalid (wordList is empty)",
            "The verification data is invalid (secretKey must be 16 bytes, got 3)",
        ])
        #expect(CaptchaLoadError.network("offline").message(.english) == "offline", "the front's own words are kept")
        // The puzzle's hint is drawn in English.
        let dialog = try CaptchaDialog(geometry: .english, texts: .english)
        var state = dialog.initialState
        state.phase = .ready
        #expect(dialog.scene(state).parts.contains { $0.text?.string == "Drag the slider to fit the piece" })
    }

    @Test func theAlertHasAnEnglishPreset() throws {
        let content = AlertContent(title: "Feedback", kind: .textView, buttons: ["Cancel", "Send"], emphasizedIndex: 1)
        #expect(try AlertDialog(content: content, texts: .english).input.placeholder.text == "Enter text")
        #expect(try AlertDialog(content: content).input.placeholder.text == "请输入提示文字")
        #expect(AlertDialog.defaultInput(for: .textView, texts: .english).placeholder.text == "Enter text")
        #expect(!Self.hasChinese(AlertTexts.english.placeholder) && Self.hasChinese(AlertTexts().placeholder))
    }
}
