import Testing

import FlowCore
@testable import FlowSpecs

/// Live sessions written out as specs, and configurations written back.
@Suite struct RecordingTests {
    static let soakable: [String] = MachineRegistry.all.entries.filter(\.supportsChaos).map(\.name)

    /// Every machine's random configurations write back to JSON that reads
    /// as the same configuration (compared by writing it again).
    @Test(arguments: soakable)
    func configurationsWriteBackAndReadTheSame(name: String) throws {
        let type = try #require(MachineRegistry.builtInTypes.first { $0.specName == name } as? any ChaosTestable.Type)
        try Self.roundTrip(type)
    }

    static func roundTrip<M: ChaosTestable>(_ type: M.Type) throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let machine = M.chaosSample(using: &random)
            let json = try JSONEncoding.encode(machine)
            let reread = try JSONDecoding.decode(M.self, from: json)
            #expect(try JSONEncoding.encode(reread) == json, "\(M.specName): \(json.compactText)")
        }
    }

    /// A session driven with random events records into a spec that passes.
    @Test(arguments: soakable)
    func aRandomSessionRecordsIntoASpecThatReplays(name: String) throws {
        let type = try #require(MachineRegistry.builtInTypes.first { $0.specName == name } as? any ChaosTestable.Type)
        try Self.recordAndReplay(type)
    }

    static func recordAndReplay<M: ChaosTestable>(_ type: M.Type) throws {
        for seed: UInt64 in 1...3 {
            var random = SplitMix64(seed: seed)
            var session = SpecRecorder(M.chaosSample(using: &random))
            var time = 0.0
            for _ in 0..<60 {
                time += Double(random.int(in: 0...40)) / 100
                _ = session.advance(to: time)
                _ = session.send(session.runner.machine.chaosEvent(in: session.runner.state, using: &random))
                if session.runner.machine.chaosIsFinished(session.runner.state) { break }
            }
            _ = session.advance(to: time + 2)
            let spec = try session.spec(title: "random session \(seed)")
            #expect(spec.steps.filter { $0.source == .send }.count == session.sent.count)
            let text = spec.text
            let failure = MachineRegistry.all.check(try Spec(text: text), file: M.specName)
            #expect(failure == nil, "\(failure?.detailedDescription ?? "")")
        }
    }

    @Test func aRecordedSpecListsTheTimersThatFellDue() throws {
        var session = SpecRecorder(try AlertDialog(content: AlertContent(title: "提示", message: "好", buttons: ["好的"])))
        _ = session.send(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: .zero))
        _ = session.advance(to: 1)
        _ = session.send(.buttonTapped(index: 0))
        _ = session.advance(to: 2)
        let spec = try session.spec(title: "tap")
        #expect(spec.steps.map(\.source) == [.send, .send, .fire])
        #expect(spec.steps.last?.at == 1.3)
        #expect(spec.steps.last?.event == "fadeOutEnded")
        #expect(spec.steps.last?.effects == ["remove"])
        #expect(spec.config == ["content": ["buttons": ["好的"], "kind": "plain", "message": "好", "title": "提示"]])
    }

    @Test func aFrontsOwnMeasurerCannotBeWrittenDown() throws {
        struct Ruler: TextMeasuring {
            func size(of text: String, font: FontSpec, maxWidth: Double) -> LayoutSize { LayoutSize(width: 1, height: 1) }
        }
        let alert = try AlertDialog(content: AlertContent(title: "t"), measurer: Ruler())
        #expect(throws: SpecFailure.self) { try Spec(recording: alert, sent: [], title: "x") }
    }
}

@Suite struct BarePayloadTests {
    enum Inner: Equatable, Codable { case ping, pong(count: Int) }
    enum Outer: Equatable, Codable { case gate(Inner), pair(Int, Int), labelled(inner: Inner) }

    @Test func aSingleUnlabelledPayloadIsWrittenBare() throws {
        #expect(try JSONEncoding.encode(Outer.gate(.ping)) == ["gate": "ping"])
        #expect(try JSONEncoding.encode(Outer.gate(.pong(count: 2))) == ["gate": ["pong": ["count": 2]]])
        #expect(try JSONEncoding.encode(Outer.pair(1, 2)) == ["pair": ["_0": 1, "_1": 2]], "two unlabelled values keep their positions")
        #expect(try JSONEncoding.encode(Outer.labelled(inner: .ping)) == ["labelled": ["inner": "ping"]])
    }

    @Test func itReadsBackBareOrInTheLongForm() throws {
        for value in [Outer.gate(.ping), .gate(.pong(count: 3)), .pair(4, 5), .labelled(inner: .pong(count: 1))] {
            #expect(try JSONDecoding.decode(Outer.self, from: JSONEncoding.encode(value)) == value)
        }
        #expect(try JSONDecoding.decode(Outer.self, from: ["gate": ["_0": "ping"]]) == .gate(.ping))
        let error = #expect(throws: JSONDecodingError.self) { try JSONDecoding.decode(Outer.self, from: ["gate": ["pong": ["count": "x"]]]) }
        #expect(error?.path.description == "gate.pong.count", "a bare payload's errors point into the document as written")
    }
}

/// A recorded step's state holds only what changed (issue 31, item 7).
@Suite struct PartialStateRecordingTests {
    @Test func onlyTheChangedLeavesOfNestedStatesAreKept() {
        let before: JSONValue = ["child": ["phase": "shown", "count": 1, "items": [1, 2]], "title": "a", "gone": true]
        let after: JSONValue = ["child": ["phase": "hidden", "count": 1, "items": [1, 2]], "title": "a"]
        #expect(JSONComparison.changedMembers(from: before, to: after) == ["child": ["phase": "hidden"], "gone": .null])
        #expect(JSONComparison.changedMembers(from: after, to: after) == nil)
        // Arrays are whole: one element changed shows the array.
        let moved: JSONValue = ["child": ["phase": "hidden", "count": 1, "items": [1, 3]], "title": "a"]
        #expect(JSONComparison.changedMembers(from: after, to: moved) == ["child": ["items": [1, 3]]])
        // The partial state matches the state it came from, and a re-recording keeps the null.
        let partial = JSONComparison.changedMembers(from: before, to: after)!
        #expect(JSONComparison.firstDifference(expected: partial, actual: after, at: .root, partial: true) == nil)
        #expect(JSONComparison.project(after, like: partial) == partial)
    }

    @Test func aSessionRecordsOnlyWhatEachStepChanged() throws {
        var session = SpecRecorder(try SessionGuard())
        _ = session.send(.responseReceived(id: "r1", status: 403))
        _ = session.advance(to: 5)
        let spec = try session.spec(title: "a session")
        // The HUD's state changes in a member or two per step: never the whole child again.
        let hudStates = spec.steps.compactMap { $0.state?["hud"] }
        #expect(!hudStates.isEmpty && hudStates.allSatisfy { ($0.objectValue?.count ?? 0) <= 3 }, "\(hudStates)")
        // What is recorded replays, and recording it again changes no byte.
        #expect(MachineRegistry.all.check(spec) == nil)
        #expect(try MachineRegistry.all.record(spec).text == spec.text)
    }
}
