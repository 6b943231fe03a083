/// One thing a machine asks of whoever runs it: carry out an effect, or start
/// or stop a timer that will send the machine an event later.
///
/// Timers are how every delay in a component is expressed (close after 1 s,
/// present login 2 s later, the HUD's minimum time), so that a front runs them
/// on a real clock and a replay runs them on a virtual one.
public enum Command<Event, Effect>: Sendable where Event: Sendable, Effect: Sendable {
    /// Something for the front to do now.
    case effect(Effect)
    /// Deliver `event` after `seconds` unless cancelled. Scheduling an `id`
    /// that is pending replaces it. A negative or NaN delay counts as zero; an
    /// infinite one never fires.
    case schedule(Event, after: Double, id: TimerID)
    /// Forget the pending timer with this `id`, if there is one.
    case cancel(id: TimerID)
}

extension Command: Equatable where Event: Equatable, Effect: Equatable {}

extension Command {
    /// The same command for a machine that embeds this one: its events and
    /// effects wrapped into the outer machine's (timers keep their ids).
    public func map<OuterEvent, OuterEffect>(
        event wrapEvent: (Event) -> OuterEvent, effect wrapEffect: (Effect) -> OuterEffect
    ) -> Command<OuterEvent, OuterEffect> {
        switch self {
        case .effect(let effect): .effect(wrapEffect(effect))
        case .schedule(let event, let delay, let id): .schedule(wrapEvent(event), after: delay, id: id)
        case .cancel(let id): .cancel(id: id)
        }
    }

    /// The effect this command carries, if it is one.
    public var effect: Effect? {
        if case .effect(let effect) = self { return effect }
        return nil
    }
}

/// The name of a timer, unique within one machine.
public struct TimerID: StringToken {
    /// The name.
    public var rawValue: String

    /// A timer id named `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
