import FlowCore

/// The states an exploration found and the transitions between them.
///
/// A state is kept with its clock and pending timers (so a runner can go on
/// from it; the machine, the same for all, is kept once), and found again by
/// its key: the machine's state, the pending timers with the time each has
/// left, and the one-shot results reported so far.
struct ExplorationGraph<M: Explorable>: Sendable {
    struct Node: Sendable {
        var state: M.State
        var clock: Int64
        var timers: TimerQueue<M.Event>
        /// The one-shot results reported on the way here, a bit each.
        var results: UInt64
        /// Moves from the initial state, along the first path found (a shortest one).
        var depth: Int
        /// The transition that first reached this state; -1 for the initial state.
        var parentEdge: Int
        /// Whether its moves were tried (false past the depth or transition bound).
        var isExpanded = false
        /// Whether every state its moves reach was kept (false once the state
        /// bound dropped one): only then can it be judged stuck.
        var isComplete = true

        init(_ runner: Runner<M>, results: UInt64, depth: Int, parentEdge: Int) {
            state = runner.current
            clock = runner.clock
            timers = runner.timers
            self.results = results
            self.depth = depth
            self.parentEdge = parentEdge
        }

        /// A runner of `machine` where this node stands.
        func runner(of machine: M) -> Runner<M> {
            var runner = Runner(machine, state: state)
            runner.clock = clock
            runner.timers = timers
            return runner
        }
    }

    struct Edge: Sendable {
        var from: Int
        var to: Int
        /// The event's index in `events`, or -1 for a wait.
        var move: Int
        /// The event's place among those the exploration tries in the
        /// source state (`Explorable.explorationEvents(in:)`), or -1 for a
        /// wait: a path that reaches the source as another state the
        /// projection merged into it sends that state's event at this place
        /// (a response names that state's own request).
        var position: Int
        /// Whether it changed the state or the timers, or had an effect.
        var changes: Bool
        /// Whether it counts towards leaving (an exit event, or time passing).
        var isExit: Bool
    }

    struct Key: Hashable {
        var state: M.State
        var timers: [PendingTimer]
        var results: UInt64
    }

    /// A pending timer by its time left, so that the same wait from two
    /// different clocks is one state.
    struct PendingTimer: Hashable {
        var id: TimerID
        var left: Int64
        var event: M.Event
    }

    let machine: M
    var nodes: [Node] = []
    var edges: [Edge] = []
    private var index: [Key: Int] = [:]
    /// The distinct events sent, so an edge names one by number.
    private(set) var events: [M.Event] = []
    private var eventNumbers: [M.Event: Int] = [:]
    /// The one-shot results' names, by bit.
    private var resultNames: [String] = []
    /// States that cannot reach rest, once `Explorer` has looked.
    var stuckCount = 0

    init(machine: M) {
        self.machine = machine
    }

    func key(of node: Node) -> Key {
        let timers = node.timers.isEmpty
            ? [] : node.timers.map { PendingTimer(id: $0.id, left: $0.due - node.clock, event: machine.explorationProjection(ofTimer: $1, in: node.state)) }
        return Key(state: machine.explorationProjection(of: node.state), timers: timers, results: node.results)
    }

    /// The node's number, and whether it is new (inserted now).
    mutating func insert(_ node: Node) -> (Int?, Bool) {
        let key = key(of: node)
        if let found = index[key] { return (found, false) }
        index[key] = nodes.count
        nodes.append(node)
        return (nodes.count - 1, true)
    }

    /// The number of a state already found, if it was.
    func index(of node: Node) -> Int? {
        index[key(of: node)]
    }

    mutating func moveIndex(_ move: ExplorationMove<M.Event>) -> Int {
        guard case .send(let event) = move else { return -1 }
        if let number = eventNumbers[event] { return number }
        eventNumbers[event] = events.count
        events.append(event)
        return events.count - 1
    }

    /// The number of an event already sent, if it was.
    func eventNumber(_ event: M.Event) -> Int? { eventNumbers[event] }

    /// The bit of a one-shot result's name; 0 past 64 names (not tracked).
    mutating func resultBit(forNew name: String) -> UInt64 {
        if let bit = resultNames.firstIndex(of: name) { return 1 << UInt64(bit) }
        guard resultNames.count < 64 else { return 0 }
        resultNames.append(name)
        return 1 << UInt64(resultNames.count - 1)
    }

    /// The bit of a name already seen; 0 for one never reported.
    func resultBit(_ name: String) -> UInt64 {
        resultNames.firstIndex(of: name).map { 1 << UInt64($0) } ?? 0
    }

    func move(_ number: Int) -> ExplorationMove<M.Event> {
        number < 0 ? .wait : .send(events[number])
    }

    /// The moves of the first (shortest) path found to `node`.
    func path(to node: Int) -> [ExplorationMove<M.Event>] {
        var moves: [ExplorationMove<M.Event>] = []
        var current = node
        while nodes[current].parentEdge >= 0 {
            let edge = edges[nodes[current].parentEdge]
            moves.append(move(edge.move))
            current = edge.from
        }
        return moves.reversed()
    }
}
