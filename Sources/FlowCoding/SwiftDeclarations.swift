/// The type declarations of a module's Swift files, as far as the coding
/// generator needs them: each struct and enum (nested ones by their dotted
/// names), its conformances (from the declaration and its extensions), its
/// stored properties with their types and defaults, its initializers with
/// their parameters, its enum cases with their payloads, and the
/// documentation of each.
///
/// Anything else (functions, computed properties, bodies) is passed over by
/// its braces. The reader is strict where a guess would generate wrong
/// code: a declaration it cannot read is an error with the file and line,
/// and so is a documentation line that looks like a coding directive
/// (`- JSON: …`) where no declaration reads it, or in another spelling.
package struct SwiftDeclarations {
    /// An access level, from the most hidden.
    package enum Access: Int, Comparable, Sendable {
        case `private`, `fileprivate`, `internal`, `package`, `public`

        package static func < (lhs: Access, rhs: Access) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The level a modifier names (`open` is public), or nil for another word.
        init?(modifier: String) {
            switch modifier {
            case "private": self = .private
            case "fileprivate": self = .fileprivate
            case "internal": self = .internal
            case "package": self = .package
            case "public", "open": self = .public
            default: return nil
            }
        }

        /// As Swift spells it.
        package var keyword: String {
            switch self {
            case .private: "private"
            case .fileprivate: "fileprivate"
            case .internal: "internal"
            case .package: "package"
            case .public: "public"
            }
        }
    }

    /// A struct or enum.
    package struct TypeDeclaration: Sendable {
        /// `struct` or `enum` (classes and protocols are not coded).
        package enum Kind: String, Sendable {
            case `struct`
            case `enum`
        }

        /// The dotted name in the module, such as `AlertDialog.State`.
        package var name: String
        /// What it is.
        package var kind: Kind
        /// The conformances and raw type its declaration states. (Those its
        /// extensions add are not counted: a type whose coding is written
        /// by hand conforms in the extension that writes it.)
        package var inheritance: [String]
        /// The documentation comment lines.
        package var documentation: [String]
        /// The file it is declared in.
        package var file: String
        /// The line of the declaration.
        package var line: Int
        /// Its stored instance properties, in order.
        package var properties: [Property] = []
        /// The names of its computed instance properties, from its
        /// declaration and its extensions (what a check holds to the
        /// compiler's reading; the coding reads none).
        package var computedProperties: [String] = []
        /// Its initializers, in order.
        package var initializers: [Initializer] = []
        /// Its cases, in order (an enum's).
        package var cases: [EnumCase] = []
        /// Its access as a modifier for what is generated for it: `public `,
        /// `package `, or nothing (internal).
        package var access: String
        /// The line of the `#if` it is declared under, if it is.
        package var conditionalLine: Int?

        /// Its access as a level.
        package var accessLevel: Access {
            Access(modifier: access.trimmingSpaces) ?? .internal
        }
    }

    /// A stored property.
    package struct Property: Sendable {
        /// Its name.
        package var name: String
        /// Its type as written (nil when inferred from the default).
        package var type: String?
        /// Its default value as written.
        package var defaultValue: String?
        /// `let` rather than `var`.
        package var isLet: Bool
        /// The documentation comment lines.
        package var documentation: [String]
        /// The line it is declared on.
        package var line: Int
        /// Who may read it.
        package var access: Access = .internal
        /// Who may set it (`private(set)` and the like; else its access).
        package var setterAccess: Access = .internal
        /// The line of the `#if` it is declared under, if it is.
        package var conditionalLine: Int?
    }

    /// An initializer.
    package struct Initializer: Sendable {
        /// Its parameters, in order.
        package var parameters: [Parameter]
        /// The error type of `throws(E)`; `any Error` for plain `throws`; nil when it does not throw.
        package var errorType: String?
        /// Whether it is `init?`.
        package var isFailable: Bool
        /// The documentation comment lines.
        package var documentation: [String]
        /// The line it is declared on.
        package var line: Int
        /// Whether a generated file in the module can call it (it is not private).
        package var isVisible: Bool
        /// Who may call it.
        package var access: Access = .internal
        /// The line of the `#if` it is declared under, if it is.
        package var conditionalLine: Int?
    }

    /// A parameter of an initializer or an enum case's payload.
    package struct Parameter: Sendable {
        /// The argument label; nil for `_` or an unlabelled payload.
        package var label: String?
        /// The type as written.
        package var type: String
        /// The default value as written.
        package var defaultValue: String?
    }

    /// An enum case.
    package struct EnumCase: Sendable {
        /// Its name.
        package var name: String
        /// Its payload, if any.
        package var payload: [Parameter]?
        /// The documentation comment lines.
        package var documentation: [String]
        /// The line it is declared on.
        package var line: Int
        /// The line of the `#if` it is declared under, if it is.
        package var conditionalLine: Int?
    }

    /// A declaration the reader could not follow.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        /// The file.
        package var file: String
        /// The line, from 1.
        package var line: Int
        /// What is wrong.
        package var reason: String

        package var description: String { "\(file):\(line): \(reason)" }
    }

    /// The types, by dotted name.
    package private(set) var types: [String: TypeDeclaration] = [:]

    /// No declarations yet.
    package init() {}

    /// Reads the declarations of one file.
    package mutating func read(_ source: String, file: String) throws(Failure) {
        let tokens: SwiftTokens
        do {
            tokens = try SwiftTokens(source)
        } catch {
            throw Failure(file: file, line: error.line, reason: error.reason)
        }
        var reader = Reader(tokens: tokens, file: file)
        try reader.readBody(scope: nil, until: nil, into: &self)
        try reader.checkEveryDirectiveRead()
    }

    /// What extensions declared of types not read yet (a file read before
    /// the one that declares the type), applied when it is.
    private var pending: [String: [(inout TypeDeclaration) -> Void]] = [:]

    fileprivate mutating func add(_ type: TypeDeclaration) throws(Failure) {
        if let existing = types[type.name] {
            throw Failure(file: type.file, line: type.line, reason: "\(type.name) is declared twice (also at \(existing.file):\(existing.line))")
        }
        var type = type
        for change in pending.removeValue(forKey: type.name) ?? [] { change(&type) }
        types[type.name] = type
    }

    /// Adds to type `name` what a declaration or an extension of it
    /// declares, whichever file comes first. (A type of another module
    /// never turns up, and what its extensions declare is not read.)
    fileprivate mutating func update(_ name: String, _ change: @escaping (inout TypeDeclaration) -> Void) {
        guard types[name] != nil else { return pending[name, default: []].append(change) }
        change(&types[name]!)
    }

    private struct Reader {
        let tokens: SwiftTokens
        let file: String
        var index = 0
        /// The tokens whose documentation a declaration took.
        var documentationRead: Set<Int> = []
        /// The lines of the `#if`s being read, the innermost last.
        var conditions: [Int] = []

        init(tokens: SwiftTokens, file: String) {
            self.tokens = tokens
            self.file = file
        }

        var token: SwiftTokens.Token? { index < tokens.tokens.count ? tokens.tokens[index] : nil }

        func failure(_ reason: String) -> Failure {
            Failure(file: file, line: token?.line ?? tokens.tokens.last?.line ?? 1, reason: reason)
        }

        func failure(_ reason: String, line: Int) -> Failure {
            Failure(file: file, line: line, reason: reason)
        }

        static let modifiers: Set<String> = [
            "public", "package", "private", "fileprivate", "internal", "open", "static", "final", "indirect", "mutating", "nonmutating",
            "nonisolated", "override", "convenience", "required", "lazy", "weak", "unowned", "dynamic", "consuming", "borrowing",
        ]

        /// What a declaration's modifiers said, read before its keyword.
        struct Modifiers {
            /// The first token of the declaration (its first attribute or
            /// modifier, or its keyword), which carries its documentation.
            var start: Int
            var access: Access?
            var setterAccess: Access?
            var isStatic = false
        }

        /// Reads declarations until the `}` that closes a body (or the end
        /// of the file at the top level). Members without an access
        /// modifier have `defaultAccess` (an extension's).
        mutating func readBody(scope: String?, until closing: Bool?, defaultAccess: Access = .internal, into declarations: inout SwiftDeclarations) throws(Failure) {
            var modifiers: Modifiers?
            while let token {
                if closing != nil, token.isSymbol("}") {
                    guard modifiers == nil else { throw failure("modifiers with no declaration after them") }
                    index += 1
                    return
                }
                if modifiers == nil { modifiers = Modifiers(start: index) }
                if token.kind == .word, token.text.hasPrefix("@") {
                    index += 1
                    if self.token?.isSymbol("(") == true, self.token?.startsLine == false { skipBalanced() }
                    continue
                }
                if token.kind == .word, Self.modifiers.contains(token.text) {
                    index += 1
                    if token.text == "static" {
                        modifiers!.isStatic = true
                    } else if let level = Access(modifier: token.text) {
                        // `private(set)` and the like.
                        if let next = self.token, next.isSymbol("("), !next.startsLine {
                            guard tokens.tokens[safe: index + 1]?.isWord("set") == true, tokens.tokens[safe: index + 2]?.isSymbol(")") == true else {
                                throw failure("\(token.text)( must be followed by set)")
                            }
                            modifiers!.setterAccess = level
                            index += 3
                        } else {
                            modifiers!.access = level
                        }
                    } else if let next = self.token, next.isSymbol("("), !next.startsLine {
                        // `nonisolated(unsafe)`, `unowned(safe)`.
                        skipBalanced()
                    }
                    continue
                }
                if token.kind == .word, token.text == "class", let next = tokens.tokens[safe: index + 1], next.kind == .word,
                    ["func", "var", "let", "subscript"].contains(next.text)
                {
                    modifiers!.isStatic = true
                    index += 1
                    continue
                }
                let declaration = modifiers!
                let documentation = tokens.tokens[declaration.start].documentation
                let access = declaration.access ?? defaultAccess
                switch token.kind == .word ? token.text : "" {
                case "struct", "enum":
                    documentationRead.insert(declaration.start)
                    let modifier = access == .public ? "public " : access == .package ? "package " : ""
                    try readType(scope: scope, documentation: documentation, access: modifier, into: &declarations)
                case "class", "actor", "protocol":
                    index += 1
                    try skipDeclarationBody()
                case "extension":
                    try readExtension(access: declaration.access, into: &declarations)
                case "var", "let":
                    if try readProperties(scope: scope, documentation: documentation, modifiers: declaration, access: access, into: &declarations) {
                        documentationRead.insert(declaration.start)
                    }
                case "init":
                    documentationRead.insert(declaration.start)
                    try readInitializer(scope: scope, documentation: documentation, access: access, into: &declarations)
                case "case":
                    documentationRead.insert(declaration.start)
                    try readCases(scope: scope, documentation: documentation, into: &declarations)
                case "func", "subscript", "deinit":
                    index += 1
                    try skipFunction()
                case "typealias", "import", "associatedtype":
                    skipLine()
                default:
                    if token.isSymbol("{") {
                        skipBalanced()
                    } else if token.isSymbol("#") {
                        try readCompilerDirective()
                    } else {
                        index += 1
                    }
                }
                modifiers = nil
            }
            if closing != nil { throw failure("a body is never closed") }
        }

        /// `#if`, `#elseif`, `#else`, `#endif` (the lines between are read as
        /// any others, each declaration noting the `#if` it is under), or
        /// another `#` line (`#warning`), passed over.
        mutating func readCompilerDirective() throws(Failure) {
            let line = token?.line ?? 0
            let keyword = tokens.tokens[safe: index + 1]
            if keyword?.isWord("if") == true {
                conditions.append(line)
            } else if keyword?.isWord("endif") == true {
                guard conditions.popLast() != nil else { throw failure("#endif without #if") }
            }
            skipLine()
        }

        /// Throws at the first documentation line that looks like a coding
        /// directive and is not one a declaration reads: another spelling
        /// (`- json:`), one that does not parse, or one on a declaration
        /// the generator does not read (a function, a computed or static
        /// property, a token inside a declaration).
        func checkEveryDirectiveRead() throws(Failure) {
            for (position, token) in tokens.tokens.enumerated() where !token.documentation.isEmpty {
                for (offset, line) in token.documentation.enumerated() where CodingDirectives.looksLikeDirective(line) {
                    let number = token.documentationLines[safe: offset] ?? token.line
                    guard CodingDirectives.isDirective(line) else {
                        throw failure("a coding directive is written '- JSON: …' (found '\(line.trimmingSpaces)')", line: number)
                    }
                    do {
                        _ = try CodingDirectives([line])
                    } catch {
                        throw failure(error.reason, line: number)
                    }
                    guard documentationRead.contains(position) else {
                        throw failure(
                            "'\(line.trimmingSpaces)' is on no declaration the coding reads (a type, a stored property, an initializer, a case): "
                                + "put it above the declaration's first attribute or modifier", line: number)
                    }
                }
            }
        }

        mutating func readType(scope: String?, documentation: [String], access: String, into declarations: inout SwiftDeclarations) throws(Failure) {
            let keyword = tokens.tokens[index]
            index += 1
            guard let nameToken = token, nameToken.kind == .word else { throw failure("a \(keyword.text) without a name") }
            let name = scope.map { $0 + "." + nameToken.text } ?? nameToken.text
            index += 1
            if token?.isSymbol("<") == true { skipAngles() }
            var inheritance: [String] = []
            if token?.isSymbol(":") == true {
                index += 1
                inheritance = readTypeList()
            }
            while let current = token, !current.isSymbol("{") { index += 1 }
            guard token != nil else { throw failure("\(name) has no body") }
            index += 1
            try declarations.add(
                TypeDeclaration(
                    name: name, kind: keyword.text == "enum" ? .enum : .struct, inheritance: inheritance, documentation: documentation, file: file,
                    line: keyword.line, access: access, conditionalLine: conditions.last))
            try readBody(scope: name, until: true, into: &declarations)
        }

        mutating func readExtension(access: Access?, into declarations: inout SwiftDeclarations) throws(Failure) {
            index += 1
            var name = ""
            while let current = token, current.kind == .word || current.isSymbol(".") {
                name += current.text
                index += 1
            }
            if token?.isSymbol("<") == true { skipAngles() }
            if token?.isSymbol(":") == true {
                index += 1
                _ = readTypeList()
            }
            while let current = token, !current.isSymbol("{") { index += 1 }
            guard token != nil else { throw failure("the extension of \(name) has no body") }
            index += 1
            try readBody(scope: name, until: true, defaultAccess: access ?? .internal, into: &declarations)
        }

        /// `A, B.C, D<E>` up to `{` or `where`.
        mutating func readTypeList() -> [String] {
            var names: [String] = []
            var current = ""
            while let token, !token.isSymbol("{"), !token.isWord("where") {
                if token.isSymbol(",") {
                    names.append(current)
                    current = ""
                } else if token.isSymbol("<") {
                    let start = index
                    skipAngles()
                    current += tokens.text(from: start, through: index - 1)
                    continue
                } else {
                    current += token.text
                }
                index += 1
            }
            if !current.isEmpty { names.append(current) }
            return names
        }

        /// `var a: T = d, b: U` and the like: each name a property. Returns
        /// whether they are stored instance properties of a type (which the
        /// coding reads, documentation included).
        mutating func readProperties(
            scope: String?, documentation: [String], modifiers: Modifiers, access: Access, into declarations: inout SwiftDeclarations
        ) throws(Failure) -> Bool {
            let keyword = tokens.tokens[index]
            index += 1
            var properties: [Property] = []
            var isComputed = false
            repeat {
                if token?.isSymbol(",") == true { index += 1 }
                guard let nameToken = token, nameToken.kind == .word else {
                    // `let (a, b) = …`: names the coding cannot read one by one.
                    guard scope == nil || modifiers.isStatic else { throw failure("a tuple pattern declares properties the coding cannot read: declare each alone") }
                    skipLine()
                    return false
                }
                index += 1
                var type: String?
                if token?.isSymbol(":") == true {
                    index += 1
                    type = readType(stoppingAtComma: true)
                    guard type?.isEmpty == false else { throw failure("\(nameToken.text) has a colon but no type") }
                }
                var defaultValue: String?
                if token?.isSymbol("=") == true {
                    index += 1
                    defaultValue = readExpression(stoppingAtComma: true, stoppingAtParenthesis: false, stoppingAtBlock: true)
                    guard defaultValue?.isEmpty == false else { throw failure("\(nameToken.text) has = but no value") }
                }
                // A block on the same line: a getter (computed), or observers (stored).
                if let token, token.isSymbol("{") {
                    guard !token.startsLine else {
                        throw failure("\(nameToken.text): a { on the line after a property: put it on the property's line")
                    }
                    isComputed = isComputed || !Self.isObserverBlock(tokens, at: index)
                    skipBalanced()
                }
                properties.append(
                    Property(
                        name: nameToken.text, type: type, defaultValue: defaultValue, isLet: keyword.text == "let", documentation: documentation,
                        line: nameToken.line, access: access, setterAccess: min(modifiers.setterAccess ?? access, access),
                        conditionalLine: conditions.last))
            } while token?.isSymbol(",") == true && token?.startsLine == false
            guard let scope, !modifiers.isStatic else { return false }
            guard !isComputed else {
                declarations.update(scope) { $0.computedProperties += properties.map(\.name) }
                return false
            }
            declarations.update(scope) { $0.properties += properties }
            return true
        }

        /// Whether the braces at `index` hold `willSet`/`didSet` observers.
        static func isObserverBlock(_ tokens: SwiftTokens, at index: Int) -> Bool {
            guard let next = tokens.tokens[safe: index + 1] else { return false }
            return next.isWord("willSet") || next.isWord("didSet")
        }

        mutating func readInitializer(scope: String?, documentation: [String], access: Access, into declarations: inout SwiftDeclarations) throws(Failure) {
            let keyword = tokens.tokens[index]
            index += 1
            var isFailable = false
            if token?.isSymbol("?") == true || token?.isSymbol("!") == true {
                isFailable = true
                index += 1
            }
            if token?.isSymbol("<") == true { skipAngles() }
            guard token?.isSymbol("(") == true else { throw failure("init without parameters") }
            let parameters = try readParameters(named: true)
            var errorType: String?
            while let current = token, !current.isSymbol("{") {
                if current.isWord("throws") {
                    index += 1
                    if token?.isSymbol("(") == true {
                        let start = index + 1
                        skipBalanced()
                        errorType = tokens.text(from: start, through: index - 2)
                    } else {
                        errorType = "any Error"
                    }
                    continue
                }
                index += 1
            }
            if token?.isSymbol("{") == true { skipBalanced() }
            guard let scope else { return }
            let initializer = Initializer(
                parameters: parameters, errorType: errorType, isFailable: isFailable, documentation: documentation, line: keyword.line,
                isVisible: access > .fileprivate, access: access, conditionalLine: conditions.last)
            declarations.update(scope) { $0.initializers.append(initializer) }
        }

        mutating func readCases(scope: String?, documentation: [String], into declarations: inout SwiftDeclarations) throws(Failure) {
            index += 1
            repeat {
                if token?.isSymbol(",") == true { index += 1 }
                guard let nameToken = token, nameToken.kind == .word else { throw failure("a case without a name") }
                index += 1
                var payload: [Parameter]?
                if token?.isSymbol("(") == true { payload = try readParameters(named: false) }
                if token?.isSymbol("=") == true {
                    index += 1
                    _ = readExpression(stoppingAtComma: true)
                }
                let enumCase = EnumCase(name: nameToken.text, payload: payload, documentation: documentation, line: nameToken.line, conditionalLine: conditions.last)
                if let scope { declarations.update(scope) { $0.cases.append(enumCase) } }
            } while token?.isSymbol(",") == true
        }

        /// `(a: T = d, _ b: U, c: V)`: labels (an unlabelled payload's are
        /// nil), types and defaults. For an initializer, `named` reads the
        /// external name when there are two.
        mutating func readParameters(named: Bool) throws(Failure) -> [Parameter] {
            index += 1
            var parameters: [Parameter] = []
            while let current = token, !current.isSymbol(")") {
                if current.isSymbol(",") {
                    index += 1
                    continue
                }
                var label: String?
                if current.kind == .word, let next = tokens.tokens[safe: index + 1] {
                    if next.isSymbol(":") {
                        label = current.text == "_" ? nil : current.text
                        index += 2
                    } else if next.kind == .word, let colon = tokens.tokens[safe: index + 2], colon.isSymbol(":") {
                        label = current.text == "_" ? nil : current.text
                        index += 3
                    }
                }
                let type = readType(stoppingAtComma: true)
                guard !type.isEmpty else { throw failure("a parameter without a type") }
                var defaultValue: String?
                if token?.isSymbol("=") == true {
                    index += 1
                    defaultValue = readExpression(stoppingAtComma: true)
                }
                parameters.append(Parameter(label: label, type: type, defaultValue: defaultValue))
            }
            guard token != nil else { throw failure("a parameter list is never closed") }
            index += 1
            return parameters
        }

        /// A type as written, up to `=`, `{`, `,` or `)` at its own depth, or a new line.
        mutating func readType(stoppingAtComma: Bool = false) -> String {
            let start = index
            var depth = 0
            while let token {
                if depth == 0 {
                    if token.isSymbol("=") || token.isSymbol("{") || token.isSymbol(")") || (stoppingAtComma && token.isSymbol(",")) { break }
                    if index > start, token.startsLine { break }
                }
                if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("<") { depth += 1 }
                if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol(">") { depth -= 1 }
                index += 1
            }
            return index > start ? tokens.text(from: start, through: index - 1) : ""
        }

        /// An expression as written: to the end of its line (or a `,` or `)`
        /// of the list it is in), brackets spanning lines followed, and a
        /// line that an operator ends or starts (`= base` ⏎ `* 4`) joined to
        /// the next, as Swift joins them.
        /// With `stoppingAtBlock`, a `{` that no `=`, `(`, `,` or `in` comes
        /// before ends it (a property's getter or observers).
        mutating func readExpression(stoppingAtComma: Bool = false, stoppingAtParenthesis: Bool? = nil, stoppingAtBlock: Bool? = nil) -> String {
            let stopsAtParenthesis = stoppingAtParenthesis ?? stoppingAtComma
            let stopsAtBlock = stoppingAtBlock ?? !stoppingAtComma
            let start = index
            var depth = 0
            while let token {
                if depth == 0 {
                    if stoppingAtComma && token.isSymbol(",") { break }
                    if stopsAtParenthesis && token.isSymbol(")") { break }
                    if index > start, token.startsLine, !Self.continuesLine(token), !Self.continuesLine(after: tokens.tokens[index - 1]) { break }
                    if stopsAtBlock, token.isSymbol("{"), index > start, !Self.continuesExpression(tokens.tokens[index - 1]) { break }
                }
                if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
                if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                    if depth == 0 { break }
                    depth -= 1
                }
                index += 1
            }
            return index > start ? tokens.text(from: start, through: index - 1) : ""
        }

        /// The characters Swift's operators are made of.
        static let operatorCharacters: Set<String> = ["/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?", ".", ":"]

        /// Whether `token`, starting a line, goes on with the expression of
        /// the line before (`.member`, `* 4`, `?? other`): no declaration
        /// starts with an operator.
        static func continuesLine(_ token: SwiftTokens.Token) -> Bool {
            token.kind == .symbol && operatorCharacters.contains(token.text)
        }

        /// Whether a line ending with `token` goes on on the next (`base *` ⏎ `4`).
        static func continuesLine(after token: SwiftTokens.Token) -> Bool {
            // Not `!` or `>`, which end a line as a force unwrap or a generic type.
            token.kind == .symbol && binaryOperatorEnds.contains(token.text)
        }

        /// What ends a line only as the left of a binary operator.
        static let binaryOperatorEnds: Set<String> = ["/", "=", "-", "+", "*", "%", "<", "&", "|", "^", "~", "?", ":"]

        /// Whether a `{` after `token` continues the expression (a closure argument).
        static func continuesExpression(_ token: SwiftTokens.Token) -> Bool {
            token.isSymbol("=") || token.isSymbol("(") || token.isSymbol(",") || token.isWord("in")
        }

        mutating func skipBalanced() {
            guard let open = token else { return }
            let (opening, closingSymbol) = open.isSymbol("(") ? ("(", ")") : open.isSymbol("[") ? ("[", "]") : ("{", "}")
            var depth = 0
            while let token {
                if token.isSymbol(opening) { depth += 1 }
                if token.isSymbol(closingSymbol) {
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return
                    }
                }
                index += 1
            }
        }

        mutating func skipAngles() {
            var depth = 0
            while let token {
                if token.isSymbol("<") { depth += 1 }
                if token.isSymbol(">") {
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return
                    }
                }
                index += 1
            }
        }

        /// A function's signature and body.
        mutating func skipFunction() throws(Failure) {
            while let token, !token.isSymbol("{") {
                if token.isSymbol("(") || token.isSymbol("[") {
                    skipBalanced()
                    continue
                }
                // A protocol requirement has no body: the next declaration starts a line.
                if token.startsLine, Self.startsDeclaration(token) { return }
                index += 1
            }
            skipBalanced()
        }

        mutating func skipDeclarationBody() throws(Failure) {
            while let token, !token.isSymbol("{") { index += 1 }
            skipBalanced()
        }

        mutating func skipLine() {
            let line = token?.line
            index += 1
            while let token, token.line == line || !token.startsLine { index += 1 }
        }

        static func startsDeclaration(_ token: SwiftTokens.Token) -> Bool {
            token.kind == .word && (modifiers.contains(token.text) || token.text.hasPrefix("@")
                || ["func", "var", "let", "init", "case", "struct", "enum", "class", "extension", "typealias", "subscript"].contains(token.text))
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        index >= 0 && index < count ? self[index] : nil
    }
}
