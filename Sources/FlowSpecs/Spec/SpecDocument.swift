import FlowCore

/// A spec file read as it is played: the header at once, the steps one at a
/// time, so that checking a trace of any length holds little more than its
/// bytes in memory.
///
/// The top level is read by skipping over each member's value (every byte is
/// still checked), so the members may come in any order; `config`, `machine`,
/// `title`, `formatVersion` and `until` are then read whole, and `steps`
/// element by element while the machine plays them.
struct SpecDocument {
    let bytes: [UInt8]
    let file: String
    let header: SpecHeader
    let stepsRange: Range<Int>

    /// The document in `bytes`, which must be UTF-8 without a byte-order mark.
    init(bytes: [UInt8], file: String) throws(SpecFailure) {
        if let problem = TextEncodingCheck.problem(in: bytes) { throw SpecFailure(file: file, reason: problem) }
        self.bytes = bytes
        self.file = file
        let found: Result<(SpecHeader, Range<Int>), SpecFailure> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(SpecFailure) in
                let members: [(key: String, value: Range<Int>)]
                do {
                    members = try JSONParser.members(of: buffer, in: 0..<buffer.count)
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

    /// Calls `body` with a reader of the steps, valid only inside it.
    func withSteps<R>(_ body: (inout StepReader) -> R) -> R {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = StepReader(buffer: buffer, range: stepsRange, until: header.until)
            return body(&reader)
        }
    }
}

/// Where a spec's steps come from, one at a time, with the format's rules
/// (shape, time order, `until` after the last) checked as they are read.
struct StepReader {
    private enum Source {
        case steps([Spec.Step])
        case document(UnsafeBufferPointer<UInt8>, JSONParser.Elements?)
    }

    private var source: Source
    private var order = StepOrder()
    private let until: Double?
    /// The index of the step `next()` returns next.
    private(set) var index = 0
    private var ended = false

    /// The steps of a spec in memory.
    init(spec: Spec) {
        source = .steps(spec.steps)
        until = spec.until
    }

    init(buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, until: Double?) {
        source = .document(buffer, range.isEmpty ? nil : try? JSONParser.Elements(of: buffer, in: range))
        self.until = until
    }

    /// The next step, or nil after the last.
    mutating func next() throws(SpecFailure) -> Spec.Step? {
        guard !ended else { return nil }
        let step: Spec.Step?
        switch source {
        case .steps(let steps):
            step = index < steps.count ? steps[index] : nil
        case .document(let buffer, var elements):
            guard var walker = elements else {
                step = nil
                break
            }
            let raw: JSONValue?
            do {
                raw = try walker.next()
            } catch {
                ended = true
                throw SpecFailure(reason: "malformed JSON at \(error)")
            }
            elements = walker
            source = .document(buffer, elements)
            step = try raw.map { raw throws(SpecFailure) in try SpecReader.step(raw, index: index, at: SpecReader.stepsPath.appending(index)) }
        }
        guard let step else {
            ended = true
            try order.checkEnd(until: until)
            return nil
        }
        try order.check(step, index: index)
        index += 1
        return step
    }

    /// The time of the last step read.
    var lastTime: Double? { order.last }
}
