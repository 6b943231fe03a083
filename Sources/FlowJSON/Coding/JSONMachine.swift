/// A machine with one JSON coding for everything that crosses its edge: its
/// configuration (the machine value itself: every key optional, defaults as
/// documented, written back with only what differs), its events, effects and
/// state, and the name specs and recorded sessions call it by.
///
/// Specs, `flow`, FlowTesting and the web module all read and write the
/// machine through this one declaration.
public protocol JSONMachine: Machine, JSONCodable where State: JSONCodable, Event: JSONCodable, Effect: JSONCodable {
    /// The name specs use in their `machine` member, such as `"launch-gate"`.
    static var specName: String { get }
}
