import FlowCore

/// A recorded trace: a machine, its configuration, and the events it was
/// sent with what it was expected to do after each. The format (see
/// `Specs/README.md` in the repository) is language-neutral JSON, so a trace
/// recorded by any front can be replayed here.
public struct Spec: Hashable, Sendable {
    /// The only format version this FlowCore reads and writes.
    public static let formatVersion = 1

    /// The registered machine name.
    public var machine: String
    /// What the trace shows.
    public var title: String
    /// The machine's configuration, decoded by the machine itself.
    public var config: JSONValue
    /// The events, in time order.
    public var steps: [Step]
    /// Optional end of the trace: timers due by then must be listed as well.
    public var until: Double?
    /// How far apart two numbers that are not both whole may be and still
    /// match; nil for `defaultTolerance`.
    public var tolerance: Double?
    /// The timers still waiting after the trace's end, in the order they
    /// would go off; any other pending timer fails the check.
    public var pending: [PendingTimer]

    /// The tolerance a trace that states none gets: 1e-9, absolute.
    public static let defaultTolerance = 1e-9

    /// One event delivered at a virtual time, and what it must cause.
    public struct Step: Hashable, Sendable {
        /// Who delivered the event.
        public enum Source: String, Sendable {
            /// The outside world, at `at`.
            case send
            /// A timer the machine scheduled, asserted to go off at `at`.
            case fire
        }

        /// Seconds of virtual time from the start of the trace.
        public var at: Double
        /// Who delivers the event.
        public var source: Source
        /// The event, in the machine's JSON vocabulary.
        public var event: JSONValue
        /// Every effect, in order (exhaustive: none when empty).
        public var effects: [JSONValue]
        /// The state members to check, when given (partial).
        public var state: JSONValue?
        /// The picture of the machine after this step, kept beside the spec
        /// and compared byte for byte by `flow check`.
        public var picture: Picture?

        /// A step delivering `event` at `at` seconds.
        public init(at: Double, source: Source, event: JSONValue, effects: [JSONValue] = [], state: JSONValue? = nil, picture: Picture? = nil) {
            self.at = at
            self.source = source
            self.event = event
            self.effects = effects
            self.state = state
            self.picture = picture
        }

        /// A snapshot: the machine's scene after a step, drawn as SVG.
        ///
        /// In a spec, `"picture": "alert-three-buttons.svg"`, or with a time
        /// into the step's animations `"picture": {"file": "slide.svg", "at": 0.05}`.
        public struct Picture: Hashable, Sendable {
            /// The SVG file's name, relative to the spec's folder: letters,
            /// digits, `-`, `_` and `.`, in subfolders by `/`, ending `.svg`.
            public var file: String
            /// Seconds into the animations the step started.
            public var at: Double
            /// Whether it is drawn as with Increase Contrast on (`Scene.increasingContrast()`).
            public var increasedContrast: Bool

            /// A picture saved as `file`, drawn `at` seconds into the step's
            /// animations, with Increase Contrast on when `increasedContrast`.
            public init(file: String, at: Double = 0, increasedContrast: Bool = false) {
                self.file = file
                self.at = at
                self.increasedContrast = increasedContrast
            }

            /// The picture as a spec writes it: the file's name alone when
            /// `at` is 0 and the contrast the default.
            public var json: JSONValue {
                guard at != 0 || increasedContrast else { return .string(file) }
                var members: [String: JSONValue] = ["file": .string(file)]
                if at != 0 { members["at"] = .number(at) }
                if increasedContrast { members["increasedContrast"] = .bool(true) }
                return .object(members)
            }
        }
    }

    /// A spec for the machine registered as `machine`.
    public init(
        machine: String, title: String, config: JSONValue = .object([:]), steps: [Step], until: Double? = nil, tolerance: Double? = nil,
        pending: [PendingTimer] = []
    ) {
        self.machine = machine
        self.title = title
        self.config = config
        self.steps = steps
        self.until = until
        self.tolerance = tolerance
        self.pending = pending
    }

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
        machine = header.machine
        title = header.title
        config = header.config
        until = header.until
        tolerance = header.tolerance
        pending = header.pending
        var order = StepOrder()
        var steps: [Step] = []
        for (index, raw) in (top["steps"]?.arrayValue ?? []).enumerated() {
            let step = try SpecReader.step(raw, index: index, at: SpecReader.stepsPath.appending(index))
            try order.check(step, index: index)
            steps.append(step)
        }
        try order.checkEnd(until: until)
        self.steps = steps
    }

    /// The spec as a JSON document.
    public var json: JSONValue {
        var top: [String: JSONValue] = [
            "formatVersion": .number(Double(Self.formatVersion)),
            "machine": .string(machine),
            "title": .string(title),
            "config": config,
            "steps": .array(steps.map(\.json)),
        ]
        if let until { top["until"] = .number(until) }
        if let tolerance { top["tolerance"] = .number(tolerance) }
        if !pending.isEmpty { top["pending"] = .array(pending.map(\.json)) }
        return .object(top)
    }

    /// The spec in the canonical, byte-stable text form: its own members in
    /// reading order (the title before the data), every value inside with
    /// sorted keys, short containers on one line. `flow check --canonical`
    /// holds committed specs to it.
    public var text: String { SpecText.document(self) }
}

