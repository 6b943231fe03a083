/// What a declaration's documentation tells the generator where Swift
/// cannot: a line `- JSON: …` in its `///` comment, holding one or more
/// directives separated by `;`.
///
/// On a type, what is coded (one of these, or the type is not):
/// - `coded`: the generator writes its coding, and its conformance to
///   `JSONCodable`;
/// - `machine`: (a machine) the generator writes its configuration's coding
///   and its conformance to `JSONMachine`;
/// - `custom`: its coding is written by hand (and says why), with its
///   conformance; the generator leaves it alone.
///
/// And how, on a coded type:
/// - `every member optional`: each member may be left out and keeps the
///   value the type's `init()` gives it; every member is written.
/// - `leaves out defaults`: members equal to their default are not
///   written (a machine's configuration always does this).
/// - `written by name`: `jsonValue(keeping:)` writes only the members a
///   template names, as a machine's state does (for a large value inside
///   a state, of which a spec's step names one member).
///
/// On a stored property (or, for a machine, the property an init
/// parameter sets) and on an enum case:
/// - `bounds EXPR`: the schema's bounds for the number (or, for a size or
///   insets, its members; for an array of numbers, each element), `EXPR` a
///   Swift expression (`Bounds.length`); `bounds EXPR or infinity` also
///   allows infinity. On a case, `bounds of NAME EXPR` bounds one member of
///   its payload (a case whose members are of different kinds).
/// - `count EXPR`: (a required array) how many elements it may have, a
///   `ClosedRange<Int>` the type's validation holds it to.
/// - `optional`: the member may be left out; it then keeps its default.
/// - `was NAME[, NAME…]`: the names it was spelled with before, still read
///   (a case's; traces are public data).
/// - `default EXPR`: what the writer compares with to leave the member
///   out, when that is not the parameter's default (a default that
///   depends on another member).
/// - `flattened`: (a machine's property whose type is a struct of the
///   module) its members are the configuration's own, read through that
///   type's initializer, each with its default.
package struct CodingDirectives: Equatable, Sendable {
    /// How a type is coded: what its `coded`, `machine` or `custom` says.
    package enum Coding: String, Equatable, Sendable {
        case coded, machine, custom
    }

    /// `coded`, `machine` or `custom`; nil when none is said.
    package var coding: Coding?
    /// `custom`.
    package var isCustom: Bool { coding == .custom }
    /// `machine`.
    package var isMachine: Bool { coding == .machine }
    /// `every member optional`.
    package var everyMemberOptional = false
    /// `leaves out defaults`.
    package var leavesOutDefaults = false
    /// `written by name`.
    package var writtenByName = false
    /// `bounds EXPR`.
    package var bounds: String?
    /// `… or infinity` after the bounds.
    package var allowsInfinity = false
    /// `optional`.
    package var isOptional = false
    /// `was NAME, …`.
    package var formerNames: [String] = []
    /// `default EXPR`.
    package var writerDefault: String?
    /// `flattened`.
    package var isFlattened = false
    /// `count EXPR`.
    package var countBounds: String?
    /// `bounds of NAME EXPR`, by member name.
    package var memberBounds: [String: String] = [:]

    /// No directive.
    package init() {}

    /// A directive the generator does not know.
    package struct Unknown: Error, Equatable {
        /// What is wrong, in words.
        package var reason: String
    }

    /// Whether a documentation line is a directive line: `- JSON: …`.
    package static func isDirective(_ line: String) -> Bool {
        line.drop { $0 == " " }.hasPrefix(marker)
    }

    /// Whether a documentation line looks like a directive, in any
    /// spelling (`- json:`, `* JSON :`, `-JSON:`): one that is not
    /// `isDirective` is an error, not a line of prose.
    package static func looksLikeDirective(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "-" || $0 == "*" || $0 == "+" || $0 == "\t" }
        guard text.lowercased().hasPrefix("json") else { return false }
        return text.dropFirst(4).drop { $0 == " " }.first == ":"
    }

    /// How a directive line starts.
    static let marker = "- JSON:"

    /// The directives in `documentation`; an unknown one is an error.
    package init(_ documentation: [String]) throws(Unknown) {
        for line in documentation {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(Self.marker) else {
                if Self.looksLikeDirective(line) { throw Unknown(reason: "a coding directive is written '- JSON: …' (found '\(line.trimmingSpaces)')") }
                continue
            }
            for piece in trimmed.dropFirst("- JSON:".count).split(separator: ";") {
                try apply(piece.trimmingSpaces)
            }
        }
    }

    private mutating func apply(_ directive: String) throws(Unknown) {
        if let coding = Coding(rawValue: directive) {
            if let said = self.coding { throw Unknown(reason: "a type is coded one way, and '- JSON: \(said.rawValue)' and '- JSON: \(coding.rawValue)' are two") }
            return self.coding = coding
        }
        switch directive {
        case "every member optional": everyMemberOptional = true
        case "leaves out defaults": leavesOutDefaults = true
        case "written by name": writtenByName = true
        case "optional": isOptional = true
        case "flattened": isFlattened = true
        default:
            if directive.hasPrefix("bounds of ") {
                let rest = directive.dropFirst("bounds of ".count).trimmingSpaces
                let name = rest.prefix { $0 != " " }
                let expression = rest.dropFirst(name.count).trimmingSpaces
                guard !name.isEmpty, !expression.isEmpty else { throw Unknown(reason: "'- JSON: bounds of NAME EXPR' needs a member's name and its bounds") }
                memberBounds[String(name)] = expression
            } else if directive.hasPrefix("count ") {
                countBounds = String(directive.dropFirst("count ".count)).trimmingSpaces
            } else if directive.hasPrefix("bounds ") {
                var expression = String(directive.dropFirst("bounds ".count)).trimmingSpaces
                if expression.hasSuffix(" or infinity") {
                    allowsInfinity = true
                    expression = String(expression.dropLast(" or infinity".count)).trimmingSpaces
                }
                bounds = expression
            } else if directive.hasPrefix("was ") {
                formerNames += directive.dropFirst("was ".count).split(separator: ",").map { String($0).trimmingSpaces }
            } else if directive.hasPrefix("default ") {
                writerDefault = String(directive.dropFirst("default ".count)).trimmingSpaces
            } else {
                throw Unknown(
                    reason: "unknown directive '- JSON: \(directive)' (known: coded, machine, custom, every member optional, leaves out defaults, written by name, "
                        + "bounds EXPR [or infinity], bounds of NAME EXPR, count EXPR, optional, was NAME, default EXPR, flattened)")
            }
        }
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
