import FlowCore

/// A machine that specs can name: it decodes its own configuration from a
/// spec's `config` (rejecting invalid values with a typed error) and writes it
/// back (only what differs from the defaults), and its state, events and
/// effects travel as the JSON specs are written in, so a live session can be
/// written out as a spec.
///
/// The coding is the machine's `Codable`. FlowCore's own machines declare
/// one JSON coding instead (`JSONMachine`, with `Codable` on top through
/// `CodableThroughJSON`), which specs read directly and the web module uses
/// too; an app's machine may do either.
///
/// Random soaking is separate and optional (`ChaosTestable`): a machine can be
/// checked, replayed and recorded without it.
public protocol SpecMachine: Machine, Codable where State: Codable, Event: Codable, Effect: Codable {
    /// The name specs use in their `machine` member, such as `"launch-gate"`.
    static var specName: String { get }
}
