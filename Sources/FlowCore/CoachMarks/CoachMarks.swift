/// A sequence of coach-mark screens (the seed's home 1, home 2 and profile
/// masks): each is shown once ever, and a tap anywhere ends it and shows the
/// next (the seed's final design).
///
/// Beyond the seed, following Instructions and AwesomeSpotlightView: a
/// skip-all event, and optionally a tap inside a cutout is passed through to
/// the app (then the screen ends too).
public struct CoachMarks: Machine, Sendable {
    /// The screens, in the order they show.
    public var screens: [CoachMarkScreen]
    /// The screen they are laid out on.
    public var environment: CoachMarkEnvironment
    /// Their look.
    public var style: CoachMarkStyle
    /// Whether a tap inside a cutout reaches the app underneath.
    public var passesTapsThroughCutouts: Bool
    /// Measures the tips' text.
    public var measurer: any TextMeasuring

    /// A sequence of screens; throws when two screens share an id (the
    /// shown-once record could not tell them apart).
    public init(
        screens: [CoachMarkScreen], environment: CoachMarkEnvironment, style: CoachMarkStyle = CoachMarkStyle(),
        passesTapsThroughCutouts: Bool = false, measurer: any TextMeasuring = EstimatedTextMeasurer()
    ) throws(CoachMarksError) {
        var seen = Set<String>()
        for screen in screens where !seen.insert(screen.id).inserted { throw .duplicateScreen(screen.id) }
        self.screens = screens
        self.environment = environment
        self.style = style
        self.passesTapsThroughCutouts = passesTapsThroughCutouts
        self.measurer = measurer
    }

    /// Where the sequence is: not started, a screen up, or done for good.
    public enum Phase: String, Equatable, Codable, Sendable { case idle, showing, finished }

    /// The sequence's progress and the shown-once record.
    public struct State: Equatable, Codable, Sendable {
        /// Where the sequence is.
        public var phase: Phase = .idle
        /// The screens ever shown (the persisted record), in the order shown.
        public var shown: [String] = []
        /// The screen on display.
        public var current: String?
        /// A sequence not started.
        public init() {}
    }

    /// What the front reports.
    public enum Event: Equatable, Codable, Sendable {
        /// Begin, with the screens the persisted record says were shown before.
        case start(alreadyShown: [String])
        /// A tap on the mask, anywhere.
        case tapped(at: Point)
        /// Skip every remaining screen.
        case skipAll
    }

    /// What the front does.
    public enum Effect: Equatable, Codable, Sendable {
        /// Put a screen up, in the app's root window.
        case show(screen: String, layout: CoachMarkLayout)
        /// Store the record: these screens never show again.
        case persist(shown: [String])
        /// Take the current screen down (the seed's `actionCompletionHandle`).
        case dismiss(screen: String)
        /// Deliver this tap to the app underneath.
        case passThrough(at: Point)
        /// No screen is left.
        case finished
    }

    public var initialState: State { State() }

    public func reduce(_ state: inout State, _ event: Event) -> [Command<Event, Effect>] {
        switch (state.phase, event) {
        case (.idle, .start(let alreadyShown)):
            for id in alreadyShown where !state.shown.contains(id) { state.shown.append(id) }
            return showNext(&state)
        case (.showing, .tapped(let point)):
            var effects: [Effect] = []
            if passesTapsThroughCutouts, let current = state.current, let screen = screens.first(where: { $0.id == current }),
                point.x.isFinite, point.y.isFinite, layout(for: screen).cutoutContains(point)
            {
                effects.append(.passThrough(at: point))
            }
            if let current = state.current { effects.append(.dismiss(screen: current)) }
            state.current = nil
            return effects.map(Command.effect) + showNext(&state)
        case (.idle, .skipAll), (.showing, .skipAll):
            var effects: [Effect] = []
            if let current = state.current { effects.append(.dismiss(screen: current)) }
            state.current = nil
            let remaining = screens.map(\.id).filter { !state.shown.contains($0) }
            if !remaining.isEmpty {
                state.shown += remaining
                effects.append(.persist(shown: state.shown))
            }
            state.phase = .finished
            effects.append(.finished)
            return effects.map(Command.effect)
        default:
            return []
        }
    }

    /// Shows the first screen never shown, recording it at once so that it
    /// never shows again even if the app quits while it is up.
    private func showNext(_ state: inout State) -> [Command<Event, Effect>] {
        guard let next = screens.first(where: { !state.shown.contains($0.id) }) else {
            state.phase = .finished
            return [.effect(.finished)]
        }
        state.phase = .showing
        state.current = next.id
        state.shown.append(next.id)
        return [.effect(.show(screen: next.id, layout: layout(for: next))), .effect(.persist(shown: state.shown))]
    }

