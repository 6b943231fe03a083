import FlowJSON

/// A recorded trace: a machine, its configuration, and the events it was
/// sent with what it was expected to do after each. The format (see
/// `Specs/README.md` in the repository) is language-neutral JSON, so a trace
/// recorded by any front can be replayed here.
public struct Spec: Hashable, Sendable {
    /// The only format version this FlowCore reads and writes.
    public static let formatVersion = 1

    /// Whether a file in a folder of specs is a spec: a `.json` file, but not
    /// a machine's schema beside them (`NAME.schema.json`, `flow schema`).
    public static func isSpecFile(_ name: String) -> Bool {
        name.hasSuffix(".json") && !name.hasSuffix(".schema.json")
    }

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
            /// Whether it is drawn as with Increase Contrast on (`MachineScene.increasingContrast()`).
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

    /// The spec as a JSON document.
    public var json: JSONValue {
        var top: [String: JSONValue] = [
            "formatVersion": .number(Double(Self.formatVersion)),
            "machine": .string(machine),
            "title": .string(title),
            "config": config,
            "steps": .array(steps.map { $0.json }),
        ]
        if let until { top["until"] = .number(until) }
        if let tolerance { top["tolerance"] = .number(tolerance) }
        if !pending.isEmpty { top["pending"] = .array(pending.map { $0.json }) }
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
