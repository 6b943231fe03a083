import FlowCore
import FlowSpecs
import FlowSVG

extension PhaseDiagram {
    /// The diagram as a standalone SVG picture, byte-stable: phases as
    /// boxes in layers (each phase one layer below the nearest phase that
    /// leads to it, the initial phase on top), ways down as straight arrows,
    /// ways back up or across as curves on the right, each labelled by its
    /// event cases (at most three, then "…"); ways only timers take are
    /// dashed, and resting phases have a double border. Text is escaped for
    /// XML; the picture has a title and a description for assistive
    /// technology.
    public func svg(title: String) -> String {
        PhaseDiagramLayout(self).write(title: title)
    }
}

/// Where a phase diagram's boxes and arrows go.
struct PhaseDiagramLayout {
    static let boxHeight = 32.0
    static let layerGap = 84.0
    static let boxGap = 36.0
    static let margin = 24.0
    /// Width of a character of the 13-point label font, on the safe side.
    static let characterWidth = 7.8

    let diagram: PhaseDiagram
    /// Each phase's box.
    var boxes: [String: LayoutRect] = [:]
    /// Each phase's layer.
    var layer: [String: Int] = [:]
    var size = LayoutSize(width: 0, height: 0)

    init(_ diagram: PhaseDiagram) {
        self.diagram = diagram
        let layer = Self.layers(of: diagram)
        self.layer = layer
        let depth = layer.values.max() ?? 0
        let layers = (0...depth).map { index in diagram.phases.filter { layer[$0] == index } }
        let widths = layers.map { row in row.map(Self.boxWidth).reduce(0, +) + Self.boxGap * Double(max(row.count - 1, 0)) }
        let columns = widths.max() ?? 0
        // Ways down past a layer go round on the left: room for their curves and labels.
        let long = diagram.edges.filter { edge in (layer[edge.to] ?? 0) > (layer[edge.from] ?? 0) + 1 }
        let widestLabel: Double = long.map { Self.labelWidth($0) }.max() ?? 0
        let gutter: Double = long.isEmpty ? 0 : 24 + 16 * Double(long.count) + widestLabel
        for (index, row) in layers.enumerated() {
            var x = Self.margin + gutter + (columns - widths[index]) / 2
            let y = Self.margin + Double(index) * (Self.boxHeight + Self.layerGap)
            for phase in row {
                boxes[phase] = LayoutRect(x: x, y: y, width: Self.boxWidth(phase), height: Self.boxHeight)
                x += Self.boxWidth(phase) + Self.boxGap
            }
        }
        // Wide enough for the curves on the right and their labels.
        var right = Self.margin + gutter + columns
        for route in routes() where !route.labelEnds { right = max(right, route.label.x + Self.labelWidth(route.edge)) }
        size = LayoutSize(width: right + Self.margin, height: Self.margin * 2 + Double(layers.count) * Self.boxHeight + Double(depth) * Self.layerGap)
    }

    /// Each phase's layer: the longest way down to it from the initial
    /// phase, not counting ways back (to a phase on the way there); phases
    /// with no way out (removed, closed, finished) at the bottom, and phases
    /// nothing reaches below the rest.
    static func layers(of diagram: PhaseDiagram) -> [String: Int] {
        guard let first = diagram.phases.first else { return [:] }
        var order: [String] = []  // finishing order of a depth-first walk
        var state: [String: Bool] = [:]  // false: on the way; true: done
        var backEdges: Set<PhaseDiagram.Edge> = []
        func visit(_ phase: String) {
            state[phase] = false
            for edge in diagram.edges where edge.from == phase {
                switch state[edge.to] {
                case nil: visit(edge.to)
                case false?: backEdges.insert(edge)
                case true?: break
                }
            }
            state[phase] = true
            order.append(phase)
        }
        visit(first)
        var layer: [String: Int] = [first: 0]
        for phase in order.reversed() {
            guard let here = layer[phase] else { continue }
            for edge in diagram.edges where edge.from == phase && !backEdges.contains(edge) {
                layer[edge.to] = max(layer[edge.to] ?? 0, here + 1)
            }
        }
        var deepest = layer.values.max() ?? 0
        let sinks = diagram.phases.filter { phase in phase != first && layer[phase] != nil && !diagram.edges.contains { $0.from == phase } }
        if deepest > 0 { for phase in sinks { layer[phase] = deepest } }
        deepest = layer.values.max() ?? 0
        for phase in diagram.phases where layer[phase] == nil { layer[phase] = deepest + 1 }
        return layer
    }

