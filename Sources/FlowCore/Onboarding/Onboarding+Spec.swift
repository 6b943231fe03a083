extension PageIndicator: SpecMachine {
    public static let specName = "page-indicator"

    private enum CodingKeys: String, CodingKey {
        case count, currentDotWidth, otherDotWidth, dotHeight, spacing, cornerRadius, currentColor, otherColor, slideDuration, mode
    }

    /// Configuration: `count`, `currentDotWidth`, `otherDotWidth`, `dotHeight`;
    /// optionally `spacing` (0), `cornerRadius` (half the height),
    /// `currentColor`, `otherColor`, `slideDuration` (0.1), `mode` (`"slide"`,
    /// `"interactive"` or `{"windowed": {"maxVisible": n}}`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            count: try c.decode(Int.self, forKey: .count), currentDotWidth: try c.decode(Double.self, forKey: .currentDotWidth),
            otherDotWidth: try c.decode(Double.self, forKey: .otherDotWidth), dotHeight: try c.decode(Double.self, forKey: .dotHeight),
            spacing: try c.value(.spacing, default: 0), cornerRadius: try c.decodeIfPresent(Double.self, forKey: .cornerRadius),
            currentColor: try c.value(.currentColor, default: "#187CFF"), otherColor: try c.value(.otherColor, default: "#EBEDF0"),
            slideDuration: try c.value(.slideDuration, default: 0.1), mode: try c.value(.mode, default: .slide))
    }
}

extension PageIndicator: ChaosTestable {
    public static func chaosSample(using random: inout SplitMix64) -> PageIndicator {
        let modes: [Mode] = [.slide, .slide, .interactive, .windowed(maxVisible: random.int(in: 1...7))]
        return (try? PageIndicator(
            count: random.int(in: 0...12), currentDotWidth: random.element(of: [14, 20, 8])!, otherDotWidth: random.element(of: [14, 6])!,
            dotHeight: 4, spacing: random.element(of: [0, 5])!, mode: random.element(of: modes)!)) ?? (try! PageIndicator(count: 1, currentDotWidth: 1, otherDotWidth: 1, dotHeight: 1))
    }

    public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        switch random.int(in: 0...9) {
        case 0...6: return .goTo(page: random.int(in: -2...(count + 1)))
        case 7: return .follow(progress: random.element(of: [random.double(in: -1...Double(count + 1)), .nan, .infinity])!)
        default: return .slideEnded
        }
    }

    public func invariantViolation(_ step: ChaosStep<PageIndicator>) -> String? {
        let state = step.after
        let pages = 0..<max(count, 1)
        guard pages.contains(state.currentPage) else { return "current page \(state.currentPage) out of range" }
        if let target = state.slidingTo, !pages.contains(target) || target == state.currentPage { return "a slide to \(target) makes no sense" }
        if let queued = state.queuedPage, state.slidingTo == nil || queued == state.slidingTo { return "a queued page without a slide to wait for" }
        if count > 0, !(0...Double(count - 1)).contains(state.progress) { return "progress \(state.progress) out of range" }
        for effect in step.effects {
            guard case .slide(let animation, let target) = effect else { continue }
            let final = layout(page: target)
            for (index, frame) in final.enumerated() {
                if let value = animation.value(of: "dot[\(index)]", .frame, at: animation.duration), value != .rect(frame) {
                    return "dot \(index) does not end on the static layout for page \(target)"
                }
            }
        }
        if case .windowed = mode {
            let dots = windowedLayout(for: state)
            if count > 0, !dots.contains(where: { $0.page == state.currentPage }) { return "the current page is outside the window" }
        }
        return nil
    }
}

extension GuidePager: SpecMachine {
    public static let specName = "guide-pager"

    private enum CodingKeys: String, CodingKey {
        case variant, exitStyle, pageCount, pageSize, safeArea, hidesSkipButton, hidesStartButton, slipsIntoHome, fitScale, newFeatureStartButtonSize, indicator
    }

    /// Configuration: `pageCount`, `pageSize`; optionally `variant`
    /// (`"guide"`), `exitStyle` (`"fade"` or `"immediate"`; the variant's by default), `safeArea`, `hidesSkipButton`, `hidesStartButton`,
    /// `slipsIntoHome`, `fitScale` (1), `newFeatureStartButtonSize`
    /// (105 × 36), `indicator` (a page-indicator configuration).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            variant: try c.value(.variant, default: .guide), exitStyle: try c.decodeIfPresent(ExitStyle.self, forKey: .exitStyle),
            pageCount: try c.decode(Int.self, forKey: .pageCount),
            pageSize: try c.decode(Size.self, forKey: .pageSize), safeArea: try c.value(.safeArea, default: .zero),
            hidesSkipButton: try c.value(.hidesSkipButton, default: false), hidesStartButton: try c.value(.hidesStartButton, default: false),
            slipsIntoHome: try c.value(.slipsIntoHome, default: false), fitScale: try c.value(.fitScale, default: 1),
            newFeatureStartButtonSize: try c.value(.newFeatureStartButtonSize, default: Size(width: 105, height: 36)),
            indicator: try c.decodeIfPresent(PageIndicator.self, forKey: .indicator))
    }
}

