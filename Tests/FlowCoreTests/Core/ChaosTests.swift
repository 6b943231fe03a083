import Testing

import FlowCore
@testable import FlowSpecs

@Suite struct ChaosTests {
    /// A short soak in every `swift test` (about a second in all, debug);
    /// the long one, 10^6 events a machine in release, is CI's `flow chaos
    /// --all`, which reports its progress as it goes.
    @Test(arguments: MachineRegistry.all.names)
    func everyMachineHoldsItsInvariantsUnderRandomEvents(name: String) throws {
        for seed: UInt64 in [1, 2, 3] {
            let report = try #require(MachineRegistry.all.chaos(name, seed: seed, steps: 2_000))
            #expect(report.failure == nil, "\(report)")
            #expect(report.steps == 2_000)
        }
    }

    @Test func aSeedReproducesTheSameRun() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        #expect((0..<100).map { _ in first.next() } == (0..<100).map { _ in second.next() })
        #expect(SplitMix64(seed: 0).state == 0)
    }

    @Test func randomHelpersStayInRange() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<10_000 {
            #expect((-3...4).contains(random.int(in: -3...4)))
            let unit = random.unit()
            #expect(unit >= 0 && unit < 1)
        }
        #expect(random.int(in: 7...7) == 7)
        #expect(random.element(of: [Int]()) == nil)
        _ = random.int(in: Int.min...Int.max)
    }

    @Test func aBrokenInvariantIsReportedWithItsStepAndEvent() {
        struct Fragile: ChaosTestable {
            static let specName = "fragile"
            init() {}
            init(from decoder: any Decoder) throws {}
            var initialState: Int { 0 }
            func reduce(_ state: inout Int, _ event: Int, into commands: inout MachineCommands<Int, Int>) {
                state += event
            }
            func encode(to encoder: any Encoder) throws {}
            static func chaosSample(using random: inout SplitMix64) -> Fragile { Fragile() }
            func chaosEvent(in state: Int, using random: inout SplitMix64) -> Int { 1 }
            func invariantViolation(_ step: ChaosStep<Fragile>) -> String? { step.after > 5 ? "too big" : nil }
        }
        let report = Chaos.run(Fragile.self, name: "fragile", seed: 9, steps: 100)
        #expect(report.failure?.step == 5)
        #expect(report.failure?.reason == "too big")
        #expect(report.failure?.event == .number(1))
        #expect(report.description.contains("seed 9, step 5"))
    }

    @Test func stateThatCannotBeWrittenToJSONIsCaught() {
        struct Lossy: ChaosTestable {
            static let specName = "lossy"
            init() {}
            init(from decoder: any Decoder) throws {}
            var initialState: Double { 0 }
            func reduce(_ state: inout Double, _ event: Double, into commands: inout MachineCommands<Double, Double>) {
                state = event
            }
            func encode(to encoder: any Encoder) throws {}
            static func chaosSample(using random: inout SplitMix64) -> Lossy { Lossy() }
            func chaosEvent(in state: Double, using random: inout SplitMix64) -> Double { .nan }
            func invariantViolation(_ step: ChaosStep<Lossy>) -> String? { nil }
        }
        let report = Chaos.run(Lossy.self, name: "lossy", seed: 1, steps: 10)
        #expect(report.failure?.reason.contains("round trip") == true)
    }
}
