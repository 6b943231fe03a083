import FlowCore

extension LaunchGate: ChaosTestable {
    private static let versions = [
        "1.0", "1.0.0", "1.9", "1.10", "2.0-beta", "2.0-beta.2", "2.0", "2.0.1", "", "garbage", " 3.0 ",
        "99999999999999999999999.1", "1..2", "２.０", "v2", "2.0+7", "🚀",
    ]
    private static let builds = ["1", "2", "42", "042", "", "x"]

    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> LaunchGate {
        let screens = LaunchScreen.allCases
        func choice() -> LaunchPolicy.Choice {
            LaunchPolicy.Choice(loggedIn: random.element(of: screens)!, loggedOut: random.element(of: screens)!, recordsLoggedOut: random.chance(0.5))
        }
        if random.chance(0.5) {
            let name = random.element(of: LaunchPolicy.presets.keys.sorted())!
            return LaunchGate(policy: LaunchPolicy.presets[name]!)
        }
        return LaunchGate(
            policy: LaunchPolicy(
                firstInstall: choice(), updated: choice(), downgraded: choice(), sameVersion: choice(),
                newVersionRule: random.element(of: LaunchPolicy.NewVersionRule.allCases)!))
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        func version() -> String { random.element(of: Self.versions)! }
        func build() -> String { random.element(of: Self.builds)! }
        let stored: LaunchRecord?
        switch random.int(in: 0...9) {
        case 0...5: stored = state.record
        case 6, 7: stored = nil
        default:
            stored = LaunchRecord(
                versionHistory: (0..<random.int(in: 0...4)).map { _ in version() },
                buildHistory: (0..<random.int(in: 0...3)).map { _ in build() },
                lastVersion: random.chance(0.2) ? "" : version(), lastBuild: build())
        }
        return .launched(
            version: version(), build: build(), isLoggedIn: random.chance(0.5), stored: stored,
            legacyVersion: random.chance(0.2) ? version() : nil)
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<LaunchGate>) -> String? {
        guard case .launched(let version, let build, let isLoggedIn, let stored, let legacyVersion) = step.event else { return nil }
        guard step.effects.count >= 1, step.effects.count <= 2, case .finish(let kind, let screen) = step.effects[0] else {
            return "a launch must give one decided effect, then at most one persist, got \(step.effects)"
        }
        guard step.after.launches == step.before.launches + 1 else { return "the launch count did not grow by one" }
        guard let decision = step.after.decision, decision.kind == kind, decision.screen == screen else {
            return "the state does not hold what the effects announced"
        }
        let everyLaunchRecorded =
            policy.firstInstall.recordsLoggedOut && policy.updated.recordsLoggedOut
            && policy.downgraded.recordsLoggedOut && policy.sameVersion.recordsLoggedOut
        guard step.effects.count == 2, case .persist(let record) = step.effects[1] else {
            if isLoggedIn || everyLaunchRecorded { return "a launch the policy records was not persisted" }
            return step.after.record == step.before.record ? nil : "an unrecorded launch changed the record"
        }
        guard step.after.record == record else { return "the state does not hold the persisted record" }
        guard record.lastVersion == version, record.lastBuild == build else { return "the record's last launch is not this one" }
        if LaunchRecord.hasRepeats(record.versionHistory) { return "the version history repeats a version" }
        guard LaunchRecord.contains(record.versionHistory, version) else { return "the version history misses the current version" }
        // The previous launch's versions, as the gate reads them (its builds
        // play no part here).
        guard let previous = Self.previousVersions(stored: stored, legacyVersion: legacyVersion) else {
            return kind == .firstInstall ? nil : "no previous record, yet the launch is not a first install"
        }
        guard record.versionHistory.starts(with: previous.history),
            record.versionHistory.count - previous.history.count <= 1
        else { return "the version history lost or gained more than the current version" }
        let order = AppVersion.order(version, previous.last)
        let expected: LaunchKind =
            switch (policy.newVersionRule, order) {
            case (.differsFromLast, _) where version == previous.last: .sameVersion
            case (_, .older): .downgraded(from: previous.last)
            case (.differsFromLast, _), (.firstLaunchOfVersion, .newer): .updated(from: previous.last)
            case (.firstLaunchOfVersion, .same): .sameVersion
            }
        return kind == expected ? nil : "kind \(kind) disagrees with the version order (\(expected))"
    }
}

extension LaunchGate: Explorable {
    /// Launches as a host makes them, handing back the record it was last
    /// asked to persist: the first release, an update, a build-only change,
    /// a downgrade, and a version that is not one, logged in and out.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        [("1.0", "1"), ("1.0", "2"), ("2.0", "3"), ("1.9", "4"), ("garbage", "5")].flatMap { version, build in
            [true, false].map { Event.launched(version: version, build: build, isLoggedIn: $0, stored: state.record) }
        }
    }

    /// The count of launches cleared: it only grows, and no decision reads it.
    @_spi(FlowTools) public func explorationProjection(of state: State) -> State {
        var state = state
        state.launches = 0
        return state
    }

    /// What the last launch was: `firstInstall`, `updated`, `downgraded`,
    /// `sameVersion`, or `notLaunched`.
    @_spi(FlowTools) public func phase(of state: State) -> String {
        state.decision.map { ExplorationNames.caseName(of: $0.kind) } ?? "notLaunched"
    }
}