extension GuidePager: ChaosTestable {
    public static func chaosSample(using random: inout SplitMix64) -> GuidePager {
        (try? GuidePager(
            variant: random.chance(0.5) ? .guide : .newFeature, pageCount: random.int(in: 0...5),
            pageSize: random.element(of: [Size(width: 375, height: 812), Size(width: 0, height: 0), Size(width: 320, height: 568)])!,
            hidesSkipButton: random.chance(0.2), hidesStartButton: random.chance(0.2), slipsIntoHome: random.chance(0.5)))
            ?? (try! GuidePager(pageCount: 1, pageSize: Size(width: 1, height: 1)))
    }

    public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        let offset = random.element(of: [random.double(in: -100...pageSize.width * Double(pageCount + 1) + 100), .nan, -.infinity])!
        switch random.int(in: 0...19) {
        case 0...9: return .scrolled(offset: offset)
        case 10...15: return .scrollEnded(offset: offset)
        case 16: return .skipTapped
        case 17: return .startTapped
        case 18: return .fadeOutEnded
        default: return .indicator(event: .slideEnded)
        }
    }

    public func invariantViolation(_ step: ChaosStep<GuidePager>) -> String? {
        let finishes = step.effects.filter { $0 == .finished }.count
        if finishes > 1 || (finishes == 1) != (step.before.phase == .showing && step.after.phase != .showing) {
            return "the completion must run exactly once, when the pager stops showing"
        }
        if step.before.phase == .removed, !step.effects.isEmpty { return "a removed pager reacted" }
        let lastPage = variant == .newFeature ? pageCount : max(pageCount - 1, 0)
        if !(0...lastPage).contains(step.after.page) { return "page \(step.after.page) out of range" }
        if step.after.isStartButtonVisible, hidesStartButton { return "a hidden start button became visible" }
        return nil
    }

    public func chaosIsFinished(_ state: State) -> Bool { state.phase == .removed }
}

extension WelcomeScreen: SpecMachine {
    public static let specName = "welcome-screen"

    private enum CodingKeys: String, CodingKey {
        case avatarSize, travelInset, greeting, greetingFont, greetingGap, riseDuration, dampingRatio, fadeDuration
    }

    /// Configuration: every key optional, defaults as in `init` (the seed's values).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = WelcomeScreen()
        self.init(
            avatarSize: try c.value(.avatarSize, default: d.avatarSize), travelInset: try c.value(.travelInset, default: d.travelInset),
            greeting: try c.value(.greeting, default: d.greeting), greetingFont: try c.value(.greetingFont, default: d.greetingFont),
            greetingGap: try c.value(.greetingGap, default: d.greetingGap), riseDuration: try c.value(.riseDuration, default: d.riseDuration),
            dampingRatio: try c.value(.dampingRatio, default: d.dampingRatio), fadeDuration: try c.value(.fadeDuration, default: d.fadeDuration))
    }
}

extension WelcomeScreen: ChaosTestable {
    public static func chaosSample(using random: inout SplitMix64) -> WelcomeScreen { WelcomeScreen() }

    public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        random.chance(0.7)
            ? .appeared(screen: random.element(of: [Size(width: 375, height: 812), Size(width: .nan, height: 10), Size(width: 0, height: 0)])!)
            : .animationEnded
    }

    public func invariantViolation(_ step: ChaosStep<WelcomeScreen>) -> String? {
        for case .animate(let timeline) in step.effects {
            for sample in timeline.sample(at: timeline.duration) {
                if case .rect(let rect) = sample.value, ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) {
                    return "a frame that is not a real rectangle"
                }
            }
        }
        if step.effects.contains(.removed), step.before.phase != .animating { return "removed before animating" }
        return nil
    }

    public func chaosIsFinished(_ state: State) -> Bool { state.phase == .removed }
}

extension GIFPlayer: SpecMachine {
    public static let specName = "gif-player"

    private enum CodingKeys: String, CodingKey { case gif, policy }

    /// Configuration: `gif`, the file as Base64, and `policy` (`"seed"` or `"browser"`, default `"browser"`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let bytes = try Base64.decode(try c.decode(String.self, forKey: .gif))
        self.init(info: try GIFInfo(bytes: bytes), policy: try c.value(.policy, default: .browser))
    }
}

extension GIFPlayer: ChaosTestable {
    public static func chaosSample(using random: inout SplitMix64) -> GIFPlayer {
        let count = random.int(in: 1...60)
        let info = GIFInfo.sample(delays: (0..<count).map { _ in Double(random.int(in: 0...150)) / 100 }, plays: random.element(of: [nil, 1, 2, 3])!)
        return GIFPlayer(info: info, policy: random.chance(0.5) ? .seed : .browser)
    }

    public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        random.element(of: [.start, .start, .stop, .nextFrame])!
    }

    public func invariantViolation(_ step: ChaosStep<GIFPlayer>) -> String? {
        if !timing.delays.indices.contains(step.after.frame) { return "frame \(step.after.frame) out of range" }
        if let plays = timing.plays, step.after.completedPlays > plays { return "played more often than the loop count allows" }
        if step.after.isPlaying, timing.isStill { return "a still image is playing" }
        return nil
    }
}

extension GIFInfo {
    /// An info with the given delays (for samples and tests).
    static func sample(delays: [Double], plays: Int?) -> GIFInfo {
        var info = try! GIFInfo(bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 0, 0x3B])
        info.delays = delays
        info.plays = plays
        return info
    }
}
