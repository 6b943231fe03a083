/// What the gate remembers between launches; the host persists it when the
/// gate says so and hands it back on the next launch.
///
/// Modelled on Xamarin.Essentials' VersionTracking: the history of versions
/// and builds ever launched, each listed once (a version launched again, even
/// spelled differently such as "2.3" and "2.3.0", does not grow the history),
/// plus the last launch's version and build.
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
    public init(versionHistory: [String], buildHistory: [String], lastVersion: String, lastBuild: String) {
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
        var versions = Self.distinct(versionHistory)
        var builds = Self.distinct(buildHistory)
        let last = lastVersion.isEmpty ? versions.last ?? "" : lastVersion
        guard !last.isEmpty else { return nil }
        if !Self.contains(versions, last) { versions.append(last) }
        let build = lastBuild.isEmpty ? builds.last ?? "" : lastBuild
        if !build.isEmpty, !Self.contains(builds, build) { builds.append(build) }
        Self.bound(&versions)
        Self.bound(&builds)
        return LaunchRecord(versionHistory: versions, buildHistory: builds, lastVersion: last, lastBuild: build)
    }

    /// Whether `list` holds a string naming the same version as `version`.
    package static func contains(_ list: [String], _ version: String) -> Bool { contains(list[...], version) }

    /// Whether `list` holds a string naming the same version as `version`.
    /// Not generic: FlowSpecs' invariants call it from another module, where
    /// a generic one would run unspecialized.
    package static func contains(_ list: ArraySlice<String>, _ version: String) -> Bool {
        // The same spelling names the same version: most launches end here,
        // with no parsing, and a record's last launch is its history's last.
        if list.last == version || list.contains(version) { return true }
        // Each entry read once, compared by its plain key where it has one.
        let wanted = AppVersion.Entry(version)
        return list.contains { AppVersion.Entry($0).isSame(as: wanted) }
    }

    /// The list without repeats (by the version named), first spelling kept.
    /// A list that has none, as every record this gate writes, is returned as
    /// it is. Lists of plain versions compare by their keys; other short lists
    /// pairwise, each entry read once; long ones through a set.
    private static func distinct(_ list: [String]) -> [String] {
        guard list.count > 1 else { return list }
        if let keys = plainKeys(list) {
            guard hasRepeat(keys) else { return list }
            var seen = Set<AppVersion.PlainKey>(minimumCapacity: list.count)
            return zip(list, keys).filter { seen.insert($0.1).inserted }.map(\.0)
        }
        if list.count <= 64 {
            let entries = list.map(AppVersion.Entry.init)
            let firstRepeat = entries.indices.first { index in entries[..<index].contains { $0.isSame(as: entries[index]) } }
            guard let firstRepeat else { return list }
            var kept = Array(entries[..<firstRepeat])
            for entry in entries[(firstRepeat + 1)...] where !kept.contains(where: { $0.isSame(as: entry) }) { kept.append(entry) }
            return kept.map(\.text)
        }
        var seen = Set<AppVersion.Identity>(minimumCapacity: list.count)
        return list.filter { seen.insert(AppVersion.Identity(text: $0)).inserted }
    }

    /// The keys of a list whose every entry is a plain version, else nil.
    private static func plainKeys(_ list: [String]) -> [AppVersion.PlainKey]? {
        var keys: [AppVersion.PlainKey] = []
        keys.reserveCapacity(list.count)
        for item in list {
            guard let key = AppVersion.plainKey(item) else { return nil }
            keys.append(key)
        }
        return keys
    }

    /// Whether any key repeats. Up to 64 keys, a 256-bit filter of the keys
    /// seen so far passes over most keys in a few instructions, and only a key
    /// whose bit is already set is compared with those before it (about
    /// 800 instructions for the launch gate's usual 40 builds, where comparing
    /// every pair took 5,000). Past 64, through a set.
    private static func hasRepeat(_ keys: [AppVersion.PlainKey]) -> Bool {
        guard keys.count <= 64 else {
            var seen = Set<AppVersion.PlainKey>(minimumCapacity: keys.count)
            return keys.contains { !seen.insert($0).inserted }
        }
        var filter = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        for (index, key) in keys.enumerated() {
            let mixed = (UInt64(key.major) &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(key.minor) &* 0xC2B2_AE3D_27D4_EB4F)
                ^ (UInt64(key.patch) &* 0x1656_67B1_9E37_79F9) ^ (UInt64(key.fourth) &* 0x27D4_EB2F_1656_67C5)
            let bucket = Int(truncatingIfNeeded: mixed >> 56)
            let bit = UInt64(1) << UInt64(bucket & 63)
            let wasSet: Bool
            switch bucket >> 6 {
            case 0: wasSet = filter.0 & bit != 0; filter.0 |= bit
            case 1: wasSet = filter.1 & bit != 0; filter.1 |= bit
            case 2: wasSet = filter.2 & bit != 0; filter.2 |= bit
            default: wasSet = filter.3 & bit != 0; filter.3 |= bit
            }
            if wasSet, keys[..<index].contains(key) { return true }
        }
        return false
    }

    /// Whether `list` names a version twice ("2.3" and "2.3.0" count as one).
    package static func hasRepeats(_ list: [String]) -> Bool {
        distinct(list).count != list.count
    }
}
