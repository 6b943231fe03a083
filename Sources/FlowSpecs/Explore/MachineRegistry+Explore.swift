import FlowCore

extension MachineRegistry {
    /// Explores the machine registered as `name`, configured by `config` (a
    /// spec's `config` member; `{}` for the defaults), within `bounds`; nil
    /// for an unknown name or a machine that is not `Explorable`. Throws
    /// when the configuration is invalid.
    package func explore(
        _ name: String, config: JSONValue = .object([:]), bounds: ExplorationBounds = .standard,
        progress: (ExplorationProgress) -> Void = { _ in }
    ) throws(SpecFailure) -> ExplorationSummary? {
        guard let explore = entry(named: name)?.explore else { return nil }
        return try explore(config, bounds, progress).get()
    }
}

extension MachineRegistry.Entry {
    /// Whether the machine can be explored (it is `Explorable`).
    package var supportsExploration: Bool { explore != nil }

    typealias Explore = @Sendable (JSONValue, ExplorationBounds, (ExplorationProgress) -> Void) -> Result<ExplorationSummary, SpecFailure>

    static func explorer(_ type: any SpecMachine.Type) -> Explore? {
        guard let explorable = type as? any Explorable.Type else { return nil }
        return explorer(of: explorable)
    }

    static func explorer<M: Explorable>(of type: M.Type) -> Explore {
        { config, bounds, progress in
            Result { () throws(SpecFailure) in
                let machine: M
                do throws(JSONDecodingError) {
                    machine = try JSONDecoding.decode(M.self, from: config, at: JSONPath.root.appending("config"))
                } catch {
                    throw SpecFailure(path: error.path, reason: "invalid configuration: \(error.reason)")
                }
                return ExplorationSummary(Exploration.run(machine, name: M.specName, bounds: bounds, progress: progress))
            }
        }
    }
}

/// An exploration's report for a machine known only by its registered name:
/// what `flow explore` prints and writes.
package struct ExplorationSummary: Sendable, CustomStringConvertible {
    /// A finding, with its path written as a spec.
    package struct Finding: Sendable {
        /// What kind of problem.
        package var kind: String
        /// What was found, in words.
        package var reason: String
        /// The shortest path that shows it, as a spec recorded from what the
        /// machine does; nil when it cannot be written (the reason says why:
        /// a value without a JSON form).
        package var spec: Spec?
    }

    /// The machine's registered name.
    package let machine: String
    /// The report's lines, as `ExplorationReport.description` gives them.
    package let description: String
    /// Distinct states found.
    package let states: Int
    /// Transitions that changed something.
    package let transitions: Int
    /// Events tried where they changed nothing.
    package let ignored: Int
    /// The most moves from the initial state to any state found.
    package let depth: Int
    /// States that cannot reach rest.
    package let stuckStates: Int
    /// The bound that stopped it early, if one did.
    package let truncation: ExplorationTruncation?
    /// What was found wrong.
    package let findings: [Finding]
    /// The explored graph condensed to phases.
    package let diagram: PhaseDiagram
    private let countKinds: @Sendable () -> Int
    private let cover: @Sendable (ExplorationCover, Int) -> Result<[Spec], SpecFailure>
    private let covered: @Sendable ([Spec]) -> Int
    private let coverage: @Sendable () -> ExplorationCoverage

    init<M: Explorable>(_ report: ExplorationReport<M>) {
        machine = report.name
        description = report.description
        states = report.states
        transitions = report.transitions
        ignored = report.ignored
        depth = report.depth
        stuckStates = report.stuckStates
        truncation = report.truncation
        findings = report.findings.map { finding in
            let title = "Explored: \(finding.kind.rawValue), \(finding.reason)"
            return Finding(kind: finding.kind.rawValue, reason: finding.reason, spec: try? report.spec(for: finding.path, title: title))
        }
        diagram = report.phaseDiagram
        countKinds = { report.transitionKinds().kinds.count }
        cover = { cover, maxMoves in
            let routes = report.coveringRoutes(cover, maxMoves: maxMoves)
            return Result { () throws(SpecFailure) in
                try routes.enumerated().map { (number, route) throws(SpecFailure) in
                    // A path that replays elsewhere than the graph it covers covers nothing it claims.
                    let (path, departure) = report.replayed(route)
                    if let move = departure {
                        throw SpecFailure(
                            path: .root,
                            reason: "covering path \(number + 1) leaves the explored graph at move \(move + 1) when replayed: "
                                + "the exploration projection merges states that behave differently")
                    }
                    return try report.spec(for: path, title: "Explored path \(number + 1) of \(routes.count) (\(path.count) moves), generated by flow explore")
                }
            }
        }
        covered = { specs in report.kindsCovered(by: specs) }
        coverage = {
            let seen = ExplorationCoverage.Kinds()
            return ExplorationCoverage(
                add: { input in report.note(input, into: &seen.kinds) },
                count: { Set(report.transitionKinds().kinds).intersection(seen.kinds).count })
        }
    }

    /// Specs that together take every explored transition, or one of every
    /// kind, each at most `maxMoves` moves long (see
    /// `ExplorationReport.coveringPaths`).
    package func coveringSpecs(_ cover: ExplorationCover = .everyKind, maxMoves: Int = 200) throws(SpecFailure) -> [Spec] {
        try self.cover(cover, maxMoves).get()
    }

    /// Distinct transition kinds (phase before, event case, phase after,
    /// effect cases), worked out on each call (every transition is run
    /// again and named).
    package func transitionKinds() -> Int { countKinds() }

    /// How many of the explored transition kinds `specs` take.
    package func kindsCovered(by specs: [Spec]) -> Int {
        covered(specs)
    }

    /// A count of the explored transition kinds specs take, fed one spec
    /// file at a time (each read a step at a time).
    package func kindsCovered() -> ExplorationCoverage {
        coverage()
    }
}

/// The explored transition kinds specs take, counted as spec files are
/// added one at a time: a file is read as it is played, a step at a time,
/// so a long trace costs memory as its bytes do (`flow explore --covered-by`).
package final class ExplorationCoverage {
    final class Kinds {
        var kinds: Set<TransitionKind> = []
    }

    private let add: (SpecInput) -> Void
    private let count: () -> Int

    init(add: @escaping (SpecInput) -> Void, count: @escaping () -> Int) {
        self.add = add
        self.count = count
    }

    /// Notes the kinds the spec in `bytes` takes (none when it is another
    /// machine's or another configuration's); throws when it is not a spec.
    package func add(bytes: [UInt8], file: String) throws(SpecFailure) {
        add(.document(try SpecDocument(bytes: bytes, file: file)))
    }

    /// The kinds noted so far.
    package var kindsCovered: Int { count() }
}
