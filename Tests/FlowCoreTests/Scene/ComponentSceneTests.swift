@testable import FlowSVG
import Testing

import FlowCore
import FlowTesting
@testable import FlowCaptcha
@testable import FlowSpecs

/// The scenes' geometry against the rules they draw, and their totality on
/// states no front would send.
@Suite struct ComponentSceneTests {
    let indicator = try! PageIndicator(count: 5, currentDotWidth: 20, otherDotWidth: 8, dotHeight: 4, spacing: 6)

    func close(_ a: LayoutRect?, _ b: LayoutRect) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    @Test func halfWayThroughASlideTheTargetDotIsHalfWayFromTheStretchToItsPlace() throws {
        let test = TestRunner(indicator)
        test.exhaustivity = .partialState
        let slide = PageIndicator.Effect.slide(animation: indicator.slideAnimation(from: 0, to: 1), topmostDot: 1)
        test.send(.pageRequested(page: 1), effects: [slide]) { $0.slidingTo = 1 }
        let (state, effects) = (test.state, [slide])
        defer {
            test.advance(by: indicator.slideDuration)
            test.receive(.slideEnded) {
                $0.currentPage = 1
                $0.slidingTo = nil
            }
        }
        let scene = indicator.scene(state, animations: indicator.animations(in: effects), at: 0.05)
        // Stretched over the one dot crossed: x 0, width 20 + (6 + 8) = 34. Its place on page 1:
        // x 8 + 6 = 14, width 20. The ease-in-out is symmetric, so at half time it is half way.
        #expect(close(scene.part("dot[1]")?.frame, LayoutRect(x: 7, y: 0, width: 27, height: 4)))
        #expect(scene.part("dot[1]")?.fill == indicator.currentColor)
        #expect(close(scene.part("dot[0]")?.frame, LayoutRect(x: 0, y: 0, width: 8, height: 4)), "the old dot is at its final place at once")
        #expect(scene.part("dot[0]")?.fill == indicator.otherColor)
        #expect(scene.parts.last?.name == "dot[1]", "the dot sliding in is drawn on top")
        #expect(close(indicator.scene(state, animations: indicator.animations(in: effects), at: 1).part("dot[1]")?.frame, indicator.layout(page: 1)[1]))
    }

    @Test func theGuidePlacesTheIndicatorsPartsAndFadesTheStartButtonIn() throws {
        let pager = try GuidePager(pageCount: 2, pageSize: LayoutSize(width: 375, height: 812))
        let test = TestRunner(pager)
        test.exhaustivity = .partialState
        let slide = PageIndicator.Effect.slide(animation: pager.indicator.slideAnimation(from: 0, to: 1), topmostDot: 1)
        let effects: [GuidePager.Effect] = [.indicator(effect: slide), .showStartButton(animation: GuidePager.startButtonFadeIn)]
        test.send(.scrollEnded(offset: 375), effects: effects) { $0.page = 1 }
        let state = test.state
        defer {
            test.advance(by: pager.indicator.slideDuration)
            test.receive(.indicator(event: .slideEnded)) { $0.indicator.currentPage = 1 }
        }
        let animations = pager.animations(in: effects)
        let scene = pager.scene(state, animations: animations, at: 0.5)
        let origin = pager.layout.indicator.origin
        let slid = pager.indicator.scene(state.indicator, animations: pager.indicator.animations(in: [.slide(animation: pager.indicator.slideAnimation(from: 0, to: 1), topmostDot: 1)]), at: 0.5)
        #expect(scene.part("guide/indicator/dot[1]")?.frame == slid.part("dot[1]")?.frame.offsetBy(dx: origin.x, dy: origin.y))
        #expect(abs((scene.part("guide/startButton")?.opacity ?? 0) - 0.5) < 1e-9, "alpha 0 → 1 over 1 s, linear")
        #expect(scene.part("guide/startButton")?.text?.string == "立即体验")
        #expect(scene.part("guide/page")?.image == "guide.page[1]")
        let fading = pager.scene(state, animations: [GuidePager.guideFadeOut], at: 1)
        #expect(fading.parts.allSatisfy { $0.opacity == 0 }, "the fade out reaches every part, the indicator's too")
    }

