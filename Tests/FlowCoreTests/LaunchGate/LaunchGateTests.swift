import Testing

import FlowCore
@testable import FlowSpecs

@Suite struct LaunchGateTests {
    let gate = LaunchGate()

    func launch(
        _ version: String, build: String = "1", loggedIn: Bool = true, stored: LaunchRecord? = nil, legacy: String? = nil,
        gate: LaunchGate? = nil
    ) -> (LaunchGate.State, [LaunchGate.Effect]) {
        var state = LaunchGate.State()
        let commands = (gate ?? self.gate).reduce(&state, .launched(version: version, build: build, isLoggedIn: loggedIn, stored: stored, legacyVersion: legacy))
        return (state, commands.compactMap(\.effect))
    }

    func record(_ versions: [String], _ builds: [String], last: String? = nil, lastBuild: String? = nil) -> LaunchRecord {
        LaunchRecord(versionHistory: versions, buildHistory: builds, lastVersion: last ?? versions.last ?? "", lastBuild: lastBuild ?? builds.last ?? "")
    }

    @Test func aLaunchDecidesOnceAndPersistsOnce() {
        let (state, effects) = launch("1.0")
        #expect(effects.count == 2)
        #expect(effects.filter { if case .persist = $0 { true } else { false } }.count == 1)
        #expect(effects.first == .finish(kind: .firstInstall, screen: .newFeaturePages), "logged in: the new-feature article (N1)")
        #expect(launch("1.0", loggedIn: false).1.first == .finish(kind: .firstInstall, screen: .guidePages), "logged out: the guide article (G1)")
        #expect(state.launches == 1)
    }

    @Test func askingTheStateTwiceGivesTheSameAnswer() {
        var state = LaunchGate.State()
        _ = gate.reduce(&state, .launched(version: "2.0", build: "2", isLoggedIn: true, stored: record(["1.0"], ["1"])))
        let first = state.decision
        let second = state.decision
        #expect(first == second)
        #expect(first?.kind == .updated(from: "1.0"))
    }

    @Test func eachKindFollowsThePolicyForLoggedInAndOut() {
        let stored = record(["1.0", "2.0"], ["10", "20"])
        let cases: [(String, Bool, LaunchKind, LaunchScreen)] = [
            ("3.0", true, .updated(from: "2.0"), .newFeaturePages),
            ("3.0", false, .updated(from: "2.0"), .guidePages),
            ("2.0", true, .sameVersion, .welcome),
            ("2.0", false, .sameVersion, .main),
            ("1.5", true, .downgraded(from: "2.0"), .newFeaturePages),
            ("1.5", false, .downgraded(from: "2.0"), .guidePages),
        ]
        for (version, loggedIn, kind, screen) in cases {
            let (_, effects) = launch(version, build: "30", loggedIn: loggedIn, stored: stored)
            #expect(effects.first == .finish(kind: kind, screen: screen), "\(version) logged in \(loggedIn)")
        }
    }

    @Test func theSeedPresetsReproduceTheArticles() {
        let guide = LaunchGate(policy: .guideOnNewVersion)
        #expect(launch("1.0", gate: guide).1.first == .finish(kind: .firstInstall, screen: .guidePages))
        #expect(launch("1.1", stored: record(["1.0"], ["1"]), gate: guide).1.first == .finish(kind: .updated(from: "1.0"), screen: .guidePages))
        #expect(launch("1.0", stored: record(["1.0"], ["1"]), gate: guide).1.first == .finish(kind: .sameVersion, screen: .main))
        let hq = LaunchGate(policy: .welcomeAndNewFeature)
        #expect(launch("1.0", loggedIn: false, gate: hq).1.first == .finish(kind: .firstInstall, screen: .main))
        #expect(launch("0.9", stored: record(["1.0"], ["1"]), gate: hq).1.first == .finish(kind: .downgraded(from: "1.0"), screen: .newFeaturePages))
    }

    @Test func historyNeverGrowsWithRepeatsOfTheSameVersion() {
        var stored: LaunchRecord?
        var state = LaunchGate.State()
        for version in ["1.0", "2.0", "1.0", "2.0.0", "2.0", "3.0", "1.0.0"] {
            _ = gate.reduce(&state, .launched(version: version, build: "7", isLoggedIn: true, stored: stored))
            stored = state.record
        }
        #expect(stored?.versionHistory == ["1.0", "2.0", "3.0"])
        #expect(stored?.buildHistory == ["7"])
        #expect(stored?.lastVersion == "1.0.0")
        #expect(state.decision?.kind == .downgraded(from: "3.0"))
        #expect(state.decision?.isFirstLaunchForVersion == false)
    }

