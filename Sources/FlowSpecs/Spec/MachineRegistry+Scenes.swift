import FlowCore
import FlowSVG

extension MachineRegistry.Entry {
    /// Replays a spec and draws the machine after the transitions `select`
    /// picks: it hears each transition's index (every event delivered, sent
    /// or fired, from 0) and the spec step that delivered it (a send, or the
    /// listed fire step it matches; nil for a timer no step lists), and
    /// answers when to draw, or nil.
    typealias Drawer = @Sendable (SpecInput, _ select: (Int, Spec.Step?) -> SceneTimes?) -> Result<[DrawnStep], SpecFailure>

    /// Whether the machine has a scene (it is a `DrawableMachine`).
    public var isDrawable: Bool { draw != nil }

    /// Replays a spec as `MachineRegistry.transcript` does, handing each
    /// entry with a way to draw the machine after it at the given times
    /// (called only for the entries kept): one run both checks and draws.
    typealias Tracer = @Sendable (
        SpecInput, SceneTimes, _ progress: (Int) -> Void, _ visit: (Transcript.Entry, () -> [(time: Double, scene: MachineScene)]) -> Void
    ) -> Result<SpecFailure?, SpecFailure>

    /// The drawer and the tracer of a machine with a scene.
    static func drawing<D: SpecMachine & DrawableMachine>(_ type: D.Type) -> (draw: Drawer, trace: Tracer) {
        (drawer(D.self), tracer(D.self))
    }

    private static func drawer<D: SpecMachine & DrawableMachine>(_ type: D.Type) -> Drawer {
        { input, select in
            Result { () throws(SpecFailure) in
                let player = try SpecPlayer<D>(header: input.header, file: input.file)
                var listedFires: [Spec.Step] = []
                var drawn: [DrawnStep] = []
                var index = 0
                _ = try input.withSteps { steps in
                    Result { () throws(SpecFailure) in
                        try player.run(&steps, listed: { listedFires.append($0) }) { transition in
                            defer { index += 1 }
                            var step = transition.step
                            if transition.source == .fire, !listedFires.isEmpty {
                                let event = JSONEncoding.tree(transition.event)
                                if let position = listedFires.firstIndex(where: { listed in
                                    VirtualTime.nanoseconds(listed.at) == VirtualTime.nanoseconds(transition.at)
                                        && JSONComparison.firstDifference(expected: listed.event, actual: event, at: .root) == nil
                                }) {
                                    step = listedFires.remove(at: position)
                                }
                            }
                            guard let times = select(index, step) else { return }
                            drawn.append(DrawnStep(index: index, step: step, frames: player.frames(after: transition, at: times)))
                        }
                    }
                }.get()
                return drawn
            }
        }
    }

    private static func tracer<D: SpecMachine & DrawableMachine>(_ type: D.Type) -> Tracer {
        { input, times, progress, visit in
            Result { () throws(SpecFailure) in
                let player = try SpecPlayer<D>(header: input.header, file: input.file)
                return try player.checkedTranscript(input, progress: progress) { transition, entry in
                    visit(entry) { player.frames(after: transition, at: times) }
                }
            }
        }
    }

    /// One transition drawn.
    struct DrawnStep {
        /// Its index among every event delivered.
        var index: Int
        /// The spec step that delivered it, if one did.
        var step: Spec.Step?
        /// The scenes, each with its time into the step's animations.
        var frames: [(time: Double, scene: MachineScene)]
    }
}

extension SpecPlayer where M: DrawableMachine {
    /// The scenes after `transition`, at `times` into the animations its
    /// effects start.
    func frames(after transition: Transition, at times: SceneTimes) -> [(time: Double, scene: MachineScene)] {
        let animations = machine.animations(in: transition.effects)
        let moments: [Double]
        switch times {
        case .at(let time):
            moments = [time]
        case .frames(let count):
            let duration = animations.reduce(0) { max($0, $1.duration) }
            moments = count < 2 || duration <= 0 ? [0] : (0..<count).map { duration * Double($0) / Double(count - 1) }
        }
        return moments.map { ($0, machine.scene(transition.after, animations: animations, at: $0)) }
    }
}