    /// How each way is drawn: a straight line down, or a curve on the right.
    struct Route {
        var edge: PhaseDiagram.Edge
        var path: [Double]
        var isCurve: Bool
        var label: LayoutPoint
        /// Whether the label ends at `label` (it starts there otherwise).
        var labelEnds = false
    }

    func routes() -> [Route] {
        var detour = 0.0
        var leftDetour = 0.0
        let leftmost = boxes.values.map(\.x).min() ?? 0
        let longCount = diagram.edges.filter { (layer[$0.to] ?? 0) > (layer[$0.from] ?? 0) + 1 }.count
        var longIndex = 0
        return diagram.edges.compactMap { edge in
            guard let from = boxes[edge.from], let to = boxes[edge.to] else { return nil }
            if (layer[edge.to] ?? 0) > (layer[edge.from] ?? 0) + 1 {
                leftDetour += 16
                let start = LayoutPoint(x: from.x, y: from.y + from.height / 2 + 6)
                let end = LayoutPoint(x: to.x, y: to.y + to.height / 2 - 6)
                let bend = leftmost - 12 - leftDetour
                // Left of the curve, ending at it; each long way's label a little lower than the last, so none overlap.
                longIndex += 1
                let fraction = 0.2 + 0.6 * Double(longIndex) / Double(longCount + 1)
                let label = LayoutPoint(x: bend - 4, y: start.y + (end.y - start.y) * fraction)
                return Route(edge: edge, path: [start.x, start.y, bend, start.y, bend, end.y, end.x, end.y], isCurve: true, label: label, labelEnds: true)
            }
            if to.y > from.y {
                let start = LayoutPoint(x: from.x + from.width / 2, y: from.maxY)
                let end = LayoutPoint(x: to.x + to.width / 2, y: to.y)
                // The label a third of the way down, beside the line, so labels of lines from one box part.
                // Lines to the left have their label on the left, so two lines from one box part their labels.
                let toLeft = end.x < start.x - 1
                let label = LayoutPoint(x: start.x + (end.x - start.x) * 0.35 + (toLeft ? -6 : 6), y: start.y + (end.y - start.y) * 0.35 + 4)
                return Route(edge: edge, path: [start.x, start.y, end.x, end.y], isCurve: false, label: label, labelEnds: toLeft)
            }
            detour += 16
            let start = LayoutPoint(x: from.maxX, y: from.y + from.height / 2 + 6)
            let end = LayoutPoint(x: to.maxX, y: to.y + to.height / 2 - 6)
            let bend = max(start.x, end.x) + 24 + detour
            return Route(edge: edge, path: [start.x, start.y, bend, start.y, bend, end.y, end.x, end.y], isCurve: true, label: LayoutPoint(x: bend + 4, y: (start.y + end.y) / 2 + 4))
        }
    }

    static func boxWidth(_ phase: String) -> Double {
        max(72, Double(phase.count) * characterWidth + 28)
    }

    /// A label's width at 11 points, on the safe side.
    static func labelWidth(_ edge: PhaseDiagram.Edge) -> Double {
        Double(label(edge).count) * characterWidth * 0.85
    }

    static func label(_ edge: PhaseDiagram.Edge) -> String {
        edge.labels.prefix(3).joined(separator: ", ") + (edge.labels.count > 3 ? ", …" : "")
    }

