import FlowCoding
import FlowJSON

/// The generator's reading of a module's coded types as JSON
/// (`flow-coding --dump`): what `Scripts/check-coding-symbols.py` holds to
/// the compiler's own reading of the same module, its symbol graph.
enum CodedTypesDump {
    static func json(module folder: String, types: [SwiftDeclarations.TypeDeclaration]) -> JSONValue {
        .object([
            "folder": .string(folder),
            "types": .array(types.map(json)),
        ])
    }

    static func json(_ type: SwiftDeclarations.TypeDeclaration) -> JSONValue {
        .object([
            "name": .string(type.name),
            "kind": .string(type.kind.rawValue),
            "file": .string(type.file),
            "line": .number(Double(type.line)),
            "directives": directives(type.documentation),
            "properties": .array(
                type.properties.map { property in
                    .object([
                        "name": .string(property.name), "line": .number(Double(property.line)), "directives": directives(property.documentation),
                        "setterHidden": .bool(property.setterAccess < property.access && !property.isLet),
                    ])
                }),
            "computedProperties": .array(type.computedProperties.map { .string($0) }),
            "cases": .array(
                type.cases.map { enumCase in
                    .object([
                        "name": .string(enumCase.name),
                        "labels": enumCase.payload.map { .array($0.map { .string($0.label ?? "_") }) } ?? .null,
                        "directives": directives(enumCase.documentation),
                    ])
                }),
            "initializers": .array(
                type.initializers.filter(\.isVisible).map { initializer in
                    .array(initializer.parameters.map { .string($0.label ?? "_") })
                }),
        ])
    }

    /// The documentation's directive lines, as written.
    static func directives(_ documentation: [String]) -> JSONValue {
        .array(documentation.filter(CodingDirectives.isDirective).map { .string($0.trimmingCharacters(in: " ")) })
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
