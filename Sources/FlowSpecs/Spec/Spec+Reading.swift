import FlowCore

extension Spec {
    /// Reads a spec from the bytes of a file, which must be UTF-8 without a
    /// byte-order mark; anything else is refused with what it is (a UTF-8 or
    /// UTF-16 byte-order mark, or the offset of the first byte that is not
    /// UTF-8) rather than read with replacement characters.
    public init(bytes: [UInt8], file: String = "") throws(SpecFailure) {
        if let problem = TextEncodingCheck.problem(in: bytes) {
            throw SpecFailure(file: file, reason: problem)
        }
        try self.init(text: String(decoding: bytes, as: UTF8.self), file: file)
    }

    /// Reads a spec from its JSON text; errors name `file`, the step and the path.
    public init(text: String, file: String = "") throws(SpecFailure) {
        let json: JSONValue
        do {
            json = try JSONParser.parse(text)
        } catch {
            throw SpecFailure(file: file, reason: "malformed JSON at \(error)")
        }
        do {
            try self.init(json: json)
        } catch {
            throw error.inFile(file)
        }
    }

    /// Reads a spec from a JSON document.
    public init(json: JSONValue) throws(SpecFailure) {
        let top = try SpecReader.object(json, at: .root, allowed: SpecReader.topMembers)
        let header = try SpecHeader(top, stepsKind: top["steps"].map { $0.arrayValue == nil ? $0.kindDescription : nil })
        var order = StepOrder()
        var steps: [Step] = []
        for (index, raw) in (top["steps"]?.arrayValue ?? []).enumerated() {
            let step = try SpecReader.step(raw, index: index)
            try order.check(step.at, index: index)
            steps.append(step)
        }
        try order.checkEnd(until: header.until)
        self.init(
            machine: header.machine, title: header.title, config: header.config, steps: steps, until: header.until, tolerance: header.tolerance,
            pending: header.pending)
    }
}

/// A spec's members other than its steps, read and checked.
struct SpecHeader {
    var machine: String
    var title: String
    var config: JSONValue
    var until: Double?
    var tolerance: Double?
    var pending: [Spec.PendingTimer]

    init(machine: String, title: String, config: JSONValue, until: Double?, tolerance: Double?, pending: [Spec.PendingTimer]) {
        self.machine = machine
        self.title = title
        self.config = config
        self.until = until
        self.tolerance = tolerance
        self.pending = pending
    }

    /// The header of a spec held whole.
    init(_ spec: Spec) {
        self.init(
            machine: spec.machine, title: spec.title, config: spec.config, until: spec.until, tolerance: spec.tolerance, pending: spec.pending)
    }

    /// The header from the document's top-level members (`steps` aside);
    /// `stepsKind` is nil when the steps are an array, else what they are.
    init(_ top: [String: JSONValue], stepsKind: String??) throws(SpecFailure) {
        guard let version = top["formatVersion"] else {
            throw SpecFailure(path: JSONPath.root.appending("formatVersion"), reason: "missing member \"formatVersion\"")
        }
        guard version == .number(Double(Spec.formatVersion)) else {
            throw SpecFailure(
                path: JSONPath.root.appending("formatVersion"),
                reason: "unsupported format version \(version.excerpt) (this FlowCore reads \(Spec.formatVersion))")
        }
        machine = try SpecReader.string(top["machine"], at: JSONPath.root.appending("machine"))
        title = try SpecReader.string(top["title"], at: JSONPath.root.appending("title"))
        config = top["config"] ?? .object([:])
        guard case .object = config else {
            throw SpecFailure(path: JSONPath.root.appending("config"), reason: "expected an object, found \(config.kindDescription)")
        }
        switch stepsKind {
        case nil: throw SpecFailure(path: SpecReader.stepsPath, reason: "missing member \"steps\"")
        case .some(let kind?): throw SpecFailure(path: SpecReader.stepsPath, reason: "expected an array, found \(kind)")
        case .some(nil): break
        }
        until = try top["until"].map { value throws(SpecFailure) in try SpecReader.time(value, at: JSONPath.root.appending("until")) }
        if let value = top["tolerance"] {
            guard case .number(let tolerance) = value, tolerance >= 0, tolerance <= 1 else {
                throw SpecFailure(
                    path: JSONPath.root.appending("tolerance"), reason: "expected a tolerance between 0 and 1, found \(value.excerpt)")
            }
            self.tolerance = tolerance
        } else {
            tolerance = nil
        }
        pending = try SpecReader.pending(top["pending"])
    }
}

/// The rules on the steps' times: in order, and `until` not before the last.
struct StepOrder {
    private(set) var last: Double?

