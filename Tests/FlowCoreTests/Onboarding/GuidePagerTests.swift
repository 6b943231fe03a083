import Testing

import FlowCore
import FlowTesting
@testable import FlowOnboarding

@Suite struct GuidePagerTests {
    let screen = LayoutSize(width: 375, height: 812)

    /// A runner that checks every effect and timer, and the state members a test sets.
    func runner(_ pager: GuidePager, exhaustivity: Exhaustivity = .partialState) -> TestRunner<GuidePager> {
        let test = TestRunner(pager)
        test.exhaustivity = exhaustivity
        return test
    }

    /// The slide the indicator makes from `from` to `to`, as the guide forwards it.
    func slide(_ pager: GuidePager, from: Int, to: Int) -> GuidePager.Effect {
        .indicator(effect: .slide(animation: pager.indicator.slideAnimation(from: from, to: to), topmostDot: to))
    }

    @Test func theGuideSettlesOnIntOfOffsetOverWidthAndFadesInTheStartButton() throws {
        let pager = try GuidePager(pageCount: 3, pageSize: screen)
        #expect(pager.page(at: 374) == 0 && pager.page(at: 375) == 1 && pager.page(at: 749.9) == 1)
        let test = runner(pager)
        test.send(.scrollEnded(offset: 375), effects: [slide(pager, from: 0, to: 1)]) { $0.page = 1 }
        test.advance(by: pager.indicator.slideDuration)
        test.receive(.indicator(event: .slideEnded))
        // The last page fades the start button in, once.
        test.send(.scrollEnded(offset: 750), effects: [slide(pager, from: 1, to: 2), .showStartButton(animation: GuidePager.startButtonFadeIn)]) {
            $0.page = 2
            $0.isStartButtonVisible = true
        }
        test.advance(by: pager.indicator.slideDuration)
        test.receive(.indicator(event: .slideEnded))
        test.send(.scrollEnded(offset: 750)) { $0.page = 2 }
        #expect(GuidePager.startButtonFadeIn.duration == 1)
    }

    @Test(arguments: [
        // offset, the page drawn as `page` and its x, the neighbour and its x (nil: none)
        (0.0, 0, 0.0, nil as Int?, nil as Double?), (100, 0, -100, 1, 275), (200, 1, 175, 0, -200), (375, 1, 0, nil, nil),
        (-50, 0, 50, nil, nil), (800, 2, -50, nil, nil), (-1000, 0, 375, nil, nil), (.infinity, 0, 0, nil, nil),
    ])
    func thePagesFollowTheFingerWhileItDrags(offset: Double, page: Int, x: Double, neighbour: Int?, neighbourX: Double?) throws {
        let pager = try GuidePager(pageCount: 3, pageSize: screen)
        let scene = pager.scene(stateAfter(.scrolled(offset: offset), in: pager))
        let shown = try #require(scene.part("guide/page"))
        #expect(shown.frame == LayoutRect(x: x, y: 0, width: 375, height: 812))
        #expect(shown.image == "guide.page[\(page)]" && shown.accessibility?.label == "引导页 \(page + 1)")
        #expect(scene.part("guide/neighbour")?.frame.x == neighbourX)
        #expect(scene.part("guide/neighbour")?.image == neighbour.map { "guide.page[\($0)]" })
        // Right to left, the same pages run the other way, their pictures unmirrored.
        var style = GuideStyle()
        style.layoutDirection = .rightToLeft
        let mirrored = try GuidePager(pageCount: 3, pageSize: screen, style: style)
        let rtl = mirrored.scene(stateAfter(.scrolled(offset: offset), in: mirrored))
        #expect(rtl.part("guide/page")?.frame.x == -x || (x == 0 && rtl.part("guide/page")?.frame.x == 0))
        #expect(rtl.part("guide/neighbour")?.frame.x == neighbourX.map { -$0 })
    }

