import FlowJSON

/// Writes a spec's canonical text a step at a time, so that a recording of
/// any length is written in little memory: `flow record` streams through it,
/// and so can a front saving a long session.
///
/// The bytes are exactly `Spec.text`'s for the same spec. A spec whose steps
/// are short enough to fit on one line is held until the end (the canonical
/// form would put them on that line); once they are wider than a line, the
/// header and each step are handed to `output` as they come.
///
/// ```swift
/// func printSpec(of steps: some Sequence<Spec.Step>, config: JSONValue) {
///     var writer = SpecWriter(machine: "alert", title: "A long session", config: config)
///     let output = { (text: String) in print(text, terminator: "") }
///     for step in steps { writer.append(step, to: output) }
///     writer.finish(to: output)
/// }
/// ```
public struct SpecWriter {
    private let machine: String
    private let title: String
    private let config: JSONValue
    /// The steps held while they might still fit on the `steps` line.
    private var held: [Spec.Step] = []
    private var heldWidth = JSONWriter.lineWidth
    private var streaming = false

    /// A writer of the spec of `machine` with `title` and `config`.
    public init(machine: String, title: String, config: JSONValue) {
        self.machine = machine
        self.title = title
        self.config = config
    }

    /// Writes the next step, handing whatever text is ready to `output`.
    public mutating func append(_ step: Spec.Step, to output: (String) -> Void) {
        if streaming {
            output(",\n    " + step.text(indent: 4))
            return
        }
        held.append(step)
        if SpecText.fits(SpecText.node(step), remaining: &heldWidth), heldWidth >= 0 { return }
        // Wider than a line: the spec's members and its steps each take lines of their own from here on.
        streaming = true
        var text = "{\n"
        for (key, node) in SpecText.leadingMembers(machine: machine, title: title, config: config) {
            Self.member(key, node, to: &text)
            text += ",\n"
        }
        text += "  \"steps\": [\n"
        for (index, step) in held.enumerated() {
            text += (index == 0 ? "    " : ",\n    ") + step.text(indent: 4)
        }
        held = []
        output(text)
    }

    /// Writes what follows the steps: `until`, `tolerance` and the timers
    /// still pending, then the document's end, handing the rest of the text to `output`.
    public mutating func finish(until: Double? = nil, tolerance: Double? = nil, pending: [Spec.PendingTimer] = [], to output: (String) -> Void) {
        guard streaming else {
            output(Spec(machine: machine, title: title, config: config, steps: held, until: until, tolerance: tolerance, pending: pending).text)
            held = []
            return
        }
        var text = "\n  ]"
        for (key, node) in SpecText.trailingMembers(until: until, tolerance: tolerance, pending: pending) {
            text += ",\n"
            Self.member(key, node, to: &text)
        }
        output(text + "\n}\n")
    }

    /// `"key": value` as a member of the top-level object, which never fits on a line here.
    private static func member(_ key: String, _ node: SpecText.Node, to text: inout String) {
        text += "  "
        JSONWriter.writeString(key, to: &text)
        text += ": "
        SpecText.write(node, indent: 2, used: 2 + JSONWriter.stringWidth(key, limit: .max) + 2, to: &text)
    }
}
