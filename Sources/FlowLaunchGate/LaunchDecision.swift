/// How this launch relates to the last one.
/// - JSON: coded
public enum LaunchKind: Hashable, Sendable {
    /// No launch was ever recorded.
    case firstInstall
    /// The version is newer than the last launch's.
    case updated(from: String)
    /// The version is older than the last launch's.
    case downgraded(from: String)
    /// The version is the last launch's (the build may differ).
    case sameVersion
}

/// What the gate decided for one launch, with the VersionTracking facts
/// behind it, so hosts need not recompute them.
/// - JSON: coded
public struct LaunchDecision: Hashable, Sendable {
    /// How this launch relates to the last one.
    public var kind: LaunchKind
    /// Where this launch leads.
    public var screen: LaunchScreen
    /// This version was never launched before.
    public var isFirstLaunchForVersion: Bool
    /// This build was never launched before.
    public var isFirstLaunchForBuild: Bool
    /// The last launch's version and build, when there was one.
    public var previousVersion: String?
    /// The last launch's build, when it had one.
    public var previousBuild: String?
    /// The version and build the app was first installed at (the current
    /// ones on a first install).
    public var firstInstalledVersion: String
    /// The first installed build (empty when builds are not tracked).
    public var firstInstalledBuild: String

    /// A decision with all its facts.
    public init(
        kind: LaunchKind, screen: LaunchScreen, isFirstLaunchForVersion: Bool, isFirstLaunchForBuild: Bool,
        previousVersion: String?, previousBuild: String?, firstInstalledVersion: String, firstInstalledBuild: String
    ) {
        self.kind = kind
        self.screen = screen
        self.isFirstLaunchForVersion = isFirstLaunchForVersion
        self.isFirstLaunchForBuild = isFirstLaunchForBuild
        self.previousVersion = previousVersion
        self.previousBuild = previousBuild
        self.firstInstalledVersion = firstInstalledVersion
        self.firstInstalledBuild = firstInstalledBuild
    }
}
