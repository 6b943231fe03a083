import FlowCore

extension ExplorationReport {
    /// The explored graph condensed to the machine's phases: one node per
    /// phase, one edge per pair of phases some transition joins, labelled by
    /// the event cases (and `time` for timers going off) that take it.
    public var phaseDiagram: PhaseDiagram {
        var phases: [String] = []
        var phaseOf: [Int] = []
        phaseOf.reserveCapacity(graph.nodes.count)
        for node in graph.nodes {
            let phase = machine.phase(of: node.state)
            if let known = phases.firstIndex(of: phase) {
                phaseOf.append(known)
            } else {
                phases.append(phase)
                phaseOf.append(phases.count - 1)
            }
        }
        var labels: [PhaseDiagram.Edge: [String]] = [:]
        var order: [PhaseDiagram.Edge] = []
        var names: [Int: String] = [:]
        for edge in graph.edges where edge.changes && phaseOf[edge.from] != phaseOf[edge.to] {
            let key = PhaseDiagram.Edge(from: phases[phaseOf[edge.from]], to: phases[phaseOf[edge.to]], labels: [], isTimer: false)
            let label = edge.move < 0 ? "time" : names[edge.move] ?? ExplorationNames.caseName(of: graph.events[edge.move])
            names[edge.move] = label
            if labels[key] == nil { order.append(key) }
            if !labels[key, default: []].contains(label) { labels[key, default: []].append(label) }
        }
        let edges = order.map { key in
            let names = labels[key] ?? []
            return PhaseDiagram.Edge(from: key.from, to: key.to, labels: names, isTimer: names == ["time"])
        }
        let resting = Set(graph.nodes.indices.filter { machine.isResting(graph.nodes[$0].state) }.map { phases[phaseOf[$0]] })
        return PhaseDiagram(phases: phases, edges: edges, resting: phases.filter { resting.contains($0) })
    }
}

/// A machine's phases and the events that move it between them: the
/// explored graph condensed, for a picture or Mermaid text.
public struct PhaseDiagram: Equatable, Sendable {
    /// One way between two phases.
    public struct Edge: Hashable, Sendable {
        /// The phase it leaves.
        public var from: String
        /// The phase it enters.
        public var to: String
        /// The event cases that take it (`time` for timers), in the order found.
        public var labels: [String]
        /// Whether only timers take it (drawn dashed).
        public var isTimer: Bool

        public static func == (lhs: Edge, rhs: Edge) -> Bool { lhs.from == rhs.from && lhs.to == rhs.to }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(from)
            hasher.combine(to)
        }
    }

    /// The phases, the initial one first.
    public var phases: [String]
    /// The ways between them, in the order found.
    public var edges: [Edge]
    /// The phases in which some explored state is at rest.
    public var resting: [String]

    /// Mermaid `stateDiagram-v2` text, which renders on the repository
    /// host's Markdown: labels list at most four event cases, then "…".
    public var mermaid: String {
        var lines = ["stateDiagram-v2", "    [*] --> \(Self.identifier(phases.first ?? "start"))"]
        for phase in phases where Self.identifier(phase) != phase {
            lines.append("    \(Self.identifier(phase)): \(Self.label(phase))")
        }
        for edge in edges {
            let shown = edge.labels.prefix(4).map(Self.label).joined(separator: ", ") + (edge.labels.count > 4 ? ", …" : "")
            lines.append("    \(Self.identifier(edge.from)) --> \(Self.identifier(edge.to)): \(shown)")
        }
        // A machine at rest in every phase says nothing by it.
        for phase in resting where phase != phases.first && resting.count < phases.count {
            lines.append("    \(Self.identifier(phase)) --> [*]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid state id: letters, digits and `_` only.
    static func identifier(_ text: String) -> String {
        let kept = text.unicodeScalars.map { scalar -> Character in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) ? Character(scalar) : "_"
        }
        let name = String(kept)
        return name.isEmpty || name.first!.isNumber ? "p_" + name : name
    }

    /// Label text without the characters Mermaid reads as syntax.
    static func label(_ text: String) -> String {
        String(text.map { ":;#\n\r{}<>\"".contains($0) ? " " : $0 })
    }
}
