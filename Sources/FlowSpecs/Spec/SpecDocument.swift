import FlowCore

/// A spec file read as it is played: the header at once, the steps one at a
/// time, so that checking a trace of any length holds little more than its
/// bytes in memory.
///
/// The top level is read by skipping over each member's value (every byte is
/// still checked), so the members may come in any order; `config`, `machine`,
/// `title`, `formatVersion` and `until` are then read whole, and `steps`
/// element by element while the machine plays them.
///
/// Read with `stepsReadOnce`, the steps are only passed over at first (by
/// their brackets and quotes), and checked as the reader reads them: a
/// trace's bytes are scanned once, not twice. A syntax error anywhere in the
/// document is still the first thing to report; so whoever reads a document
/// this way and meets any failure asks `syntaxFailure` first (as
/// `MachineRegistry.check(bytes:)` does).
struct SpecDocument {
    let bytes: [UInt8]
    let file: String
    let header: SpecHeader
    let stepsRange: Range<Int>
    /// Whether the steps' bytes were passed over unchecked, for the reader to check.
    let stepsReadOnce: Bool
    /// What the steps read so far have held, for whoever reads them.
    let seen = StepsSeen()

    /// The document in `bytes`, which must be UTF-8 without a byte-order mark.
    init(bytes: [UInt8], file: String, stepsReadOnce: Bool = false) throws(SpecFailure) {
        if let problem = TextEncodingCheck.problem(in: bytes) { throw SpecFailure(file: file, reason: problem) }
        do {
            try self.init(checking: bytes, file: file, stepsReadOnce: stepsReadOnce)
        } catch {
            throw stepsReadOnce ? Self.syntaxFailure(in: bytes, file: file) ?? error : error
        }
    }

    /// Why `bytes` are not a JSON document, as reading the document checking
    /// every byte says (the first fault in the text); nil when they are one.
    static func syntaxFailure(in bytes: [UInt8], file: String) -> SpecFailure? {
        do {
            _ = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try JSONParser.members(of: buffer, in: 0..<buffer.count) }
            return nil
        } catch {
            return SpecFailure(file: file, reason: "malformed JSON at \(error)")
        }
    }

    private init(checking bytes: [UInt8], file: String, stepsReadOnce: Bool) throws(SpecFailure) {
        self.bytes = bytes
        self.file = file
        self.stepsReadOnce = stepsReadOnce
        let found: Result<(SpecHeader, Range<Int>), SpecFailure> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(SpecFailure) in
                let members: [(key: String, value: Range<Int>)]
                do {
                    members = try JSONParser.members(of: buffer, in: 0..<buffer.count, unchecked: stepsReadOnce ? "steps" : nil)
                } catch {
                    throw SpecFailure(reason: "malformed JSON at \(error)")
                }
                if let unknown = members.map(\.key).sorted().first(where: { !SpecReader.topMembers.contains($0) }) {
                    throw SpecFailure(path: JSONPath.root.appending(unknown), reason: "unknown member \(JSONValue.quoted(unknown))")
                }
                var top: [String: JSONValue] = [:]
                var steps: Range<Int>?
                for member in members {
                    if member.key == "steps" {
                        steps = member.value
                        continue
                    }
                    do {
                        top[member.key] = try JSONParser.parse(buffer, in: member.value)
                    } catch {
                        throw SpecFailure(reason: "malformed JSON at \(error)")
                    }
                }
                let stepsKind: String?? = steps.map { range in buffer[range.lowerBound] == UInt8(ascii: "[") ? nil : "not an array" }
                return (try SpecHeader(top, stepsKind: stepsKind), steps ?? 0..<0)
            }
        }
        do {
            (header, stepsRange) = try found.get()
        } catch {
            throw error.inFile(file)
        }
    }

    /// Whether the document lists more than `limit` steps, found by
    /// passing over them by their brackets and quotes alone (nothing
    /// built or kept, no machine run); a document that is not JSON ends
    /// the count, for the run to report.
    func listsMoreSteps(than limit: Int) -> Bool {
        guard !stepsRange.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            guard var elements = try? JSONParser.Elements(of: buffer, in: stepsRange, depth: 2) else { return false }
            var count = 0
            while (try? elements.passOverNext()) == true {
                count += 1
                if count > limit { return true }
            }
            return false
        }
    }

    /// Calls `body` with a reader of the steps, valid only inside it.
    func withSteps<R>(_ body: (inout StepReader) -> R) -> R {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = StepReader(buffer: buffer, range: stepsRange, until: header.until, unchecked: stepsReadOnce, seen: seen)
            return body(&reader)
        }
    }
}

