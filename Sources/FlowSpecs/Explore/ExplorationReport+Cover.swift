import FlowCore

extension ExplorationReport {
    /// Paths from the initial state that together take every explored
    /// transition (every one that changes something), or one of every kind,
    /// at least once: each
    /// path takes the transitions not yet taken from where it stands, and
    /// when none is left there, goes the shortest way to the nearest state
    /// that has one; it ends at `maxMoves` moves or when none can be reached,
    /// and the next path starts over. Greedy, so few paths, not the fewest
    /// possible.
    ///
    /// Each path is as it replays from the initial state: where it reaches an
    /// explored state as another that the projection merged into it, it
    /// sends that state's event at the place the explored one's stood
    /// (`replayed(_:)`).
    public func coveringPaths(_ cover: ExplorationCover = .everyTransition, maxMoves: Int = 200) -> [[ExplorationMove<M.Event>]] {
        coveringRoutes(cover, maxMoves: maxMoves).map { replayed($0).moves }
    }

    /// The covering paths as the explored transitions they take, in order.
    func coveringRoutes(_ cover: ExplorationCover, maxMoves: Int) -> [[Int]] {
        let limit = max(1, maxMoves)
        var outgoing = [[Int]](repeating: [], count: graph.nodes.count)
        // What each edge stands for: itself, or its kind.
        let target: [Int?]
        let targets: Int
        switch cover {
        case .everyTransition:
            target = graph.edges.indices.map { graph.edges[$0].changes ? $0 : nil }
            targets = graph.edges.count
        case .everyKind:
            let kinds = transitionKinds()
            target = kinds.ofEdge
            targets = kinds.kinds.count
        }
        var taken = [Bool](repeating: true, count: targets)
        var remaining = 0
        for (number, edge) in graph.edges.enumerated() where edge.changes {
            outgoing[edge.from].append(number)
            if let wanted = target[number], taken[wanted] {
                taken[wanted] = false
                remaining += 1
            }
        }
        func covered(_ edge: Int) -> Bool { target[edge].map { taken[$0] } ?? true }
        // The next of each state's transitions that may not be taken yet.
        var cursor = [Int](repeating: 0, count: graph.nodes.count)
        func untaken(at node: Int) -> Int? {
            while cursor[node] < outgoing[node].count {
                let edge = outgoing[node][cursor[node]]
                if !covered(edge) { return edge }
                cursor[node] += 1
            }
            return nil
        }
        var paths: [[Int]] = []
        while remaining > 0 {
            var path: [Int] = []
            var current = 0
            func take(_ edge: Int) {
                if let wanted = target[edge], !taken[wanted] {
                    taken[wanted] = true
                    remaining -= 1
                }
                path.append(edge)
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

    /// Where replaying `route` from the initial state, as a spec replays it,
    /// leaves the explored graph: the first move after which the state and
    /// its timers (projected, as the exploration tells them apart) are not
    /// the explored state the route's transition reaches; nil when it never
    /// does. With a sound projection (`Explorer.checkProjection`) no route
    /// leaves.
    func departure(of route: [Int]) -> Int? {
        replayed(route).departure
    }

    /// `route` replayed from the initial state: the moves made, each event
    /// the one the state reached offers at the transition's place, and the
    /// first move after which the state is not the one the transition
    /// reaches (nil when there is none).
    func replayed(_ route: [Int]) -> (moves: [ExplorationMove<M.Event>], departure: Int?) {
        var runner = Runner(machine)
        var moves: [ExplorationMove<M.Event>] = []
        for (number, edge) in route.enumerated() {
            let transition = graph.edges[edge]
            switch graph.move(transition.move) {
            case .send:
                let offered = machine.explorationEvents(in: runner.state)
                guard offered.indices.contains(transition.position) else { return (moves, number) }
                let event = offered[transition.position]
                moves.append(.send(event))
                _ = runner.send(event)
                _ = runner.advance(to: runner.now)
            case .wait:
                moves.append(.wait)
                if let due = runner.nextTimerDue { _ = runner.advance(to: due) }
            }
            let reached = graph.nodes[transition.to]
            let here = ExplorationGraph<M>.Node(runner, results: reached.results, depth: 0, parentEdge: -1)
            if graph.key(of: here) != graph.key(of: reached) { return (moves, number) }
        }
        return (moves, nil)
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

    /// Of the explored transition kinds, how many `specs` take: each spec
    /// of this machine whose configuration is the explored one is run, and
    /// the kind of each of its events and of each instant its timers go off
    /// is noted.
    public func kindsCovered(by specs: [Spec]) -> Int {
        var seen: Set<TransitionKind> = []
        for spec in specs { note(.spec(spec, file: ""), into: &seen) }
        return Set(transitionKinds().kinds).intersection(seen).count
    }

    /// The kinds the spec `input` takes, noted into `seen`, its steps read
    /// one at a time (a spec file of any length is held a step at a time).
    func note(_ input: SpecInput, into seen: inout Set<TransitionKind>) {
        let header = input.header
        guard header.machine == name, let config = try? JSONEncoding.encode(machine),
            let own = try? JSONDecoding.decode(M.self, from: header.config), (try? JSONEncoding.encode(own)) == config
        else { return }
        var runner = Runner(own)
        func note(_ move: String, from before: M.State, effects: [M.Effect]) {
            seen.insert(TransitionKind(from: own.phase(of: before), move: move, to: own.phase(of: runner.state), effects: effects.map(ExplorationNames.caseName)))
        }
        input.withSteps { steps in
            while let step = try? steps.nextRead() {
                guard step.source == .send else { continue }
                guard let event = try? JSONDecoding.decode(M.Event.self, from: step.eventValue) else { break }
                while let due = runner.nextTimerDue, due <= step.at {
                    let before = runner.state
                    note("time", from: before, effects: runner.advance(to: due).flatMap(\.effects))
                }
                _ = runner.advance(to: step.at)
                let before = runner.state
                let effects = runner.send(event) + runner.advance(to: runner.now).flatMap(\.effects)
                note(ExplorationNames.caseName(of: event), from: before, effects: effects)
            }
        }
    }

    /// Every explored transition kind, and each changing edge's (nil for the others).
    func transitionKinds() -> (kinds: [TransitionKind], ofEdge: [Int?]) {
        var kinds: [TransitionKind] = []
        var numbers: [TransitionKind: Int] = [:]
        var phases: [Int: String] = [:]
        var eventNames: [Int: String] = [:]
        var effectNames: [M.Effect: String] = [:]
        func phase(_ node: Int) -> String {
            if let known = phases[node] { return known }
            let name = machine.phase(of: graph.nodes[node].state)
            phases[node] = name
            return name
        }
        let ofEdge = graph.edges.map { edge -> Int? in
            guard edge.changes else { return nil }
            var runner = graph.nodes[edge.from].runner(of: machine)
            let move = graph.move(edge.move)
            var effects: [M.Effect]
            var label = "time"
            switch move {
            case .send(let event):
                effects = runner.send(event)
                effects += runner.advance(to: runner.now).flatMap(\.effects)
                label = eventNames[edge.move] ?? ExplorationNames.caseName(of: event)
                eventNames[edge.move] = label
            case .wait:
                effects = runner.nextTimerDue.map { runner.advance(to: $0).flatMap(\.effects) } ?? []
            }
            let names = effects.map { effect in
                if let known = effectNames[effect] { return known }
                let name = ExplorationNames.caseName(of: effect)
                effectNames[effect] = name
                return name
            }
            let kind = TransitionKind(from: phase(edge.from), move: label, to: phase(edge.to), effects: names)
            if let number = numbers[kind] { return number }
            numbers[kind] = kinds.count
            kinds.append(kind)
            return kinds.count - 1
        }
        return (kinds, ofEdge)
    }
}

/// What kind of transition an edge is: the phase it leaves, its event case
/// (or `time`), the phase it enters and its effects' cases. Specs that take
/// every kind show every way the machine can move, in far fewer files than
/// every transition would take.
struct TransitionKind: Hashable {
    var from: String
    var move: String
    var to: String
    var effects: [String]
}

/// Which transitions a set of covering paths must take.
public enum ExplorationCover: String, Sendable, CaseIterable {
    /// Every transition that changes something: every state's every move.
    case everyTransition = "transitions"
    /// One transition of each kind: phase before, event case, phase after
    /// and effect cases.
    case everyKind = "kinds"
}