    @Test func thePuzzlesFailureTipRisesFromUnderTheImageClippedToIt() throws {
        let captcha = try CaptchaDialog(kind: .blockPuzzle)
        var state = captcha.initialState
        state.phase = .failed
        state.challenge = CaptchaChallenge(token: "t", secretKey: nil, words: [], pieceSize: LayoutSize(width: 47, height: 155))
        let animation = captcha.failureAnimation(thumbOffset: 100, pieceOffset: 80)
        let risen = captcha.scene(state, animations: [animation], at: 0.25)
        let image = try #require(risen.part("image")).frame
        #expect(close(risen.part("failureTip")?.frame, LayoutRect(x: image.x, y: image.maxY - 20, width: 310, height: 20)))
        #expect(risen.part("failureTip")?.clip == image && risen.part("failureTip/text")?.clip == image)
        #expect(risen.part("failureTip/text")?.text?.highlight == SceneText.Highlight(count: 5, color: "#FF0000"))
        let start = captcha.scene(state, animations: [animation], at: 0)
        let slider = try #require(start.part("slider")).frame
        #expect(close(start.part("thumb")?.frame, LayoutRect(x: slider.x + 4 + 100, y: slider.y + 4, width: 98, height: 30)), "thumb starts where the drag left it")
        #expect(close(start.part("piece")?.frame, LayoutRect(x: image.x + 80, y: image.y, width: 47, height: 155)))
        #expect(start.part("failureTip")?.frame.y == image.maxY, "tucked under the image at first")
    }

    @Test func clickWordMarkersAreNumberedDiscsCentredOnTheTaps() throws {
        let captcha = try CaptchaDialog(kind: .clickWord)
        var state = captcha.initialState
        state.phase = .ready
        state.taps = [LayoutPoint(x: 50, y: 60), LayoutPoint(x: 100, y: 30)]
        let scene = captcha.scene(state)
        let image = try #require(scene.part("image")).frame
        let second = try #require(scene.part("marker[1]"))
        #expect(second.frame == LayoutRect(x: image.x + 90, y: image.y + 20, width: 20, height: 20))
        #expect(second.text?.string == "2" && second.shape == .roundedRect(cornerRadius: 10) && second.fill == "#4CAE4C")
    }

    @Test func coachMarksCutHolesInOneEvenOddDimPath() throws {
        let scene = try coachMarkScene(tip: "点这里")
        let dim = try #require(scene.part("mask"))
        guard case .path(let shapes) = dim.shape else { Issue.record("the dim layer is a path"); return }
        #expect(shapes.first == .rect(in: LayoutRect(x: 0, y: 0, width: 375, height: 812)) && shapes.count == 2)
        #expect(scene.part("ring[0]")?.stroke?.dash == [3, 3])
        #expect(scene.part("tip[0]")?.text?.string == "点这里")
        let svg = try SVGRenderer().render(scene)
        #expect(svg.contains("fill-rule=\"evenodd\""))
    }

    @Test func aHUDCardIsSizedAsSVProgressHUDSizesIt() throws {
        let hud = ProgressHUD.standard
        let state = stateAfter(.showRequested(content: ProgressHUD.Content(kind: .progress)), in: hud)
        let card = try #require(hud.scene(state).part("hud/card")).frame
        // 12 + the 60-point spinner alone + 12, both ways, centred.
        #expect(card == LayoutRect(x: (375 - 84) / 2, y: (667 - 84) / 2, width: 84, height: 84))
        #expect(hud.scene(hud.initialState).parts.isEmpty)
    }

