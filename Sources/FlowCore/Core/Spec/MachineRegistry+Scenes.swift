extension MachineRegistry.Entry {
    /// Draws a spec's machine after one of its steps, at some times into the
    /// animations that step started.
    typealias Drawer = @Sendable (SpecInput, _ step: Int, _ times: SceneTimes) -> Result<[(time: Double, scene: Scene)], SpecFailure>

    /// Whether the machine has a scene (it is a `DrawableMachine`).
    public var isDrawable: Bool { draw != nil }

    static func drawer<D: SpecMachine & DrawableMachine>(_ type: D.Type) -> Drawer {
        { input, step, times in
            Result { () throws(SpecFailure) in
                let player = try SpecPlayer<D>(header: input.header, file: input.file)
                var captured: (state: D.State, effects: [D.Effect])?
                var count = 0
                _ = try input.withSteps { steps in
                    Result { () throws(SpecFailure) in
                        try player.run(&steps) { transition in
                            if count == step { captured = (transition.after, transition.effects) }
                            count += 1
                        }
                    }
                }.get()
                guard let captured else {
                    throw SpecFailure(
                        file: input.file, path: SpecReader.stepsPath, reason: "there is no step \(step): the run has \(count) (from 0 to \(count - 1))")
                }
                let animations = player.machine.animations(in: captured.effects)
                let moments: [Double]
                switch times {
                case .at(let time):
                    moments = [time]
                case .frames(let count):
                    let duration = animations.reduce(0) { max($0, $1.duration) }
                    moments = count < 2 ? [0] : (0..<count).map { duration * Double($0) / Double(count - 1) }
                }
                return moments.map { ($0, player.machine.scene(captured.state, animations: animations, at: $0)) }
            }
        }
    }
}

extension MachineRegistry {
    /// The scenes of the spec in a file's bytes after step `step` (counting
    /// every event delivered, sent or fired, from 0), at `times` into the
    /// animations that step started, each with its time. Throws for a
    /// machine with no scene, a step the run does not reach, or a failing run.
    public func scenes(bytes: [UInt8], file: String = "", step: Int, times: SceneTimes) throws(SpecFailure) -> [(time: Double, scene: Scene)] {
        let input = SpecInput.document(try SpecDocument(bytes: bytes, file: file))
        let entry = try lookUp(input.header.machine, file: file).get()
        guard let draw = entry.draw else {
            throw SpecFailure(file: file, path: JSONPath.root.appending("machine"), reason: "\(entry.name) has nothing to draw (\(entry.typeName) is not a DrawableMachine)")
        }
        return try draw(input, step, times).get()
    }
}

/// When to draw a step: at one time into its animations, or at evenly
/// spaced times across them.
public enum SceneTimes: Equatable, Sendable {
    /// `seconds` after the step's animations started.
    case at(Double)
    /// `count` frames from the start to the end of the longest animation
    /// (one frame, at 0, when nothing animates).
    case frames(Int)
}