    @Test func slippingPastTheLastPageFinishesExactlyOnce() throws {
        let pager = try GuidePager(pageCount: 3, pageSize: screen, slipsIntoHome: true)
        #expect(pager.layout.contentSize.width == 3 * 375 + 50)
        let test = runner(pager)
        test.send(.scrolled(offset: 780))  // 30 pt past is not more than 30
        // The seed called the completion on every callback past 30 pt.
        test.send(.scrolled(offset: 781), effects: [.finish, .fadeOut(animation: GuidePager.guideFadeOut)]) { $0.phase = .finishing }
        for event: GuidePager.Event in [.scrolled(offset: 790), .scrolled(offset: 800), .startTapped, .skipTapped] { test.send(event) }
        test.advance(by: 1)
        test.receive(.fadeOutEnded, effects: [.remove]) { $0.phase = .removed }
    }

    @Test func finishingFadesOutThenRemoves() throws {
        let test = TestRunner(try GuidePager(pageCount: 2, pageSize: screen))
        test.send(.skipTapped, effects: [.finish, .fadeOut(animation: GuidePager.guideFadeOut)]) { $0.phase = .finishing }
        #expect(GuidePager.guideFadeOut.tracks[0].keyframes.last?.curve == .easeOut)
        test.advance(by: 0.99)
        test.advance(to: 1)
        test.receive(.fadeOutEnded, effects: [.remove]) { $0.phase = .removed }
    }

    @Test func aSinglePageShowsTheStartButtonAtOnce() throws {
        let pager = try GuidePager(pageCount: 1, pageSize: screen)
        #expect(pager.initialState.isStartButtonVisible)
        let test = runner(pager, exhaustivity: .off)  // the fade is the test above's
        test.send(.startTapped, effects: [.finish]) { $0.phase = .finishing }
        // An invisible start button cannot be tapped.
        TestRunner(try GuidePager(pageCount: 3, pageSize: screen)).send(.startTapped)
    }

    @Test func theNewFeatureVariantFollowsTheScrollByHalvesAndLeavesOnTheBlankPage() throws {
        let pager = try GuidePager(variant: .newFeature, pageCount: 4, pageSize: screen)
        #expect(pager.page(at: 187, rounding: true) == 0 && pager.page(at: 188, rounding: true) == 1)
        let test = runner(pager)
        // UIPageControl changes at once.
        test.send(.scrolled(offset: 200)) {
            $0.indicator.currentPage = 1
            $0.isStartButtonVisible = false
        }
        // Shown only on the last real page.
        test.send(.scrollEnded(offset: 375 * 3)) { $0.isStartButtonVisible = true }
        test.send(.scrolled(offset: 375 * 3.6)) {
            $0.isIndicatorHidden = true
            $0.isStartButtonVisible = false
        }
        test.send(.scrollEnded(offset: 375 * 4), effects: [.finish, .remove]) { $0.phase = .removed }
        test.exhaustivity = .on
        test.send(.scrolled(offset: 0))
    }

