import FlowCore
import FlowSpecs

/// A turnstile small enough to explore by hand: a coin unlocks it for 5 s
/// (then it locks itself), a push goes through and locks it, and leaving
/// ends the session with `done`. Its faults are switched on one at a time,
/// so each finding the exploration reports is one put there on purpose.
struct Turnstile: Explorable, ChaosTestable {
    static let specName = "turnstile"
    static let relock: TimerID = "relock"

    /// A fault to put in.
    enum Fault: String, Codable, Sendable {
        case none
        /// A push while unlocked jams it, and nothing gets it out.
        case jamsOnPush
        /// Leaving a finished turnstile reports `done` again.
        case doneTwice
        /// The invariant says it is never unlocked.
        case brokenInvariant
        /// The invariant says no third coin is ever taken.
        case noThirdCoin
        /// No timer locks it again: only a push or leaving ends `unlocked`.
        case noRelock
        /// Unlocked, it owes `done`, and a push forgets it.
        case forgetsDone
    }

    var fault = Fault.none

    init(fault: Fault = .none) {
        self.fault = fault
    }

    /// `{}` is the turnstile without a fault, as built-in machines read their defaults.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fault = try container.decodeIfPresent(Fault.self, forKey: .fault) ?? .none
    }

    enum Phase: String, Hashable, Codable, Sendable { case locked, unlocked, jammed, finished }

    struct State: Hashable, Codable, Sendable {
        var phase = Phase.locked
        var coins = 0
    }

    enum Event: Hashable, Codable, Sendable { case coin, push, leave, relocked }
    enum Effect: Hashable, Codable, Sendable { case unlock, rotate, relock, done }

    var initialState: State { State() }

    func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch (state.phase, event) {
        case (.locked, .coin):
            state.phase = .unlocked
            state.coins += 1
            commands.append(.effect(.unlock))
            if fault != .noRelock { commands.append(.schedule(.relocked, after: 5, id: Self.relock)) }
        case (.unlocked, .push):
            state.phase = fault == .jamsOnPush ? .jammed : .locked
            commands.append(.effect(.rotate))
            commands.append(.cancel(id: Self.relock))
        case (.unlocked, .relocked):
            state.phase = .locked
            commands.append(.effect(.relock))
        case (.locked, .leave), (.unlocked, .leave):
            state.phase = .finished
            commands.append(.effect(.done))
            commands.append(.cancel(id: Self.relock))
        case (.finished, .leave) where fault == .doneTwice:
            commands.append(.effect(.done))
        default:
            break
        }
    }

    static func chaosSample(using random: inout SplitMix64) -> Turnstile { Turnstile() }
    /// Mostly coins and pushes; leaving now and then starts a fresh session.
    func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        random.chance(0.02) ? .leave : random.element(of: [.coin, .push, .push])!
    }
    func chaosIsFinished(_ state: State) -> Bool { state.phase == .finished }
    func invariantViolation(_ step: ChaosStep<Turnstile>) -> String? {
        switch fault {
        case .brokenInvariant: step.after.phase == .unlocked ? "it was unlocked" : nil
        case .noThirdCoin: step.after.coins >= 3 ? "a third coin: \(step.after.coins) taken" : nil
        case .none, .jamsOnPush, .doneTwice, .noRelock, .forgetsDone: nil
        }
    }

    func explorationEvents(in state: State) -> [Event] { [.coin, .push, .leave] }
    func exitEvents(in state: State) -> [Event] { [.leave] }
    func isResting(_ state: State) -> Bool { state.phase == .locked || state.phase == .finished }
    func oneShotResult(of effect: Effect) -> String? { effect == .done ? "done" : nil }
    func promisedResult(in state: State) -> String? { fault == .forgetsDone && state.phase == .unlocked ? "done" : nil }
    /// The coins only count up; nothing depends on them.
    func explorationProjection(of state: State) -> State { State(phase: state.phase) }
}
