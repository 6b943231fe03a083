/// A Swift source file cut into the tokens the coding generator reads:
/// words, punctuation and literals, each with its line, and the
/// documentation comment (`///` lines, or a `/** … */` block) before it.
/// Other comments are dropped, string
/// literals (with interpolations, multi-line and raw ones) kept whole, so a
/// brace inside a string never counts as one.
///
/// It is not a Swift parser: it knows enough of the lexical grammar to find
/// declarations in the restricted form FlowCore's declarations follow, and
/// a file it cannot cut (a string never closed) is an error with its line.
package struct SwiftTokens {
    /// One token.
    package struct Token: Equatable, Sendable {
        /// What kind of token it is.
        package enum Kind: Equatable, Sendable {
            /// An identifier or keyword, backticks removed.
            case word
            /// A number literal.
            case number
            /// A string literal, as written (quotes included).
            case string
            /// One punctuation or operator character (`{`, `:`, `=`, `?`, …),
            /// or `->`.
            case symbol
        }

        /// The kind.
        package var kind: Kind
        /// The text as written.
        package var text: String
        /// The line it starts on, from 1.
        package var line: Int
        /// Whether a line break comes before it (after the previous token).
        package var startsLine: Bool
        /// The documentation comment lines right before it (without `///`).
        package var documentation: [String]
        /// The line each of `documentation`'s lines is on.
        package var documentationLines: [Int] = []
        /// Where it starts and ends, in the file's Unicode scalars.
        package var range: Range<Int>

        /// Whether the token is the word `word`.
        package func isWord(_ word: String) -> Bool { kind == .word && text == word }
        /// Whether the token is the symbol `symbol`.
        package func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    }

    /// The tokens, in order.
    package private(set) var tokens: [Token] = []
    /// The file's Unicode scalars, for the text of a run of tokens.
    private let scalars: [Unicode.Scalar]

    /// The source text from the token at `first` to the one at `last`, as written.
    package func text(from first: Int, through last: Int) -> String {
        guard first <= last, first < tokens.count else { return "" }
        return String(String.UnicodeScalarView(scalars[tokens[first].range.lowerBound..<tokens[min(last, tokens.count - 1)].range.upperBound]))
    }

    /// Why a file could not be cut into tokens.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        /// The line of the problem.
        package var line: Int
        /// What is wrong.
        package var reason: String

        package var description: String { "line \(line): \(reason)" }
    }

    /// The tokens of `source`.
    package init(_ source: String) throws(Failure) {
        scalars = Array(source.unicodeScalars)
        var reader = Reader(scalars: scalars)
        tokens = try reader.read()
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var pendingDocumentation: [String] = []
        var pendingDocumentationLines: [Int] = []
        var sawLineBreak = true

        mutating func read() throws(Failure) -> [Token] {
            var tokens: [Token] = []
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\n" {
                    line += 1
                    index += 1
                    sawLineBreak = true
                    continue
                }
                if scalar == " " || scalar == "\t" || scalar == "\r" {
                    index += 1
                    continue
                }
                if scalar == "/" && peek(1) == "/" {
                    readLineComment()
                    continue
                }
                if scalar == "/" && peek(1) == "*" {
                    try readBlockComment()
                    continue
                }
                let start = line
                let begin = index
                let kind: Token.Kind
                let text: String
                if scalar == "\"" || (scalar == "#" && (peek(1) == "\"" || peek(1) == "#")) {
                    text = try readString()
                    kind = .string
                } else if scalar == "`" {
                    index += 1
                    let name = index
                    while index < scalars.count, scalars[index] != "`" { index += 1 }
                    guard index < scalars.count else { throw Failure(line: start, reason: "a backtick is never closed") }
                    text = String(String.UnicodeScalarView(scalars[name..<index]))
                    index += 1
                    kind = .word
                } else if Self.isIdentifierStart(scalar) {
                    while index < scalars.count, Self.isIdentifierPart(scalars[index]) { index += 1 }
                    text = String(String.UnicodeScalarView(scalars[begin..<index]))
                    kind = .word
                } else if ("0"..."9").contains(scalar) {
                    while index < scalars.count, Self.isIdentifierPart(scalars[index]) || scalars[index] == "." && peek(1).map({ ("0"..."9").contains($0) }) == true {
                        index += 1
                    }
                    text = String(String.UnicodeScalarView(scalars[begin..<index]))
                    kind = .number
                } else if scalar == "-" && peek(1) == ">" {
                    index += 2
                    text = "->"
                    kind = .symbol
                } else {
                    index += 1
                    text = String(scalar)
                    kind = .symbol
                }
                tokens.append(
                    Token(
                        kind: kind, text: text, line: start, startsLine: sawLineBreak, documentation: pendingDocumentation,
                        documentationLines: pendingDocumentationLines, range: begin..<index))
                pendingDocumentation = []
                pendingDocumentationLines = []
                sawLineBreak = false
            }
            return tokens
        }

        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        /// A `//` comment; a `///` one is kept for the next token.
        mutating func readLineComment() {
            let isDocumentation = peek(2) == "/" && peek(3) != "/"
            index += isDocumentation ? 3 : 2
            let begin = index
            while index < scalars.count, scalars[index] != "\n" { index += 1 }
            guard isDocumentation else { return }
            var text = String(String.UnicodeScalarView(scalars[begin..<index]))
            if text.hasPrefix(" ") { text.removeFirst() }
            pendingDocumentation.append(text)
            pendingDocumentationLines.append(line)
        }

        /// A `/* … */` comment, nested ones included; a `/** … */` one is
        /// documentation, kept for the next token as `///` lines are (each
        /// line without its leading spaces and `*`).
        mutating func readBlockComment() throws(Failure) {
            let start = line
            let isDocumentation = peek(2) == "*" && peek(3) != "/" && peek(3) != "*"
            let begin = index + (isDocumentation ? 3 : 2)
            var depth = 0
            repeat {
                guard index < scalars.count else { throw Failure(line: start, reason: "a /* comment is never closed") }
                if scalars[index] == "/" && peek(1) == "*" {
                    depth += 1
                    index += 2
                } else if scalars[index] == "*" && peek(1) == "/" {
                    depth -= 1
                    index += 2
                } else {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
            } while depth > 0
            guard isDocumentation else { return }
            let body = String(String.UnicodeScalarView(scalars[begin..<(index - 2)]))
            var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var text = line.drop { $0 == " " || $0 == "\t" }
                if text.first == "*" { text = text.dropFirst() }
                if text.first == " " { text = text.dropFirst() }
                return String(text)
            }
            var numbers = Array(start..<(start + lines.count))
            while lines.first?.allSatisfy({ $0 == " " }) == true {
                lines.removeFirst()
                numbers.removeFirst()
            }
            while lines.last?.allSatisfy({ $0 == " " }) == true {
                lines.removeLast()
                numbers.removeLast()
            }
            pendingDocumentation += lines
            pendingDocumentationLines += numbers
        }

        /// A string literal whole: `"…"`, `"""…"""`, `#"…"#`, with
        /// interpolations (which may hold strings of their own).
        mutating func readString() throws(Failure) -> String {
            let start = line
            let begin = index
            var hashes = 0
            while index < scalars.count, scalars[index] == "#" {
                hashes += 1
                index += 1
            }
            guard index < scalars.count, scalars[index] == "\"" else { throw Failure(line: start, reason: "a # that starts no string") }
            let multiline = peek(1) == "\"" && peek(2) == "\""
            index += multiline ? 3 : 1
            while true {
                guard index < scalars.count else { throw Failure(line: start, reason: "a string is never closed") }
                let scalar = scalars[index]
                if scalar == "\n" {
                    guard multiline else { throw Failure(line: start, reason: "a string is never closed on its line") }
                    line += 1
                    index += 1
                    continue
                }
                if scalar == "\\" && closesHashes(after: index, hashes) {
                    index += 1 + hashes
                    if index < scalars.count, scalars[index] == "(" {
                        try skipInterpolation()
                    } else {
                        index += 1
                    }
                    continue
                }
                if scalar == "\"" {
                    let closes = multiline ? (peek(1) == "\"" && peek(2) == "\"") : true
                    let width = multiline ? 3 : 1
                    if closes && closesHashes(after: index + width - 1, hashes) {
                        index += width + hashes
                        return String(String.UnicodeScalarView(scalars[begin..<index]))
                    }
                }
                index += 1
            }
        }

        /// Whether `hashes` `#` follow the character at `position`.
        func closesHashes(after position: Int, _ hashes: Int) -> Bool {
            guard hashes > 0 else { return true }
            for offset in 1...hashes where position + offset >= scalars.count || scalars[position + offset] != "#" { return false }
            return true
        }

        /// `( … )` of an interpolation, strings inside it included.
        mutating func skipInterpolation() throws(Failure) {
            var depth = 0
            repeat {
                guard index < scalars.count else { throw Failure(line: line, reason: "an interpolation is never closed") }
                let scalar = scalars[index]
                if scalar == "\"" || (scalar == "#" && peek(1) == "\"") {
                    _ = try readString()
                    continue
                }
                if scalar == "(" { depth += 1 }
                if scalar == ")" { depth -= 1 }
                if scalar == "\n" { line += 1 }
                index += 1
            } while depth > 0
        }

        static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "$" || scalar == "@" || scalar.properties.isAlphabetic
        }

        static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
            isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
        }
    }
}