    @Test func scenesAreTotalOnStatesNoFrontSends() throws {
        var entry = try CodeEntry().initialState
        entry.code = "123456789"
        entry.focusedCell = 99
        #expect(try CodeEntry().scene(entry).parts.filter { $0.name.hasPrefix("cell[") }.count == 4)

        var indicatorState = indicator.initialState
        indicatorState.currentPage = 1_000_000
        indicatorState.slidingTo = -3
        // The five dots after the one adjustable element.
        #expect(indicator.scene(indicatorState).parts.count == 1 + 5)

        var welcome = WelcomeScreen.standard.initialState
        welcome.phase = .animating
        welcome.screen = LayoutSize(width: .nan, height: .infinity)
        _ = try SVGRenderer().render(WelcomeScreen.standard.scene(welcome))

        let captcha = try CaptchaDialog(kind: .clickWord)
        var taps = captcha.initialState
        taps.phase = .ready
        taps.taps = Array(repeating: LayoutPoint(x: 1, y: 1), count: 20_000)
        let crowded = captcha.scene(taps)
        #expect(crowded.parts.count <= MachineScene.maximumParts)
        _ = try SVGRenderer().render(crowded)

        var hud = ProgressHUD.standard.initialState
        hud.phase = .visible
        #expect(ProgressHUD.standard.scene(hud).parts.isEmpty, "visible with no content draws nothing")

        var guide = try GuidePager(pageCount: 3, pageSize: LayoutSize(width: 375, height: 812)).initialState
        guide.page = 77
        _ = try GuidePager(pageCount: 3, pageSize: LayoutSize(width: 375, height: 812)).scene(guide)
    }

    @Test func aLineLimitCutsTheLastLineWithAnEllipsis() throws {
        let text = SceneText("一二三四五六七八九十", font: .system(10), color: "#000000", lineLimit: 1)
        let scene = MachineScene(size: LayoutSize(width: 40, height: 20), parts: [ScenePart(name: "label", frame: LayoutRect(x: 0, y: 0, width: 40, height: 20), text: text)])
        let svg = try SVGRenderer().render(scene)
        #expect(svg.contains(">一二三…</tspan>"), "four 10-point ideographs fill 40 points; three and the ellipsis fit")
    }

    @Test func aDifferenceNamesTheFirstDifferingLineAndItsPart() {
        let a = "<svg>\n  <g data-part=\"card\">\n    <rect x=\"1\"/>\n  </g>\n  <g data-part=\"button[1]\">\n    <rect x=\"2\"/>\n  </g>\n</svg>\n"
        let b = a.replacingOccurrences(of: "x=\"2\"", with: "x=\"3\"")
        let difference = SVGDifference(expected: a, actual: b)
        #expect(difference?.line == 6 && difference?.part == "button[1]")
        #expect(difference?.description == "line 6, in part \"button[1]\"")
        #expect(SVGDifference(expected: a, actual: a) == nil)
        #expect(SVGDifference(expected: a, actual: "<svg>\n</svg>\n")?.part == nil)
    }
}

@Suite struct SVGNumberTests {
    @Test func numbersHaveAtMostThreeDecimalsAndNoTrailingZeros() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (-0.0004, "0"), (0.05, "0.05"), (0.0005, "0.001"), (1.5, "1.5"), (-2.25, "-2.25"), (1234.5678, "1234.568"),
            (100, "100"), (0.1 + 0.2, "0.3"), (.nan, "0"), (.infinity, "0"), (1e17, "100000000000000000"),
        ]
        for (value, text) in cases { #expect(SVGNumber.format(value) == text, "\(value)") }
    }
}

/// Every drawable machine, driven by its own random events, draws every
/// state it reaches at random times into its animations, and the drawing
/// renders: no trap, no part past the limit.
@Suite struct SceneSoakTests {
    func soak<M: ChaosTestable & DrawableMachine>(_: M.Type, seed: UInt64, steps: Int = 400) throws {
        var random = SplitMix64(seed: seed)
        let renderer = SVGRenderer()
        for _ in 0..<4 {
            let machine = M.chaosSample(using: &random)
            var runner = Runner(machine)
            for _ in 0..<steps {
                if machine.chaosIsFinished(runner.state) { break }
                let effects = runner.send(machine.chaosEvent(in: runner.state, using: &random))
                let time = random.element(of: [0, 0.05, 0.3, 1, 10, -1, .nan])!
                let scene = machine.scene(runner.state, animations: machine.animations(in: effects), at: time)
                #expect(scene.parts.count <= MachineScene.maximumParts)
                _ = try renderer.render(scene)
            }
        }
    }