extension Spec.Step {
    /// The step as it appears in a spec document.
    public var json: JSONValue {
        var step: [String: JSONValue] = ["at": .number(at), source.rawValue: event]
        var expect: [String: JSONValue] = [:]
        if !effects.isEmpty { expect["effects"] = .array(effects) }
        if let state { expect["state"] = state }
        if !expect.isEmpty { step["expect"] = .object(expect) }
        if let picture { step["picture"] = picture.json }
        return .object(step)
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

    mutating func check(_ step: Spec.Step, index: Int) throws(SpecFailure) {
        if let last, step.at < last {
            throw SpecFailure(
                step: index, path: SpecReader.stepsPath.appending(index).appending("at"),
                reason: "steps out of time order: \(JSONWriter.format(step.at)) comes after \(JSONWriter.format(last))")
        }
        last = step.at
    }

    func checkEnd(until: Double?) throws(SpecFailure) {
        if let until, let last, until < last {
            throw SpecFailure(path: JSONPath.root.appending("until"), reason: "until comes before the last step")
        }
    }
}

/// Reading the spec's own structure, with errors at exact paths.
enum SpecReader {
    /// The members a spec document may have.
    static let topMembers: Set<String> = ["formatVersion", "machine", "title", "config", "steps", "until", "tolerance", "pending"]
    static let stepsPath = JSONPath.root.appending("steps")

    static func object(_ value: JSONValue, at path: JSONPath, allowed: Set<String>) throws(SpecFailure) -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw SpecFailure(path: path, reason: "expected an object, found \(value.kindDescription)")
        }
        if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw SpecFailure(path: path.appending(unknown), reason: "unknown member \(JSONValue.quoted(unknown))")
        }
        return members
    }

    static func string(_ value: JSONValue?, at path: JSONPath) throws(SpecFailure) -> String {
        guard let value else { throw SpecFailure(path: path, reason: "missing") }
        guard case .string(let text) = value else {
            throw SpecFailure(path: path, reason: "expected a string, found \(value.kindDescription)")
        }
        return text
    }

    /// A time in seconds on the virtual clock: from 0 to its end
    /// (`VirtualTime.end`, about 146 years). A later time would be read as
    /// the end itself, where a timer it starts would land before it, so
    /// `check` and `record` alike refuse it.
    static func time(_ value: JSONValue, at path: JSONPath) throws(SpecFailure) -> Double {
        guard case .number(let seconds) = value, seconds >= 0 else {
            throw SpecFailure(path: path, reason: "expected a time in seconds (a number ≥ 0), found \(value.excerpt)")
        }
        guard seconds <= VirtualTime.end else {
            throw SpecFailure(
                path: path,
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
            let members = try object(value, at: path, allowed: ["file", "at", "increasedContrast"])
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

    static func step(_ value: JSONValue, index: Int, at path: JSONPath) throws(SpecFailure) -> Spec.Step {
        do throws(SpecFailure) {
            let members = try object(value, at: path, allowed: ["at", "send", "fire", "expect", "picture"])
            guard let at = members["at"] else { throw SpecFailure(path: path.appending("at"), reason: "missing member \"at\"") }
            let time = try time(at, at: path.appending("at"))
            let source: Spec.Step.Source
            let event: JSONValue
            switch (members["send"], members["fire"]) {
            case (let sent?, nil): (source, event) = (.send, sent)
            case (nil, let fired?): (source, event) = (.fire, fired)
            case (nil, nil): throw SpecFailure(path: path, reason: "a step needs \"send\" or \"fire\"")
            case (_?, _?): throw SpecFailure(path: path, reason: "a step has \"send\" or \"fire\", not both")
            }
            var effects: [JSONValue] = []
            var state: JSONValue?
            if let expectValue = members["expect"] {
                let expectPath = path.appending("expect")
                let expect = try object(expectValue, at: expectPath, allowed: ["effects", "state"])
                if let list = expect["effects"] {
                    guard case .array(let elements) = list else {
                        throw SpecFailure(path: expectPath.appending("effects"), reason: "expected an array, found \(list.kindDescription)")
                    }
                    effects = elements
                }
                if let partial = expect["state"] {
                    guard case .object = partial else {
                        throw SpecFailure(path: expectPath.appending("state"), reason: "expected an object, found \(partial.kindDescription)")
                    }
                    state = partial
                }
            }
            let picture = try members["picture"].map { value throws(SpecFailure) in try self.picture(value, at: path.appending("picture")) }
            return Spec.Step(at: time, source: source, event: event, effects: effects, state: state, picture: picture)
        } catch {
            var failure = error
            failure.step = index
            throw failure
        }
    }
}

extension Spec.Step.Picture {
    /// Whether `name` is a file name a spec may give a picture: at most 200
    /// characters of ASCII letters, digits, `-`, `_` and `.`, folders
    /// separated by `/`, no empty, `.` or `..` component, ending `.svg`.
    public static func isValidFileName(_ name: String) -> Bool {
        guard name.utf8.count <= 200, name.hasSuffix(".svg") else { return false }
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        return components.allSatisfy { component in
            !component.isEmpty && component != "." && component != ".."
                && component.utf8.allSatisfy { byte in
                    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F || byte == 0x2E
                }
        }
    }
}
