/// A sequence of coach-mark screens (the seed's home 1, home 2 and profile
/// masks): each is shown once ever, and a tap anywhere ends it and shows the
/// next (the seed's final design).
///
/// Beyond the seed, following Instructions and AwesomeSpotlightView: a
/// skip-all event, and optionally a tap inside a cutout is passed through to
/// the app (then the screen ends too).
/// - JSON: machine
public struct CoachMarks: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "coach-marks"

    /// The screens, in the order they show.
    /// - JSON: count Bounds.count
    public let screens: [CoachMarkScreen]
    /// The screen they are laid out on.
    /// - JSON: flattened
    public let environment: CoachMarkEnvironment
    /// Their look.
    public let style: CoachMarkStyle
    /// Whether a tap inside a cutout reaches the app underneath.
    public let passesTapsThroughCutouts: Bool
    /// Whether arrows and tips without a quadrant or side of their own are
    /// placed to stay on screen (beyond the seed, whose defaults are the
    /// first quadrant and a tip above the arrow).
    public let placesAutomatically: Bool
    /// Measures the tips' text.
    public let measurer: AnyTextMeasuring

    /// A sequence of screens; throws `.duplicateScreen` when two screens
    /// share an id (the shown-once record could not tell them apart), and
    /// `.outOfBounds` for more than `Bounds.count` screens or items on a
    /// screen, a coordinate outside `Bounds.position`, a length outside
    /// `Bounds.length`, an alpha outside 0...1 or a dash pattern longer than
    /// `CoachMarkStyle.maximumDashCount`.
    public init(
        screens: [CoachMarkScreen], environment: CoachMarkEnvironment, style: CoachMarkStyle = CoachMarkStyle(),
        passesTapsThroughCutouts: Bool = false, placesAutomatically: Bool = false, measurer: AnyTextMeasuring = EstimatedTextMeasurer()
    ) throws(CoachMarksError) {
        let error = CoachMarksError.outOfBounds
        try Bounds.check(screens.count, "screens.count", in: Bounds.count, or: error)
        var seen = Set<String>()
        for (index, screen) in screens.enumerated() {
            guard seen.insert(screen.id).inserted else { throw .duplicateScreen(screen.id) }
            try Bounds.check(screen.items.count, "screens[\(index)].items.count", in: Bounds.count, or: error)
            for (position, item) in screen.items.enumerated() {
                try item.checkBounds(named: "screens[\(index)].items[\(position)]", or: error)
            }
        }
        try style.checkBounds(or: error)
        self.screens = screens
        self.environment = environment
        self.style = style
        self.passesTapsThroughCutouts = passesTapsThroughCutouts
        self.placesAutomatically = placesAutomatically
        self.measurer = measurer
    }

    /// Where the sequence is: not started, a screen up, or done for good.
    /// - JSON: coded
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Not started.
        case idle
        /// A screen is up.
        case showing
        /// Every screen has been shown or skipped; events are ignored.
        case finished
    }

    /// The sequence's progress and the shown-once record.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
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
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// Begin, with the screens the persisted record says were shown before.
        /// - JSON: was start
        case startRequested(alreadyShown: [String])
        /// A tap on the mask, anywhere.
        case tapped(at: LayoutPoint)
        /// Skip every remaining screen.
        /// - JSON: was skipAll
        case skipAllRequested
        /// A hardware key: Escape skips every remaining screen; Return,
        /// Space and the right and down arrows go to the next one.
        /// - JSON: was key
        case keyPressed(KeyboardKey)
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Put a screen up, in the app's root window.
        case show(screen: String, layout: CoachMarkLayout)
        /// Store the record: these screens never show again.
        case persist(shown: [String])
        /// Take the current screen down (the seed's `actionCompletionHandle`).
        case dismiss(screen: String)
        /// Deliver this tap to the app underneath.
        case passThrough(at: LayoutPoint)
        /// No screen is left.
        /// - JSON: was finished
        case finish
    }

    public var initialState: State { State() }

    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch (state.phase, event) {
        case (.idle, .startRequested(let alreadyShown)):
            // A set, so that a long record costs its length, not its square.
            var seen = Set(state.shown)
            for id in alreadyShown where seen.insert(id).inserted { state.shown.append(id) }
            showNext(&state, into: &commands)
        case (.showing, .tapped(let point)):
            if passesTapsThroughCutouts, let current = state.current, let screen = screens.first(where: { $0.id == current }),
                point.x.isFinite, point.y.isFinite, layout(for: screen).cutoutContains(point)
            {
                commands.append(.effect(.passThrough(at: point)))
            }
            advance(&state, into: &commands)
        case (.showing, .keyPressed(let key)):
            switch key {
            case .escape: reduce(&state, .skipAllRequested, into: &commands)
            case .enter, .space, .right, .down: advance(&state, into: &commands)
            case .left, .up: break
            }
        case (.idle, .skipAllRequested), (.showing, .skipAllRequested):
            if let current = state.current { commands.append(.effect(.dismiss(screen: current))) }
            state.current = nil
            let seen = Set(state.shown)
            let remaining = screens.map { $0.id }.filter { !seen.contains($0) }
            if !remaining.isEmpty {
                state.shown += remaining
                commands.append(.effect(.persist(shown: state.shown)))
            }
            state.phase = .finished
            commands.append(.effect(.finish))
        case (_, .startRequested), (_, .tapped), (_, .skipAllRequested), (_, .keyPressed):
            // Every other event, in every other phase, does not apply and is
            // ignored. Listed by name, not `default`: a new event must be
            // placed, here or above, and is never ignored unseen.
            break
        }
    }

    /// Takes the current screen down and shows the next.
    private func advance(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        if let current = state.current { commands.append(.effect(.dismiss(screen: current))) }
        state.current = nil
        showNext(&state, into: &commands)
    }

    /// Shows the first screen never shown, recording it at once so that it
    /// never shows again even if the app quits while it is up.
    private func showNext(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        let seen = Set(state.shown)
        guard let next = screens.first(where: { !seen.contains($0.id) }) else {
            state.phase = .finished
            commands.append(.effect(.finish))
            return
        }
        state.phase = .showing
        state.current = next.id
        state.shown.append(next.id)
        commands.append(.effect(.show(screen: next.id, layout: layout(for: next))))
        commands.append(.effect(.persist(shown: state.shown)))
    }

    /// The layout of one screen.
    public func layout(for screen: CoachMarkScreen) -> CoachMarkLayout {
        CoachMarkLayout.make(
            items: screen.items, environment: environment, style: style, measurer: measurer, placesAutomatically: placesAutomatically
        )
    }
}

/// Why a coach-mark configuration was rejected.
public enum CoachMarksError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Two screens share this id.
    case duplicateScreen(String)
    /// A count, length, coordinate or alpha outside its range.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .duplicateScreen(let id): "two coach-mark screens share the id \(MessageText.quoted(id))"
        case .outOfBounds(let error): error.description
        }
    }
}