extension MachineRegistry {
    /// The scenes of the spec in a file's bytes after step `step` (counting
    /// every event delivered, sent or fired, from 0), at `times` into the
    /// animations that step started, each with its time. Throws for a
    /// machine with no scene, a step the run does not reach, or a failing run.
    /// A machine with nothing to draw is drawn as its timeline
    /// (`Transcript.timelineScene`), the step highlighted.
    public func scenes(bytes: [UInt8], file: String = "", step: Int, times: SceneTimes) throws(SpecFailure) -> [(time: Double, scene: MachineScene)] {
        // Read once: the run, its drawing or its transcript all play from it.
        let input = SpecInput.document(try SpecDocument(bytes: bytes, file: file))
        let entry = try lookUp(input.header.machine, file: file).get()
        guard let draw = entry.draw else {
            // Only the entries a picture of the step can show are kept (its
            // rows lie within a picture's height of it): the run streams by.
            let reach = Transcript.timelineRows
            var window: [Transcript.Entry] = []
            var count = 0
            _ = try entry.transcript(input, { _ in }) { entry in
                if (step - reach...step + reach).contains(count) { window.append(entry) }
                count += 1
            }.get()
            guard step < count else {
                throw SpecFailure(
                    file: file, path: SpecReader.stepsPath, reason: "there is no step \(step): the run has \(count) (from 0 to \(max(count - 1, 0)))")
            }
            let offset = max(0, step - reach)
            let rows = Transcript.timelineRows(around: step, of: count)
            return [(0, Transcript.timelineScene(rows: rows, highlighting: step) { window[$0 - offset] })]
        }
        var count = 0
        let drawn = try draw(input) { index, _ in
            count = index + 1
            return index == step ? times : nil
        }.get()
        guard let first = drawn.first else {
            throw SpecFailure(
                file: file, path: SpecReader.stepsPath, reason: "there is no step \(step): the run has \(count) (from 0 to \(max(count - 1, 0)))")
        }
        return first.frames
    }

    /// The scenes the spec's steps ask pictures of (`"picture"`), in step
    /// order. Throws for a machine with no scene when a step asks for one,
    /// or a failing run. A spec with no pictures gives none, whatever its machine.
    public func pictures(bytes: [UInt8], file: String = "") throws(SpecFailure) -> [SpecPicture] {
        // A spec that never writes the key "picture" asks for none: a byte scan
        // spares reading the document a second time (a third of `flow check`).
        guard Self.mentionsPicture(bytes) else { return [] }
        let document = try SpecDocument(bytes: bytes, file: file)
        let input = SpecInput.document(document)
        guard input.withSteps({ steps in (try? steps.containsPicture()) ?? false }) else { return [] }
        return try drawing(input, file: file)(input) { _, step in step?.picture.map { .at($0.at) } }.get().compactMap { drawn in
            guard let step = drawn.step, let picture = step.picture, let frame = drawn.frames.first else { return nil }
            return SpecPicture(step: drawn.index, picture: picture, scene: picture.increasedContrast ? frame.scene.increasingContrast() : frame.scene)
        }
    }

    /// Whether `"picture"` (with its quotes, as a key is written) may occur in
    /// `bytes`: it does, or a `\u` escape could spell it.
    ///
    /// Only a backslash or a `p` can be where a match turns up, so words of
    /// eight bytes holding neither are passed over whole (a byte at a time,
    /// the scan cost 9 instructions a byte, 4% of replaying a trace).
    static func mentionsPicture(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if holds(word, 0x5C) || holds(word, 0x70) {
                    for position in index..<(index + 8) where matches(raw, at: position) { return true }
                }
                index += 8
            }
            for position in index..<raw.count where matches(raw, at: position) { return true }
            return false
        }
    }

    /// Whether a match turns up at `position`: a `\u` escape starting
    /// there, or `"picture"` whose `p` is there.
    private static func matches(_ raw: UnsafeRawBufferPointer, at position: Int) -> Bool {
        switch raw[position] {
        case 0x5C:
            return position + 1 < raw.count && raw[position + 1] == 0x75
        case 0x70:
            let key = #""picture""#.utf8
            let start = position - 1
            guard start >= 0, start + key.count <= raw.count else { return false }
            return zip(raw[start..<(start + key.count)], key).allSatisfy { $0 == $1 }
        default:
            return false
        }
    }

    /// Whether any of the eight bytes of `word` is `byte`.
    private static func holds(_ word: UInt64, _ byte: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & (ones &* 0x80) != 0
    }

    /// The drawer of the spec's machine; throws for a machine with no scene.
    private func drawing(_ input: SpecInput, file: String) throws(SpecFailure) -> MachineRegistry.Entry.Drawer {
        let entry = try lookUp(input.header.machine, file: file).get()
        guard let draw = entry.draw else {
            throw SpecFailure(file: file, path: JSONPath.root.appending("machine"), reason: "\(entry.name) has nothing to draw (\(entry.typeName) is not a DrawableMachine)")
        }
        return draw
    }
}

/// A picture a spec asks for, drawn: the scene to compare with the file.
public struct SpecPicture: Sendable {
    /// The step's index among every event delivered.
    public var step: Int
    /// The file and time the spec names.
    public var picture: Spec.Step.Picture
    /// The machine's scene after the step, at that time into its animations.
    public var scene: MachineScene
}

