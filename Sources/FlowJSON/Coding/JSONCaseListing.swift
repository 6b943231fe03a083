#if !hasFeature(Embedded)
/// An enum coded by `flow-coding`, which lists its cases by the names its
/// JSON writes: what tools and tests hold a machine's events to (every case
/// produced by random events or exploration, every case given the input
/// that makes it on a front). The generator writes each conformance, an
/// app's own as FlowCore's.
public protocol JSONCaseListing {
    /// Every case's name, in declaration order.
    @_spi(FlowTools) static var caseNames: [String] { get }
}
#endif
