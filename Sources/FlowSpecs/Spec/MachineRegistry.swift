@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowJSON
@_spi(FlowTools) import FlowSpecFormat

/// The machines specs can name, so any spec can be checked, recorded or
/// replayed by its `machine` member, and any machine soaked by name.
///
/// FlowCore's own are `MachineRegistry.all`; an app adds its machines to
/// them, and hands the result to its own `flow` (see `FlowCommandLine`) and
/// to its spec tests:
///
/// ```swift
/// extension MachineRegistry {
///     /// FlowCore's machines and the app's; a name taken twice is a typed error.
///     static func app() throws(MachineRegistryError) -> MachineRegistry {
///         try .all.adding([AppLaunch.self])
///     }
/// }
/// ```
public struct MachineRegistry: Sendable {
    /// One registered machine type, behind closures so the registry can hold
    /// machines of different types.
    public struct Entry: Sendable {
        /// The name specs use for the machine.
        public let name: String
        /// The Swift type's full name, such as `FlowLaunchGate.LaunchGate`: made
        /// when asked for (`String(reflecting:)` looks the type up in every
        /// protocol conformance of the process, 1.6 million instructions a
        /// type, which a registry that is only used to check specs never needs).
        public var typeName: String { String(reflecting: type) }
        /// The machine's type.
        private let type: any SpecMachine.Type
        fileprivate let check: @Sendable (SpecInput, (Int) -> Void) -> SpecFailure?
        /// Records the input's steps, handing each to the last closure; the timers pending at the end.
        fileprivate let record: @Sendable (SpecInput, (Int) -> Void, (Spec.Step) -> Void) -> Result<[Spec.PendingTimer], SpecFailure>
        /// Runs the input, handing each entry to the last closure; the run's verdict.
        let transcript: @Sendable (SpecInput, (Int) -> Void, (Transcript.Entry) -> Void) -> Result<SpecFailure?, SpecFailure>
        fileprivate let chaos: (@Sendable (UInt64, Int, RoundTrips, (Int) -> Void) -> ChaosReport)?
        /// Explores the machine, for an `Explorable` one.
        let explore: Explore?
        /// Draws the machine after a step, for a machine with a scene.
        let draw: Drawer?
        /// Replays a spec drawing every step as it goes, for a machine with a scene.
        let trace: Tracer?
        /// Writes a spec's conformance file, for a machine that declares its front inputs.
        let conform: Conformer?

        /// Whether the machine can be soaked with random events (it is `ChaosTestable`).
        public var supportsChaos: Bool { chaos != nil }

        /// The JSON Schema of the machine's specs (`Spec.schema(of:)`), when
        /// it declares its coding as a `JSONMachine`; nil for a machine coded
        /// through `Codable` alone, whose reads cannot be followed.
        @_spi(FlowTools) public func specSchema() throws(JSONSchemaError) -> JSONValue? {
            guard let coded = type as? any JSONMachine.Type else { return nil }
            return try Spec.schema(of: coded)
        }

        /// An entry for a machine known only as a `SpecMachine`: what else it
        /// can do is found by dynamic casts. Each is a scan of every protocol
        /// conformance in the process the first time (about a million
        /// instructions), so the built-in machines are registered by `known`.
        init<M: SpecMachine>(_ type: M.Type) {
            self.init(
                M.self, chaos: (M.self as? any ChaosTestable.Type).map { Self.chaosRunner($0) }, explore: Self.explorer(M.self),
                drawing: (M.self as? any (SpecMachine & DrawableMachine).Type).map { Self.drawing($0) },
                conform: (M.self as? any (SpecMachine & FrontDriven).Type).map { Self.conformer($0) })
        }

        /// An entry for a machine whose abilities the compiler already knows: no cast.
        static func known<M: Explorable & ChaosTestable>(_ type: M.Type) -> Entry {
            Entry(M.self, chaos: chaosRunner(M.self), explore: explorer(of: M.self), drawing: nil, conform: nil)
        }