    @Test func everyDrawableMachineDrawsWhateverItReaches() throws {
        try soak(AlertDialog.self, seed: 1)
        try soak(CaptchaDialog.self, seed: 2)
        try soak(CodeEntry.self, seed: 3)
        try soak(TextViewFilter.self, seed: 4)
        try soak(PageIndicator.self, seed: 5)
        try soak(GuidePager.self, seed: 6)
        try soak(WelcomeScreen.self, seed: 7)
        try soak(CoachMarks.self, seed: 8)
        try soak(ProgressHUD.self, seed: 9)
        try soak(TitleButton.self, seed: 10)
    }
}

/// What the scenes say to assistive technology.
@Suite struct SceneAccessibilityTests {
    @Test func anAlertIsModalReadsTitleMessageButtonsAndTakesFocus() throws {
        let alert = try AlertDialog(content: AlertContent(title: "提示", message: "确定要退出吗?", buttons: ["取消", "确定"]))
        let state = stateAfter(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: .zero), in: alert)
        let scene = alert.scene(state)
        #expect(scene.isModal && scene.escapes && scene.focus == "window/title")
        let elements = scene.accessibilityElements
        #expect(elements.map(\.name) == ["window/title", "window/message", "window/button[0]", "window/button[1]"])
        #expect(elements[0].accessibility?.traits == [.header] && elements[3].accessibility == SceneAccessibility(label: "确定", traits: [.button], actions: [.activate]))