    mutating func check(_ at: Double, index: Int) throws(SpecFailure) {
        if let last, at < last {
            throw SpecFailure(
                step: index, path: SpecReader.stepsPath.appending(index).appending("at"),
                reason: "steps out of time order: \(JSONWriter.format(at)) comes after \(JSONWriter.format(last))")
        }
        last = at
    }

    func checkEnd(until: Double?) throws(SpecFailure) {
        if let until, let last, until < last {
            throw SpecFailure(path: JSONPath.root.appending("until"), reason: "until comes before the last step")
        }
    }
}

/// Reading the spec's own structure, with errors at exact paths.
///
/// A path is passed as an autoclosure and built only for an error: a step
/// that reads builds none (about one allocation each).
enum SpecReader {
    /// The members a spec document may have.
    static let topMembers = ["formatVersion", "machine", "title", "config", "steps", "until", "tolerance", "pending"]
    static let stepMembers = ["at", "send", "fire", "expect", "picture"]
    static let expectMembers = ["effects", "state"]
    static let pictureMembers = ["file", "at", "increasedContrast"]
    static let stepsPath = JSONPath.root.appending("steps")

    /// The members of an object whose names are all in `allowed`; else the
    /// first unknown name in sorted order is the error.
    static func object(_ value: JSONValue, at path: @autoclosure () -> JSONPath, allowed: [String]) throws(SpecFailure) -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw SpecFailure(path: path(), reason: "expected an object, found \(value.kindDescription)")
        }
        // Sorting only on failure: the names a passing step checks are few
        // and known, so a linear look-up beats hashing into a set.
        if members.keys.contains(where: { !allowed.contains($0) }),
            let unknown = members.keys.sorted().first(where: { !allowed.contains($0) })
        {
            throw SpecFailure(path: path().appending(unknown), reason: "unknown member \(JSONValue.quoted(unknown))")
        }
        return members
    }

    static func string(_ value: JSONValue?, at path: @autoclosure () -> JSONPath) throws(SpecFailure) -> String {
        guard let value else { throw SpecFailure(path: path(), reason: "missing") }
        guard case .string(let text) = value else {
            throw SpecFailure(path: path(), reason: "expected a string, found \(value.kindDescription)")
        }
        return text
    }

    /// A time in seconds on the virtual clock: from 0 to its end
    /// (`VirtualTime.end`, about 146 years). A later time would be read as
    /// the end itself, where a timer it starts would land before it, so
    /// `check` and `record` alike refuse it.
    static func time(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(SpecFailure) -> Double {
        guard case .number(let seconds) = value, seconds >= 0 else {
            throw SpecFailure(path: path(), reason: "expected a time in seconds (a number ≥ 0), found \(value.excerpt)")
        }
        guard seconds <= VirtualTime.end else {
            throw SpecFailure(
                path: path(),
                reason: "\(JSONWriter.format(seconds)) s is past the end of the virtual clock (\(JSONWriter.format(VirtualTime.end)) s, about 146 years)")
        }
        return seconds
    }

    /// A step's picture: a file name, or `{"file": …, "at": …}`.
    static func picture(_ value: JSONValue, at path: JSONPath) throws(SpecFailure) -> Spec.Step.Picture {
        let file: JSONValue
        var seconds = 0.0
        var increasedContrast = false
        switch value {
        case .string:
            file = value
        case .object:
            let members = try object(value, at: path, allowed: pictureMembers)
            guard let named = members["file"] else { throw SpecFailure(path: path.appending("file"), reason: "missing member \"file\"") }
            file = named
            if let at = members["at"] { seconds = try time(at, at: path.appending("at")) }
            switch members["increasedContrast"] {
            case nil: break
            case .bool(let on)?: increasedContrast = on
            case let other?:
                throw SpecFailure(path: path.appending("increasedContrast"), reason: "expected true or false, found \(other.kindDescription)")
            }
        default:
            throw SpecFailure(
                path: path, reason: "expected a file name or {\"file\": …, \"at\": …, \"increasedContrast\": …}, found \(value.kindDescription)")
        }
        let filePath = value.stringValue == nil ? path.appending("file") : path
        guard case .string(let name) = file, Spec.Step.Picture.isValidFileName(name) else {
            throw SpecFailure(
                path: filePath,
                reason: "a picture is an .svg file beside the spec (letters, digits, \"-\", \"_\", \".\", subfolders by \"/\", no \"..\"), found \(file.excerpt)")
        }
        guard seconds <= Bounds.duration.upperBound else {
            throw SpecFailure(path: path.appending("at"), reason: "a picture's time is at most \(JSONWriter.format(Bounds.duration.upperBound)) s")
        }
        return Spec.Step.Picture(file: name, at: seconds, increasedContrast: increasedContrast)
    }

    /// The step at `index` of the steps list.
    static func step(_ value: JSONValue, index: Int) throws(SpecFailure) -> Spec.Step {
        try step(on: JSONTape(value), index: index).step
    }

    /// The step at `index` of the steps list, read onto `tape` (the step is
    /// its first value). Its event, effects and state stay on the tape.
    static func step(on tape: JSONTape, index: Int) throws(SpecFailure) -> ReadStep {
        func path() -> JSONPath { stepsPath.appending(index) }
        func expectPath() -> JSONPath { path().appending("expect") }
        do throws(SpecFailure) {
            // One pass over the members, by name, rather than a look-up of
            // each: hashing a name costs more than comparing a few.
            var at, send, fire, expect, picture: Int?
            guard case .object(_, let end) = tape.tokens[0] else {
                throw SpecFailure(path: path(), reason: "expected an object, found \(tape.value(at: 0).kindDescription)")
            }
            var member = 1
            while member < end {
                guard case .string(let key) = tape.tokens[member] else { break }
                switch key {
                case "at": at = member + 1
                case "send": send = member + 1
                case "fire": fire = member + 1
                case "expect": expect = member + 1
                case "picture": picture = member + 1
                default: _ = try object(tape.value(at: 0), at: path(), allowed: stepMembers)  // names the first unknown member
                }
                member = tape.end(of: member + 1)
            }
            guard let at else { throw SpecFailure(path: path().appending("at"), reason: "missing member \"at\"") }
            let time = try time(tape.value(at: at), at: path().appending("at"))
            let source: Spec.Step.Source
            let event: Int
            switch (send, fire) {
            case (let sent?, nil): (source, event) = (.send, sent)
            case (nil, let fired?): (source, event) = (.fire, fired)
            case (nil, nil): throw SpecFailure(path: path(), reason: "a step needs \"send\" or \"fire\"")
            case (_?, _?): throw SpecFailure(path: path(), reason: "a step has \"send\" or \"fire\", not both")
            }
            var effects, state: Int?
            if let expect {
                guard case .object(_, let end) = tape.tokens[expect] else {
                    throw SpecFailure(path: expectPath(), reason: "expected an object, found \(tape.value(at: expect).kindDescription)")
                }
                var member = expect + 1
                while member < end {
                    guard case .string(let key) = tape.tokens[member] else { break }
                    switch key {
                    case "effects": effects = member + 1
                    case "state": state = member + 1
                    default: _ = try object(tape.value(at: expect), at: expectPath(), allowed: expectMembers)  // names the first unknown member
                    }
                    member = tape.end(of: member + 1)
                }
                if let list = effects {
                    guard case .array = tape.tokens[list] else {
                        throw SpecFailure(path: expectPath().appending("effects"), reason: "expected an array, found \(tape.value(at: list).kindDescription)")
                    }
                }
                if let partial = state {
                    guard case .object = tape.tokens[partial] else {
                        throw SpecFailure(path: expectPath().appending("state"), reason: "expected an object, found \(tape.value(at: partial).kindDescription)")
                    }
                }
            }
            let shown = try picture.map { value throws(SpecFailure) in try self.picture(tape.value(at: value), at: path().appending("picture")) }
            return ReadStep(at: time, source: source, picture: shown, tape: tape, event: event, effects: effects, state: state)
        } catch {
            var failure = error
            failure.step = index
            throw failure
        }
    }
}

