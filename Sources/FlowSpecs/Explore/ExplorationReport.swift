import FlowCore

/// What an exploration found: how many states and transitions, whether it
/// stopped at a bound, and every finding with the shortest path to it.
///
/// ```swift
/// @Test func theAlertHasNoFinding() throws {
///     let report = Exploration.run(try AlertDialog(content: AlertContent(title: "提示", buttons: ["取消", "好的"])))
///     #expect(report.findings.isEmpty, "\(report)")
/// }
/// ```
public struct ExplorationReport<M: Explorable>: Sendable, CustomStringConvertible {
    /// The machine explored, as configured.
    public let machine: M
    /// Its registered name, for reports and generated specs.
    public let name: String
    let graph: ExplorationGraph<M>
    /// What was found wrong, the first of each kind and reason, in the order found.
    public let findings: [ExplorationFinding<M.Event>]
    /// The bound that stopped the exploration early, or nil when every
    /// reachable state was explored.
    public let truncation: ExplorationTruncation?
    /// Transitions tried, those that changed nothing included.
    public let transitionsTaken: Int

    /// Distinct states found.
    public var states: Int { graph.nodes.count }
    /// Transitions that changed the state or the timers or had an effect.
    public var transitions: Int { graph.edges.reduce(0) { $0 + ($1.changes ? 1 : 0) } }
    /// Events tried where they changed nothing (ignored, as they should be).
    public var ignored: Int { graph.edges.count - transitions }
    /// Explored states from which exit events and time never reach rest.
    public var stuckStates: Int { graph.stuckCount }
    /// The most moves from the initial state to any state found.
    public var depth: Int { graph.nodes.last?.depth ?? 0 }

    /// The event cases (by name) that were tried and never changed anything
    /// in any state: vocabulary no explored state accepts.
    public var neverEnabled: [String] {
        // Names come by reflection, which is slow: only the cases of events
        // that never changed anything can be in the answer, so only those
        // are looked for among the events that did.
        var changed = [Bool](repeating: false, count: graph.events.count)
        var tried = [Bool](repeating: false, count: graph.events.count)
        for edge in graph.edges where edge.move >= 0 {
            tried[edge.move] = true
            if edge.changes { changed[edge.move] = true }
        }
        var candidates: [String] = []
        for number in graph.events.indices where tried[number] && !changed[number] {
            let name = ExplorationNames.caseName(of: graph.events[number])
            if !candidates.contains(name) { candidates.append(name) }
        }
        var unseen = Set(candidates)
        for number in graph.events.indices where changed[number] && !unseen.isEmpty {
            unseen.remove(ExplorationNames.caseName(of: graph.events[number]))
        }
        return candidates.filter(unseen.contains)
    }

    /// A few lines: the counts, the bound reached, and each finding.
    public var description: String {
        var lines = ["\(name): \(states) states, \(transitions) transitions (\(ignored) ignored events), depth \(depth), \(stuckStates) stuck"]
        if let truncation { lines.append("  stopped at \(truncation)") }
        let never = neverEnabled
        if !never.isEmpty { lines.append("  never enabled: " + never.joined(separator: ", ")) }
        for finding in findings { lines.append("  \(finding.kind.rawValue): \(finding.reason) (after \(finding.path.count) moves)") }
        return lines.joined(separator: "\n")
    }

    /// A spec that takes `path` from the initial state, every expectation
    /// recorded from what the machine does: a finding's path written as a
    /// file that `flow check` replays.
    public func spec(for path: [ExplorationMove<M.Event>], title: String) throws(SpecFailure) -> Spec {
        var session = SpecRecorder(machine)
        for move in path {
            switch move {
            case .send(let event):
                _ = session.send(event)
                _ = session.advance(to: session.runner.now)
            case .wait:
                if let due = session.runner.nextTimerDue { _ = session.advance(to: due) }
            }
        }
        return try session.spec(title: title)
    }
}

/// Something an exploration found wrong, and the shortest path that shows it.
public struct ExplorationFinding<Event: Hashable & Sendable>: Sendable {
    /// What kind of problem.
    public enum Kind: String, Sendable {
        /// A machine invariant broke.
        case invariant
        /// A state, event or effect did not survive a round trip through JSON.
        case roundTrip = "round trip"
        /// A state from which exit events and time never reach rest.
        case stuck
        /// A one-shot result was reported a second time on one path.
        case repeatedResult = "repeated result"
        /// A state that owed a one-shot result was left without reporting it.
        case lostResult = "lost result"
        /// The machine's exploration projection merged two states that
        /// behave differently (`Explorable.explorationProjection(of:)`).
        case unsoundProjection = "unsound projection"
    }

    /// What kind of problem.
    public var kind: Kind
    /// What was found, in words.
    public var reason: String
    /// The moves from the initial state that show it (the last one breaks
    /// an invariant or repeats a result; a stuck state is where the path ends).
    public var path: [ExplorationMove<Event>]
}

/// The bound an exploration stopped at.
public enum ExplorationTruncation: Equatable, Sendable, CustomStringConvertible {
    /// More states were reachable than `maxStates`.
    case states(Int)
    /// States at `maxDepth` moves were not explored further.
    case depth(Int)
    /// `maxTransitions` transitions were taken.
    case transitions(Int)

    /// The bound, in words.
    public var description: String {
        switch self {
        case .states(let limit): "the state bound (\(limit) states)"
        case .depth(let limit): "the depth bound (\(limit) moves)"
        case .transitions(let limit): "the transition bound (\(limit) transitions)"
        }
    }
}
