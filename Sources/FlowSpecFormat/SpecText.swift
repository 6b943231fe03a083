import FlowJSON

/// A spec document's canonical text.
///
/// The spec's own members come in reading order (`formatVersion`,
/// `machine`, `title`, `config`, `steps`, `until`, `tolerance`, `pending`; in
/// a step `at`, `send` or `fire`, `expect`; in `expect` `effects` then
/// `state`), so a reader meets the title before the data. Every value inside
/// (configuration, events, effects, state) is written in `JSONWriter`'s
/// canonical form, keys sorted. Layout is `JSONWriter`'s pretty form: a
/// container on one line when it fits, else one member per line.
enum SpecText {
    /// A piece of a document: a value written canonically, or one of the
    /// spec's own objects, whose members keep their order.
    indirect enum Node {
        case value(JSONValue)
        case object([(key: String, node: Node)])
        case array([Node])
    }

    static func document(_ spec: Spec) -> String {
        var output = ""
        write(node(spec), indent: 0, used: 0, to: &output)
        output += "\n"
        return output
    }

    static func node(_ spec: Spec) -> Node {
        .object(
            leadingMembers(machine: spec.machine, title: spec.title, config: spec.config)
                + [("steps", .array(spec.steps.map(node)))]
                + trailingMembers(until: spec.until, tolerance: spec.tolerance, pending: spec.pending))
    }

    /// The members before `steps`.
    static func leadingMembers(machine: String, title: String, config: JSONValue) -> [(key: String, node: Node)] {
        [
            ("formatVersion", .value(.number(Double(Spec.formatVersion)))),
            ("machine", .value(.string(machine))),
            ("title", .value(.string(title))),
            ("config", .value(config)),
        ]
    }

    /// The members after `steps`, each only when it says something.
    static func trailingMembers(until: Double?, tolerance: Double?, pending: [Spec.PendingTimer]) -> [(key: String, node: Node)] {
        var members: [(key: String, node: Node)] = []
        if let until { members.append(("until", .value(.number(until)))) }
        if let tolerance { members.append(("tolerance", .value(.number(tolerance)))) }
        if !pending.isEmpty {
            members.append(("pending", .array(pending.map { .object([("at", .value(.number($0.at))), ("event", .value($0.event))]) })))
        }
        return members
    }

    static func node(_ step: Spec.Step) -> Node {
        var members: [(key: String, node: Node)] = [("at", .value(.number(step.at))), (step.source.rawValue, .value(step.event))]
        var expect: [(key: String, node: Node)] = []
        if !step.effects.isEmpty { expect.append(("effects", .value(.array(step.effects)))) }
        if let state = step.state { expect.append(("state", .value(state))) }
        if !expect.isEmpty { members.append(("expect", .object(expect))) }
        if let picture = step.picture {
            if picture.at == 0, !picture.increasedContrast {
                members.append(("picture", .value(.string(picture.file))))
            } else {
                var written: [(key: String, node: Node)] = [("file", .value(.string(picture.file)))]
                if picture.at != 0 { written.append(("at", .value(.number(picture.at)))) }
                if picture.increasedContrast { written.append(("increasedContrast", .value(.bool(true)))) }
                members.append(("picture", .object(written)))
            }
        }
        return .object(members)
    }

    /// Writes `node` whose first line starts after `used` columns, its
    /// members indented from `indent`.
    static func write(_ node: Node, indent: Int, used: Int, to output: inout String) {
        if let inline = inlineText(node, limit: JSONWriter.lineWidth - used) {
            output += inline
            return
        }
        let padding = String(repeating: " ", count: indent + 2)
        switch node {
        case .value(let value):
            output += JSONWriter.pretty(value, indent: indent, used: used)
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += padding
                write(element, indent: indent + 2, used: indent + 2, to: &output)
                output += index < elements.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += padding
                JSONWriter.writeString(member.key, to: &output)
                output += ": "
                let used = indent + 2 + JSONWriter.stringWidth(member.key, limit: .max) + 2
                write(member.node, indent: indent + 2, used: used, to: &output)
                output += index < members.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    /// The node on one line, or nil when it is wider than `limit` columns.
    private static func inlineText(_ node: Node, limit: Int) -> String? {
        var remaining = limit
        guard fits(node, remaining: &remaining) else { return nil }
        var output = ""
        writeInline(node, to: &output)
        return output
    }

    static func fits(_ node: Node, remaining: inout Int) -> Bool {
        switch node {
        case .value(let value):
            return JSONWriter.measure(value, remaining: &remaining)
        case .array(let elements):
            remaining -= 2 + 2 * max(0, elements.count - 1)
            for element in elements where remaining >= 0 {
                guard fits(element, remaining: &remaining) else { return false }
            }
        case .object(let members):
            remaining -= 2 + 2 * max(0, members.count - 1)
            for member in members where remaining >= 0 {
                remaining -= JSONWriter.stringWidth(member.key, limit: remaining) + 2
                guard remaining >= 0, fits(member.node, remaining: &remaining) else { return false }
            }
        }
        return remaining >= 0
    }

    private static func writeInline(_ node: Node, to output: inout String) {
        switch node {
        case .value(let value):
            output += JSONWriter.inline(value)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                writeInline(element, to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += ", " }
                JSONWriter.writeString(member.key, to: &output)
                output += ": "
                writeInline(member.node, to: &output)
            }
            output += "}"
        }
    }
}

extension Spec.Step {
    /// The step in the canonical text, as it sits `indent` columns in inside
    /// a spec's `steps` (no trailing newline): for writing a long spec a step
    /// at a time.
    public func text(indent: Int) -> String {
        var output = ""
        SpecText.write(SpecText.node(self), indent: indent, used: indent, to: &output)
        return output
    }
}