        /// An entry for a machine with a scene, and the inputs that make its
        /// events on a front, whose abilities the compiler already knows: no cast.
        static func known<M: Explorable & ChaosTestable & FrontDriven>(_ type: M.Type) -> Entry {
            Entry(M.self, chaos: chaosRunner(M.self), explore: explorer(of: M.self), drawing: drawing(M.self), conform: conformer(M.self))
        }

        private init<M: SpecMachine>(
            _ type: M.Type, chaos: (@Sendable (UInt64, Int, RoundTrips, (Int) -> Void) -> ChaosReport)?, explore: Explore?,
            drawing: (draw: Drawer, trace: Tracer)?, conform: Conformer?
        ) {
            self.conform = conform
            self.chaos = chaos
            self.explore = explore
            draw = drawing?.draw
            trace = drawing?.trace
            name = M.specName
            self.type = M.self
            check = { input, progress in
                do throws(SpecFailure) {
                    let player = try SpecPlayer<M>(header: input.header, file: input.file)
                    return input.withSteps { player.check(&$0, progress: progress) }
                } catch {
                    return error
                }
            }
            record = { input, progress, emit in
                Result { () throws(SpecFailure) in
                    let player = try SpecPlayer<M>(header: input.header, file: input.file)
                    return try input.withSteps { steps in
                        Result { () throws(SpecFailure) in try player.record(&steps, progress: progress, emit: emit) }
                    }.get()
                }
            }
            transcript = { input, progress, visit in
                Result { () throws(SpecFailure) in
                    try SpecPlayer<M>(header: input.header, file: input.file).checkedTranscript(input, progress: progress) { visit($1) }
                }
            }
        }

        private static func chaosRunner<C: ChaosTestable>(_ type: C.Type) -> @Sendable (UInt64, Int, RoundTrips, (Int) -> Void) -> ChaosReport {
            { seed, steps, roundTrips, progress in Chaos.run(C.self, name: C.specName, seed: seed, steps: steps, roundTrips: roundTrips, progress: progress) }
        }
    }

    /// The registered machines, in registration order.
    public let entries: [Entry]

    /// A registry of the given machine types; throws when a name is empty or
    /// taken twice.
    public init(_ types: [any SpecMachine.Type]) throws(MachineRegistryError) {
        entries = try Self.appending(types, to: [])
    }

