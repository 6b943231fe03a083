import FlowCore
import FlowSpecs
import Foundation

/// A minimal machine for measuring the runner's own cost: its events change
/// the state and never produce commands.
struct Tally: Machine {
    struct State: Equatable, Codable, Sendable {
        var total = 0
        var events = 0
    }

    enum Event: Equatable, Codable, Sendable {
        case add(Int)
    }

    typealias Effect = Int

    var initialState: State { State() }

    func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .add(let amount):
            state.total &+= amount
            state.events &+= 1
        }
    }
}

enum CoreBenchmarks {
    static let reduceOperations = 5_000_000
    static let events: [Tally.Event] = (0..<1024).map { .add($0 % 7) }

    static var all: [Benchmark] {
        [
            Benchmark(name: "core.reduce.direct", operations: reduceOperations) {
                let machine = Tally()
                var state = machine.initialState
                for index in 0..<reduceOperations {
                    var commands = MachineCommands<Tally.Event, Tally.Effect>()
                    machine.reduce(&state, events[index & 1023], into: &commands)
                    blackHole(commands)
                }
                blackHole(state)
            },
            Benchmark(name: "core.reduce.runner", operations: reduceOperations) {
                var runner = Runner(Tally())
                for index in 0..<reduceOperations {
                    blackHole(runner.send(events[index & 1023]))
                }
                blackHole(runner.state)
            },
            launchThroughRunner,
            replayThroughput,
            replayLarge,
        ] + replayScaling
    }

    /// A launch event through the runner: decision, record and two effects.
    static var launchThroughRunner: Benchmark {
        Benchmark(name: "launch-gate.launch") {
            let operations = 100_000
            let stored = LaunchRecord(versionHistory: ["1.0", "1.1", "2.0"], buildHistory: ["10", "11", "20"], lastVersion: "2.0", lastBuild: "20")
            let events: [LaunchGate.Event] = ["2.0", "2.1", "1.9", "2.0.0"].map {
                .launched(version: $0, build: "21", isLoggedIn: true, stored: stored)
            }
            return Workload(operations: operations) {
                var runner = Runner(LaunchGate())
                for index in 0..<operations {
                    blackHole(runner.send(events[index & 3]))
                }
            }
        }
    }

    /// Decoding, replaying and checking a generated trace of about 1 MB.
    static var replayThroughput: Benchmark {
        Benchmark(name: "spec.replay.1MB") {
            let text = TraceGenerator.launchTrace(bytes: 1_000_000)
            let steps = (try? Spec(text: text))?.steps.count ?? 0
            let bytes = Array(text.utf8)
            return Workload(operations: steps, bytesPerRun: bytes.count) { checkOrDie(bytes) }
        }
    }

    /// A 50 MB trace checked as `flow check` checks a file: read into memory
    /// once, then played step by step; reports the memory high-water mark.
    static var replayLarge: Benchmark {
        Benchmark(name: "spec.replay.50MB") {
            let path = Scratch.path("replay-50MB.json")
            let steps = TraceGenerator.writeLaunchTrace(bytes: 50_000_000, to: path)
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            return Workload(operations: steps, bytesPerRun: size, measuresPeakMemory: true) {
                guard let bytes = FileBytes.read(path) else { fatalError("cannot read \(path)") }
                checkOrDie(bytes)
            }
        }
    }

    /// The same replay at 1k, 10k and 100k events: ns/event should stay flat.
    static var replayScaling: [Benchmark] {
        [1_000, 10_000, 100_000].map { count in
            Benchmark(name: "spec.replay.\(count / 1000)k-events") {
                let bytes = Array(TraceGenerator.launchTrace(steps: count).utf8)
                return Workload(operations: count, bytesPerRun: bytes.count) { checkOrDie(bytes) }
            }
        }
    }

    /// Checks a trace as `flow check` does a file: from its bytes, step by step.
    static func checkOrDie(_ bytes: [UInt8]) {
        if let failure = MachineRegistry.all.check(bytes: bytes) {
            fatalError("generated trace fails: \(failure)")
        }
    }
}

/// Reading a file straight into an array of bytes (no intermediate `Data`),
/// as a tool reading a large trace should.
enum FileBytes {
    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        guard fseek(file, 0, SEEK_END) == 0 else { return nil }
        let size = ftell(file)
        guard size >= 0, fseek(file, 0, SEEK_SET) == 0 else { return nil }
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = fread(buffer.baseAddress, 1, size, file)
        }
    }
}
