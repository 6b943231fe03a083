import FlowCore

/// The breadth-first search behind `Exploration.run`: the states found, the
/// transitions between them, and the findings on the way.
struct Explorer<M: Explorable> {
    let machine: M
    let bounds: ExplorationBounds
    var graph: ExplorationGraph<M>
    var findings: [ExplorationFinding<M.Event>] = []
    var truncation: ExplorationTruncation?
    /// Events and effects seen, and how many were new: the first 1,000 new
    /// ones of each kind go through JSON, then every 16th (`RoundTrips.soak`),
    /// as in a long random run; every new state does.
    private var checkedEvents: Set<M.Event> = []
    private var checkedEffects: Set<M.Effect> = []
    private var newEvents = 0
    private var newEffects = 0
    private var transitionsTaken = 0
    /// The graph's edges that change something, counted as they are added
    /// (the report's `transitions`, for progress lines).
    private var changingEdges = 0
    /// How many states each explored state stands for (merged into it by
    /// the projection) have been tried against it (`checkProjection`).
    private var mergesChecked: [Int: Int] = [:]
    /// The merged states tried against each explored state: the first few,
    /// enough to show a projection that drops what a transition reads.
    static var mergesCheckedPerState: Int { 2 }

    init(machine: M, bounds: ExplorationBounds) {
        self.machine = machine
        self.bounds = bounds
        graph = ExplorationGraph(machine: machine)
    }

    mutating func explore(progress: (ExplorationProgress) -> Void) {
        let start = Runner(machine)
        _ = graph.insert(ExplorationGraph<M>.Node(start, results: 0, depth: 0, parentEdge: -1))
        if !RoundTripMemory<M>.survivesJSON(start.state) {
            record(.roundTrip, "the initial state does not survive a round trip through JSON", path: [])
        }
        var next = 0
        var nextProgress = 10_000
        while next < graph.nodes.count {
            let index = next
            next += 1
            let node = graph.nodes[index]
            guard node.depth < bounds.maxDepth else {
                truncate(.depth(bounds.maxDepth))
                continue
            }
            guard transitionsTaken < bounds.maxTransitions else {
                truncate(.transitions(bounds.maxTransitions))
                break
            }
            graph.nodes[index].isExpanded = true
            let here = node.runner(of: machine)
            let state = node.state
            let exits = Set(machine.exitEvents(in: state))
            for (position, event) in machine.explorationEvents(in: state).enumerated() {
                var runner = here
                let effects = runner.send(event)
                var steps = [ChaosStep<M>(index: 0, time: runner.now, fromTimer: false, event: event, before: state, after: runner.state, effects: effects)]
                fire(&runner, dueBy: runner.now, into: &steps)
                take(.send(event), at: position, from: index, to: runner, steps: steps, isExit: exits.contains(event))
            }
            if let due = here.nextTimerDue {
                var runner = here
                var steps: [ChaosStep<M>] = []
                fire(&runner, dueBy: due, into: &steps)
                take(.wait, at: -1, from: index, to: runner, steps: steps, isExit: true)
            }
            if transitionsTaken >= nextProgress || next == graph.nodes.count {
                nextProgress = transitionsTaken + 10_000
                progress(ExplorationProgress(states: graph.nodes.count, transitions: changingEdges, ignored: graph.edges.count - changingEdges, depth: node.depth))
            }
        }
        findStuckStates()
    }

    /// Fires every timer due by `time`, each as a step, then sets the clock there.
    private func fire(_ runner: inout Runner<M>, dueBy time: Double, into steps: inout [ChaosStep<M>]) {
        var before = runner.state
        while let firing = runner.fireNextTimer(dueBy: time) {
            steps.append(ChaosStep(index: steps.count, time: firing.time, fromTimer: true, event: firing.event, before: before, after: runner.state, effects: firing.effects))
            before = runner.state
        }
        _ = runner.advance(to: time)
    }

    /// Judges a transition's steps and adds it to the graph.
    private mutating func take(_ move: ExplorationMove<M.Event>, at position: Int, from source: Int, to runner: Runner<M>, steps: [ChaosStep<M>], isExit: Bool) {
        transitionsTaken += 1
        var results = graph.nodes[source].results
        var effectCount = 0
        var problem: (ExplorationFinding<M.Event>.Kind, String)?
        for step in steps {
            effectCount += step.effects.count
            if problem == nil, let reason = machine.explorationViolation(step) { problem = (.invariant, reason) }
            if checkedEvents.insert(step.event).inserted {
                newEvents += 1
                if problem == nil, RoundTrips.soak.includes(newEvents), !RoundTripMemory<M>.rereadsAsSameJSON(step.event) {
                    problem = (.roundTrip, "the event does not survive a round trip through JSON")
                }
            }
            for effect in step.effects {
                if checkedEffects.insert(effect).inserted {
                    newEffects += 1
                    if problem == nil, RoundTrips.soak.includes(newEffects), !RoundTripMemory<M>.survivesJSON(effect) {
                        problem = (.roundTrip, "an effect does not survive a round trip through JSON: \(JSONEncoding.tree(effect).compactText)")
                    }
                }
                guard let name = machine.oneShotResult(of: effect) else { continue }
                let bit = graph.resultBit(forNew: name)
                if results & bit != 0, problem == nil {
                    problem = (.repeatedResult, "the one-shot result \(name) was reported a second time")
                }
                results |= bit
            }
        }
        if problem == nil, let owed = machine.promisedResult(in: graph.nodes[source].state),
            results & graph.resultBit(forNew: owed) == 0, machine.promisedResult(in: runner.state) != owed
        {
            problem = (.lostResult, "the one-shot result \(owed) was owed in phase \(machine.phase(of: graph.nodes[source].state)) and never reported")
        }
        let node = ExplorationGraph<M>.Node(runner, results: results, depth: graph.nodes[source].depth + 1, parentEdge: graph.edges.count)
        let isFull = graph.nodes.count >= bounds.maxStates
        let (target, isNew) = isFull ? (graph.index(of: node), false) : graph.insert(node)
        if problem == nil, !isNew, let target, let reason = checkProjection(merging: node, into: target) {
            problem = (.unsoundProjection, reason)
        }
        if isNew, !RoundTripMemory<M>.survivesJSON(runner.state), problem == nil {
            problem = (.roundTrip, "the state does not survive a round trip through JSON")
        }
        if let problem {
            record(problem.0, problem.1, path: graph.path(to: source) + [move])
        }
        guard let target else {
            // A new state past the state bound: the transition is known, its
            // target is not kept, and the source cannot be judged stuck.
            graph.nodes[source].isComplete = false
            truncate(.states(bounds.maxStates))
            return
        }
        let changes = target != source || effectCount > 0
        if changes { changingEdges += 1 }
        graph.edges.append(.init(from: source, to: target, move: graph.moveIndex(move), position: position, changes: changes, isExit: isExit))
    }

