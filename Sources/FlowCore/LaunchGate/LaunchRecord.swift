/// What the gate remembers between launches; the host persists it when the
/// gate says so and hands it back on the next launch.
///
/// Modelled on Xamarin.Essentials' VersionTracking: the history of versions
/// and builds ever launched, each listed once (a version launched again, even
/// spelled differently such as "2.3" and "2.3.0", does not grow the history),
/// plus the last launch's version and build.
public struct LaunchRecord: Equatable, Codable, Sendable {
    /// Every version launched, first launch first, each once.
    public var versionHistory: [String]
    /// Every build launched, first launch first, each once.
    public var buildHistory: [String]
    /// The version of the last launch.
    public var lastVersion: String
    /// The build of the last launch.
    public var lastBuild: String

    /// A record with the given histories and last launch.
    public init(versionHistory: [String], buildHistory: [String], lastVersion: String, lastBuild: String) {
        self.versionHistory = versionHistory
        self.buildHistory = buildHistory
        self.lastVersion = lastVersion
        self.lastBuild = lastBuild
    }

    /// The version the app was first installed at.
    public var firstInstalledVersion: String? { versionHistory.first }
    /// The build the app was first installed at.
    public var firstInstalledBuild: String? { buildHistory.first }

    private enum CodingKeys: String, CodingKey { case versionHistory, buildHistory, lastVersion, lastBuild }

    /// Reads a record leniently (missing lists are empty, a missing last
    /// version or build is empty), because it comes back from the host's
    /// storage, possibly written by an older release.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        versionHistory = try container.decodeIfPresent([String].self, forKey: .versionHistory) ?? []
        buildHistory = try container.decodeIfPresent([String].self, forKey: .buildHistory) ?? []
        lastVersion = try container.decodeIfPresent(String.self, forKey: .lastVersion) ?? ""
        lastBuild = try container.decodeIfPresent(String.self, forKey: .lastBuild) ?? ""
    }

    /// The record made consistent without losing anything: the last version
    /// and build appear in their histories (the last one recovered from the
    /// history when missing), and repeats are dropped (the first spelling
    /// kept). Nil when it holds no version at all.
    func repaired() -> LaunchRecord? {
        var versions = Self.distinct(versionHistory)
        var builds = Self.distinct(buildHistory)
        let last = lastVersion.isEmpty ? versions.last ?? "" : lastVersion
        guard !last.isEmpty else { return nil }
        if !Self.contains(versions, last) { versions.append(last) }
        let build = lastBuild.isEmpty ? builds.last ?? "" : lastBuild
        if !build.isEmpty, !Self.contains(builds, build) { builds.append(build) }
        return LaunchRecord(versionHistory: versions, buildHistory: builds, lastVersion: last, lastBuild: build)
    }

    /// Whether `list` holds a string naming the same version as `version`.
    static func contains(_ list: [String], _ version: String) -> Bool {
        let wanted = AppVersion(version).identity
        return list.contains { AppVersion($0).identity == wanted }
    }

    /// The list without repeats (by version identity), first spelling kept.
    private static func distinct(_ list: [String]) -> [String] {
        var seen = Set<String>()
        return list.filter { seen.insert(AppVersion($0).identity).inserted }
    }
}