extension SpecReader {
    static let pendingPath = JSONPath.root.appending("pending")
    static let pendingMembers = ["at", "event"]

    /// The `pending` list: objects with `at` and `event`, in time order.
    static func pending(_ value: JSONValue?) throws(SpecFailure) -> [Spec.PendingTimer] {
        guard let value else { return [] }
        guard case .array(let elements) = value else {
            throw SpecFailure(path: pendingPath, reason: "expected an array, found \(value.kindDescription)")
        }
        var timers: [Spec.PendingTimer] = []
        for (index, element) in elements.enumerated() {
            let path = pendingPath.appending(index)
            let members = try object(element, at: path, allowed: pendingMembers)
            guard let at = members["at"] else { throw SpecFailure(path: path.appending("at"), reason: "missing member \"at\"") }
            guard let event = members["event"] else { throw SpecFailure(path: path.appending("event"), reason: "missing member \"event\"") }
            let time = try time(at, at: path.appending("at"))
            if let last = timers.last, time < last.at {
                throw SpecFailure(
                    path: path.appending("at"),
                    reason: "pending timers out of time order: \(JSONWriter.format(time)) comes after \(JSONWriter.format(last.at))")
            }
            timers.append(Spec.PendingTimer(at: time, event: event))
        }
        return timers
    }
}
