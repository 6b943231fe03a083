import Testing

import FlowCore
@testable import FlowSpecs

/// A transcript and its verdict come from one pass while the run follows
/// its spec, and from a second, free run past the point where it departs.
/// Either way they must be what the free run and the strict check give apart.
@Suite struct CheckedTranscriptTests {
    /// An entry in words: when, how, what, and what followed.
    static func line(_ entry: Transcript.Entry) -> String {
        let changes = entry.changes.map { "\($0.path)=\($0.after?.compactText ?? "-")" }.joined(separator: ",")
        let pending = entry.pending.map { "\($0.id)@\(JSONWriter.format($0.due))" }.joined(separator: ",")
        return "\(JSONWriter.format(entry.at)) \(entry.source.rawValue) \(entry.timer?.rawValue ?? "") \(entry.event.compactText) "
            + "\(JSONValue.array(entry.effects).compactText) [\(changes)] [\(pending)]"
    }

    /// The free run's entries and the strict check's verdict, each on its own.
    static func apart<M: SpecMachine>(_: M.Type, _ spec: Spec) throws -> (entries: [String], verdict: SpecFailure?) {
        let player = try SpecPlayer<M>(spec: spec, file: "")
        var lines: [String] = []
        try SpecInput.spec(spec, file: "").withSteps { steps in
            Result { () throws(SpecFailure) in try player.transcriptEntries(&steps) { lines.append(line($0)) } }
        }.get()
        return (lines, SpecInput.spec(spec, file: "").withSteps { player.check(&$0) })
    }

    static func apart(_ spec: Spec) throws -> (entries: [String], verdict: SpecFailure?) {
        let type = try #require(MachineRegistry.builtInTypes.first { $0.specName == spec.machine })
        return try apart(type, spec)
    }

    /// Every committed spec as it is, and broken in two ways: its first
    /// expected effect list emptied (the check stops at that step), and its
    /// first fire step dropped (a timer goes off unlisted).
    @Test(arguments: Repository.specFiles)
    func oneVerdictAndTranscriptForEverySpecPassingOrNot(file: String) throws {
        let spec = try Spec(text: try Repository.text(file), file: file)
        var variants = [spec]
        if let index = spec.steps.firstIndex(where: { !$0.effects.isEmpty }) {
            var broken = spec
            broken.steps[index].effects = []
            variants.append(broken)
        }
        if let index = spec.steps.firstIndex(where: { $0.source == .fire }) {
            var broken = spec
            broken.steps.remove(at: index)
            variants.append(broken)
        }
        for (number, variant) in variants.enumerated() {
            let expected = try Self.apart(variant)
            let transcript = try MachineRegistry.all.transcript(variant)
            #expect(transcript.entries.map(Self.line) == expected.entries, "\(file) variant \(number)")
            #expect(transcript.verdict == expected.verdict, "\(file) variant \(number)")
            if number > 0 { #expect(transcript.verdict != nil, "\(file) variant \(number) should fail") }
        }
    }
}