    /// Whether `node`, a state the projection merged into the explored state
    /// `target` (another value, one projection), behaves as `target` does:
    /// for each event the exploration tries (the i-th of each state's list)
    /// and for the passing of time, the same effect cases in the same
    /// order and the same projected state and timers after. A difference is
    /// a projection that drops what a transition reads: states that behave
    /// differently explored as one, and paths through them that replay
    /// elsewhere. Each explored state is tried against the first few states
    /// merged into it.
    private mutating func checkProjection(merging node: ExplorationGraph<M>.Node, into target: Int) -> String? {
        let representative = graph.nodes[target]
        guard node.state != representative.state, mergesChecked[target, default: 0] < Self.mergesCheckedPerState else { return nil }
        mergesChecked[target, default: 0] += 1
        let here = representative.runner(of: machine)
        let there = node.runner(of: machine)
        let events = machine.explorationEvents(in: here.state)
        let otherEvents = machine.explorationEvents(in: there.state)
        guard events.count == otherEvents.count else {
            return "the projection merges states that are offered \(events.count) and \(otherEvents.count) events"
        }
        func outcome(_ runner: Runner<M>, _ move: ExplorationMove<M.Event>) -> (effects: [String], key: ExplorationGraph<M>.Key) {
            var runner = runner
            var steps: [ChaosStep<M>] = []
            switch move {
            case .send(let event):
                let effects = runner.send(event)
                steps.append(ChaosStep(index: 0, time: runner.now, fromTimer: false, event: event, before: runner.state, after: runner.state, effects: effects))
                fire(&runner, dueBy: runner.now, into: &steps)
            case .wait:
                if let due = runner.nextTimerDue { fire(&runner, dueBy: due, into: &steps) }
            }
            let effects = steps.flatMap(\.effects).map(ExplorationNames.caseName)
            return (effects, graph.key(of: ExplorationGraph<M>.Node(runner, results: 0, depth: 0, parentEdge: -1)))
        }
        let moves = zip(events, otherEvents).map { (ExplorationMove<M.Event>.send($0), ExplorationMove<M.Event>.send($1)) } + [(.wait, .wait)]
        for (move, otherMove) in moves {
            let (effects, key) = outcome(here, move)
            let (otherEffects, otherKey) = outcome(there, otherMove)
            let name: String
            switch move {
            case .send(let event): name = ExplorationNames.caseName(of: event)
            case .wait: name = "time passing"
            }
            if effects != otherEffects {
                return "the projection merges states that answer \(name) differently (effects \(effects) and \(otherEffects)): it drops what a transition reads"
            }
            if key != otherKey {
                return "the projection merges states whose successors after \(name) differ: it drops what a transition reads"
            }
        }
        return nil
    }

    private mutating func truncate(_ reason: ExplorationTruncation) {
        if truncation == nil { truncation = reason }
    }

    private mutating func record(_ kind: ExplorationFinding<M.Event>.Kind, _ reason: String, path: [ExplorationMove<M.Event>]) {
        guard findings.count < bounds.maxFindings, !findings.contains(where: { $0.kind == kind && $0.reason == reason }) else { return }
        findings.append(ExplorationFinding(kind: kind, reason: reason, path: path))
    }

    /// States from which exit events and waiting never reach a resting
    /// state; a state not fully explored (past a bound) is given the benefit
    /// of the doubt.
    private mutating func findStuckStates() {
        var canRest = graph.nodes.indices.map { index in
            let node = graph.nodes[index]
            return !node.isExpanded || !node.isComplete || machine.isResting(node.state)
        }
        var incoming = [[Int]](repeating: [], count: graph.nodes.count)
        for edge in graph.edges where edge.isExit { incoming[edge.to].append(edge.from) }
        var queue = canRest.indices.filter { canRest[$0] }
        while let node = queue.popLast() {
            for from in incoming[node] where !canRest[from] {
                canRest[from] = true
                queue.append(from)
            }
        }
        let stuck = canRest.indices.filter { !canRest[$0] }
        graph.stuckCount = stuck.count
        if let first = stuck.first {
            let phase = machine.phase(of: graph.nodes[first].state)
            record(.stuck, "\(stuck.count) state\(stuck.count == 1 ? "" : "s") cannot reach rest by exit events and time; the nearest is in phase \(phase)", path: graph.path(to: first))
        }
    }

    func report(name: String) -> ExplorationReport<M> {
        ExplorationReport(machine: machine, name: name, graph: graph, findings: findings, truncation: truncation, transitionsTaken: transitionsTaken)
    }
}
