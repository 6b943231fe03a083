// Types that were FlowCore's before the spec tools became a module of their
// own. Apps that import only FlowCore get an error naming the module to
// import instead of "cannot find in scope"; wherever FlowSpecs is imported
// its types win, because FlowSpecs imports FlowCore and Swift prefers the
// importing module's declaration of a name.

/// Moved: the registry of spec machines is FlowSpecs' `MachineRegistry`.
@available(*, unavailable, message: "MachineRegistry moved to the FlowSpecs module: add the FlowSpecs product and 'import FlowSpecs'")
public struct MachineRegistry {
    /// Unavailable; see FlowSpecs' `MachineRegistry`.
    public init(_ anything: Any...) {}
    /// Unavailable; see FlowSpecs' `MachineRegistry.all`.
    public static var all: MachineRegistry { MachineRegistry() }
}

/// Moved: the registry's errors are FlowSpecs' `MachineRegistryError`.
@available(*, unavailable, message: "MachineRegistryError moved to the FlowSpecs module: add the FlowSpecs product and 'import FlowSpecs'")
public enum MachineRegistryError {}

/// Moved: decoding any `Decodable` from a `JSONValue` is FlowSpecs' `JSONDecoding`.
@available(*, unavailable, message: "JSONDecoding moved to the FlowSpecs module: add the FlowSpecs product and 'import FlowSpecs'")
public enum JSONDecoding {
    /// Unavailable; see FlowSpecs' `JSONDecoding.decode(_:from:at:)`.
    public static func decode<T>(_ type: T.Type, from value: JSONValue, at path: JSONPath = .root) -> T? { nil }
}

/// Moved: the chaos soak's generator is FlowSpecs' `SplitMix64`.
@available(*, unavailable, message: "SplitMix64 moved to the FlowSpecs module: add the FlowSpecs product and 'import FlowSpecs'")
public struct SplitMix64 {
    /// Unavailable; see FlowSpecs' `SplitMix64.init(seed:)`.
    public init(seed: UInt64) {}
}

/// Moved: a random run's transition is FlowSpecs' `ChaosStep`.
@available(*, unavailable, message: "ChaosStep moved to the FlowSpecs module: add the FlowSpecs product and 'import FlowSpecs'")
public struct ChaosStep<M> {}

/// Moved: a machine that specs name and replay is FlowSpecs' `SpecMachine`.
@available(*, unavailable, message: "SpecMachine moved to the FlowSpecs module: add the FlowSpecs product and 'import FlowSpecs'")
public protocol SpecMachine {}

/// Moved: a machine soaked with random events is FlowSpecs' `ChaosTestable`.
@available(*, unavailable, message: "ChaosTestable moved to the FlowSpecs module: add the FlowSpecs product and 'import FlowSpecs'")
public protocol ChaosTestable {}
