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
    /// infinite one never fires (and cancels a pending timer with that id).
    case schedule(Event, after: Double, id: TimerID)
    /// Forget the pending timer with this `id`, if there is one.
    case cancel(id: TimerID)
}

extension Command: Equatable where Event: Equatable, Effect: Equatable {}

/// A timer command alone: what `MachineCommands.timers` holds, so that no effect
/// can be put where a runner only looks for timers (and be lost).
public enum TimerCommand<Event>: Sendable where Event: Sendable {
    /// Deliver `event` after `seconds` unless cancelled (see `Command.schedule`).
    case schedule(Event, after: Double, id: TimerID)
    /// Forget the pending timer with this `id`, if there is one.
    case cancel(id: TimerID)

    /// The same command as a `Command`, for lists that mix effects and timers.
    @inlinable
    public func command<Effect: Sendable>(of effect: Effect.Type = Effect.self) -> Command<Event, Effect> {
        switch self {
        case .schedule(let event, let delay, let id): .schedule(event, after: delay, id: id)
        case .cancel(let id): .cancel(id: id)
        }
    }

    /// The same command for a parent machine that embeds this one: its event
    /// wrapped into the parent's, its id put in `scope`.
    @inlinable
    public func embedded<ParentEvent>(in scope: String, event wrapEvent: (Event) -> ParentEvent) -> TimerCommand<ParentEvent> {
        switch self {
        case .schedule(let event, let delay, let id): .schedule(wrapEvent(event), after: delay, id: id.scoped(in: scope))
        case .cancel(let id): .cancel(id: id.scoped(in: scope))
        }
    }
}

extension TimerCommand: Equatable where Event: Equatable {}

extension Command {
    /// The same command for a parent machine that embeds this one: its events
    /// and effects wrapped into the parent's, its timer ids put in `scope`.
    @inlinable
    public func embedded<ParentEvent, ParentEffect>(
        in scope: String, event wrapEvent: (Event) -> ParentEvent, effect wrapEffect: (Effect) -> ParentEffect
    ) -> Command<ParentEvent, ParentEffect> {
        switch self {
        case .effect(let effect): .effect(wrapEffect(effect))
        case .schedule(let event, let delay, let id): .schedule(wrapEvent(event), after: delay, id: id.scoped(in: scope))
        case .cancel(let id): .cancel(id: id.scoped(in: scope))
        }
    }

    /// The effect this command carries, if it is one.
    @inlinable public var effect: Effect? {
        if case .effect(let effect) = self { return effect }
        return nil
    }
}

/// The name of a timer, unique within one machine. A child machine's timers
/// are put in a scope, `"scope/name"`, so `/` is best kept out of names.
///
/// The text's hash is worked out once, when the id is made (ids are
/// constants), so the timer queue finds and compares ids without reading
/// their text.
public struct TimerID: StringToken {
    /// The name.
    public let rawValue: String
    /// FNV-1a of the UTF-8 text.
    @usableFromInline let key: UInt64

    /// A timer id named `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in rawValue.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        key = hash
    }

    /// This id inside `scope`: `"scope/name"`.
    public func scoped(in scope: String) -> TimerID {
        TimerID(scope + "/" + rawValue)
    }

    @inlinable
    public static func == (lhs: TimerID, rhs: TimerID) -> Bool {
        lhs.key == rhs.key && lhs.rawValue == rhs.rawValue
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }
}