    /// The picture, each element's attributes in alphabetical order as the
    /// renderer writes them.
    func write(title: String) -> String {
        var out: [UInt8] = []
        out += "<svg aria-labelledby=\"title desc\" font-family=\"-apple-system, 'Helvetica Neue', Arial, sans-serif\" font-size=\"13\""
        SVGRenderer.number("height", size.height, into: &out)
        out += " role=\"img\" viewBox=\""
        SVGRenderer.numbers(0, 0, size.width, size.height, into: &out)
        out += "\""
        SVGRenderer.number("width", size.width, into: &out)
        out += " xmlns=\"http://www.w3.org/2000/svg\">\n<title id=\"title\">"
        SVGRenderer.escape(title, into: &out)
        out += "</title>\n<desc id=\"desc\">"
        SVGRenderer.escape(description, into: &out)
        out += "</desc>\n"
        out += "<defs><marker id=\"arrow\" markerHeight=\"7\" markerWidth=\"7\" orient=\"auto-start-reverse\" refX=\"10\" refY=\"5\" viewBox=\"0 0 10 10\">"
        out += "<path d=\"M0 0L10 5L0 10z\" fill=\"#3c3c43\"/></marker></defs>\n"
        out += "<rect fill=\"#ffffff\" height=\"100%\" width=\"100%\"/>\n"
        for route in routes() {
            out += "<g><path d=\"M"
            SVGRenderer.numbers(route.path[0], route.path[1], into: &out)
            out += route.isCurve ? "C" : "L"
            for (index, value) in route.path.dropFirst(2).enumerated() {
                if index > 0 { out += " " }
                SVGRenderer.numbers(value, into: &out)
            }
            out += "\" fill=\"none\" marker-end=\"url(#arrow)\" stroke=\"#3c3c43\""
            if route.edge.isTimer { out += " stroke-dasharray=\"6 4\"" }
            out += " stroke-width=\"1.5\"/><text fill=\"#1c1c1e\" font-size=\"11\" paint-order=\"stroke\" stroke=\"#ffffff\" stroke-width=\"4\""
            if route.labelEnds { out += " text-anchor=\"end\"" }
            SVGRenderer.number("x", route.label.x, into: &out)
            SVGRenderer.number("y", route.label.y, into: &out)
            out += ">"
            SVGRenderer.escape(Self.label(route.edge), into: &out)
            out += "</text></g>\n"
        }
        for phase in diagram.phases {
            guard let box = boxes[phase] else { continue }
            let resting = diagram.resting.contains(phase) && diagram.resting.count < diagram.phases.count
            out += "<g><rect fill=\"#f2f2f7\""
            SVGRenderer.number("height", box.height, into: &out)
            out += " rx=\"8\" stroke=\"#1c1c1e\""
            out += resting ? " stroke-width=\"3\"" : " stroke-width=\"1.5\""
            SVGRenderer.number("width", box.width, into: &out)
            SVGRenderer.number("x", box.x, into: &out)
            SVGRenderer.number("y", box.y, into: &out)
            out += "/><text fill=\"#1c1c1e\" text-anchor=\"middle\""
            SVGRenderer.number("x", box.x + box.width / 2, into: &out)
            SVGRenderer.number("y", box.y + box.height / 2 + 4.5, into: &out)
            out += ">"
            SVGRenderer.escape(phase, into: &out)
            out += "</text></g>\n"
        }
        out += "</svg>\n"
        return String(decoding: out, as: UTF8.self)
    }

    /// The diagram in words: each way between phases and what takes it.
    var description: String {
        let ways = diagram.edges.map { "from \($0.from) to \($0.to) on \(Self.label($0))" }
        return "Phases: " + diagram.phases.joined(separator: ", ") + ". " + (ways.isEmpty ? "" : "Ways: " + ways.joined(separator: "; ") + ".")
    }
}
