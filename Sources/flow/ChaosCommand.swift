import FlowCore

/// `flow chaos MACHINE [--events N] [--seed S] [--runs R]`
enum ChaosCommand {
    static func run(_ arguments: [String], console: inout some Console) -> Int32 {
        var machine: String?
        var events = 10_000
        var seed: UInt64 = 1
        var runs = 1
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--events", "--seed", "--runs":
                guard index + 1 < arguments.count else {
                    return FlowTool.usage("\(argument) needs a value", command: "chaos", console: &console)
                }
                let value = arguments[index + 1]
                switch argument {
                case "--events":
                    guard let number = Int(value), number > 0 else {
                        return FlowTool.usage("--events takes a positive whole number", command: "chaos", console: &console)
                    }
                    events = number
                case "--seed":
                    guard let number = UInt64(value) else {
                        return FlowTool.usage("--seed takes a whole number ≥ 0", command: "chaos", console: &console)
                    }
                    seed = number
                default:
                    guard let number = Int(value), number > 0 else {
                        return FlowTool.usage("--runs takes a positive whole number", command: "chaos", console: &console)
                    }
                    runs = number
                }
                index += 2
            case _ where argument.hasPrefix("-"):
                return FlowTool.usage("unknown option '\(argument)'", command: "chaos", console: &console)
            default:
                guard machine == nil else {
                    return FlowTool.usage("expected one machine name", command: "chaos", console: &console)
                }
                machine = argument
                index += 1
            }
        }
        guard let machine else {
            return FlowTool.usage("expected a machine name (\(FlowTool.registry.names.joined(separator: ", ")))", command: "chaos", console: &console)
        }
        guard FlowTool.registry.entry(named: machine) != nil else {
            return FlowTool.usage(
                "unknown machine '\(machine)' (known: \(FlowTool.registry.names.joined(separator: ", ")))", command: "chaos",
                console: &console)
        }
        for run in 0..<runs {
            let runSeed = seed &+ UInt64(run)
            guard let report = FlowTool.registry.chaos(machine, seed: runSeed, steps: events) else { return 2 }
            console.out(report.description)
            if let failure = report.failure {
                console.out("state before: \(failure.before.compactText)")
                console.out("state after:  \(failure.after.compactText)")
                console.out("reproduce: flow chaos \(machine) --events \(failure.step + 1) --seed \(runSeed)")
                return 1
            }
        }
        return 0
    }
}
