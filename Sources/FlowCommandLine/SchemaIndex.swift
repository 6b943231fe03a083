import FlowCore

/// The README of a folder of spec schemas: what each schema is for, and the
/// vocabulary it holds (configuration members, events, effects), read from
/// the schemas themselves so that it is current whenever they are.
enum SchemaIndex {
    /// The README's text for the machines' schemas, in the registry's order.
    static func readme(_ schemas: [(machine: String, schema: JSONValue)], tool: String) -> String {
        var text = """
            # JSON Schemas of the specs

            One JSON Schema (draft 2020-12) per machine: the spec document `flow check`
            reads, with the machine's configuration (each member's default and bounds),
            its events, its effects, and its state as a spec checks it. They are drawn
            from each machine's own coding by `\(tool) schema --write Specs/Schemas`,
            which writes this README too; `\(tool) schema --check Specs/Schemas` (run by
            CI) fails when any of them is not current. Do not edit them by hand.
            `Specs/README.md` says how they are drawn and how CI holds them to the
            machines with an independent validator (`Scripts/check-schemas.py`).

            """
        for (machine, schema) in schemas {
            let definitions = schema["$defs"]
            text += "\n## `\(machine)`: `\(machine).schema.json`\n\n"
            text += "- Configuration: " + list(definitions?["config"]?["properties"]?.objectValue?.keys.sorted() ?? []) + "\n"
            text += "- Events: " + list(caseNames(definitions?["event"], in: definitions)) + "\n"
            text += "- Effects: " + list(caseNames(definitions?["effect"], in: definitions)) + "\n"
            let former = formerNames(definitions?["event"], in: definitions) + formerNames(definitions?["effect"], in: definitions)
            if !former.isEmpty {
                text += "- Former spellings, still read (deprecated): "
                    + former.map { "`\($0.former)` (now `\($0.now)`)" }.joined(separator: ", ") + "\n"
            }
            text += "- State: " + list(definitions?["state"]?["properties"]?.objectValue?.keys.sorted() ?? []) + "\n"
        }
        return text
    }

    /// The forms an enum's schema allows, one per case or former spelling:
    /// its choices, each case's definition (`event.NAME`) read where it is
    /// referred to, and a case read both bare and with values as both.
    static func forms(_ schema: JSONValue?, in definitions: JSONValue?) -> [JSONValue] {
        guard let schema else { return [] }
        if let reference = schema["$ref"]?.stringValue, reference.hasPrefix("#/$defs/") {
            return forms(definitions?[String(reference.dropFirst("#/$defs/".count))], in: definitions)
        }
        if let choices = schema["anyOf"]?.arrayValue { return choices.flatMap { forms($0, in: definitions) } }
        return [schema]
    }

    /// The case names an enum's schema allows: its bare names, and the one
    /// member of each object form; a former spelling is not one of them.
    static func caseNames(_ schema: JSONValue?, in definitions: JSONValue? = nil) -> [String] {
        var names: Set<String> = []
        for form in forms(schema, in: definitions) where form["deprecated"] != true {
            for case .string(let name) in form["enum"]?.arrayValue ?? [] { names.insert(name) }
            if case .string(let name)? = form["const"] { names.insert(name) }
            if case .array(let required)? = form["required"], required.count == 1, case .string(let name) = required[0] { names.insert(name) }
        }
        return names.sorted()
    }

    /// The former spellings an enum's schema still allows, each with the
    /// name it reads as (from the form's description).
    static func formerNames(_ schema: JSONValue?, in definitions: JSONValue? = nil) -> [(former: String, now: String)] {
        var names: [(former: String, now: String)] = []
        for form in forms(schema, in: definitions) where form["deprecated"] == true {
            let name = form["const"]?.stringValue ?? form["required"]?.arrayValue?.first?.stringValue
            let now = form["description"]?.stringValue?.split(separator: "\"").dropFirst().first.map(String.init)
            // A case that may be bare or carry a payload has two forms.
            if let name, let now, !names.contains(where: { $0.former == name }) { names.append((name, now)) }
        }
        return names.sorted { $0.former < $1.former }
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "`\($0)`" }.joined(separator: ", ")
    }
}
