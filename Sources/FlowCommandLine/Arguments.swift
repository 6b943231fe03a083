/// An option a command accepts: a flag (`--write`) or one with a value
/// (`--seed S`).
struct OptionSpec: Sendable {
    var name: String
    /// The value's placeholder in help, nil for a flag.
    var value: String?
    var help: String
}

/// A command line split into positional arguments, flags and option values.
struct Arguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]

    /// Parses `arguments` for a command accepting `options`; a usage
    /// message when they do not fit. An option's value follows it
    /// (`--events 10`) or is joined to it by `=` (`--events=10`).
    init(_ arguments: [String], options: [OptionSpec]) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            var joined: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                joined = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            guard let option = options.first(where: { $0.name == argument }) else {
                let suggestion = Suggestion.nearest(to: argument, in: options.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError("unknown option \(JSONValue.quoted(argument))" + suggestion)
            }
            guard option.value != nil else {
                guard joined == nil else { throw UsageError("\(argument) takes no value") }
                flags.insert(option.name)
                continue
            }
            if let joined {
                values[option.name] = joined
                continue
            }
            guard index < arguments.count else { throw UsageError("\(argument) needs a value") }
            values[option.name] = arguments[index]
            index += 1
        }
    }

    /// The value of `option` as a whole number at least `minimum`, or `fallback` when absent.
    func integer(_ option: String, atLeast minimum: Int, default fallback: Int) throws(UsageError) -> Int {
        guard let text = values[option] else { return fallback }
        guard let number = Int(text), number >= minimum else {
            throw UsageError("\(option) takes a whole number ≥ \(minimum), got '\(text)'")
        }
        return number
    }

    /// The value of `option` as a number at least 0, or nil when absent.
    func seconds(_ option: String) throws(UsageError) -> Double? {
        guard let text = values[option] else { return nil }
        guard let number = Double(text), number.isFinite, number >= 0 else {
            throw UsageError("\(option) takes a number of seconds ≥ 0, got '\(text)'")
        }
        return number
    }
}

/// Why a command cannot go on: a command line that does not fit its usage
/// (exit status 2, with the usage lines), or, with another status, a file it
/// cannot write (`ExitStatus.ioError`, the message alone).
struct UsageError: Error {
    var message: String
    var status: ExitStatus

    init(_ message: String, status: ExitStatus = .usage) {
        self.message = message
        self.status = status
    }
}