    @Test func aBrokenStoredRecordIsRepairedWithoutLosingAnything() {
        let broken = LaunchRecord(versionHistory: ["1.0", "1.0.0", "2.0"], buildHistory: ["5", "5"], lastVersion: "", lastBuild: "")
        let (state, effects) = launch("2.0", build: "6", stored: broken)
        #expect(effects.first == .finish(kind: .sameVersion, screen: .welcome))
        #expect(state.record == LaunchRecord(versionHistory: ["1.0", "2.0"], buildHistory: ["5", "6"], lastVersion: "2.0", lastBuild: "6"))
        #expect(state.decision?.previousVersion == "2.0")
        #expect(state.decision?.previousBuild == "5")
    }

    @Test func anEmptyRecordCountsAsNone() {
        let empty = LaunchRecord(versionHistory: [], buildHistory: [], lastVersion: "", lastBuild: "")
        #expect(launch("1.0", stored: empty).1.first == .finish(kind: .firstInstall, screen: .newFeaturePages))
        #expect(launch("1.0", stored: empty, legacy: "0.9").1.first == .finish(kind: .updated(from: "0.9"), screen: .newFeaturePages))
    }

    /// Histories are bounded: a record handed back with 1,500 versions keeps
    /// the first (the install) and the latest, 1,000 in all, and a version
    /// launched only before those counts as new again.
    @Test func historiesKeepTheInstallAndTheLatestThousand() {
        let versions = (0..<1_500).map { "1.\($0)" }
        let stored = record(versions, versions.map { "b\($0)" })
        let (state, _) = launch("3.0", build: "b3", stored: stored)
        let kept = state.record?.versionHistory ?? []
        #expect(kept.count == LaunchRecord.maximumHistoryCount)
        #expect(kept.first == "1.0" && kept.last == "3.0" && kept[1] == "1.\(1_500 - 998)")
        #expect(state.record?.buildHistory.count == LaunchRecord.maximumHistoryCount)
        #expect(state.decision?.firstInstalledVersion == "1.0")
        #expect(launch("1.5", stored: state.record).0.decision?.isFirstLaunchForVersion == true, "1.5 fell out of the history")
        #expect(launch("1.1400", stored: state.record).0.decision?.isFirstLaunchForVersion == false)
    }

    @Test func aRecordIsReadLeniently() throws {
        let record = try JSONDecoding.decode(LaunchRecord.self, from: .object(["lastVersion": .string("1.0")]))
        #expect(record == LaunchRecord(versionHistory: [], buildHistory: [], lastVersion: "1.0", lastBuild: ""))
    }

    /// G1 and N1 (articles 000 §四 and 003): on a downgrade both articles show their pages.
    @Test func aDowngradeShowsThePagesByDefault() {
        let stored = record(["1.0", "2.0"], ["1", "2"])
        #expect(launch("1.5", build: "3", loggedIn: true, stored: stored).1.first == .finish(kind: .downgraded(from: "2.0"), screen: .newFeaturePages))
        #expect(launch("1.5", build: "3", loggedIn: false, stored: stored).1.first == .finish(kind: .downgraded(from: "2.0"), screen: .guidePages))
        #expect(launch("1.5", build: "3", stored: stored, gate: LaunchGate(policy: .standard)).1.first == .finish(kind: .downgraded(from: "2.0"), screen: .main))
    }

    @Test func aPolicyObjectFillsGapsFromTheDefault() throws {
        let json = JSONValue.object(["policy": .object(["sameVersion": .object(["loggedIn": .string("main"), "loggedOut": .string("main")])])])
        let gate = try JSONDecoding.decode(LaunchGate.self, from: json)
        #expect(gate.policy.sameVersion == .always(.main))
        #expect(gate.policy.updated == LaunchPolicy.seeds.updated)
        #expect(throws: JSONDecodingError.self) {
            try JSONDecoding.decode(LaunchGate.self, from: .object(["policy": .string("standrad")]))
        }
    }
}