    /// This registry with more machine types after its own; throws when a
    /// name is empty or already taken.
    public func adding(_ types: [any SpecMachine.Type]) throws(MachineRegistryError) -> MachineRegistry {
        MachineRegistry(entries: try Self.appending(types, to: entries))
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    /// A registry of entries made by `Entry.known`; throws as `init(_:)` does.
    init(known: [Entry]) throws(MachineRegistryError) {
        entries = try Self.appending(known, to: [])
    }

    private static func appending(_ types: [any SpecMachine.Type], to existing: [Entry]) throws(MachineRegistryError) -> [Entry] {
        try appending(types.map { Entry($0) }, to: existing)
    }

    private static func appending(_ new: [Entry], to existing: [Entry]) throws(MachineRegistryError) -> [Entry] {
        var entries = existing
        for entry in new {
            if entry.name.isEmpty || entry.name.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 }) {
                throw .invalidName(entry.name, type: entry.typeName)
            }
            if let taken = entries.first(where: { $0.name == entry.name }) {
                throw .duplicateName(entry.name, first: taken.typeName, second: entry.typeName)
            }
            entries.append(entry)
        }
        return entries
    }

    /// The registered names, in registration order.
    public var names: [String] { entries.map(\.name) }

    /// The machine registered as `name`.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// Checks a spec against the machine it names; nil when it passes.
    public func check(_ spec: Spec, file: String = "") -> SpecFailure? {
        check(.spec(spec, file: file))
    }

    /// Checks the spec in a file's bytes, reading its steps one at a time as
    /// they are played: memory stays near the file's size, whatever its
    /// length, and each byte of the steps is read once. A text that is not
    /// JSON is reported as such, where its first fault is, before anything
    /// else that fails. `progress` hears the number of steps played every
    /// 100,000 steps.
    public func check(bytes: [UInt8], file: String = "", progress: (Int) -> Void = { _ in }) -> SpecFailure? {
        checkNamingPictures(bytes: bytes, file: file, progress: progress).failure
    }

    /// `check(bytes:file:progress:)`'s verdict, and whether the spec's steps
    /// name a picture (`"picture"`), known for a spec that passes (whose
    /// every step was read): a tool that then draws the pictures
    /// (`pictures(bytes:file:)`) can pass over a spec that names none
    /// without reading its bytes again.
    public func checkNamingPictures(
        bytes: [UInt8], file: String = "", progress: (Int) -> Void = { _ in }
    ) -> (failure: SpecFailure?, namesPictures: Bool) {
        do {
            // The steps are checked as they are played; a run that passes
            // has read every byte. One that fails reports a syntax error
            // anywhere in the file first, as reading it whole first would.
            let document = try SpecDocument(bytes: bytes, file: file, stepsReadOnce: true)
            guard let failure = check(.document(document), progress: progress) else { return (nil, document.seen.picture) }
            return (SpecDocument.syntaxFailure(in: bytes, file: file) ?? failure, document.seen.picture)
        } catch {
            return (error, false)
        }
    }

    /// The spec in a file's bytes with every expectation filled in, written
    /// as canonical text (`Spec.text`'s bytes) to `output` piece by piece as
    /// the run goes: memory stays near the file's size, whatever the run's
    /// length. `progress` and the bound on timer firings are as for
    /// `record(bytes:)`; on a failure, what was written is not a spec.
    public func record(bytes: [UInt8], file: String = "", progress: (Int) -> Void = { _ in }, output: (String) -> Void) throws(SpecFailure) {
        let input = SpecInput.document(try SpecDocument(bytes: bytes, file: file))
        let header = input.header
        var writer = SpecWriter(machine: header.machine, title: header.title, config: header.config)
        let pending = try lookUp(header.machine, file: file).get().record(input, progress) { writer.append($0, to: output) }.get()
        writer.finish(until: header.until, tolerance: header.tolerance, pending: pending, to: output)
    }

    /// The run of the spec in a file's bytes, handed to `entry` step by step
    /// as it is played (nothing is kept), after `heading` hears the machine's
    /// name and the spec's title; returns the verdict, nil when the run
    /// matches the spec.
    public func transcript(
        bytes: [UInt8], file: String = "", progress: (Int) -> Void = { _ in }, heading: (_ machine: String, _ title: String) -> Void = { _, _ in },
        entry: (Transcript.Entry) -> Void
    ) throws(SpecFailure) -> SpecFailure? {
        let input = SpecInput.document(try SpecDocument(bytes: bytes, file: file))
        let run = try lookUp(input.header.machine, file: file).get()
        heading(input.header.machine, input.header.title)
        return try run.transcript(input, progress, entry).get()
    }

    /// The spec with every expectation filled in from the machine's behaviour.
    public func record(_ spec: Spec, file: String = "") throws(SpecFailure) -> Spec {
        try record(.spec(spec, file: file))
    }

    /// The spec in a file's bytes, with every expectation filled in.
    /// `progress` hears the number of events delivered every 100,000 events;
    /// more than a million timer firings fail (a timer that never stops).
    public func record(bytes: [UInt8], file: String = "", progress: (Int) -> Void = { _ in }) throws(SpecFailure) -> Spec {
        try record(.document(try SpecDocument(bytes: bytes, file: file)), progress: progress)
    }

    /// The spec's run, written out step by step.
    public func transcript(_ spec: Spec, file: String = "") throws(SpecFailure) -> Transcript {
        try transcript(.spec(spec, file: file))
    }

    /// The run of the spec in a file's bytes, written out step by step.
    /// `progress` and the bound on timer firings are as for `record(bytes:)`.
    public func transcript(bytes: [UInt8], file: String = "", progress: (Int) -> Void = { _ in }) throws(SpecFailure) -> Transcript {
        try transcript(.document(try SpecDocument(bytes: bytes, file: file)), progress: progress)
    }

    func check(_ input: SpecInput, progress: (Int) -> Void = { _ in }) -> SpecFailure? {
        switch lookUp(input.header.machine, file: input.file) {
        case .success(let entry): entry.check(input, progress)
        case .failure(let failure): failure
        }
    }

    private func record(_ input: SpecInput, progress: (Int) -> Void = { _ in }) throws(SpecFailure) -> Spec {
        var steps: [Spec.Step] = []
        let pending = try lookUp(input.header.machine, file: input.file).get().record(input, progress) { steps.append($0) }.get()
        let header = input.header
        return Spec(
            machine: header.machine, title: header.title, config: header.config, steps: steps, until: header.until, tolerance: header.tolerance,
            pending: pending)
    }

    func transcript(_ input: SpecInput, progress: (Int) -> Void = { _ in }) throws(SpecFailure) -> Transcript {
        try transcript(input, keepingAtMost: .max, progress: progress).transcript
    }

    /// The run, keeping its first `limit` entries and counting the rest.
    func transcript(
        _ input: SpecInput, keepingAtMost limit: Int, progress: (Int) -> Void = { _ in }
    ) throws(SpecFailure) -> (transcript: Transcript, delivered: Int) {
        var entries: [Transcript.Entry] = []
        var delivered = 0
        let verdict = try lookUp(input.header.machine, file: input.file).get().transcript(input, progress) { entry in
            delivered += 1
            if entries.count < limit { entries.append(entry) }
        }.get()
        return (Transcript(machine: input.header.machine, title: input.header.title, entries: entries, verdict: verdict), delivered)
    }

    /// A seeded random run of the named machine; nil when no machine has
    /// that name or the machine cannot be soaked (is not `ChaosTestable`).
    /// `progress` is called with the steps taken every
    /// `Chaos.progressInterval` steps.
    public func chaos(_ name: String, seed: UInt64, steps: Int, roundTrips: RoundTrips = .every, progress: (Int) -> Void = { _ in }) -> ChaosReport? {
        entry(named: name)?.chaos?(seed, steps, roundTrips, progress)
    }

    /// What every command says of a machine name the registry does not
    /// know: `unknown machine "x" (known: a, b, …)`.
    public func unknownMachine(_ name: String) -> String {
        "unknown machine \(JSONValue.quoted(name)) (known: \(names.joined(separator: ", ")))"
    }

    func lookUp(_ machine: String, file: String) -> Result<Entry, SpecFailure> {
        guard let entry = entry(named: machine) else {
            return .failure(
                SpecFailure(
                    file: file, path: JSONPath.root.appending("machine"),
                    reason: unknownMachine(machine)))
        }
        return .success(entry)
    }
}

/// A spec to play: in memory, or a document read as it is played.
enum SpecInput: @unchecked Sendable {
    case spec(Spec, file: String)
    case document(SpecDocument)

    var file: String {
        switch self {
        case .spec(_, let file): file
        case .document(let document): document.file
        }
    }

    var header: SpecHeader {
        switch self {
        case .spec(let spec, _): SpecHeader(spec)
        case .document(let document): document.header
        }
    }

    func withSteps<R>(_ body: (inout StepReader) -> R) -> R {
        switch self {
        case .spec(let spec, _):
            var reader = StepReader(spec: spec)
            return body(&reader)
        case .document(let document):
            return document.withSteps(body)
        }
    }
}

/// Why a machine registry could not be made.
public enum MachineRegistryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A machine's `specName` is empty or holds whitespace or control characters.
    case invalidName(String, type: String)
    /// Two machine types share a `specName`.
    case duplicateName(String, first: String, second: String)

    public var description: String {
        switch self {
        case .invalidName(let name, let type):
            "\(type) has the spec name \(JSONWriter.compact(.string(name))), which is empty or holds whitespace"
        case .duplicateName(let name, let first, let second):
            "\(first) and \(second) are both registered as \"\(name)\"; spec names must be distinct"
        }
    }
}
