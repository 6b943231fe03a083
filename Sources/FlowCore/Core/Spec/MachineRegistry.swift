/// The machines specs can name, so any spec can be checked, recorded or
/// replayed by its `machine` member, and any machine soaked by name.
public struct MachineRegistry: Sendable {
    /// One registered machine type, behind closures so the registry can hold
    /// machines of different types.
    public struct Entry: Sendable {
        /// The name specs use for the machine.
        public let name: String
        fileprivate let check: @Sendable (Spec, String) -> SpecFailure?
        fileprivate let record: @Sendable (Spec, String) -> Result<Spec, SpecFailure>
        fileprivate let transcript: @Sendable (Spec, String) -> Result<Transcript, SpecFailure>
        fileprivate let chaos: @Sendable (UInt64, Int) -> ChaosReport

        init<M: SpecMachine>(_ type: M.Type) {
            name = M.specName
            check = { spec, file in
                do throws(SpecFailure) {
                    return try SpecPlayer<M>(spec: spec, file: file).check()
                } catch {
                    return error
                }
            }
            record = { spec, file in
                Result { () throws(SpecFailure) in try SpecPlayer<M>(spec: spec, file: file).record() }
            }
            transcript = { spec, file in
                Result { () throws(SpecFailure) in try SpecPlayer<M>(spec: spec, file: file).transcript() }
            }
            chaos = { seed, steps in Chaos.run(M.self, name: M.specName, seed: seed, steps: steps) }
        }
    }

    /// The registered machines, in registration order.
    public let entries: [Entry]

    /// A registry of the given machine types.
    public init(_ types: [any SpecMachine.Type]) {
        entries = types.map { Entry($0) }
    }

    /// The registered names, in registration order.
    public var names: [String] { entries.map(\.name) }

    /// The machine registered as `name`.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// Checks a spec against the machine it names; nil when it passes.
    public func check(_ spec: Spec, file: String = "") -> SpecFailure? {
        switch lookUp(spec, file: file) {
        case .success(let entry): entry.check(spec, file)
        case .failure(let failure): failure
        }
    }

    /// The spec with every expectation filled in from the machine's behaviour.
    public func record(_ spec: Spec, file: String = "") throws(SpecFailure) -> Spec {
        try lookUp(spec, file: file).get().record(spec, file).get()
    }

    /// The spec's run, written out step by step.
    public func transcript(_ spec: Spec, file: String = "") throws(SpecFailure) -> Transcript {
        try lookUp(spec, file: file).get().transcript(spec, file).get()
    }

    /// A seeded random run of the named machine; nil when no machine has that name.
    public func chaos(_ name: String, seed: UInt64, steps: Int) -> ChaosReport? {
        entry(named: name)?.chaos(seed, steps)
    }

    private func lookUp(_ spec: Spec, file: String) -> Result<Entry, SpecFailure> {
        guard let entry = entry(named: spec.machine) else {
            return .failure(
                SpecFailure(
                    file: file, path: JSONPath.root.appending("machine"),
                    reason: "unknown machine \"\(spec.machine)\" (known: \(names.joined(separator: ", ")))"))
        }
        return .success(entry)
    }
}
