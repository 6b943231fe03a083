import FlowCore
import FlowWeb

/// An app's own machine, run in the browser by the app's own WebAssembly
/// module: a countdown that ticks once a second and says when it is done.
///
/// Its JSON coding is generated from these declarations
/// (`swift run flow-coding --write Examples/WebCountdown/CountdownWeb` writes
/// `Countdown+JSON.swift` beside it, the web module being the app's coding
/// module here): each name is written once, as the Swift property
/// or case, and the default once, in the initializer. The same coding serves
/// specs, `flow` and the web bridge; with nothing to draw, the page shows
/// the countdown as a card of its state (`WebMachine`'s default).
/// - JSON: machine
public struct Countdown: WebMachine, Sendable {
    /// The machine's name in specs.
    public static let specName = "countdown"

    /// The seconds counted down from.
    /// - JSON: bounds Countdown.secondsAllowed
    public let seconds: Int

    /// How long a countdown may be: a second to an hour.
    public static let secondsAllowed = 1...3600

    /// A countdown of `seconds`; throws for one outside `secondsAllowed`.
    public init(seconds: Int = 3) throws(CountdownError) {
        guard Self.secondsAllowed.contains(seconds) else { throw .secondsOutOfRange(seconds) }
        self.seconds = seconds
    }

    /// How many seconds remain.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// The seconds still to count.
        public var remaining = 0

        /// Nothing counted yet.
        public init() {}
    }

    /// What the page sends, and the countdown's own timer.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// Start counting.
        case started
        /// A second went by (the countdown's own timer).
        case secondPassed
    }

    /// What the page does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Show the seconds remaining.
        case show(remaining: Int)
        /// The countdown is done.
        case finish
    }

    static let tick: TimerID = "tick"

    public var initialState: State { State() }

    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .started:
            state.remaining = seconds
            commands.append(.effect(.show(remaining: seconds)))
            commands.append(.schedule(.secondPassed, after: 1, id: Self.tick))
        case .secondPassed:
            guard state.remaining > 0 else { return }
            state.remaining -= 1
            commands.append(.effect(.show(remaining: state.remaining)))
            if state.remaining == 0 {
                commands.append(.effect(.finish))
            } else {
                commands.append(.schedule(.secondPassed, after: 1, id: Self.tick))
            }
        }
    }
}

/// Why a countdown was not made.
public enum CountdownError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The seconds are outside `Countdown.secondsAllowed`.
    case secondsOutOfRange(Int)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .secondsOutOfRange(let seconds): "seconds must be from 1 to 3600, got \(seconds)"
        }
    }
}
