import AppFlow
import FlowCore
import FlowSpecs

/// Specs name the app's machine "app-launch"; its configuration is its
/// children's configurations.
extension AppLaunch: SpecMachine {
    public static let specName = "app-launch"

    private enum CodingKeys: String, CodingKey { case gate, guide, popups, hud }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            gate: try container.decodeIfPresent(LaunchGate.self, forKey: .gate) ?? LaunchGate(),
            guide: try container.decode(GuidePager.self, forKey: .guide),
            popups: try container.decode(PopupQueue.self, forKey: .popups),
            hud: try container.decodeIfPresent(ProgressHUD.self, forKey: .hud) ?? .standard)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(gate, forKey: .gate)
        try container.encode(guide, forKey: .guide)
        try container.encode(popups, forKey: .popups)
        try container.encode(hud, forKey: .hud)
    }
}

extension MachineRegistry {
    /// FlowCore's machines and the app's; throws when a spec name is taken
    /// twice. (`public`: the app's tool and tests are targets of their own.)
    public static func appFlow() throws(MachineRegistryError) -> MachineRegistry {
        try MachineRegistry.all.adding([AppLaunch.self])
    }
}
