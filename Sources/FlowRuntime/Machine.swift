/// A headless UI component: a value holding its configuration, which turns
/// each event into a new state and the commands a front must carry out.
///
/// `reduce` is pure and total. The same state and event always give the same
/// result; any event is legal in any state, and one that does not apply leaves
/// the state as it was and appends no commands. Nothing here reads a clock,
/// draws, sleeps or rolls dice: "now" and ids arrive in events or
/// configuration, delays are timers, animations are timelines. Invalid
/// configuration is rejected when the machine is made, with a typed error.
///
/// The state is passed `inout`, and commands are appended to a buffer the
/// caller owns (a `Runner` reuses one, and returns its effects as they are),
/// so an event costs no allocation unless its effects carry heap data of
/// their own: measured several times faster than returning a new state and a
/// fresh array.
///
/// Nothing here asks for `Codable`: a machine runs anywhere Swift does,
/// Embedded Swift included. Specs, recording and random soaking need the JSON
/// form, which `SpecMachine` adds.
public protocol Machine: Sendable {
    /// Everything the component remembers between events.
    associatedtype State: Equatable, Sendable
    /// What the outside world (a front, a timer, a network answer) tells it.
    associatedtype Event: Equatable, Sendable
    /// What it asks the front to do: show, animate, request, persist, finish.
    associatedtype Effect: Equatable, Sendable

    /// The state before the first event.
    var initialState: State { get }

    /// Applies one event, appending what must happen because of it, in order.
    func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>)

    /// Checks a state that comes from outside (decoded from storage, or
    /// built by hand) against this configuration, and throws when the
    /// machine cannot run from it: a page past the last, a phase that needs
    /// data the state lacks. `reduce` never traps on any state; this says
    /// whether its invariants can hold from this one. The default accepts
    /// every state.
    ///
    /// Timers are not part of a state: a runner made with a restored state
    /// has none pending, so a state waiting for one (a fade under way, a
    /// notice on screen) stays where it is until its next event. Restore
    /// states at rest, or send the event the timer would have.
    func validate(restored state: State) throws(RestoredStateError)
}

extension Machine {
    /// Accepts every state.
    public func validate(restored state: State) throws(RestoredStateError) {}
}

/// Why a restored state cannot be run by a machine's configuration.
public struct RestoredStateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which part of the state is wrong, and how.
    public var reason: String

    /// An error saying `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}

extension Machine {
    /// Applies one event and returns what must happen because of it (its
    /// effects in order, then its timer commands in order): the same as
    /// `reduce(_:_:into:)` with a fresh buffer, for tests and tools.
    @inlinable
    public func reduce(_ state: inout State, _ event: Event) -> [Command<Event, Effect>] {
        var commands = MachineCommands<Event, Effect>()
        reduce(&state, event, into: &commands)
        return commands.all
    }

    /// Applies one event to a child machine embedded in a parent: the child's
    /// state is part of the parent's, its events and effects are wrapped in
    /// the parent's cases, and its timer ids are put in `scope` (`"hud"`
    /// makes `"grace"` into `"hud/grace"`), so two children, or a child and
    /// its parent, cannot collide. Returns the child's effects, for a parent
    /// that reacts to them; they are also appended, wrapped, to `commands`.
    ///
    /// ```swift
    /// /// A screen with a progress HUD of its own.
    /// struct Screen: Machine {
    ///     var hud = ProgressHUD.standard
    ///     struct State: Equatable, Sendable { var hud = ProgressHUD.State() }
    ///     enum Event: Equatable, Sendable { case hud(event: ProgressHUD.Event) }
    ///     enum Effect: Equatable, Sendable { case hud(effect: ProgressHUD.Effect) }
    ///     var initialState: State { State() }
    ///
    ///     func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
    ///         switch event {
    ///         case .hud(let event):
    ///             hud.reduce(&state.hud, event, into: &commands, scope: "hud", event: Event.hud(event:), effect: Effect.hud(effect:))
    ///         }
    ///     }
    /// }
    /// ```
    @inlinable @discardableResult
    public func reduce<ParentEvent, ParentEffect>(
        _ state: inout State, _ event: Event, into commands: inout MachineCommands<ParentEvent, ParentEffect>,
        scope: String, event embedEvent: (Event) -> ParentEvent, effect embedEffect: (Effect) -> ParentEffect
    ) -> [Effect] {
        var own = MachineCommands<Event, Effect>()
        reduce(&state, event, into: &own)
        for effect in own.effects { commands.effects.append(embedEffect(effect)) }
        for timer in own.timers { commands.timers.append(timer.embedded(in: scope, event: embedEvent)) }
        return own.effects
    }
}