        let input = try AlertDialog(content: AlertContent(title: "提示", message: "请输入昵称", kind: .input, buttons: ["取消", "确定"]))
        let typing = stateAfter(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: .zero), .edited(input: .replaced(location: 0, length: 0, with: "小明")), in: input)
        let field = input.scene(typing)
        #expect(field.focus == "window/inputField", "the input takes the focus, as the seed makes it first responder")
        #expect(field.part("window/inputField")?.accessibility == SceneAccessibility(label: "请输入昵称", traits: [.textEntry], value: "小明"))
    }

    @Test func theCodeCellsAreOneElementSayingHowManyAreFilled() throws {
        let entry = try CodeEntry()
        let state = stateAfter(.typed(text: "30"), in: entry)
        let scene = entry.scene(state)
        let cells = try #require(scene.part("cells")?.accessibility)
        #expect(cells.value == "已输入 2 位,共 4 位" && cells.traits == [.textEntry])
        #expect(scene.parts.filter { $0.name.hasPrefix("cell[") }.allSatisfy { $0.accessibility == nil })
        #expect(scene.focus == "cells" && scene.isModal)
        #expect(scene.part("close")?.accessibility?.label == "关闭")
    }

    @Test func theGuidesIndicatorIsOneAdjustableElement() throws {
        let pager = try GuidePager(pageCount: 3, pageSize: LayoutSize(width: 375, height: 812))
        let state = stateAfter(.scrollEnded(offset: 375), in: pager)
        let indicator = try #require(pager.scene(state).part("guide/indicator")?.accessibility)
        #expect(indicator.traits == [.adjustable] && indicator.value == "第 2 页,共 3 页" && indicator.actions == [.increment, .decrement])
        #expect(pager.scene(state).part("guide/skip")?.accessibility?.label == "跳过", "read without the spacing of \"跳 过\"")
    }

    @Test func clickWordSaysHowManyWordsWereTapped() throws {
        let captcha = try CaptchaDialog(kind: .clickWord)
        var state = captcha.initialState
        state.phase = .ready
        state.challenge = CaptchaChallenge(token: "t", secretKey: nil, words: ["天", "地", "人"], pieceSize: .zero)
        state.taps = [LayoutPoint(x: 1, y: 1)]
        #expect(captcha.scene(state).part("image")?.accessibility?.value == "已点击 1 个,共 3 个")
        let puzzle = try CaptchaDialog(kind: .blockPuzzle)
        var dragging = puzzle.initialState
        dragging.phase = .dragging
        dragging.thumbOffset = 92
        #expect(puzzle.scene(dragging).part("thumb")?.accessibility?.value == "50%", "92 of the 184 points of travel")
    }

    @Test func coachMarksReadTheTipsThenTheWayOn() throws {
        let scene = try coachMarkScene(tip: "点这里\n发布动态")
        #expect(scene.accessibilityElements.map(\.name) == ["tip[0]", "continue"])
        #expect(scene.part("tip[0]")?.accessibility?.label == "点这里 发布动态")
        #expect(scene.focus == "tip[0]" && scene.isModal && scene.escapes)
        #expect(scene.part("continue")?.fill == nil && scene.part("continue")?.text == nil, "it draws nothing")
    }

    @Test func theTitleButtonIsSelectedWhileItsArrowPointsUp() throws {
        let button = TitleButton(title: "小明", style: try TitleButtonStyle(arrowSize: LayoutSize(width: 13, height: 7)))
        let state = stateAfter(.tapped, in: button)
        #expect(button.scene(state).part("title")?.accessibility?.traits == [.button, .selected])
        #expect(button.scene(state).part("arrow")?.accessibility == nil)
    }

    @Test func theSVGCarriesARIA() throws {
        let scene = MachineScene(
            size: LayoutSize(width: 10, height: 10),
            parts: [
                ScenePart(
                    name: "s", frame: .zero,
                    accessibility: SceneAccessibility(label: "滑块 & 图", traits: [.adjustable, .notEnabled], value: "50%", hint: "左右滑动"))
            ])
        let svg = try SVGRenderer().render(scene)
        #expect(svg.contains("<g aria-description=\"左右滑动\" aria-disabled=\"true\" aria-label=\"滑块 &amp; 图\" aria-valuetext=\"50%\" data-part=\"s\" role=\"slider\">"))
    }

    /// A slider says its number within its range (a browser reports 50 for a
    /// slider without `aria-valuenow`), and an element with no shape of its
    /// own has its frame, which a browser draws the focus ring around (issue
    /// 50) and, for a control, takes a press anywhere in (issue 71: the code
    /// entry's "×" was its 6 × 6 glyph).
    @Test func slidersSayTheirNumberAndUndrawnControlsTheirFrame() throws {
        let range = SceneAccessibility.ValueRange(now: 2, minimum: 1, maximum: 3)
        let scene = MachineScene(
            size: LayoutSize(width: 100, height: 100),
            parts: [
                ScenePart(name: "dots", frame: LayoutRect(x: 10, y: 80, width: 30, height: 8), accessibility: SceneAccessibility(label: "页", traits: [.adjustable], value: "第 2 页,共 3 页", range: range)),
                ScenePart(name: "continue", frame: LayoutRect(x: 0, y: 0, width: 100, height: 100), accessibility: SceneAccessibility(label: "继续", traits: [.button])),
                ScenePart(name: "note", frame: LayoutRect(x: 0, y: 0, width: 5, height: 5), accessibility: SceneAccessibility(label: "说明")),
            ])
        let svg = try SVGRenderer().render(scene)
        #expect(svg.contains(#"aria-label="页" aria-valuemax="3" aria-valuemin="1" aria-valuenow="2" aria-valuetext="第 2 页,共 3 页" data-part="dots" role="slider">"#))
        // A control's frame is where a press lands (pointer-events), its glyphs' ink or not.
        #expect(svg.contains(#"<rect fill="none" height="8" pointer-events="all" width="30" x="10" y="80"/>"#), "the slider draws nothing of its own: its frame is there")
        #expect(svg.contains(#"<rect fill="none" height="100" pointer-events="all" width="100" x="0" y="0"/>"#))
        #expect(svg.contains(#"<rect fill="none" height="5" width="5" x="0" y="0"/>"#), "an element that is no control has its frame, and no target")
        // A text or a picture with no shape of its own has its frame too (the title button's title).
        let titled = try SVGRenderer().render(
            MachineScene(
                size: LayoutSize(width: 100, height: 40),
                parts: [
                    ScenePart(
                        name: "title", frame: LayoutRect(x: 20, y: 10, width: 60, height: 20), text: SceneText("小明", font: FontSpec(size: 17), color: "#555555"),
                        accessibility: SceneAccessibility(label: "小明", traits: [.button]))
                ]))
        #expect(titled.contains(#"<rect fill="none" height="20" pointer-events="all" width="60" x="20" y="10"/>"#))
        // The range holds its value inside its bounds, whatever it is given.
        #expect(SceneAccessibility.ValueRange(now: 9, minimum: 1, maximum: 3).now == 3)
        #expect(SceneAccessibility.ValueRange(now: .nan, minimum: 4, maximum: 1) == SceneAccessibility.ValueRange(now: 4, minimum: 4, maximum: 4))
        // The captcha's thumb and the page indicator say theirs.
        let indicator = try PageIndicator(count: 3, currentDotWidth: 20, otherDotWidth: 8, dotHeight: 4)
        #expect(indicator.accessibility(for: indicator.initialState).range == SceneAccessibility.ValueRange(now: 1, minimum: 1, maximum: 3))
        // Alone, the indicator's scene leads with that one element over its whole canvas, as UIPageControl is one.
        let alone = indicator.scene(indicator.initialState)
        #expect(alone.parts.first?.name == "indicator" && alone.parts.first?.frame == LayoutRect(origin: .zero, size: alone.size))
        #expect(alone.parts.first?.accessibility?.traits == [.adjustable])
        #expect(alone.parts.dropFirst().allSatisfy { $0.accessibility == nil }, "the dots are no elements of their own")
        let captcha = try CaptchaDialog()
        var state = captcha.initialState
        state.phase = .ready
        state.thumbOffset = captcha.geometry.maximumTravel / 4
        #expect(captcha.scene(state).part("thumb")?.accessibility?.range == SceneAccessibility.ValueRange(now: 25, minimum: 0, maximum: 100))
    }
}