    @Test func degenerateInputsHaveDefinedResults() throws {
        let empty = try GuidePager(pageCount: 0, pageSize: screen, slipsIntoHome: true)
        #expect(stateAfter(.scrolled(offset: 500), .scrollEnded(offset: 500), in: empty).page == 0)
        runner(empty, exhaustivity: .off).send(.skipTapped, effects: [.finish])
        let flat = try GuidePager(pageCount: 3, pageSize: .zero)
        #expect(stateAfter(.scrollEnded(offset: 800), in: flat).page == 0)
        let pager = try GuidePager(pageCount: 3, pageSize: screen)
        #expect(stateAfter(.scrollEnded(offset: .nan), in: pager).page == 0)
        #expect(stateAfter(.scrollEnded(offset: -400), in: pager).page == 0)
        #expect(stateAfter(.scrollEnded(offset: 99_999), in: pager).page == 2)
        let blank = try GuidePager(variant: .newFeature, pageCount: 0, pageSize: screen)
        runner(blank).send(.scrollEnded(offset: 0), effects: [.finish, .remove])
        #expect(throws: GuidePagerError.outOfBounds(OutOfBounds(name: "pageCount", value: -2, range: 0...1_000))) {
            try GuidePager(pageCount: -2, pageSize: screen)
        }
        // A count that would ask for gigabytes of page frames is refused, not allocated.
        #expect(throws: GuidePagerError.outOfBounds(OutOfBounds(name: "pageCount", value: 1e9, range: 0...1_000))) {
            try GuidePager(pageCount: 1_000_000_000, pageSize: screen)
        }
        #expect(throws: GuidePagerError.outOfBounds(OutOfBounds(name: "fitScale", value: 0, range: GuidePager.fitScales))) {
            try GuidePager(pageCount: 1, pageSize: screen, fitScale: 0)
        }
        #expect(throws: GuidePagerError.outOfBounds(OutOfBounds(name: "pageSize.width", value: -1, range: Bounds.length))) {
            try GuidePager(pageCount: 1, pageSize: LayoutSize(width: -1, height: 10))
        }
    }

    @Test func theLayoutIsTheSeedsScaledByTheFitFactor() throws {
        let pager = try GuidePager(pageCount: 3, pageSize: screen, safeArea: Insets(bottom: 34), fitScale: 1.1)
        let layout = pager.layout
        let skipButton = try #require(layout.skipButton)
        let skip = skipButton.frame
        #expect(abs(skip.x - (375 - 77)) < 1e-9 && skip.y == 44 && abs(skip.width - 55) < 1e-9 && abs(skip.height - 26.4) < 1e-9)
        // Start: 197 × 40 scaled, bottom at 812 − 34 − 4.4 − 88.
        let startButton = try #require(layout.startButton)
        let start = startButton.frame
        #expect(abs(start.width - 216.7) < 1e-9 && abs(start.height - 44) < 1e-9)
        #expect(abs(start.maxY - (812 - 34 - 4.4 - 88)) < 1e-9)
        #expect(abs(start.midX - 187.5) < 1e-9)
        // Indicator: 3 dots of 15.4, its bottom 59.4 above the safe area's bottom.
        #expect(abs(layout.indicator.width - 46.2) < 1e-9 && abs(layout.indicator.maxY - (812 - 34 - 59.4)) < 1e-9)
        #expect(layout.pages.map(\.x) == [0, 375, 750])
        let newFeature = try GuidePager(variant: .newFeature, pageCount: 4, pageSize: screen).layout
        #expect(newFeature.contentSize.width == 375 * 5)
        #expect(newFeature.startButton?.frame.maxY == 812 * 0.7)
        #expect(newFeature.indicator.y == 812 * 0.7 + 16)
    }

    @Test func theButtonsLookAsTheSeedDrawsThem() throws {
        let layout = try GuidePager(pageCount: 3, pageSize: screen, fitScale: 1.1).layout
        let skip = try #require(layout.skipButton)
        // "跳 过", 12 pt fit, white on black at 40% (0.4 × 255 = 102 = 0x66), corners of 5 (not scaled).
        #expect(skip.title == "跳 过" && abs(skip.font.size - 13.2) < 1e-9 && skip.titleColor == "#FFFFFF")
        #expect(skip.background == "#00000066" && skip.cornerRadius == 5)
        let start = try #require(layout.startButton)
        #expect(start.title == "立即体验" && abs(start.font.size - 18.7) < 1e-9 && start.background == "#187CFF")
        #expect(abs(start.cornerRadius - 22) < 1e-9, "corners of 20 fit")
        #expect(layout.indicatorBar == "#EBEDF0" && layout.pageImages.isEmpty)

        let newFeature = try GuidePager(variant: .newFeature, pageCount: 4, pageSize: screen)
        let nf = newFeature.layout
        #expect(nf.startButton?.title == "开始体验" && nf.startButton?.backgroundImage == "new_feature_finish_button")
        #expect(nf.startButton?.background == nil && nf.indicatorBar == nil)
        #expect(nf.pageImages == ["new_feature_1", "new_feature_2", "new_feature_3", "new_feature_4"])
        // UIPageControl: 7-point dots 9 apart, orange and black, no slide.
        #expect(newFeature.indicator.currentColor == "#FF8000" && newFeature.indicator.otherColor == "#000000")
        #expect(newFeature.indicator.totalWidth == 4 * 7 + 3 * 9 && newFeature.indicator.mode == .instant)
    }
}

