/// What the gate remembers between launches; the host persists it when the
/// gate says so and hands it back on the next launch.
///
/// Modelled on Xamarin.Essentials' VersionTracking: the history of versions
/// and builds ever launched, each listed once (a version launched again, even
/// spelled differently such as "2.3" and "2.3.0", does not grow the history),
/// plus the last launch's version and build.
///
/// Read leniently from JSON (missing lists are empty, a missing last version
/// or build is empty), because it comes back from the host's storage,
/// possibly written by an older release.
/// - JSON: every member optional
/// - JSON: coded
public struct LaunchRecord: Hashable, Sendable {
    /// Every version launched, first launch first, each once.
    public var versionHistory: [String]
    /// Every build launched, first launch first, each once.
    public var buildHistory: [String]
    /// The version of the last launch.
    public var lastVersion: String
    /// The build of the last launch.
    public var lastBuild: String

    /// A record with the given histories and last launch.
    public init(versionHistory: [String] = [], buildHistory: [String] = [], lastVersion: String = "", lastBuild: String = "") {
        self.versionHistory = versionHistory
        self.buildHistory = buildHistory
        self.lastVersion = lastVersion
        self.lastBuild = lastBuild
    }

    /// The most entries a history keeps (`Bounds.count`): the first launch's,
    /// then the latest. A version launched only before those counts as new
    /// again; a record handed back with longer histories is cut the same way.
    public static let maximumHistoryCount = Bounds.count.upperBound

    /// Cuts `list` to `maximumHistoryCount` entries: its first and its latest.
    static func bound(_ list: inout [String]) {
        guard list.count > maximumHistoryCount else { return }
        list.removeSubrange(1..<(list.count - maximumHistoryCount + 1))
    }

    /// The version the app was first installed at.
    public var firstInstalledVersion: String? { versionHistory.first }
    /// The build the app was first installed at.
    public var firstInstalledBuild: String? { buildHistory.first }

    /// The record made consistent: the last version and build appear in
    /// their histories (the last one recovered from the history when
    /// missing), repeats are dropped (the first spelling kept), and each
    /// history holds at most `maximumHistoryCount` entries. Nil when it holds
    /// no version at all.
    func repaired() -> LaunchRecord? {
        guard let (versions, last) = repairedVersions() else { return nil }
        var builds = Self.distinct(buildHistory)
        let build = lastBuild.isEmpty ? builds.last ?? "" : lastBuild
        if !build.isEmpty, !Self.contains(builds, build) { builds.append(build) }
        Self.bound(&builds)
        return LaunchRecord(versionHistory: versions, buildHistory: builds, lastVersion: last, lastBuild: build)
    }

    /// The version history and last version of `repaired()`, the builds
    /// left alone: what a check that looks only at versions needs, for
    /// half the reading (a history holds a few versions, and builds by the
    /// dozen).
    package func repairedVersions() -> (history: [String], last: String)? {
        var versions = Self.distinct(versionHistory)
        let last = lastVersion.isEmpty ? versions.last ?? "" : lastVersion
        guard !last.isEmpty else { return nil }
        if !Self.contains(versions, last) { versions.append(last) }
        Self.bound(&versions)
        return (versions, last)
    }

    /// Whether `list` holds a string naming the same version as `version`.
    package static func contains(_ list: [String], _ version: String) -> Bool {
        // The same spelling names the same version: most launches end here,
        // with no parsing, and a record's last launch is its history's last.
        if list.last == version || list.contains(version) { return true }
        // Each entry read once, compared by its plain key where it has one.
        let wanted = AppVersion.Entry(version)
        return list.contains { AppVersion.Entry($0).isSame(as: wanted) }
    }

    /// The list without repeats (by the version named), first spelling kept.
    /// A list that has none, as every record this gate writes, is returned as
    /// it is. Up to 64 entries, each is read once into stack space (nothing
    /// allocated or retained) and compared as `AppVersion.Reading` says;
    /// longer lists go through a set.
    private static func distinct(_ list: [String]) -> [String] {
        guard list.count > 1 else { return list }
        guard list.count <= 64 else {
            var seen = Set<AppVersion.Identity>(minimumCapacity: list.count)
            return list.filter { seen.insert(AppVersion.Identity(text: $0)).inserted }
        }
        let repeats = withUnsafeTemporaryAllocation(of: AppVersion.Reading.self, capacity: list.count) { readings in
            for (index, item) in list.enumerated() { readings.initializeElement(at: index, to: AppVersion.Reading(item)) }
            // Readings hold no references: nothing to deinitialize.
            return hasRepeat(list, UnsafeBufferPointer(readings))
        }
        guard repeats else { return list }
        var kept: [AppVersion.Entry] = []
        for item in list {
            let entry = AppVersion.Entry(item)
            if !kept.contains(where: { $0.isSame(as: entry) }) { kept.append(entry) }
        }
        return kept.map { $0.text }
    }

    /// Whether any entry names the version of one before it. A 256-bit
    /// filter of the plain keys seen so far passes over most plain entries
    /// in a few instructions: only one whose bit is already set, or any
    /// entry after one that is not plain, is compared with those before it,
    /// where comparing every pair costs n² / 2 comparisons (780 for the
    /// launch gate's usual 40 builds).
    private static func hasRepeat(_ list: [String], _ readings: UnsafeBufferPointer<AppVersion.Reading>) -> Bool {
        var filter = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        var comparesAll = false
        for (index, reading) in readings.enumerated() {
            var suspect = comparesAll
            if let key = reading.plain {
                let mixed = (UInt64(key.major) &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(key.minor) &* 0xC2B2_AE3D_27D4_EB4F)
                    ^ (UInt64(key.patch) &* 0x1656_67B1_9E37_79F9) ^ (UInt64(key.fourth) &* 0x27D4_EB2F_1656_67C5)
                let bucket = Int(truncatingIfNeeded: mixed >> 56)
                let bit = UInt64(1) << UInt64(bucket & 63)
                switch bucket >> 6 {
                case 0: suspect = suspect || filter.0 & bit != 0; filter.0 |= bit
                case 1: suspect = suspect || filter.1 & bit != 0; filter.1 |= bit
                case 2: suspect = suspect || filter.2 & bit != 0; filter.2 |= bit
                default: suspect = suspect || filter.3 & bit != 0; filter.3 |= bit
                }
            } else {
                // An entry that is not plain is compared with every one before
                // it, and every later one with it.
                suspect = true
                comparesAll = true
            }
            if suspect, (0..<index).contains(where: { readings[$0].isSame(list[$0], as: list[index], readAs: reading) }) { return true }
        }
        return false
    }

    /// Whether `list` names a version twice ("2.3" and "2.3.0" count as one).
    package static func hasRepeats(_ list: [String]) -> Bool {
        distinct(list).count != list.count
    }
}
