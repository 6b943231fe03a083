/// An animation as data: tracks of keyframes that can be sampled at any time.
///
/// A front with an animation engine hands the keyframes to it; a front without
/// one (a terminal, a test) samples the timeline and gets exact frames. A
/// machine that must react when an animation ends schedules that event itself
/// at the timeline's `duration`.
public struct Timeline: Equatable, Hashable, Sendable {
    /// The animated properties, each with its keyframes.
    public var tracks: [Track]

    /// A timeline of the given tracks.
    public init(tracks: [Track]) {
        self.tracks = tracks
    }

    /// A timeline with one track.
    public init(_ track: Track) {
        self.tracks = [track]
    }

    /// When the last keyframe of any track is reached, in seconds from the start.
    public var duration: Double {
        tracks.reduce(0) { max($0, $1.keyframes.last?.time ?? 0) }
    }

    /// The value of one target's property at `time`, if a track animates it.
    public func value(of target: String, _ property: AnimatedProperty, at time: Double) -> AnimatableValue? {
        tracks.first { $0.target == target && $0.property == property }?.value(at: time)
    }

    /// Every track's value at `time`.
    public func sample(at time: Double) -> [Sample] {
        tracks.compactMap { track in
            track.value(at: time).map { Sample(target: track.target, property: track.property, value: $0) }
        }
    }

    /// One track's value at one moment.
    public struct Sample: Hashable, Sendable {
        /// The element animated.
        public var target: String
        /// Its property.
        public var property: AnimatedProperty
        /// The value at that moment.
        public var value: AnimatableValue
    }
}

/// One property of one target moving through keyframes.
public struct Track: Equatable, Hashable, Sendable {
    /// The element animated, named in the component's vocabulary (`"thumb"`, `"dot[2]"`).
    public var target: String
    /// The property animated.
    public var property: AnimatedProperty
    /// In time order (the initialiser sorts them, keeping the given order for equal times).
    public var keyframes: [Keyframe]
    /// Whether the keyframes start over at their end, for as long as the
    /// timeline is sampled (Core Animation's `repeatCount = .infinity`: a
    /// spinner's turn); false by default. `Timeline.duration` is then one
    /// cycle.
    public var repeats: Bool

    /// A track animating `target`'s `property` through `keyframes`, once or
    /// over and over.
    public init(target: String, property: AnimatedProperty, keyframes: [Keyframe], repeats: Bool = false) {
        self.target = target
        self.property = property
        self.repeats = repeats
        self.keyframes = keyframes.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map { $0.element }
    }

    /// A move from `from` to `to` over `duration` seconds after `delay`.
    public static func tween(
        _ target: String, _ property: AnimatedProperty,
        from: AnimatableValue, to: AnimatableValue,
        duration: Double, delay: Double = 0, curve: Curve = .easeInOut
    ) -> Track {
        Track(
            target: target, property: property,
            keyframes: [Keyframe(time: delay, value: from), Keyframe(time: delay + duration, value: to, curve: curve)])
    }

    /// The value at `time`: the first keyframe's value before it, the last
    /// one's after it (for a repeating track, the cycle `time` falls in:
    /// `time` past the first keyframe, modulo the span to the last), and in
    /// between the segment's curve applied to the two keyframes around
    /// `time`.
    public func value(at time: Double) -> AnimatableValue? {
        guard let first = keyframes.first, let last = keyframes.last else { return nil }
        var time = time
        let period = last.time - first.time
        if repeats, period > 0, time.isFinite, time > first.time {
            // The remainder by whole cycles (truncatingRemainder needs libm's fmod, which Embedded Swift lacks).
            let elapsed = time - first.time
            time = first.time + (elapsed - (elapsed / period).rounded(.towardZero) * period)
        }
        guard time > first.time else { return first.value }
        guard time < last.time else { return last.value }
        var index = 1
        while keyframes[index].time <= time { index += 1 }
        let start = keyframes[index - 1]
        let end = keyframes[index]
        let length = end.time - start.time
        guard length > 0 else { return end.value }
        let progress = end.curve.progress(at: (time - start.time) / length, duration: length)
        return start.value.interpolated(to: end.value, progress: progress)
    }
}

/// A value a track reaches at a time, and the curve of the segment that
/// arrives at it (the first keyframe's curve is unused).
public struct Keyframe: Equatable, Hashable, Sendable {
    /// Seconds from the start of the timeline.
    public var time: Double
    /// The value reached.
    public var value: AnimatableValue
    /// The shape of the segment arriving here.
    public var curve: Curve

    /// A keyframe reaching `value` at `time`.
    public init(time: Double, value: AnimatableValue, curve: Curve = .linear) {
        self.time = time
        self.value = value
        self.curve = curve
    }
}

/// The property a track animates. Open-ended, so each component can name its own.
public struct AnimatedProperty: StringToken {
    /// The property's name.
    public var rawValue: String

    /// A property named `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Opacity, 0 to 1.
    public static let alpha: AnimatedProperty = "alpha"
    /// The frame in the parent's coordinates.
    public static let frame: AnimatedProperty = "frame"
    /// A horizontal translation from the resting place.
    public static let translationX: AnimatedProperty = "translationX"
    /// A vertical translation from the resting place.
    public static let translationY: AnimatedProperty = "translationY"
    /// A colour token.
    public static let color: AnimatedProperty = "color"
    /// An angle in radians, clockwise on screen, about the part's centre.
    public static let rotation: AnimatedProperty = "rotation"
}
