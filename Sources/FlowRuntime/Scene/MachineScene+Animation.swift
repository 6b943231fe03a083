extension MachineScene {
    /// The scene with the animations in flight sampled `time` seconds into
    /// them. A track's target names a part, or a group of parts: the target
    /// `"window"` reaches `"window"` and every part named `"window/…"`.
    /// Frames, colours and rotations apply to the part of that exact name; opacity
    /// multiplies and translations add up over the group. Targets that name
    /// no part change nothing.
    public func animated(by timelines: [Timeline], at time: Double) -> MachineScene {
        guard !timelines.isEmpty else { return self }
        var scene = self
        for timeline in timelines {
            for sample in timeline.sample(at: time) {
                scene.apply(sample)
            }
        }
        return scene
    }

    private mutating func apply(_ sample: Timeline.Sample) {
        for index in parts.indices {
            let name = parts[index].name
            let isExact = name == sample.target
            guard isExact || name.hasPrefix(sample.target + "/") else { continue }
            switch (sample.property, sample.value) {
            case (.frame, .rect(let rect)) where isExact:
                parts[index].frame = rect
            case (.alpha, .scalar(let alpha)):
                parts[index].opacity *= min(max(alpha.isFinite ? alpha : 1, 0), 1)
            case (.translationX, .scalar(let dx)) where dx.isFinite:
                parts[index].frame.x += dx
            case (.translationY, .scalar(let dy)) where dy.isFinite:
                parts[index].frame.y += dy
            case (.color, .token(let token)) where isExact:
                parts[index].fill = ColorToken(token)
            case (.rotation, .scalar(let angle)) where isExact && angle.isFinite:
                parts[index].rotation = angle
            default:
                break
            }
        }
    }
}
