/// A machine that specs can name: it decodes its own configuration from a
/// spec's `config` (rejecting invalid values with a typed error) and can be
/// soaked with random events.
public protocol SpecMachine: ChaosTestable, Decodable {
    /// The name specs use in their `machine` member, such as `"launch-gate"`.
    static var specName: String { get }
}
