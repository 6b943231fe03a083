/// The first-launch / new-version gate: on each launch, decides which
/// screen to show (guide pages, new-feature pages, welcome, or the app) and
/// what to persist for next time.
///
/// The seeds compare a stored version string with the current one, and one
/// of them writes the new version while answering "is this a new version?", so
/// asking twice gives two answers. Here the decision is made once per launch
/// event, reported with a `finish` effect and kept in the state, and the
/// record to store is a separate `persist` effect: exactly one per launch.
/// - JSON: custom
public struct LaunchGate: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "launch-gate"

    /// Which screen each kind of launch leads to.
    public let policy: LaunchPolicy

    /// A gate following `policy`.
    public init(policy: LaunchPolicy = .seeds) {
        self.policy = policy
    }

    /// What the gate remembers: the last decision and record.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// Launch events handled so far.
        public var launches: Int
        /// The last launch's decision.
        public var decision: LaunchDecision?
        /// The record last handed out to persist.
        public var record: LaunchRecord?

        /// A state with the given values.
        public init(launches: Int = 0, decision: LaunchDecision? = nil, record: LaunchRecord? = nil) {
            self.launches = launches
            self.decision = decision
            self.record = record
        }
    }

    /// What the host tells the gate.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// The app launched at `version` and `build`. `stored` is the record
        /// the host persisted last time (nil on a first install);
        /// `legacyVersion` is a version an older release stored its own way
        /// (the seed's "appVersion" default), used only when there is no record.
        /// - JSON: was launch
        case launched(version: String, build: String, isLoggedIn: Bool, stored: LaunchRecord? = nil, legacyVersion: String? = nil)
    }

    /// What the gate asks of the host.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// What this launch is and where it leads.
        /// - JSON: was decided
        case finish(kind: LaunchKind, screen: LaunchScreen)
        /// Store this record and hand it back on the next launch.
        case persist(record: LaunchRecord)
    }

    /// The state before any event.
    public var initialState: State { State() }

    /// Applies one event: the state changes and the commands asked for.
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .launched(let version, let build, let isLoggedIn, let stored, let legacyVersion):
            let previous = Self.previousRecord(stored: stored, legacyVersion: legacyVersion)
            let (decision, record, choice) = decide(version: version, build: build, isLoggedIn: isLoggedIn, previous: previous)
            state.launches.increment()
            state.decision = decision
            commands.append(.effect(.finish(kind: decision.kind, screen: decision.screen)))
            // A launch the policy does not record leaves the stored record as it was.
            guard isLoggedIn || choice.recordsLoggedOut else { return }
            state.record = record
            commands.append(.effect(.persist(record: record)))
        }
    }

    /// The decision for one launch, the record to persist after it, and the
    /// policy's choice that made it.
    func decide(
        version: String, build: String, isLoggedIn: Bool, previous: LaunchRecord?
    ) -> (LaunchDecision, LaunchRecord, LaunchPolicy.Choice) {
        guard let previous else {
            let record = LaunchRecord(
                versionHistory: [version], buildHistory: build.isEmpty ? [] : [build], lastVersion: version, lastBuild: build)
            let decision = LaunchDecision(
                kind: .firstInstall, screen: policy.firstInstall.screen(isLoggedIn: isLoggedIn),
                isFirstLaunchForVersion: true, isFirstLaunchForBuild: true, previousVersion: nil, previousBuild: nil,
                firstInstalledVersion: version, firstInstalledBuild: build)
            return (decision, record, policy.firstInstall)
        }
        let isNewVersion = !LaunchRecord.contains(previous.versionHistory, version)
        // An empty build means the host does not track builds: never recorded, never new.
        let isNewBuild = !build.isEmpty && !LaunchRecord.contains(previous.buildHistory, build)
        let (kind, choice) = classify(version, after: previous.lastVersion, isNewVersion: isNewVersion)
        var record = previous
        if isNewVersion {
            record.versionHistory.append(version)
            LaunchRecord.bound(&record.versionHistory)
        }
        if isNewBuild {
            record.buildHistory.append(build)
            LaunchRecord.bound(&record.buildHistory)
        }
        record.lastVersion = version
        record.lastBuild = build
        let decision = LaunchDecision(
            kind: kind, screen: choice.screen(isLoggedIn: isLoggedIn),
            isFirstLaunchForVersion: isNewVersion, isFirstLaunchForBuild: isNewBuild,
            previousVersion: previous.lastVersion, previousBuild: previous.lastBuild.isEmpty ? nil : previous.lastBuild,
            firstInstalledVersion: record.versionHistory.first ?? version,
            firstInstalledBuild: record.buildHistory.first ?? build)
        return (decision, record, choice)
    }

    /// What a launch of `version` after `last` is, and the policy's choice for it.
    private func classify(_ version: String, after last: String, isNewVersion: Bool) -> (LaunchKind, LaunchPolicy.Choice) {
        switch policy.newVersionRule {
        case .differsFromLast:
            // The seeds compare strings: any other string is a new version.
            if version == last { return (.sameVersion, policy.sameVersion) }
            if AppVersion.order(version, last) == .older { return (.downgraded(from: last), policy.downgraded) }
            return (.updated(from: last), policy.updated)
        case .firstLaunchOfVersion:
            switch AppVersion.order(version, last) {
            case .newer: return (.updated(from: last), isNewVersion ? policy.updated : policy.sameVersion)
            case .older: return (.downgraded(from: last), policy.downgraded)
            case .same: return (.sameVersion, policy.sameVersion)
            }
        }
    }

    /// The record to compare with: the stored one repaired, or else one
    /// standing in for an older release's single stored version.
    package static func previousRecord(stored: LaunchRecord?, legacyVersion: String?) -> LaunchRecord? {
        if let record = stored?.repaired() { return record }
        guard let legacyVersion else { return nil }
        return LaunchRecord(versionHistory: [legacyVersion], buildHistory: [], lastVersion: legacyVersion, lastBuild: "").repaired()
    }

    /// The version history and last version of `previousRecord`, its
    /// builds not read.
    package static func previousVersions(stored: LaunchRecord?, legacyVersion: String?) -> (history: [String], last: String)? {
        if let versions = stored?.repairedVersions() { return versions }
        guard let legacyVersion else { return nil }
        return LaunchRecord(versionHistory: [legacyVersion], lastVersion: legacyVersion).repairedVersions()
    }
}
