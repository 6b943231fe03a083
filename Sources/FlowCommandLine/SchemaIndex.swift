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
            text += "- Events: " + list(caseNames(definitions?["event"])) + "\n"
            text += "- Effects: " + list(caseNames(definitions?["effect"])) + "\n"
            let former = formerNames(definitions?["event"]) + formerNames(definitions?["effect"])
            if !former.isEmpty {
                text += "- Former spellings, still read (deprecated): "
                    + former.map { "`\($0.former)` (now `\($0.now)`)" }.joined(separator: ", ") + "\n"
            }
            text += "- State: " + list(definitions?["state"]?["properties"]?.objectValue?.keys.sorted() ?? []) + "\n"
        }
        return text
    }

    /// The case names an enum's schema allows: its bare names, and the one
    /// member of each object form; a former spelling is not one of them.
    static func caseNames(_ schema: JSONValue?) -> [String] {
        guard let schema, schema["deprecated"] != true else { return [] }
        var names: [String] = []
        for name in schema["enum"]?.arrayValue ?? [] {
            if case .string(let name) = name { names.append(name) }
        }
        if case .array(let required)? = schema["required"], required.count == 1, case .string(let name) = required[0] { names.append(name) }
        for option in schema["anyOf"]?.arrayValue ?? [] { names += caseNames(option) }
        return Array(Set(names)).sorted()
    }

    /// The former spellings an enum's schema still allows, each with the
    /// name it reads as (from the form's description).
    static func formerNames(_ schema: JSONValue?) -> [(former: String, now: String)] {
        var names: [(former: String, now: String)] = []
        for option in schema?["anyOf"]?.arrayValue ?? [] where option["deprecated"] == true {
            let name = option["const"]?.stringValue ?? option["required"]?.arrayValue?.first?.stringValue
            let now = option["description"]?.stringValue?.split(separator: "\"").dropFirst().first.map(String.init)
            // A case that may be bare or carry a payload has two forms.
            if let name, let now, !names.contains(where: { $0.former == name }) { names.append((name, now)) }
        }
        return names.sorted { $0.former < $1.former }
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "`\($0)`" }.joined(separator: ", ")
    }
}
