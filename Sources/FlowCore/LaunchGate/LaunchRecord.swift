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
        // The same spelling names the same version: most launches end here, with no parsing.
        if list.contains(version) { return true }
        // Plain versions compare by their keys, read in one pass each.
        if let wanted = AppVersion.plainKey(version) {
            return list.contains { item in
                if let key = AppVersion.plainKey(item) { return key == wanted }
                return AppVersion.order(item, version) == .same
            }
        }
        return AppVersion.withParsed(version) { wanted in
            list.contains { item in
                AppVersion.withParsed(item) { parsed in
                    switch (parsed, wanted) {
                    case (let parsed?, let wanted?): parsed.order(against: wanted) == .same
                    case (nil, nil): item == version
                    default: false
                    }
                }
            }
        }
    }

    /// The list without repeats (by the version named), first spelling kept.
    /// A list that has none, as every record this gate writes, is returned as
    /// it is. Short lists are compared pairwise, long ones through a set.
    private static func distinct(_ list: [String]) -> [String] {
        guard list.count > 1 else { return list }
        if let keys = plainKeys(list) {
            guard firstRepeat(keys) != nil else { return list }
            var seen = Set<AppVersion.PlainKey>(minimumCapacity: list.count)
            return zip(list, keys).filter { seen.insert($0.1).inserted }.map(\.0)
        }
        if list.count <= 16 {
            guard let firstRepeat = list.indices.first(where: { contains(list[..<$0], list[$0]) }) else { return list }
            var kept = Array(list[..<firstRepeat])
            for item in list[(firstRepeat + 1)...] where !contains(kept, item) { kept.append(item) }
            return kept
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

    /// The index of the first key that repeats an earlier one. Pairwise up to
    /// 64 keys (16 bytes each, no hashing), through a set past that.
    private static func firstRepeat(_ keys: [AppVersion.PlainKey]) -> Int? {
        if keys.count <= 64 {
            return keys.indices.first { index in keys[..<index].contains(keys[index]) }
        }
        var seen = Set<AppVersion.PlainKey>(minimumCapacity: keys.count)
        return keys.indices.first { !seen.insert(keys[$0]).inserted }
    }

    /// Whether `list` names a version twice ("2.3" and "2.3.0" count as one).
    package static func hasRepeats(_ list: [String]) -> Bool {
        distinct(list).count != list.count
    }
}
