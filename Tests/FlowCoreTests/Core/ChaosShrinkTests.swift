import Testing

import FlowCommandLine
import FlowCore
@_spi(FlowTools) import FlowJSON
@testable import FlowSpecs

/// A random run that breaks an invariant comes back shrunk, as a spec that
/// fails `flow check` at the invariant.
@Suite struct ChaosShrinkTests {
    @Test func ddminKeepsOnlyTheItemsTheFailureNeeds() {
        var tries = 0
        let shrunk = ChaosShrinker<Turnstile>.minimize(Array(1...100)) { items in
            tries += 1
            return items.contains(37) && items.contains(64)
        }
        #expect(shrunk == [37, 64])
        #expect(tries < 100)
        // Removing any one item no longer fails: 1-minimal.
        #expect(ChaosShrinker<Turnstile>.minimize([1, 2, 3]) { $0.count >= 2 }.count == 2)
        #expect(ChaosShrinker<Turnstile>.minimize([5]) { _ in true } == [])
        #expect(ChaosShrinker<Turnstile>.minimize([Int]()) { _ in true } == [])
    }

    @Test func aThirdCoinIsShrunkToTheEventsThatTakeThreeCoins() throws {
        let report = Chaos.run(Turnstile(fault: .noThirdCoin), name: "turnstile", seed: 7, steps: 10_000)
        let failure = try #require(report.failure)
        #expect(failure.reason.hasPrefix("a third coin"))
        let spec = try #require(failure.spec)
        let sent = spec.steps.filter { $0.source == .send }.map(\.event)
        // Three coins, each taken while locked: two pushes (or the relock timer) between them.
        #expect(sent.filter { $0 == "coin" }.count == 3)
        #expect(sent.count <= 5)
        #expect(sent.count <= failure.sentBeforeShrinking)
        #expect(sent.allSatisfy { $0 == "coin" || $0 == "push" })
        // The spec starts at 0 however late in the run the events came (issue 48).
        #expect(spec.steps.first?.at == 0)
        // The spec replays its recorded expectations, and fails at the invariant.
        let registry = try MachineRegistry([Turnstile.self])
        let checked = try #require(registry.check(spec))
        #expect(checked.reason == "the machine's invariant does not hold: a third coin: 3 taken")
        #expect(checked.step == spec.steps.count - 1)
    }

    @Test func aShrunkSpecStartsAtZeroAndStillFailsTheSameWay() throws {
        // Late in a long run: the events that matter come after 3,107 s.
        let sent: [(at: Double, event: Turnstile.Event)] =
            [(3_100, .push), (3_107.25, .coin), (3_107.5, .push), (3_108, .coin), (3_108.25, .push), (3_109, .coin)]
        let shrinker = ChaosShrinker(machine: Turnstile(fault: .noThirdCoin), reason: "a third coin: 3 taken")
        let spec = try #require(shrinker.spec(shrinking: sent, name: "turnstile", seed: 1))
        let times = spec.steps.filter { $0.source == .send }.map(\.at)
        #expect(times.first == 0)
        #expect(times.allSatisfy { $0 < 10 }, "\(times)")
        let registry = try MachineRegistry([Turnstile.self])
        #expect(registry.check(spec)?.reason.hasPrefix("the machine's invariant does not hold") == true)
    }

    @Test func aRunThatHoldsUpHasNothingToShrink() {
        let report = Chaos.run(Turnstile(), name: "turnstile", seed: 7, steps: 5_000)
        #expect(report.failure == nil)
    }

    @Test func flowChaosPrintsOrWritesTheShrunkSpec() throws {
        // The registered turnstile has no fault; a registry of a faulty one
        // stands in for an app's machine with a bug.
        struct Faulty: ChaosTestable {
            static let specName = "faulty-turnstile"
            var inner = Turnstile(fault: .noThirdCoin)
            var initialState: Turnstile.State { inner.initialState }
            func reduce(_ state: inout Turnstile.State, _ event: Turnstile.Event, into commands: inout MachineCommands<Turnstile.Event, Turnstile.Effect>) {
                inner.reduce(&state, event, into: &commands)
            }
            static func chaosSample(using random: inout SplitMix64) -> Faulty { Faulty() }
            func chaosEvent(in state: Turnstile.State, using random: inout SplitMix64) -> Turnstile.Event {
                inner.chaosEvent(in: state, using: &random)
            }
            func invariantViolation(_ step: ChaosStep<Faulty>) -> String? { step.after.coins >= 3 ? "a third coin" : nil }
            func chaosIsFinished(_ state: Turnstile.State) -> Bool { state.phase == .finished }
        }
        let registry = try MachineRegistry([Faulty.self])
        let report = try #require(registry.chaos("faulty-turnstile", seed: 3, steps: 10_000))
        let spec = try #require(report.failure?.spec)
        #expect(spec.title.hasPrefix("Shrunk by flow chaos from seed 3, "))
        #expect(registry.check(spec)?.reason == "the machine's invariant does not hold: a third coin")

        // `--json`: the failing run as one object, its shrunk spec in it (issue 70, item 3).
        var console = CapturedConsole()
        let status = FlowTool(name: "app-flow", registry: registry).run(["chaos", "faulty-turnstile", "--seed", "3", "--events", "10000", "--json"], console: &console)
        #expect(status == 1)
        let lines = console.output.split(separator: "\n")
        #expect(lines.count == 1, "one line a run, nothing else on standard output")
        guard case .object(let run) = try JSONParser.parse(String(lines.first ?? "")) else {
            Issue.record("not an object: \(console.output)")
            return
        }
        #expect(run["machine"] == .string("faulty-turnstile") && run["seed"] == .number(3) && run["passed"] == .bool(false))
        #expect(run["reason"] == .string(report.failure?.reason ?? "") && run["step"] == .number(Double(report.failure?.step ?? -1)))
        #expect(run["reproduce"] == .string("app-flow chaos faulty-turnstile --events \((report.failure?.step ?? 0) + 1) --seed 3 --every-value"))
        #expect(run["spec"] == (try JSONParser.parse(spec.text)), "the shrunk spec, as JSON")
        #expect(run["event"] != nil && run["before"] != nil && run["after"] != nil)
    }
}
