import Foundation
import Testing

@testable import FlowCommandLine
@_spi(FlowTools) import FlowCore
@testable import FlowSpecs

/// `flow` as a CI runs it (issue 70, items 4 and 5): its lines reach a pipe
/// as they are made, not when the run ends, and a long run says how far it
/// has got, in the words its summary uses.
@Suite struct PipedOutputTests {
    /// A running `flow` whose standard output and error are pipes.
    struct Piped {
        let pid: pid_t
        let output: Int32
        let errors: Int32

        init(_ executable: String, _ arguments: [String]) throws {
            var out: [Int32] = [0, 0]
            var err: [Int32] = [0, 0]
            try #require(pipe(&out) == 0 && pipe(&err) == 0)
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, out[1], 1)
            posix_spawn_file_actions_adddup2(&actions, err[1], 2)
            posix_spawn_file_actions_addclose(&actions, out[0])
            posix_spawn_file_actions_addclose(&actions, err[0])
            let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid = pid_t()
            let result = posix_spawn(&pid, executable, &actions, nil, argv, environ)
            close(out[1])
            close(err[1])
            try #require(result == 0, "posix_spawn: \(result)")
            self.pid = pid
            output = out[0]
            errors = err[0]
        }

        /// What `descriptor` gave until a whole line holding `text` came, or
        /// the pipe closed, or `seconds` went by.
        func read(_ descriptor: Int32, until text: String, seconds: Double) -> String {
            var received: [UInt8] = []
            let deadline = Date().addingTimeInterval(seconds)
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while Date() < deadline {
                var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&waiting, 1, 200) >= 0 else { break }
                guard waiting.revents != 0 else { continue }
                let count = Foundation.read(descriptor, &buffer, buffer.count)
                guard count > 0 else { break }
                received += buffer[0..<count]
                let lines = String(decoding: received, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                if lines.contains(where: { $0.contains(text) }) { break }
            }
            return String(decoding: received, as: UTF8.self)
        }

        /// Whether the process has not ended.
        var isRunning: Bool {
            var status: Int32 = 0
            return waitpid(pid, &status, WNOHANG) == 0
        }

        /// Ends the process and closes the pipes.
        func stop() {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            close(output)
            close(errors)
        }
    }

    /// Each run's line comes through the pipe while the next runs go on: a
    /// CI job stopped at its time limit logs every line printed before.
    @Test func linesReachAPipeAsTheyAreMade() throws {
        let flow = try #require(Repository.flowExecutable, "the flow executable is built beside the tests")
        let run = try Piped(flow, ["chaos", "network-activity", "--events", "1000", "--runs", "1000000"])
        defer { run.stop() }
        let output = run.read(run.output, until: "seed 2", seconds: 120)
        #expect(output.hasPrefix("ok    network-activity: 1000 steps, seed 1\nok    network-activity: 1000 steps, seed 2\n"), "\(output.prefix(200))")
        #expect(run.isRunning, "the lines came before the run ended, with 999,998 runs to go")
    }

    /// A long run inside one machine prints a line every
    /// `Chaos.progressInterval` steps on standard error, as it goes.
    @Test func aLongChaosRunSaysHowFarItHasGot() throws {
        let flow = try #require(Repository.flowExecutable, "the flow executable is built beside the tests")
        let run = try Piped(flow, ["chaos", "network-activity", "--events", "100000000"])
        defer { run.stop() }
        let errors = run.read(run.errors, until: "steps, seed 1 …", seconds: 300)
        #expect(errors == "      network-activity: \(Chaos.progressInterval) of 100000000 steps, seed 1 …\n")
        #expect(run.isRunning, "the line came while the run went on")
    }

    /// The progress is counted in steps, each step once: a run of exactly
    /// two intervals reports both, and nothing more.
    @Test func chaosProgressCountsSteps() {
        var reported: [Int] = []
        let report = FlowTool().registry.chaos("network-activity", seed: 1, steps: 2 * Chaos.progressInterval + 1, roundTrips: .soak) { reported.append($0) }
        #expect(report?.failure == nil)
        #expect(reported == [Chaos.progressInterval, 2 * Chaos.progressInterval])
    }

    /// Exploration's progress counts what its summary counts, in the same
    /// words: the last progress is the summary's transitions and ignored
    /// events (it said 1,000,000 "transitions" where the summary said
    /// 579,285 and 13,375 ignored events for the same run).
    @Test func explorationProgressCountsWhatTheSummaryCounts() throws {
        var last: ExplorationProgress?
        let report = Exploration.run(TitleButton(title: "小明", style: try TitleButtonStyle(arrowSize: LayoutSize(width: 20, height: 30))), progress: { last = $0 })
        let progress = try #require(last)
        #expect(progress.states == report.states)
        #expect(progress.transitions == report.transitions && progress.ignored == report.ignored)
        #expect(progress.transitions + progress.ignored == report.transitionsTaken)
        #expect(report.transitions > 0 && report.ignored > 0)
    }
}