@Suite struct MirroringTests {
    @Test func aMirroredSceneFlipsFramesPathsAlignmentAndCornersButNotWhatItKeeps() {
        let scene = MachineScene(
            size: LayoutSize(width: 100, height: 50),
            parts: [
                ScenePart(name: "a", frame: LayoutRect(x: 10, y: 5, width: 20, height: 10), text: SceneText("x", font: .system(10), color: "#000", alignment: .left)),
                ScenePart(name: "card", frame: LayoutRect(x: 0, y: 0, width: 60, height: 50), shape: .roundedCorners(cornerRadius: 4, corners: [.bottomLeft])),
                ScenePart(name: "mask", frame: .zero, shape: .path([.circle(center: LayoutPoint(x: 30, y: 20), radius: 5)])),
                ScenePart(name: "photo", frame: LayoutRect(x: 10, y: 0, width: 20, height: 20)),
                ScenePart(name: "photo/label", frame: LayoutRect(x: 12, y: 0, width: 5, height: 5)),
            ])
        let mirrored = scene.mirrored(keeping: ["photo"])
        #expect(mirrored.part("a")?.frame == LayoutRect(x: 70, y: 5, width: 20, height: 10) && mirrored.part("a")?.text?.alignment == .right)
        #expect(mirrored.part("card")?.shape == .roundedCorners(cornerRadius: 4, corners: [.bottomRight]))
        #expect(mirrored.part("mask")?.shape == .path([.circle(center: LayoutPoint(x: 70, y: 20), radius: 5)]))
        #expect(mirrored.part("photo")?.frame == scene.part("photo")?.frame && mirrored.part("photo/label")?.frame == scene.part("photo/label")?.frame)
        #expect(mirrored.mirrored(keeping: ["photo"]) == scene, "mirroring twice gives the scene back")
    }

