import FlowCore
import FlowSpecs

/// Exploration, in transitions per second (1e9 / ns per transition tried,
/// ignored events included): every state's events tried, each transition
/// judged by the machine's invariants, every new state sent through JSON.
/// The configurations are the ones `Scripts/explore.py` explores in CI.
/// `explore.memory` reports the peak memory of 200,000 states of the SMS
/// flow (which holds a whole captcha in each).
enum ExploreBenchmarks {
    static var all: [Benchmark] {
        [
            explore("explore.captcha", bounds: ExplorationBounds(maxStates: 100_000, maxDepth: 200, maxTransitions: 10_000_000)) {
                try! CaptchaDialog(kind: .blockPuzzle, phone: "13800138000", clientUid: "ui-7f3a", envelope: .ajCaptcha)
            },
            explore("explore.alert", bounds: ExplorationBounds(maxStates: 100_000, maxDepth: 40, maxTransitions: 10_000_000)) {
                try! AlertDialog(content: AlertContent(title: "提示", message: "请输入昵称", kind: .input, buttons: ["取消", "确定"], emphasizedIndex: 1))
            },
            explore("explore.launch-gate", bounds: ExplorationBounds(maxStates: 100_000, maxDepth: 40, maxTransitions: 10_000_000)) { LaunchGate() },
            Benchmark(name: "explore.memory") {
                let bounds = ExplorationBounds(maxStates: 200_000, maxDepth: 10_000, maxTransitions: 100_000_000)
                return Workload(operations: 200_000, measuresPeakMemory: true, timedRuns: 1) {
                    let report = Exploration.run(try! SMSCodeFlow(), bounds: bounds)
                    guard report.states == 200_000, report.findings.isEmpty else { fatalError("explore.memory: \(report)") }
                }
            },
        ]
    }

    private static func explore<M: Explorable>(_ name: String, bounds: ExplorationBounds, machine: @escaping () -> M) -> Benchmark {
        Benchmark(name: name) {
            let explored = machine()
            let report = Exploration.run(explored, bounds: bounds)
            guard report.findings.isEmpty, report.truncation == nil else { fatalError("\(name): \(report)") }
            return Workload(operations: report.transitionsTaken, timedRuns: 3) {
                blackHole(Exploration.run(explored, bounds: bounds).states)
            }
        }
    }
}
