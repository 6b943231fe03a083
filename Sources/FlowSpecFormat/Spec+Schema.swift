@_spi(FlowTools) import FlowJSON

extension Spec {
    /// The JSON Schema (draft 2020-12) of a spec of `machine`: the document
    /// `flow check` reads, with the machine's configuration, events, effects
    /// and state drawn from its own coding (`JSONSchema.machine`). A front in
    /// another language validates what it records against it before `flow
    /// check` runs it; `flow schema --write Specs/Schemas` writes one per
    /// machine.
    ///
    /// Rules between values are `flow check`'s alone: a step's time not
    /// before the one above it, `until` after the last step, a rule between
    /// two configuration members.
    @_spi(FlowTools) public static func schema<M: JSONMachine>(of machine: M.Type) throws(JSONSchemaError) -> JSONValue {
        let parts = try JSONSchema.machine(M.self)
        let time: JSONValue = ["type": "number", "minimum": 0, "maximum": .number(VirtualTime.end)]
        let event: JSONValue = ["$ref": "#/$defs/event"]
        var definitions = parts
        definitions["time"] = time
        definitions["step"] = [
            "type": "object",
            "properties": [
                "at": ["$ref": "#/$defs/time"], "send": event, "fire": event,
                "expect": [
                    "type": "object",
                    "properties": [
                        "effects": ["type": "array", "items": ["$ref": "#/$defs/effect"]],
                        "state": ["$ref": "#/$defs/state"],
                    ],
                    "additionalProperties": false,
                ],
                "picture": ["$ref": "#/$defs/picture"],
            ],
            "required": ["at"],
            "oneOf": [["required": ["send"]], ["required": ["fire"]]],
            "additionalProperties": false,
        ]
        // `Step.Picture.isValidFileName`: an .svg beside the spec, in
        // subfolders by "/", each part of letters, digits, "-", "_" and "."
        // but never "." or ".." alone.
        let file: JSONValue = [
            "type": "string", "maxLength": 200,
            "pattern": #"^(?!\.\.?(/|$))[A-Za-z0-9._-]+(/(?!\.\.?(/|$))[A-Za-z0-9._-]+)*$"#,
            "allOf": [["pattern": #"\.svg$"#]],
        ]
        definitions["picture"] = [
            "anyOf": [
                file,
                [
                    "type": "object",
                    "properties": [
                        "file": file,
                        "at": ["type": "number", "minimum": 0, "maximum": .number(Bounds.duration.upperBound)],
                        "increasedContrast": ["type": "boolean"],
                    ],
                    "required": ["file"],
                    "additionalProperties": false,
                ],
            ]
        ]
        return [
            "$schema": .string(JSONSchema.dialect),
            // A name, not an address: the schema is the file beside the specs (Specs/Schemas).
            "$id": .string("urn:flowcore:spec:\(M.specName)"),
            "title": .string("A spec of \(M.specName)"),
            "description": .string(
                "A recorded run of FlowCore's \(M.specName) machine, as flow check replays it. Drawn from the machine's own coding by flow schema; do not edit."),
            "type": "object",
            "properties": [
                "formatVersion": ["const": .number(Double(formatVersion))],
                "machine": ["const": .string(M.specName)],
                "title": ["type": "string"],
                "config": ["$ref": "#/$defs/config"],
                "steps": ["type": "array", "items": ["$ref": "#/$defs/step"]],
                "until": ["$ref": "#/$defs/time"],
                "tolerance": ["type": "number", "minimum": 0, "maximum": 1],
                "pending": [
                    "type": "array",
                    "items": [
                        "type": "object",
                        "properties": ["at": ["$ref": "#/$defs/time"], "event": event],
                        "required": ["at", "event"],
                        "additionalProperties": false,
                    ],
                ],
            ],
            "required": ["formatVersion", "machine", "title", "steps"],
            "additionalProperties": false,
            "$defs": .object(definitions),
        ]
    }
}
