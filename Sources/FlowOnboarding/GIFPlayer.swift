/// Plays a GIF's frames on timers (the seed's MLGuideGifImageView), under
/// either timing policy, honouring the loop count.
/// - JSON: custom
public struct GIFPlayer: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "gif-player"

    /// Each frame's delay and how many plays.
    public let timing: GIFTiming

    /// A player for `info` under `policy` (the seed's by default).
    public init(info: GIFInfo, policy: GIFPlaybackPolicy = .seed) {
        timing = GIFTiming(info, policy: policy)
    }

    /// A player for frames whose delays are already worked out.
    public init(timing: GIFTiming) {
        self.timing = timing
    }

    /// The frame on screen and the plays completed.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// The frame on screen.
        public var frame = 0
        /// Plays finished so far.
        public var completedPlays = 0
        /// Whether frames are advancing.
        public var isPlaying = false
        /// A player at the first frame.
        public init() {}
    }

    /// Start and stop from the front; frames from the player's own timer.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// Start from the first frame.
        /// - JSON: was start
        case startRequested
        /// Stop where it is.
        /// - JSON: was stop
        case stopRequested
        /// Time for the next frame (the player's own timer).
        /// - JSON: was nextFrame
        case frameDue
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Show frame `index`.
        case show(frame: Int)
        /// Every play is over; the last frame stays.
        /// - JSON: was finished
        case finish
    }

    /// The state before any event.
    public var initialState: State { State() }

    /// The timer that shows the next frame.
    public static let frameTimer: TimerID = "frame"

    /// Applies one event: the state changes and the commands asked for.
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .startRequested:
            guard !state.isPlaying else { return }
            state = State()
            guard !timing.delays.isEmpty else { return }
            state.isPlaying = !timing.isStill
            commands.append(.effect(.show(frame: 0)))
            scheduleNext(state, into: &commands)
        case .stopRequested:
            guard state.isPlaying else { return }
            state.isPlaying = false
            commands.append(.cancel(id: Self.frameTimer))
        case .frameDue:
            guard state.isPlaying else { return }
            // A restored frame outside the frames counts as the last one.
            var next = (0..<timing.delays.count - 1).contains(state.frame) ? state.frame + 1 : timing.delays.count
            if next == timing.delays.count {
                state.completedPlays.increment()
                if let plays = timing.plays, state.completedPlays >= plays {
                    state.isPlaying = false
                    commands.append(.effect(.finish))
                    return
                }
                next = 0
            }
            state.frame = next
            commands.append(.effect(.show(frame: next)))
            scheduleNext(state, into: &commands)
        }
    }

    private func scheduleNext(_ state: State, into commands: inout MachineCommands<Event, Effect>) {
        guard state.isPlaying, timing.delays.indices.contains(state.frame) else { return }
        commands.append(.schedule(.frameDue, after: timing.delays[state.frame], id: Self.frameTimer))
    }

    /// Accepts a state whose frame is one of the frames, whose plays are not
    /// negative nor past the loop count, and that is not playing a still image.
    public func validate(restored state: State) throws(RestoredStateError) {
        guard timing.delays.indices.contains(state.frame) else {
            throw RestoredStateError("frame \(state.frame) is not one of the \(timing.delays.count) frames")
        }
        if state.completedPlays < 0 || state.completedPlays > (timing.plays ?? .max) {
            throw RestoredStateError("completedPlays \(state.completedPlays) is outside 0...\(timing.plays.map(String.init) ?? "any")")
        }
        if state.isPlaying && timing.isStill { throw RestoredStateError("a still image cannot be playing") }
    }
}
