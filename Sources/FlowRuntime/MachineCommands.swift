/// What a machine asks for in answer to an event: effects for the front, in
/// order, and timers to start or stop, in order.
///
/// `reduce` appends to it; the two lists are kept apart because nothing
/// depends on how effects and timer commands interleave, and apart they let a
/// `Runner` hand its own effect array to the machine and return it as it is:
/// an event whose effects carry no heap data allocates nothing.
public struct MachineCommands<Event: Sendable, Effect: Sendable>: Sendable {
    /// The effects, in the order the machine asked for them.
    public var effects: [Effect]
    /// The timer commands, in order: a list that can hold nothing else.
    public var timers: [TimerCommand<Event>]

    /// No commands.
    @inlinable
    public init() {
        effects = []
        timers = []
    }

    /// Whether there is nothing to do.
    @inlinable public var isEmpty: Bool { effects.isEmpty && timers.isEmpty }

    /// Adds a command: an effect to the effects, a timer command to the timers.
    @inlinable
    public mutating func append(_ command: Command<Event, Effect>) {
        if case .effect(let effect) = command {
            effects.append(effect)
        } else {
            appendTimer(command)
        }
    }

    /// A timer command, out of line: inlined at every `append` in every
    /// machine, the conversion cost the web module 15 KB.
    @usableFromInline
    mutating func appendTimer(_ command: Command<Event, Effect>) {
        switch command {
        case .effect(let effect): effects.append(effect)
        case .schedule(let event, let delay, let id): timers.append(.schedule(event, after: delay, id: id))
        case .cancel(let id): timers.append(.cancel(id: id))
        }
    }

    /// Every command: the effects in order, then the timer commands in order.
    @inlinable public var all: [Command<Event, Effect>] {
        effects.map(Command.effect) + timers.map { $0.command(of: Effect.self) }
    }

    /// Empties both lists, keeping their storage for the next event. An
    /// event has a few effects: taking them off the end one by one costs a
    /// fraction of `removeAll(keepingCapacity:)`, which goes through the
    /// general `replaceSubrange` (callgrind, `Scripts/instructions.sh`: an
    /// event with one effect through a class-held runner from 156
    /// instructions to 74, through a local one from 108 to 73).
    @inlinable
    public mutating func removeAll() {
        while !effects.isEmpty { effects.removeLast() }
        while !timers.isEmpty { timers.removeLast() }
    }
}
