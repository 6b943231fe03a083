extension ExplorationReport {
    /// Paths from the initial state that together take every explored
    /// transition (every one that changes something) at least once: each
    /// path takes the transitions not yet taken from where it stands, and
    /// when none is left there, goes the shortest way to the nearest state
    /// that has one; it ends at `maxMoves` moves or when none can be reached,
    /// and the next path starts over. Greedy, so few paths, not the fewest
    /// possible.
    public func coveringPaths(maxMoves: Int = 200) -> [[ExplorationMove<M.Event>]] {
        let limit = max(1, maxMoves)
        var outgoing = [[Int]](repeating: [], count: graph.nodes.count)
        var covered = [Bool](repeating: true, count: graph.edges.count)
        var remaining = 0
        for (number, edge) in graph.edges.enumerated() where edge.changes {
            outgoing[edge.from].append(number)
            covered[number] = false
            remaining += 1
        }
        // The next of each state's transitions that may not be taken yet.
        var cursor = [Int](repeating: 0, count: graph.nodes.count)
        func untaken(at node: Int) -> Int? {
            while cursor[node] < outgoing[node].count {
                let edge = outgoing[node][cursor[node]]
                if !covered[edge] { return edge }
                cursor[node] += 1
            }
            return nil
        }
        var paths: [[ExplorationMove<M.Event>]] = []
        while remaining > 0 {
            var path: [ExplorationMove<M.Event>] = []
            var current = 0
            func take(_ edge: Int) {
                if !covered[edge] {
                    covered[edge] = true
                    remaining -= 1
                }
                path.append(graph.move(graph.edges[edge].move))
                current = graph.edges[edge].to
            }
            while path.count < limit {
                if let edge = untaken(at: current) {
                    take(edge)
                    continue
                }
                guard let route = routeToUntaken(from: current, outgoing: outgoing, untaken: { untaken(at: $0) != nil }) else { break }
                for edge in route where path.count < limit { take(edge) }
            }
            // A path that took nothing new would repeat for ever.
            guard !path.isEmpty else { break }
            paths.append(path)
        }
        return paths
    }

    /// The shortest list of transitions from `start` to a state with an
    /// untaken transition, or nil when none can be reached.
    private func routeToUntaken(from start: Int, outgoing: [[Int]], untaken: (Int) -> Bool) -> [Int]? {
        var via = [Int](repeating: -2, count: graph.nodes.count)
        via[start] = -1
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if node != start, untaken(node) {
                var route: [Int] = []
                var at = node
                while via[at] >= 0 {
                    route.append(via[at])
                    at = graph.edges[via[at]].from
                }
                return route.reversed()
            }
            for edge in outgoing[node] where via[graph.edges[edge].to] == -2 {
                via[graph.edges[edge].to] = edge
                queue.append(graph.edges[edge].to)
            }
        }
        return nil
    }

    /// Of the explored transitions, how many `specs` take: each spec of this
    /// machine whose configuration is the explored one is run, and every
    /// move it makes between explored states along an explored transition
    /// counts once. A spec that sends between timers (time passing without
    /// one going off) leaves the explored states, and counts from there no
    /// further.
    public func transitionsCovered(by specs: [Spec]) -> Int {
        guard let config = try? JSONEncoding.encode(machine) else { return 0 }
        var byMove: [Int: [Int: Int]] = [:]
        for (number, edge) in graph.edges.enumerated() where edge.changes {
            byMove[edge.from, default: [:]][edge.move] = number
        }
        var taken: Set<Int> = []
        for spec in specs where spec.machine == name {
            guard let own = try? JSONDecoding.decode(M.self, from: spec.config), (try? JSONEncoding.encode(own)) == config else { continue }
            var walk = ExplorationWalk(report: self)
            for step in spec.steps where step.source == .send {
                guard let event = try? JSONDecoding.decode(M.Event.self, from: step.event) else { break }
                guard walk.wait(until: step.at, byMove: byMove, taken: &taken), walk.send(event, byMove: byMove, taken: &taken) else { break }
            }
        }
        return taken.count
    }
}

/// A spec's run followed through the explored graph.
private struct ExplorationWalk<M: Explorable> {
    let report: ExplorationReport<M>
    var runner: Runner<M>
    var node: Int? = 0
    var results: UInt64 = 0

    init(report: ExplorationReport<M>) {
        self.report = report
        runner = Runner(report.machine)
    }

    /// Lets time pass to `time` a due instant at a time; false once off the graph.
    mutating func wait(until time: Double, byMove: [Int: [Int: Int]], taken: inout Set<Int>) -> Bool {
        while let due = runner.nextTimerDue, due <= time {
            let effects = runner.advance(to: due).flatMap(\.effects)
            guard step(move: -1, effects: effects, byMove: byMove, taken: &taken) else { return false }
        }
        if time > runner.now {
            _ = runner.advance(to: time)
            node = nil
        }
        return node != nil
    }

    mutating func send(_ event: M.Event, byMove: [Int: [Int: Int]], taken: inout Set<Int>) -> Bool {
        var effects = runner.send(event)
        effects += runner.advance(to: runner.now).flatMap(\.effects)
        guard let move = report.graph.eventNumber(event) else {
            node = nil
            return false
        }
        return step(move: move, effects: effects, byMove: byMove, taken: &taken)
    }

    private mutating func step(move: Int, effects: [M.Effect], byMove: [Int: [Int: Int]], taken: inout Set<Int>) -> Bool {
        for effect in effects {
            if let name = report.machine.oneShotResult(of: effect) { results |= report.graph.resultBit(name) }
        }
        guard let from = node else { return false }
        let reached = report.graph.index(of: .init(runner: runner, results: results, depth: 0, parentEdge: -1))
        guard let edge = byMove[from]?[move], report.graph.edges[edge].to == reached else {
            node = nil
            return false
        }
        taken.insert(edge)
        node = reached
        return true
    }
}
