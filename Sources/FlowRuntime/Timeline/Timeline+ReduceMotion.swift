extension Timeline {
    /// The timeline as Reduce Motion asks for it (iOS's
    /// `isReduceMotionEnabled`, the web's `prefers-reduced-motion`): nothing
    /// travels. A track that moves something (its frame or a translation)
    /// jumps to each keyframe's value when the segment towards it would have
    /// started and holds it to the segment's end, so every place is shown
    /// for as long, without the travel between, and the timeline lasts as
    /// long; fades and colour changes stay as they are. A repeating track
    /// that moves something (a spinner's turn) stops: it is left out.
    public var reducingMotion: Timeline {
        Timeline(tracks: tracks.compactMap { track in
            guard track.movesSomething else { return track }
            return track.repeats ? nil : track.jumping
        })
    }
}

extension Track {
    /// Whether the track moves a part (rather than fading or recolouring it).
    var movesSomething: Bool {
        property == .frame || property == .translationX || property == .translationY || property == .rotation
    }

    /// The track with each segment a jump at its start: the value it moved
    /// towards from the moment it started moving, held to its end.
    var jumping: Track {
        var jumps: [Keyframe] = []
        for (index, keyframe) in keyframes.enumerated() {
            if index > 0 { jumps.append(Keyframe(time: keyframes[index - 1].time, value: keyframe.value)) }
            jumps.append(Keyframe(time: keyframe.time, value: keyframe.value))
        }
        return Track(target: target, property: property, keyframes: jumps)
    }
}