@Suite struct WelcomeScreenTests {
    @Test func theAvatarRisesWithASpringThenTheGreetingFadesIn() {
        let welcome = WelcomeScreen.standard
        let timeline = welcome.animation(on: LayoutSize(width: 375, height: 812))
        #expect(timeline.duration == 3)
        #expect(timeline.value(of: "avatar", .frame, at: 0) == .rect(LayoutRect(x: 142.5, y: 522, width: 90, height: 90)))
        #expect(timeline.value(of: "avatar", .frame, at: 2) == .rect(LayoutRect(x: 142.5, y: 110, width: 90, height: 90)))
        #expect(timeline.tracks[0].keyframes[1].curve == .spring(dampingRatio: 0.7, initialVelocity: 0))
        // "欢迎归来": four wide characters at 18 pt, 16 below the avatar.
        #expect(timeline.value(of: "greeting", .frame, at: 2) == .rect(LayoutRect(x: 151.5, y: 216, width: 72, height: 18 * 1.2)))
        #expect(timeline.value(of: "greeting", .alpha, at: 2) == .scalar(0))
        #expect(timeline.value(of: "greeting", .alpha, at: 3) == .scalar(1))
        if case .rect(let mid)? = timeline.value(of: "avatar", .frame, at: 1.2) {
            #expect(mid.y < 110, "a damping of 0.7 overshoots")
        }
    }
}

@Suite struct OnboardingScreenTests {
    @Test func theGatesDecisionPicksTheScreen() throws {
        let record = LaunchRecord(versionHistory: ["1.0"], buildHistory: ["1"], lastVersion: "1.0", lastBuild: "1")
        let gate = stateAfter(.launched(version: "2.0", build: "2", isLoggedIn: true, stored: record), in: LaunchGate())
        let size = LayoutSize(width: 375, height: 812)
        guard case .newFeature(let pager) = try OnboardingScreen(for: try #require(gate.decision).screen, guidePages: 3, pageSize: size) else {
            Issue.record("an update shows the new-feature pages")
            return
        }
        #expect(pager.pageCount == 4 && pager.layout.contentSize.width == 375 * 5, "four pages and the blank one")
        guard case .guide(let guide) = try OnboardingScreen(for: .guidePages, guidePages: 3, pageSize: size) else {
            Issue.record("first install shows the guide")
            return
        }
        #expect(guide.slipsIntoHome)
        guard case .welcome = try OnboardingScreen(for: .welcome, guidePages: 3, pageSize: size) else {
            Issue.record("a same-version launch welcomes")
            return
        }
        guard case .none = try OnboardingScreen(for: .main, guidePages: 3, pageSize: size) else {
            Issue.record("main shows nothing")
            return
        }
    }
}

@Suite struct GuidePagerExitStyleTests {
    @Test func theExitStyleIsTheVariantsUnlessGiven() throws {
        let size = LayoutSize(width: 375, height: 812)
        #expect(try GuidePager(pageCount: 2, pageSize: size).exitStyle == .fade)
        #expect(try GuidePager(variant: .newFeature, pageCount: 2, pageSize: size).exitStyle == .immediate)
        let immediate = TestRunner(try GuidePager(exitStyle: .immediate, pageCount: 2, pageSize: size))
        immediate.send(.skipTapped, effects: [.finish, .remove]) { $0.phase = .removed }
        let fading = TestRunner(try GuidePager(variant: .newFeature, exitStyle: .fade, pageCount: 1, pageSize: size))
        fading.exhaustivity = .off  // the fade's end is GuidePagerTests'
        fading.send(.startTapped, effects: [.finish, .fadeOut(animation: GuidePager.guideFadeOut)]) { $0.phase = .finishing }
    }
}
