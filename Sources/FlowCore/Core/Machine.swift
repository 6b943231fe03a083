/// A headless UI component: a value holding its configuration, which turns
/// each event into a new state and the commands a front must carry out.
///
/// `reduce` is pure and total. The same state and event always give the same
/// result; any event is legal in any state, and one that does not apply leaves
/// the state as it was and returns no commands. Nothing here reads a clock,
/// draws, sleeps or rolls dice: "now" and ids arrive in events or
/// configuration, delays are timers, animations are timelines. Invalid
/// configuration is rejected when the machine is made, with a typed error.
///
/// The state is passed `inout` because it measures several times faster than
/// returning a new state, and allocates nothing when the event changes nothing.
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

    /// Applies one event and returns what must happen because of it, in order.
    func reduce(_ state: inout State, _ event: Event) -> [Command<Event, Effect>]
}
