import Testing

@_spi(FlowTools) import FlowCore
@testable import FlowSpecs
@_spi(FlowTools) import FlowJSON

@Suite struct SpecDecodingTests {
    func firstFailure(_ text: String) -> SpecFailure? {
        do {
            let spec = try Spec(text: text, file: "x.json")
            return ProbeSpec.registry.check(spec, file: "x.json")
        } catch {
            return error
        }
    }

    let header = #""formatVersion": 1, "machine": "timer-probe", "title": "t""#

    @Test func aWellFormedSpecReads() throws {
        let spec = try Spec(text: "{\(header), \"steps\": [{\"at\": 0, \"send\": \"nothing\"}], \"until\": 3}")
        #expect(spec.steps == [Spec.Step(at: 0, source: .send, event: .string("nothing"))])
        #expect(spec.until == 3)
        #expect(spec.config == .object([:]))
    }

    @Test(arguments: [
        (#"{"formatVersion": 1, "#, nil as Int?, "(root)", "malformed JSON at line 1, column 22"),
        (#"{"machine": "timer-probe", "title": "t", "steps": []}"#, nil, "formatVersion", "missing member \"formatVersion\""),
        (#"{"formatVersion": 2, "machine": "timer-probe", "title": "t", "steps": []}"#, nil, "formatVersion", "unsupported format version 2"),
        (#"{"formatVersion": 1, "machine": "nope", "title": "t", "steps": []}"#, nil, "machine", "unknown machine \"nope\" (known: timer-probe)"),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [], "extra": 1}"#, nil, "extra", "unknown member \"extra\""),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": 5, "steps": []}"#, nil, "title", "expected a string, found a number"),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [{"at": 1, "send": "nothing"}, {"at": 0.5, "send": "nothing"}]}"#, 1, "steps[1].at", "steps out of time order: 0.5 comes after 1"),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [{"at": -1, "send": "nothing"}]}"#, 0, "steps[0].at", "expected a time in seconds"),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [{"at": 0}]}"#, 0, "steps[0]", "a step needs \"send\" or \"fire\""),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [{"at": 0, "send": "nothing", "fire": "nothing"}]}"#, 0, "steps[0]", "not both"),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [{"at": 0, "send": "nothing", "expect": {"effect": []}}]}"#, 0, "steps[0].expect.effect", "unknown member \"effect\""),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [{"at": 0, "send": "jump"}]}"#, 0, "steps[0].send", "unknown event \"jump\" for machine timer-probe"),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [{"at": 0, "send": {"start": {"name": "a", "after": "soon", "id": "x"}}}]}"#, 0, "steps[0].send.start.after", "invalid event: expected a number, found a string"),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [{"at": 0, "send": {"stop": {}}}]}"#, 0, "steps[0].send.stop", "invalid event: missing member \"id\""),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [{"at": 0, "send": "nothing", "expect": {"effects": [{"rung": {}}]}}]}"#, 0, "steps[0].expect.effects[0]", "invalid effect: unknown member \"rung\""),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "config": {"speed": 1}, "steps": []}"#, nil, "config", "invalid configuration: unknown member \"speed\""),
        (#"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [{"at": 2, "send": "nothing"}], "until": 1}"#, nil, "until", "until comes before the last step"),
    ])
    func malformedSpecsFailWithFileStepPathAndReason(text: String, step: Int?, path: String, reason: String) throws {
        let failure = try #require(firstFailure(text))
        #expect(failure.file == "x.json")
        #expect(failure.step == step)
        #expect(failure.path.description == path)
        #expect(failure.reason.contains(reason), "\(failure.reason)")
    }
}

@Suite struct SpecReplayTests {
    typealias Step = Spec.Step

    func check(_ spec: Spec) -> SpecFailure? {
        ProbeSpec.registry.check(spec, file: "probe.json")
    }

    @Test func timersMustBeListedWhereTheyFire() throws {
        let good = ProbeSpec.spec([
            Step(at: 0, source: .send, event: ProbeSpec.start("a", after: 0.75, id: "t")),
            Step(at: 0.75, source: .fire, event: ProbeSpec.ring("a"), effects: [ProbeSpec.rang("a")], state: .object(["rung": .array([.string("a")])])),
            Step(at: 1, source: .send, event: .string("nothing")),
        ])
        #expect(check(good) == nil)

        var unlisted = good
        unlisted.steps.remove(at: 1)
        let failure = try #require(check(unlisted))
        #expect(failure.step == 1)
        #expect(failure.reason.contains("timer \"t\" fired at 0.75 s before this step"))
        #expect(failure.actual == ProbeSpec.ring("a"))
    }

    @Test func aListedTimerThatNeverFiresFails() throws {
        let spec = ProbeSpec.spec([
            Step(at: 0, source: .send, event: ProbeSpec.start("a", after: 1, id: "t")),
            Step(at: 0.5, source: .send, event: .object(["stop": .object(["id": .string("t")])])),
            Step(at: 1, source: .fire, event: ProbeSpec.ring("a"), effects: [ProbeSpec.rang("a")]),
        ])
        let failure = try #require(check(spec))
        #expect(failure.step == 2)
        #expect(failure.path.description == "steps[2].fire")
        #expect(failure.reason.contains("never fired"))
    }

    @Test func aTimerAtAnotherTimeOrWithAnotherEventFails() throws {
        let wrongTime = ProbeSpec.spec([
            Step(at: 0, source: .send, event: ProbeSpec.start("a", after: 1, id: "t")),
            Step(at: 0.9, source: .fire, event: ProbeSpec.ring("a"), effects: [ProbeSpec.rang("a")]),
        ])
        let late = try #require(check(wrongTime))
        #expect(late.reason.contains("never fired"))

        let early = ProbeSpec.spec([
            Step(at: 0, source: .send, event: ProbeSpec.start("a", after: 1, id: "t")),
            Step(at: 1.5, source: .fire, event: ProbeSpec.ring("a"), effects: [ProbeSpec.rang("a")]),
        ])
        let tooEarly = try #require(check(early))
        #expect(tooEarly.path.description == "steps[1].at")
        #expect(tooEarly.expected == .number(1.5) && tooEarly.actual == .number(1))

        let other = ProbeSpec.spec([
            Step(at: 0, source: .send, event: ProbeSpec.start("a", after: 1, id: "t")),
            Step(at: 1, source: .fire, event: ProbeSpec.ring("b"), effects: [ProbeSpec.rang("a")]),
        ])
        let wrongEvent = try #require(check(other))
        #expect(wrongEvent.path.description == "steps[1].fire.ring.name")
        #expect(wrongEvent.expected == .string("b") && wrongEvent.actual == .string("a"))
    }

    @Test func untilRequiresTimersDueByTheEndToBeListed() throws {
        let steps = [Step(at: 0, source: .send, event: ProbeSpec.start("a", after: 2, id: "t"))]
        let pending = [Spec.PendingTimer(at: 2, event: ProbeSpec.ring("a"))]
        #expect(check(ProbeSpec.spec(steps, pending: pending)) == nil, "without until, the trace stops observing at its last step")
        #expect(check(ProbeSpec.spec(steps, until: 1.5, pending: pending)) == nil)
        let failure = try #require(check(ProbeSpec.spec(steps, until: 2, pending: pending)))
        #expect(failure.reason.contains("after the last step"))
    }

    @Test func aTimerStillPendingAtTheEndMustBeListed() throws {
        let steps = [
            Step(at: 0, source: .send, event: ProbeSpec.start("a", after: 2, id: "t")),
            Step(at: 0.5, source: .send, event: ProbeSpec.start("b", after: 1, id: "u")),
        ]
        let unlisted = try #require(check(ProbeSpec.spec(steps)))
        #expect(unlisted.path.description == "pending[0]")
        #expect(unlisted.reason.contains("timer \"u\" is still pending at the end (due at 1.5 s)"))
        #expect(unlisted.actual == Spec.PendingTimer(at: 1.5, event: ProbeSpec.ring("b")).json)

        // Listed in the order they would go off.
        let both = [Spec.PendingTimer(at: 1.5, event: ProbeSpec.ring("b")), Spec.PendingTimer(at: 2, event: ProbeSpec.ring("a"))]
        #expect(check(ProbeSpec.spec(steps, pending: both)) == nil)

        let wrongTime = [Spec.PendingTimer(at: 1.5, event: ProbeSpec.ring("b")), Spec.PendingTimer(at: 2.5, event: ProbeSpec.ring("a"))]
        let late = try #require(check(ProbeSpec.spec(steps, pending: wrongTime)))
        #expect(late.path.description == "pending[1].at" && late.expected == .number(2.5) && late.actual == .number(2))

        let wrongEvent = [Spec.PendingTimer(at: 1.5, event: ProbeSpec.ring("c")), Spec.PendingTimer(at: 2, event: ProbeSpec.ring("a"))]
        let other = try #require(check(ProbeSpec.spec(steps, pending: wrongEvent)))
        #expect(other.path.description == "pending[0].event.ring.name")

        let extra = both + [Spec.PendingTimer(at: 3, event: ProbeSpec.ring("d"))]
        let missing = try #require(check(ProbeSpec.spec(steps, pending: extra)))
        #expect(missing.path.description == "pending[2]" && missing.reason == "this timer is not pending at the end")
    }

    @Test func recordingListsThePendingTimersAndTheTextReadsBack() throws {
        let draft = ProbeSpec.spec([Step(at: 0, source: .send, event: ProbeSpec.start("a", after: 2, id: "t"))])
        let recorded = try ProbeSpec.registry.record(draft)
        #expect(recorded.pending == [Spec.PendingTimer(at: 2, event: ProbeSpec.ring("a"))])
        #expect(check(recorded) == nil)
        #expect(recorded.text.contains(#""pending": [{"at": 2, "event": {"ring": {"name": "a"}}}]"#))
        #expect(try Spec(text: recorded.text) == recorded)
    }

    @Test(arguments: [
        (#"[{"at": 2}]"#, "pending[0].event", "missing member \"event\""),
        (#"[{"at": 2, "event": "x"}, {"at": 1, "event": "x"}]"#, "pending[1].at", "pending timers out of time order"),
        (#"{"at": 2}"#, "pending", "expected an array, found an object"),
        (#"[{"at": 2, "event": "x", "id": "t"}]"#, "pending[0].id", "unknown member \"id\""),
    ])
    func aMalformedPendingListIsAnError(list: String, path: String, reason: String) throws {
        let text = #"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [], "pending": "# + list + "}"
        let failure = try #require(SpecDecodingTests().firstFailure(text))
        #expect(failure.path.description == path)
        #expect(failure.reason.contains(reason), "\(failure.reason)")
    }

    @Test func effectsAreExhaustiveAndStateIsPartial() throws {
        let base = Step(at: 0, source: .send, event: .object(["setRatio": .object(["_0": .number(0.5)])]))
        var missing = base
        missing.effects = []
        let extra = try #require(check(ProbeSpec.spec([missing])))
        #expect(extra.path.description == "steps[0].expect.effects[0]")
        #expect(extra.reason.contains("unexpected"))

        var partial = base
        partial.effects = [.object(["ratio": .object(["_0": .number(0.5)])])]
        partial.state = .object(["ratio": .number(0.5)])
        #expect(check(ProbeSpec.spec([partial])) == nil)

        var wrong = partial
        wrong.state = .object(["ratio": .number(0.25)])
        let stateFailure = try #require(check(ProbeSpec.spec([wrong])))
        #expect(stateFailure.path.description == "steps[0].expect.state.ratio")
        #expect(stateFailure.description.contains("(expected 0.25, actual 0.5)"))

        var unknownKey = partial
        unknownKey.state = .object(["speed": .number(1)])
        #expect(try #require(check(ProbeSpec.spec([unknownKey]))).reason == "state missing")
    }

    func ratioSpec(sending sent: Double, expecting value: Double, tolerance: Double? = nil) -> Spec {
        var spec = ProbeSpec.spec([
            Step(
                at: 0, source: .send, event: .object(["setRatio": .number(sent)]),
                effects: [.object(["ratio": .number(value)])], state: .object(["ratio": .number(value)]))
        ])
        spec.tolerance = tolerance
        return spec
    }

    @Test func fractionsMatchWithinAnAbsoluteBillionth() {
        #expect(check(ratioSpec(sending: 0.1 + 0.2, expecting: 0.3)) == nil)
        #expect(check(ratioSpec(sending: 0.3, expecting: 0.3 + 0.9e-9)) == nil)
        #expect(check(ratioSpec(sending: 0.3, expecting: 0.3 + 2e-9)) != nil)
        // Absolute, not relative: a large fraction gets no more slack than a small one.
        #expect(check(ratioSpec(sending: 1_000_000.5, expecting: 1_000_000.5 + 1e-6)) != nil)
    }

    @Test func wholeNumbersMatchExactly() throws {
        // An epoch in milliseconds off by 1,500 ms (and by 1 ms) is off.
        let epoch = 1_790_000_000_000.0
        let failure = try #require(check(ratioSpec(sending: epoch, expecting: epoch + 1_500)))
        #expect(failure.path.description == "steps[0].expect.effects[0].ratio")
        #expect(check(ratioSpec(sending: epoch, expecting: epoch + 1)) != nil)
        #expect(check(ratioSpec(sending: epoch, expecting: epoch)) == nil)
        // Even a trace's own tolerance leaves whole numbers exact.
        #expect(check(ratioSpec(sending: 3, expecting: 4, tolerance: 1)) != nil)
    }

    @Test func aTraceMayStateItsOwnTolerance() throws {
        #expect(check(ratioSpec(sending: 0.5, expecting: 0.5004, tolerance: 1e-3)) == nil)
        #expect(check(ratioSpec(sending: 0.5, expecting: 0.502, tolerance: 1e-3)) != nil)
        #expect(check(ratioSpec(sending: 0.5, expecting: 0.5 + 1e-12, tolerance: 0)) != nil)

        let spec = ratioSpec(sending: 0.5, expecting: 0.5004, tolerance: 1e-3)
        let text = JSONWriter.pretty(spec.json)
        #expect(text.contains("\"tolerance\": 0.001"))
        #expect(try Spec(text: text) == spec)
    }

    @Test(arguments: ["-1", "2", "\"small\""])
    func aToleranceOutsideZeroToOneIsRefused(value: String) throws {
        let text = #"{"formatVersion": 1, "machine": "timer-probe", "title": "t", "steps": [], "tolerance": "# + value + "}"
        let failure = try #require(SpecDecodingTests().firstFailure(text))
        #expect(failure.path.description == "tolerance")
        #expect(failure.reason.contains("expected a tolerance between 0 and 1"))
    }

    @Test func recordingFillsEffectsTimersAndStateAndIsByteStable() throws {
        let draft = ProbeSpec.spec(
            [
                Step(at: 0, source: .send, event: ProbeSpec.start("a", after: 0.5, id: "t")),
                Step(at: 0.5, source: .fire, event: ProbeSpec.ring("a"), state: .object(["rung": .array([])])),
                Step(at: 1, source: .send, event: ProbeSpec.start("b", after: 0.25, id: "u")),
            ], until: 2)
        let recorded = try ProbeSpec.registry.record(draft)
        #expect(recorded.steps.count == 4)
        #expect(recorded.steps[1].effects == [ProbeSpec.rang("a")])
        #expect(recorded.steps[1].state == .object(["rung": .array([.string("a")])]), "the checked members are refreshed, no more")
        #expect(recorded.steps[3].source == .fire && recorded.steps[3].at == 1.25)
        #expect(recorded.steps[3].state == .object(["rung": .array([.string("a"), .string("b")])]), "unchecked steps get what changed")
        #expect(recorded.steps[0].state == nil, "nothing changed")
        #expect(check(recorded) == nil)
        let again = try ProbeSpec.registry.record(Spec(text: recorded.text))
        #expect(again.text == recorded.text)
    }

    @Test func aFailureReadsOnOneLine() {
        let failure = SpecFailure(
            file: "Specs/a.json", step: 3, path: JSONPath([.key("steps"), .index(3), .key("expect"), .key("state"), .key("phase")]),
            reason: "state differs", expected: .string("ready"), actual: .string("loading"))
        #expect(failure.description == #"Specs/a.json: step 3: steps[3].expect.state.phase: state differs (expected "ready", actual "loading")"#)
    }

    @Test func transcriptsShowEventsEffectsAndChanges() throws {
        let spec = ProbeSpec.spec([
            Step(at: 0, source: .send, event: ProbeSpec.start("a", after: 0.5, id: "t")),
            Step(at: 0.5, source: .fire, event: ProbeSpec.ring("a"), effects: [ProbeSpec.rang("a")]),
        ])
        let transcript = try ProbeSpec.registry.transcript(spec)
        #expect(transcript.verdict == nil)
        #expect(transcript.entries.map(\.source) == [.send, .fire])
        #expect(transcript.entries[1].timer == "t")
        #expect(transcript.entries[1].changes.map(\.path.description) == ["rung"])
    }
}

@Suite struct JSONComparisonTests {
    @Test func nullMatchesAnAbsentMemberBothWays() {
        let absent = JSONValue.object(["a": .number(1)])
        let null = JSONValue.object(["a": .number(1), "b": .null])
        #expect(JSONComparison.firstDifference(expected: null, actual: absent, at: .root) == nil)
        #expect(JSONComparison.firstDifference(expected: absent, actual: null, at: .root) == nil)
        let value = JSONValue.object(["a": .number(1), "b": .number(2)])
        #expect(JSONComparison.firstDifference(expected: null, actual: value, at: .root)?.path == JSONPath([.key("b")]))
        #expect(JSONComparison.firstDifference(expected: absent, actual: value, at: .root)?.reason == "unexpected")
    }

    @Test func differentCasesAreShownWhole() {
        let expected = JSONValue.object(["persist": .object(["record": .number(1)])])
        let actual = JSONValue.object(["decided": .object(["kind": .string("x")])])
        let difference = JSONComparison.firstDifference(expected: expected, actual: actual, at: .root)
        #expect(difference == .init(path: .root, reason: "differs", expected: expected, actual: actual))
    }

    /// `JSONExpected`, the path-free check of passing steps read where the
    /// step was parsed, answers as `firstDifference` does on what a spec's
    /// partial state keeps of a value (the members it names).
    @Test func theExpectationCheckAgreesWithFirstDifference() {
        let samples: [JSONValue] = [
            .null, 0, 1, .number(0.3), .number(0.30000000000000004), .number(1e12), .number(1e12 + 1), "a", "b", true, [], [1], [1, 2],
            [.number(0.3), "a"], [:], ["a": 1], ["a": .null], ["a": 1, "b": .null], ["a": 1, "b": 2], ["b": 2], ["a": ["c": .number(0.3)]],
            ["a": ["c": .number(0.30000000000000004), "d": 1]], ["open": [:]], "open", ["close": [:]], [["a": 1], ["b": .null]],
        ]
        var checked = 0
        for expected in samples {
            for actual in samples {
                let kept = actual.keeping(expected)
                let difference = JSONComparison.firstDifference(expected: expected, actual: kept, at: .root, partial: true)
                #expect(
                    JSONExpected(JSONTape(expected), at: 0, tolerance: Spec.defaultTolerance).matches(kept) == (difference == nil),
                    "\(expected.compactText) against \(actual.compactText)")
                checked += difference == nil ? 1 : 0
            }
        }
        // Both answers occur well beyond the identical pairs.
        #expect(checked > samples.count * 3 / 2 && checked < samples.count * samples.count / 2, "\(checked) of \(samples.count * samples.count)")
    }

    /// Partial at any depth of objects; an array's elements are compared
    /// whole, as `JSONExpected` (the state's walk) compares them, so that
    /// the two comparisons a step makes cannot disagree (issue 68: a state
    /// array's element with a member left out passed).
    @Test func partialMatchingIgnoresUnnamedMembersAtAnyDepthOfObjects() throws {
        let actual = JSONValue.object(["a": .object(["b": .number(1), "c": .number(2)]), "d": .array([.object(["e": .number(3), "f": .number(4)])])])
        let expected = JSONValue.object(["a": .object(["c": .number(2)]), "d": .array([.object(["e": .number(3), "f": .number(4)])])])
        #expect(JSONComparison.firstDifference(expected: expected, actual: actual, at: .root, partial: true) == nil)
        #expect(JSONComparison.firstDifference(expected: expected, actual: actual, at: .root) != nil)
        let elementCut = JSONValue.object(["d": .array([.object(["f": .number(4)])])])
        #expect(JSONComparison.firstDifference(expected: elementCut, actual: actual, at: .root, partial: true)?.path == JSONPath([.key("d"), .index(0), .key("e")]))
        let tape = JSONTape(elementCut)
        #expect(!JSONExpected(tape, at: 0, tolerance: 0).matches(actual))
    }
}

@Suite struct MachineRegistryTests {
    @Test func theBuiltInNamesAreDistinct() {
        #expect(Set(MachineRegistry.all.names).count == MachineRegistry.builtInTypes.count)
    }

    @Test func theBuiltInRegistryIsBuiltInTypesWithTheSameAbilities() throws {
        // `all` is built without dynamic casts; registering the same types by casting must agree with it.
        let cast = try MachineRegistry(MachineRegistry.builtInTypes)
        #expect(MachineRegistry.all.names == cast.names)
        #expect(MachineRegistry.all.entries.map(\.typeName) == cast.entries.map(\.typeName))
        for (known, found) in zip(MachineRegistry.all.entries, cast.entries) {
            #expect(known.supportsChaos == found.supportsChaos, "\(known.name): chaos")
            #expect((known.explore != nil) == (found.explore != nil), "\(known.name): exploration")
            #expect((known.draw != nil) == (found.draw != nil), "\(known.name): drawing")
        }
        #expect(MachineRegistry.all.entries.filter { $0.draw != nil }.count == 10, "the ten machines with a scene")
    }

    @Test func aDuplicateOrEmptyNameIsATypedError() {
        #expect(throws: MachineRegistryError.duplicateName("launch-gate", first: "FlowLaunchGate.LaunchGate", second: "FlowLaunchGate.LaunchGate")) {
            try MachineRegistry.all.adding([LaunchGate.self])
        }
        struct Nameless: SpecMachine {
            static let specName = ""
            var initialState: Int { 0 }
            func reduce(_ state: inout Int, _ event: Int, into commands: inout MachineCommands<Int, Int>) {}
            init(from decoder: any Decoder) throws {}
            func encode(to encoder: any Encoder) throws {}
        }
        #expect(throws: MachineRegistryError.self) { try MachineRegistry([Nameless.self]) }
    }

    @Test func anExtendedRegistryKeepsTheBuiltInsFirst() throws {
        let registry = try MachineRegistry.all.adding([TimerProbe.self])
        #expect(registry.names == MachineRegistry.all.names + ["timer-probe"])
        #expect(registry.entry(named: "timer-probe")?.supportsChaos == true)
    }
}

@Suite struct FreeRunBoundsTests {
    /// A GIF that loops for ever, started once and observed until 10^12 s.
    func endlessLoop() throws -> Spec {
        let frames = try Spec(text: try Repository.text("Specs/onboarding/gif-seed-policy-many-frames.json"))
        return Spec(
            machine: "gif-player", title: "loops for ever", config: frames.config,
            steps: [Spec.Step(at: 0, source: .send, event: .string("start"), effects: [["show": ["frame": 0]]])], until: 1e12)
    }

    @Test func aTimerThatNeverStopsEndsTheRunWithACount() throws {
        let spec = try endlessLoop()
        var player = try SpecPlayer<GIFPlayer>(spec: spec, file: "loop.json")
        player.maximumFirings = 1_000
        player.progressInterval = 250
        var heard: [Int] = []
        var steps = StepReader(spec: spec)
        #expect {
            _ = try player.record(&steps) { heard.append($0) }
        } throws: { error in
            let failure = error as? SpecFailure
            return failure?.file == "loop.json"
                && failure?.reason.hasPrefix("timers fired more than 1000 times by 60.06 s (timer \"frame\" keeps firing)") == true
        }
        // The start, then 1,000 firings: progress every 250 events.
        #expect(heard == [250, 500, 750, 1_000])
        var transcriptSteps = StepReader(spec: spec)
        #expect(throws: SpecFailure.self) { _ = try player.transcriptEntries(&transcriptSteps) }
    }

    @Test func checkingStopsAtTheFirstUnlistedFiring() throws {
        // A checked run never loops: the first firing not listed fails it.
        let failure = try #require(MachineRegistry.all.check(try endlessLoop()))
        #expect(failure.reason.contains("fired at 0.06 s after the last step"))
    }
}
