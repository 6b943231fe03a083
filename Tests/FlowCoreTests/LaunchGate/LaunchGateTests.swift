import Testing

import FlowCore
import FlowTesting
@testable import FlowSpecs

@Suite struct LaunchGateTests {
    let gate = LaunchGate()

    /// Launches `version` on a fresh gate through a runner and returns the
    /// state it decided; with `finishes`, asserts the decision it finishes
    /// with (the record it saves is the record tests' business).
    @discardableResult
    func launch(
        _ version: String, build: String = "1", loggedIn: Bool = true, stored: LaunchRecord? = nil, legacy: String? = nil,
        gate: LaunchGate? = nil, finishes decision: LaunchGate.Effect? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> LaunchGate.State {
        let test = TestRunner(gate ?? self.gate)
        test.exhaustivity = .off
        test.send(
            .launched(version: version, build: build, isLoggedIn: loggedIn, stored: stored, legacyVersion: legacy), effects: decision.map { [$0] } ?? [],
            fileID: fileID, filePath: filePath, line: line, column: column)
        return test.state
    }

    func record(_ versions: [String], _ builds: [String], last: String? = nil, lastBuild: String? = nil) -> LaunchRecord {
        LaunchRecord(versionHistory: versions, buildHistory: builds, lastVersion: last ?? versions.last ?? "", lastBuild: lastBuild ?? builds.last ?? "")
    }

    @Test func aLaunchDecidesOnceAndPersistsOnce() {
        let record = LaunchRecord(versionHistory: ["1.0"], buildHistory: ["1"], lastVersion: "1.0", lastBuild: "1")
        let test = TestRunner(gate)
        test.exhaustivity = .partialState
        // Logged in: the new-feature article (N1).
        test.send(
            .launched(version: "1.0", build: "1", isLoggedIn: true, stored: nil),
            effects: [.finish(kind: .firstInstall, screen: .newFeaturePages), .persist(record: record)]
        ) {
            $0.launches = 1
            $0.record = record
        }
        // Logged out: the guide article (G1).
        launch("1.0", loggedIn: false, finishes: .finish(kind: .firstInstall, screen: .guidePages))
    }

    /// The seed's check writes the version as it answers, so a second
    /// question in the same launch hears "not new". Here the launch decides
    /// once, and what it persists is what the next launch reads: handed
    /// that record, the next launch of the same version is the same version.
    /// (Once this test read one stored property twice, which could not fail.)
    @Test func theNextLaunchReadsWhatThisOnePersisted() {
        // The update joins the histories and becomes the last launch.
        let saved = record(["1.0", "2.0"], ["1", "2"])
        let test = TestRunner(gate)
        test.exhaustivity = .partialState
        test.send(
            .launched(version: "2.0", build: "2", isLoggedIn: true, stored: record(["1.0"], ["1"])),
            effects: [.finish(kind: .updated(from: "1.0"), screen: .newFeaturePages), .persist(record: saved)])
        #expect(launch("2.0", build: "2", stored: saved).decision?.kind == .sameVersion)
        #expect(launch("2.1", build: "3", stored: saved).decision?.kind == .updated(from: "2.0"))
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
            launch(version, build: "30", loggedIn: loggedIn, stored: stored, finishes: .finish(kind: kind, screen: screen))
        }
    }

    @Test func theSeedPresetsReproduceTheArticles() {
        let guide = LaunchGate(policy: .guideOnNewVersion)
        launch("1.0", gate: guide, finishes: .finish(kind: .firstInstall, screen: .guidePages))
        launch("1.1", stored: record(["1.0"], ["1"]), gate: guide, finishes: .finish(kind: .updated(from: "1.0"), screen: .guidePages))
        launch("1.0", stored: record(["1.0"], ["1"]), gate: guide, finishes: .finish(kind: .sameVersion, screen: .main))
        let hq = LaunchGate(policy: .welcomeAndNewFeature)
        launch("1.0", loggedIn: false, gate: hq, finishes: .finish(kind: .firstInstall, screen: .main))
        launch("0.9", stored: record(["1.0"], ["1"]), gate: hq, finishes: .finish(kind: .downgraded(from: "1.0"), screen: .newFeaturePages))
    }

    @Test func historyNeverGrowsWithRepeatsOfTheSameVersion() {
        var stored: LaunchRecord?
        var state = LaunchGate.State()
        for version in ["1.0", "2.0", "1.0", "2.0.0", "2.0", "3.0", "1.0.0"] {
            state = launch(version, build: "7", stored: stored)
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
        let state = launch("2.0", build: "6", stored: broken, finishes: .finish(kind: .sameVersion, screen: .welcome))
        #expect(state.record == LaunchRecord(versionHistory: ["1.0", "2.0"], buildHistory: ["5", "6"], lastVersion: "2.0", lastBuild: "6"))
        #expect(state.decision?.previousVersion == "2.0")
        #expect(state.decision?.previousBuild == "5")
    }

    @Test func anEmptyRecordCountsAsNone() {
        let empty = LaunchRecord(versionHistory: [], buildHistory: [], lastVersion: "", lastBuild: "")
        launch("1.0", stored: empty, finishes: .finish(kind: .firstInstall, screen: .newFeaturePages))
        launch("1.0", stored: empty, legacy: "0.9", finishes: .finish(kind: .updated(from: "0.9"), screen: .newFeaturePages))
    }

    /// Histories are bounded: a record handed back with 1,500 versions keeps
    /// the first (the install) and the latest, 1,000 in all, and a version
    /// launched only before those counts as new again.
    @Test func historiesKeepTheInstallAndTheLatestThousand() {
        let versions = (0..<1_500).map { "1.\($0)" }
        let stored = record(versions, versions.map { "b\($0)" })
        let state = launch("3.0", build: "b3", stored: stored)
        let kept = state.record?.versionHistory ?? []
        #expect(kept.count == LaunchRecord.maximumHistoryCount)
        #expect(kept.first == "1.0" && kept.last == "3.0" && kept[1] == "1.\(1_500 - 998)")
        #expect(state.record?.buildHistory.count == LaunchRecord.maximumHistoryCount)
        #expect(state.decision?.firstInstalledVersion == "1.0")
        #expect(launch("1.5", stored: state.record).decision?.isFirstLaunchForVersion == true, "1.5 fell out of the history")
        #expect(launch("1.1400", stored: state.record).decision?.isFirstLaunchForVersion == false)
    }

    @Test func aRecordIsReadLeniently() throws {
        let record = try JSONDecoding.decode(LaunchRecord.self, from: .object(["lastVersion": .string("1.0")]))
        #expect(record == LaunchRecord(versionHistory: [], buildHistory: [], lastVersion: "1.0", lastBuild: ""))
    }

    /// G1 and N1 (articles 000 §四 and 003): on a downgrade both articles show their pages.
    @Test func aDowngradeShowsThePagesByDefault() {
        let stored = record(["1.0", "2.0"], ["1", "2"])
        launch("1.5", build: "3", loggedIn: true, stored: stored, finishes: .finish(kind: .downgraded(from: "2.0"), screen: .newFeaturePages))
        launch("1.5", build: "3", loggedIn: false, stored: stored, finishes: .finish(kind: .downgraded(from: "2.0"), screen: .guidePages))
        launch("1.5", build: "3", stored: stored, gate: LaunchGate(policy: .standard), finishes: .finish(kind: .downgraded(from: "2.0"), screen: .main))
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
