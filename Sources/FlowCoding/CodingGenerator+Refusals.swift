extension CodingGenerator {
    /// Throws at the first form of a coded type the generator would code
    /// wrongly, or into code that does not build, with its file and line:
    /// a member under `#if` (only one branch builds, and the generator
    /// cannot tell which), a directive where it means nothing, a setter the
    /// generated file cannot call, two cases one JSON name would read, a
    /// former name that is another case's, `bounds` on what has none, a raw
    /// type the runtime does not code.
    func refuseWhatCannotBeCoded(_ type: SwiftDeclarations.TypeDeclaration, _ directives: CodingDirectives) throws(SwiftDeclarations.Failure) {
        if let line = type.conditionalLine {
            throw failure(type, "is declared under the #if at line \(line): the coding cannot tell which branch builds; declare it outside, or code it by hand (`- JSON: custom`)")
        }
        if let misplaced = directives.memberDirectives.first {
            throw failure(type, "'- JSON: \(misplaced)' is said of a member or a case, not of a type")
        }
        if type.kind == .enum, let raw = type.inheritance.first, Self.uncodedRawTypes.contains(raw) {
            throw failure(type, "a raw value of type \(raw) is not coded: the runtime codes String and Int raw values; use one of them, or code it by hand (`- JSON: custom`)")
        }
        let isMachine = directives.isMachine
        if isMachine, type.kind != .struct {
            throw failure(type, "'- JSON: machine' is said of a machine, a struct: its configuration is read through an initializer")
        }
        for property in type.properties {
            let own = try self.directives(of: property.documentation, at: type, line: property.line)
            if let line = property.conditionalLine {
                throw failure(type, "\(property.name) is declared under the #if at line \(line): the coding cannot tell which branch builds; declare it outside, or code the type by hand (`- JSON: custom`)", line: property.line)
            }
            if let misplaced = own.typeDirectives.first {
                throw failure(type, "'- JSON: \(misplaced)' is said of a type, not of its member \(property.name)", line: property.line)
            }
            if !own.formerNames.isEmpty {
                throw failure(type, "\(property.name): '- JSON: was' is read for enum cases only; a member keeps its name (traces are public data)", line: property.line)
            }
            if own.isFlattened, !isMachine {
                throw failure(type, "\(property.name): '- JSON: flattened' is read for a machine's configuration only", line: property.line)
            }
            if own.writerDefault != nil, !isMachine, !directives.leavesOutDefaults {
                throw failure(type, "\(property.name): '- JSON: default' is read only where defaults are left out (a machine, or `- JSON: leaves out defaults`)", line: property.line)
            }
            if own.bounds != nil, let written = property.type, let reason = Self.whyNoBounds(written, in: declarations) {
                throw failure(type, "\(property.name): '- JSON: bounds' \(reason)", line: property.line)
            }
            if !own.memberBounds.isEmpty {
                throw failure(type, "\(property.name): '- JSON: bounds of NAME' bounds a member of a case's payload; a property takes '- JSON: bounds EXPR'", line: property.line)
            }
            if own.countBounds != nil, property.type?.hasPrefix("[") != true || property.type?.hasSuffix("?") == true || property.defaultValue != nil || own.isOptional {
                throw failure(type, "\(property.name): '- JSON: count' is read for a required array (with no default), written [Element]", line: property.line)
            }
        }
        if let initializer = type.initializers.first(where: { $0.isVisible && $0.conditionalLine != nil }), let line = initializer.conditionalLine {
            throw failure(type, "an initializer is declared under the #if at line \(line): the coding cannot tell which branch builds", line: initializer.line)
        }
        try refuseCaseClashes(type)
    }

    /// Two cases of one name (overloaded by their labels), and former names
    /// that are another case's or said twice: each JSON name reads one case.
    private func refuseCaseClashes(_ type: SwiftDeclarations.TypeDeclaration) throws(SwiftDeclarations.Failure) {
        var readAs: [String: String] = [:]
        for enumCase in type.cases {
            if let line = enumCase.conditionalLine {
                throw failure(type, "case \(enumCase.name) is declared under the #if at line \(line): the coding cannot tell which branch builds", line: enumCase.line)
            }
            if let other = readAs[enumCase.name] {
                let clash = other == enumCase.name ? "a case of the same name (overloaded by labels)" : "the former name of \(other)"
                throw failure(type, "case \(enumCase.name) is \(clash): one JSON name would read two cases", line: enumCase.line)
            }
            readAs[enumCase.name] = enumCase.name
        }
        for enumCase in type.cases {
            let own = try directives(of: enumCase.documentation, at: type, line: enumCase.line)
            if let misplaced = (own.typeDirectives + own.propertyOnlyDirectives).first {
                throw failure(type, "case \(enumCase.name): '- JSON: \(misplaced)' is not read for a case", line: enumCase.line)
            }
            for former in own.formerNames {
                if let other = readAs[former] {
                    let clash = other == former ? "the name of another case" : "already the former name of \(other)"
                    throw failure(type, "case \(enumCase.name): its former name \(former) is \(clash)", line: enumCase.line)
                }
                readAs[former] = enumCase.name
            }
            for name in own.memberBounds.keys.sorted() where !(enumCase.payload ?? []).contains(where: { $0.label == name }) {
                throw failure(type, "case \(enumCase.name): '- JSON: bounds of \(name)' names no member of its payload", line: enumCase.line)
            }
            for parameter in enumCase.payload ?? [] {
                guard let label = parameter.label, let expression = own.memberBounds[label] else { continue }
                if own.bounds != nil {
                    throw failure(type, "case \(enumCase.name): bounds for every member and for \(label) alone: say one of them", line: enumCase.line)
                }
                if let reason = Self.whyNoBounds(parameter.type, in: declarations) {
                    throw failure(type, "case \(enumCase.name): '- JSON: bounds of \(label) \(expression)' \(reason)", line: enumCase.line)
                }
            }
            if own.bounds != nil {
                for parameter in enumCase.payload ?? [] {
                    if let reason = Self.whyNoBounds(parameter.type, in: declarations) {
                        throw failure(type, "case \(enumCase.name): '- JSON: bounds' \(reason) (\(parameter.label ?? "its value"): \(parameter.type))", line: enumCase.line)
                    }
                }
            }
        }
    }

    /// Throws when the generated file would set `property` after `init()`
    /// and cannot: its setter is hidden from another file (`private(set)`),
    /// or, from a coding module, from another module (`internal(set)`).
    func refuseHiddenSetter(_ property: SwiftDeclarations.Property, of type: SwiftDeclarations.TypeDeclaration) throws(SwiftDeclarations.Failure) {
        guard property.setterAccess < reach else { return }
        throw failure(
            type, "\(property.name) is set by the coding after init(), but its setter is \(property.setterAccess.keyword)\(Self.seen(from: reach)): "
                + "give the type an initializer that takes every member, or widen the setter", line: property.line)
    }

    /// Throws when the coding reads `property`, or codes `type`, and cannot
    /// see it: from another file, a private one; from a coding module, one
    /// that is not `package` or `public`.
    func refuseHidden(_ property: SwiftDeclarations.Property, of type: SwiftDeclarations.TypeDeclaration) throws(SwiftDeclarations.Failure) {
        if type.accessLevel < reach {
            throw failure(type, "is \(type.accessLevel.keyword)\(Self.seen(from: reach)): make it \(reach == .package ? "package or public" : "internal")")
        }
        guard property.access < reach else { return }
        throw failure(
            type, "\(property.name) is read by the coding, but it is \(property.access.keyword)\(Self.seen(from: reach)): "
                + "make it \(reach == .package ? "package or public" : "internal")", line: property.line)
    }

    /// `, which a coding module cannot see` when the coding is written
    /// into one (`reach` is package), else nothing.
    static func seen(from reach: SwiftDeclarations.Access) -> String {
        reach == .package ? ", which the coding module cannot see" : ""
    }

    /// Raw value types an enum can have that the runtime does not code.
    static let uncodedRawTypes: Set<String> = [
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Float16", "Float80", "Double", "Character",
        "Substring", "Bool",
    ]

    /// Why a member of type `type` cannot take `bounds` (nil when it can):
    /// a number's are a range (`Double`, `Int`, optional or not); a
    /// value's of the module, by its numbers' keys (a `LayoutSize`, `Insets`).
    static func whyNoBounds(_ type: String, in declarations: SwiftDeclarations) -> String? {
        let numbers: Set<String> = ["Double", "Int"]
        if Member.isOptional(type) {
            let wrapped = type.hasSuffix("?") ? String(type.dropLast()) : String(type.dropFirst("Optional<".count).dropLast())
            return numbers.contains(wrapped) ? nil : "applies to numbers, and an optional one only when it is a Double or an Int"
        }
        if numbers.contains(type) || type == "[Double]" { return nil }
        if ["String", "Substring", "Character", "Bool"].contains(type) || type.hasPrefix("[") || type.hasPrefix("Array<") || type.hasPrefix("Dictionary<") {
            return "applies to a number, or to a value's numbers by key, not to a \(type)"
        }
        if let declared = declarations.types[type], declared.kind == .enum {
            return "applies to a number, or to a value's numbers by key, not to the enum \(type)"
        }
        return nil
    }
}

extension CodingDirectives {
    /// The directives said of a type, as written.
    var typeDirectives: [String] {
        [coding?.rawValue, everyMemberOptional ? "every member optional" : nil, leavesOutDefaults ? "leaves out defaults" : nil,
         writtenByName ? "written by name" : nil].compactMap { $0 }
    }

    /// The directives said of a member or a case, as written.
    var memberDirectives: [String] {
        [bounds.map { "bounds \($0)" }, isOptional ? "optional" : nil, formerNames.isEmpty ? nil : "was " + formerNames.joined(separator: ", "),
         writerDefault.map { "default \($0)" }, isFlattened ? "flattened" : nil, countBounds.map { "count \($0)" }].compactMap { $0 }
            + memberBounds.keys.sorted().map { "bounds of \($0) \(memberBounds[$0]!)" }
    }

    /// The member directives a case does not read (`bounds`, `bounds of` and `was` are its).
    var propertyOnlyDirectives: [String] {
        [isOptional ? "optional" : nil, writerDefault.map { "default \($0)" }, isFlattened ? "flattened" : nil, countBounds.map { "count \($0)" }]
            .compactMap { $0 }
    }
}