/// When to draw a step: at one time into its animations, or at evenly
/// spaced times across them.
public enum SceneTimes: Hashable, Sendable {
    /// `seconds` after the step's animations started.
    case at(Double)
    /// `count` frames from the start to the end of the longest animation
    /// (one frame, at 0, when nothing animates).
    case frames(Int)
}

/// A spec's run with a picture at every step: what the HTML trace viewer shows.
public struct Trace: Sendable {
    /// The run, step by step, and its verdict.
    public var transcript: Transcript
    /// For each step, the scenes across its animations, each with its time
    /// (one at 0 when nothing animates); for a machine with nothing to draw,
    /// its timeline with the step highlighted.
    public var frames: [[(time: Double, scene: MachineScene)]]
    /// Whether the pictures are the machine's own scene (not its timeline).
    public var isDrawable: Bool
    /// For a timeline (a machine with nothing to draw), each step's row in
    /// its picture, which a page tints: the pictures are shared by
    /// `Transcript.timelineRows` steps (`Transcript.timelinePages()`). Empty
    /// for a drawn machine.
    public var timelineBands: [LayoutRect] = []

    /// The most steps a trace holds: a page of a million steps is refused.
    public static let maximumSteps = 10_000
}

extension MachineRegistry {
    /// The spec's run with the machine drawn after every step, at
    /// `framesPerAnimation` times across the animations the step started.
    /// Throws for a run that cannot be played, or one of more than
    /// `Trace.maximumSteps` steps.
    ///
    /// A spec that lists more steps than that is refused before it is run;
    /// a run that delivers more (timers firing freely after a failed check)
    /// keeps only the first `Trace.maximumSteps` while it counts the rest,
    /// so memory stays bounded whatever the spec.
    ///
    /// The steps are checked as they are played, their bytes read once; a
    /// run that fails or is refused reports a syntax error anywhere in the
    /// file first, as reading it whole first would (see `check(bytes:)`).
    public func trace(bytes: [UInt8], file: String = "", framesPerAnimation: Int = 8) throws(SpecFailure) -> Trace {
        let document = try SpecDocument(bytes: bytes, file: file, stepsReadOnce: true)
        let trace: Trace
        do {
            trace = try self.trace(document, framesPerAnimation: framesPerAnimation)
        } catch {
            throw SpecDocument.syntaxFailure(in: bytes, file: file) ?? error
        }
        if trace.transcript.verdict != nil, let syntax = SpecDocument.syntaxFailure(in: bytes, file: file) { throw syntax }
        return trace
    }

    private func trace(_ document: SpecDocument, framesPerAnimation: Int) throws(SpecFailure) -> Trace {
        let file = document.file
        guard !document.listsMoreSteps(than: Trace.maximumSteps) else {
            throw SpecFailure(
                file: file, path: SpecReader.stepsPath,
                reason: "the spec has more than the \(Trace.maximumSteps) steps a trace page shows")
        }
        let input = SpecInput.document(document)
        func tooLong(_ delivered: Int) -> SpecFailure {
            SpecFailure(
                file: file, path: SpecReader.stepsPath,
                reason: "the run has \(delivered) steps, more than the \(Trace.maximumSteps) a trace page shows")
        }
        guard let trace = try lookUp(input.header.machine, file: file).get().trace else {
            let (transcript, delivered) = try transcript(input, keepingAtMost: Trace.maximumSteps)
            guard delivered <= Trace.maximumSteps else { throw tooLong(delivered) }
            let pages = transcript.timelinePages()
            // Steps that share a picture share one scene value: a page draws it once.
            let frames = pages.steps.map { [(time: 0.0, scene: pages.scenes[$0.scene])] }
            return Trace(transcript: transcript, frames: frames, isDrawable: false, timelineBands: pages.steps.map(\.band))
        }
        var entries: [Transcript.Entry] = []
        var frames: [[(time: Double, scene: MachineScene)]] = []
        var delivered = 0
        let times = SceneTimes.frames(max(1, min(framesPerAnimation, 60)))
        let verdict = try trace(input, times, { _ in }) { entry, draw in
            delivered += 1
            guard delivered <= Trace.maximumSteps else { return }
            entries.append(entry)
            frames.append(draw())
        }.get()
        guard delivered <= Trace.maximumSteps else { throw tooLong(delivered) }
        let transcript = Transcript(machine: input.header.machine, title: input.header.title, entries: entries, verdict: verdict)
        return Trace(transcript: transcript, frames: frames, isDrawable: true)
    }
}

extension StepReader {
    /// Whether any step names a picture (reads every step).
    mutating func containsPicture() throws(SpecFailure) -> Bool {
        while let step = try next() {
            if step.picture != nil { return true }
        }
        return false
    }
}