    /// The layout of one screen.
    public func layout(for screen: CoachMarkScreen) -> CoachMarkLayout {
        CoachMarkLayout.make(items: screen.items, environment: environment, style: style, measurer: measurer)
    }
}

/// Why a coach-mark configuration was rejected.
public enum CoachMarksError: Error, Equatable, Sendable, CustomStringConvertible {
    case duplicateScreen(String)

    public var description: String {
        switch self {
        case .duplicateScreen(let id): "two coach-mark screens share the id \"\(id)\""
        }
    }
}

extension CoachMarks: SpecMachine {
    public static let specName = "coach-marks"

    private enum CodingKeys: String, CodingKey { case screens, screen, safeArea, layoutDirection, passesTapsThroughCutouts }

    /// Configuration: `screens` (each `{"id", "items"}`), `screen` (size),
    /// optionally `safeArea`, `layoutDirection` (`"leftToRight"`), `passesTapsThroughCutouts` (false).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            screens: try c.decode([CoachMarkScreen].self, forKey: .screens),
            environment: CoachMarkEnvironment(
                screen: try c.decode(Size.self, forKey: .screen), safeArea: try c.value(.safeArea, default: .zero),
                layoutDirection: try c.value(.layoutDirection, default: .leftToRight)),
            passesTapsThroughCutouts: try c.value(.passesTapsThroughCutouts, default: false))
    }
}

extension CoachMarks: ChaosTestable {
    public static func chaosSample(using random: inout SplitMix64) -> CoachMarks {
        func item() -> CoachMarkItem {
            let center = random.chance(0.05) ? Point(x: .nan, y: 10) : Point(x: random.double(in: -20...400), y: random.double(in: -20...830))
            let shape: CoachMarkItem.Shape = random.chance(0.5)
                ? .circle(center: center, radius: random.element(of: [0, 20, -5, .nan])!)
                : .oval(center: center, size: Size(width: random.element(of: [random.double(in: 0...200), .nan, -3])!, height: random.double(in: 0...80)))
            let arrow = random.chance(0.8)
                ? CoachMarkItem.Arrow(
                    offset: Point(x: random.element(of: [random.double(in: -40...40), .infinity])!, y: random.double(in: -40...40)),
                    quadrant: random.chance(0.5) ? random.element(of: CoachMarkItem.Quadrant.allCases)! : nil,
                    size: random.element(of: [Size(width: 60, height: 40), Size(width: 60, height: 40), .zero, Size(width: .nan, height: 4)])!)
                : nil
            let tip = random.chance(0.8) ? CoachMarkItem.Tip(text: random.element(of: ["", "点这里看订单", String(repeating: "很长的提示 ", count: 40)])!) : nil
            return CoachMarkItem(shape: shape, arrow: arrow, tip: tip)
        }
        let screens = (0..<random.int(in: 0...4)).map { index in
            CoachMarkScreen(id: "s\(index)", items: (0..<random.int(in: 0...4)).map { _ in item() })
        }
        return try! CoachMarks(
            screens: screens,
            environment: CoachMarkEnvironment(screen: Size(width: 375, height: 812), layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight),
            passesTapsThroughCutouts: random.chance(0.5))
    }

    public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        switch random.int(in: 0...9) {
        case 0, 1: return .start(alreadyShown: random.chance(0.5) ? [] : ["s0", "s2", "unknown"])
        case 2: return .skipAll
        default: return .tapped(at: Point(x: random.double(in: 0...375), y: random.element(of: [random.double(in: 0...812), .nan])!))
        }
    }

    public func invariantViolation(_ step: ChaosStep<CoachMarks>) -> String? {
        let shows = step.effects.compactMap { effect -> String? in
            if case .show(let id, _) = effect { return id }
            return nil
        }
        for id in shows where step.before.shown.contains(id) { return "screen \(id) shown twice" }
        if Set(step.after.shown).count != step.after.shown.count { return "the record repeats a screen" }
        if step.before.phase == .finished, !step.effects.isEmpty { return "a finished sequence reacted" }
        for case .show(_, let layout) in step.effects {
            let rects = layout.arrows.map(\.frame) + layout.tips.map(\.frame)
            if rects.contains(where: { ![$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) || $0.width < 0 || $0.height < 0 }) {
                return "a frame that is not a real rectangle"
            }
        }
        return nil
    }

    public func chaosIsFinished(_ state: State) -> Bool { state.phase == .finished }
}