/// What a document's steps have held, noted as they are read: once every
/// step has been read (a check that passed), whether the spec asks for
/// pictures is known without looking at its bytes again.
final class StepsSeen {
    /// Whether a step read names a picture (`"picture"`).
    var picture = false
}

/// Where a spec's steps come from, one at a time, with the format's rules
/// (shape, time order, `until` after the last) checked as they are read.
struct StepReader {
    private enum Source {
        case steps([Spec.Step])
        case document
    }

    private var source: Source
    /// The document's steps still to read. (Held here, not in `source`, so
    /// that reading moves it in place rather than copying it out and back.)
    private var elements: JSONParser.Elements?
    /// The tape a document's step is read onto, kept from step to step.
    private var tape = JSONTape()
    private var order = StepOrder()
    private let until: Double?
    /// Whether the steps' bytes are checked only by reading them here.
    private let unchecked: Bool
    /// Where the steps read are noted, for a document's.
    private let seen: StepsSeen?
    /// The index of the step `next()` returns next.
    private(set) var index = 0
    private var ended = false

    /// The steps of a spec in memory.
    init(spec: Spec) {
        source = .steps(spec.steps)
        until = spec.until
        unchecked = false
        seen = nil
    }

    /// The steps array at `range` of a document's bytes; `unchecked` when
    /// only its brackets and quotes were looked at (see `SpecDocument`).
    init(buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, until: Double?, unchecked: Bool = false, seen: StepsSeen? = nil) {
        // The array is a member of the document's object: two levels deep.
        source = .document
        elements = range.isEmpty ? nil : try? JSONParser.Elements(of: buffer, in: range, depth: 2)
        self.until = until
        self.unchecked = unchecked
        self.seen = seen
    }

    /// The next step, or nil after the last.
    mutating func next() throws(SpecFailure) -> Spec.Step? {
        guard !ended else { return nil }
        if case .steps(let steps) = source {
            guard index < steps.count else { return try end() }
            return try accept(steps[index], at: steps[index].at, picture: steps[index].picture)
        }
        return try nextRead()?.step
    }

    /// The next step, with its event, effects and state left on a tape,
    /// or nil after the last: a document's step is read onto one tape
    /// kept from step to step.
    mutating func nextRead() throws(SpecFailure) -> ReadStep? {
        guard !ended else { return nil }
        switch source {
        case .steps(let steps):
            guard index < steps.count else { return try end() }
            return try accept(ReadStep(steps[index]), at: steps[index].at, picture: steps[index].picture)
        case .document:
            guard elements != nil else { return try end() }
            let read: Bool
            do {
                read = try elements!.next(into: &tape)
            } catch {
                ended = true
                throw SpecFailure(reason: "malformed JSON at \(error)")
            }
            guard read else {
                if unchecked, elements?.endsRange != true {
                    // Passed over, the steps seemed to end where reading them did
                    // not: the text is malformed, and the reader's caller, asking
                    // `SpecDocument.syntaxFailure`, says where.
                    ended = true
                    throw SpecFailure(reason: "malformed JSON: the steps end before their array does")
                }
                return try end()
            }
            let step = try SpecReader.step(on: tape, index: index)
            return try accept(step, at: step.at, picture: step.picture)
        }
    }

    /// `step`, checked to come in time order, counted.
    private mutating func accept<Step>(_ step: Step, at: Double, picture: Spec.Step.Picture?) throws(SpecFailure) -> Step {
        try order.check(at, index: index)
        if picture != nil { seen?.picture = true }
        index += 1
        return step
    }

    /// Nil, once the steps have ended where `until` allows.
    private mutating func end<Step>() throws(SpecFailure) -> Step? {
        ended = true
        try order.checkEnd(until: until)
        return nil
    }

    /// The time of the last step read.
    var lastTime: Double? { order.last }
}

extension Spec {
    /// The machine and configuration of the spec in `bytes`, read without
    /// its steps (passed over as bytes): what a command that needs only
    /// those (`flow explore --config`, `--covered-by`) reads of a trace of
    /// any length, at the cost of its bytes.
    package static func header(bytes: [UInt8], file: String) throws(SpecFailure) -> (machine: String, config: JSONValue) {
        let header = try SpecDocument(bytes: bytes, file: file, stepsReadOnce: true).header
        return (header.machine, header.config)
    }
}