    @Test func aRightToLeftAlertPutsItsFirstButtonOnTheRight() throws {
        var metrics = AlertMetrics()
        metrics.layoutDirection = .rightToLeft
        let alert = try AlertDialog(content: AlertContent(title: "تنبيه", buttons: ["إلغاء", "موافق"]), metrics: metrics)
        let state = stateAfter(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: .zero), in: alert)
        let scene = alert.scene(state)
        let first = try #require(scene.part("window/button[0]")).frame
        let second = try #require(scene.part("window/button[1]")).frame
        #expect(first.x > second.x)
        #expect(abs(first.maxX - (375 - state.layout.buttons[0].frame.x - state.layout.container.x)) < 1e-9)
    }
}

/// One coach-mark screen with a circle cutout at (100, 100) and `tip`, shown.
func coachMarkScene(tip: String) throws -> MachineScene {
    let item = CoachMarkItem(shape: .circle(center: LayoutPoint(x: 100, y: 100), radius: 20), tip: CoachMarkItem.Tip(text: tip))
    let marks = try CoachMarks(screens: [CoachMarkScreen(id: "home", items: [item])], environment: CoachMarkEnvironment(screen: LayoutSize(width: 375, height: 812)))
    let state = stateAfter(.startRequested(alreadyShown: []), in: marks)
    return marks.scene(state)
}

/// Animation targets name parts: a track whose target names no part in the
/// scene it animates does nothing, silently (a renamed part would leave its
/// fade behind). Driven by each machine's random events, every track of
/// every animation an effect starts must reach a part of that name, or a
/// group of parts under it, in the scene before or after the event.
@Suite struct AnimationTargetTests {
    func unreached<M: ChaosTestable & DrawableMachine>(_: M.Type, seed: UInt64, steps: Int = 300) -> Set<String> {
        var random = SplitMix64(seed: seed)
        var missing: Set<String> = []
        for _ in 0..<6 {
            let machine = M.chaosSample(using: &random)
            var runner = Runner(machine)
            for _ in 0..<steps {
                if machine.chaosIsFinished(runner.state) { break }
                let before = machine.scene(runner.state, animations: [], at: 0)
                let effects = runner.send(machine.chaosEvent(in: runner.state, using: &random))
                let after = machine.scene(runner.state, animations: [], at: 0)
                for track in machine.animations(in: effects).flatMap(\.tracks) {
                    let reaches = { (scene: MachineScene) in scene.parts.contains { $0.name == track.target || $0.name.hasPrefix(track.target + "/") } }
                    if !reaches(before) && !reaches(after) { missing.insert("\(M.self): \(track.target) (\(track.property.rawValue))") }
                }
            }
        }
        return missing
    }

    @Test func everyTrackReachesAPart() {
        var missing: Set<String> = []
        missing.formUnion(unreached(AlertDialog.self, seed: 11))
        missing.formUnion(unreached(CaptchaDialog.self, seed: 12))
        missing.formUnion(unreached(CodeEntry.self, seed: 13))
        missing.formUnion(unreached(TextViewFilter.self, seed: 14))
        missing.formUnion(unreached(PageIndicator.self, seed: 15))
        missing.formUnion(unreached(GuidePager.self, seed: 16))
        missing.formUnion(unreached(WelcomeScreen.self, seed: 17))
        missing.formUnion(unreached(CoachMarks.self, seed: 18))
        missing.formUnion(unreached(ProgressHUD.self, seed: 19))
        missing.formUnion(unreached(TitleButton.self, seed: 20))
        #expect(missing.isEmpty, "tracks that animate no part: \(missing.sorted())")
    }
}
