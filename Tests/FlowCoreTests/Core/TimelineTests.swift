import Testing

import FlowCore
import FlowTesting
@testable import FlowSpecs

@Suite struct TimelineTests {
    let move = Track(
        target: "thumb", property: .translationX,
        keyframes: [
            Keyframe(time: 1, value: .scalar(100), curve: .linear),
            Keyframe(time: 0.5, value: .scalar(0)),
            Keyframe(time: 1.5, value: .scalar(100), curve: .easeIn),
        ])

    @Test func keyframesAreSortedByTime() {
        #expect(move.keyframes.map(\.time) == [0.5, 1, 1.5])
    }

    @Test func samplingHoldsTheEndsAndFollowsEachSegmentsCurve() {
        #expect(move.value(at: 0) == .scalar(0))
        #expect(move.value(at: 0.5) == .scalar(0))
        #expect(move.value(at: 0.75) == .scalar(50))
        #expect(move.value(at: 1) == .scalar(100))
        #expect(move.value(at: 1.25) == .scalar(100))
        #expect(move.value(at: 9) == .scalar(100))
        #expect(move.value(at: .nan) == .scalar(0))
    }

    @Test func rectanglesBlendComponentwiseAndTokensSwitchAtTheKeyframe() {
        let frame = Track.tween(
            "dot", .frame, from: .rect(LayoutRect(x: 0, y: 0, width: 10, height: 4)), to: .rect(LayoutRect(x: 20, y: 0, width: 30, height: 4)),
            duration: 1, curve: .linear)
        #expect(frame.value(at: 0.5) == .rect(LayoutRect(x: 10, y: 0, width: 20, height: 4)))
        let color = Track.tween("dot", .color, from: .token("gray"), to: .token("blue"), duration: 0.1)
        #expect(color.value(at: 0.05) == .token("gray"))
        #expect(color.value(at: 0.1) == .token("blue"))
    }

    @Test func durationIsTheLastKeyframeOfAnyTrack() {
        let timeline = Timeline(tracks: [move, .tween("tip", .alpha, from: .scalar(0), to: .scalar(1), duration: 1, delay: 1.25)])
        #expect(timeline.duration == 2.25)
        #expect(timeline.value(of: "tip", .alpha, at: 1.75) == .scalar(0.5))
        #expect(timeline.value(of: "missing", .alpha, at: 1) == nil)
        #expect(timeline.sample(at: 1).count == 2)
        #expect(Timeline(tracks: []).duration == 0)
    }

    @Test func valuesAreEncodedByShape() throws {
        let values: [AnimatableValue] = [.scalar(0.5), .token("red"), .point(LayoutPoint(x: 1, y: 2)), .size(LayoutSize(width: 3, height: 4)), .rect(LayoutRect(x: 1, y: 2, width: 3, height: 4))]
        let json = try JSONEncoding.encode(values)
        #expect(
            json.compactText
                == #"[0.5,"red",{"x":1,"y":2},{"height":4,"width":3},{"height":4,"width":3,"x":1,"y":2}]"#)
        #expect(try JSONDecoding.decode([AnimatableValue].self, from: json) == values)
        #expect(throws: JSONDecodingError.self) { try JSONDecoding.decode(AnimatableValue.self, from: .object(["x": .number(1)])) }
    }

    @Test func aTimelineRoundTripsThroughJSON() throws {
        let timeline = Timeline(tracks: [move, .tween("avatar", .frame, from: .rect(.zero), to: .rect(LayoutRect(x: 1, y: 1, width: 1, height: 1)), duration: 2, curve: .spring(dampingRatio: 0.7, initialVelocity: 0))])
        #expect(try JSONDecoding.decode(Timeline.self, from: JSONEncoding.encode(timeline)) == timeline)
    }
}

@Suite struct ReduceMotionTests {
    @Test func movementJumpsWhereEachSegmentWouldHaveStartedAndFadesStay() {
        let rise = Track(
            target: "tip", property: .translationY,
            keyframes: [
                Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 0.25, value: .scalar(-20), curve: .easeInOut),
                Keyframe(time: 1, value: .scalar(-20)), Keyframe(time: 1.5, value: .scalar(0), curve: .easeInOut),
            ])
        let fade = Track.tween("tip", .alpha, from: .scalar(0), to: .scalar(1), duration: 0.3)
        let reduced = Timeline(tracks: [rise, fade]).reducingMotion
        #expect(reduced.tracks[1] == fade, "a fade does not move")
        let jumps = reduced.tracks[0]
        #expect(jumps.keyframes.map(\.time) == [0, 0, 0.25, 0.25, 1, 1, 1.5] && jumps.keyframes.allSatisfy { $0.curve == .linear })
        // Risen at once, held, gone when the fall would have begun.
        #expect(jumps.value(at: 0.001) == .scalar(-20) && jumps.value(at: 0.9) == .scalar(-20) && jumps.value(at: 1) == .scalar(0))
        #expect(reduced.duration == 1.5, "as long as the moving timeline")
    }

    @Test func theIndicatorChangesPageAtOnceAndTheWelcomeFadesInPlace() throws {
        let indicator = try PageIndicator(count: 3, currentDotWidth: 20, otherDotWidth: 8, dotHeight: 4, reducesMotion: true)
        TestRunner(indicator).send(.pageRequested(page: 2)) { $0.currentPage = 2 }  // no slide, no timer

        let welcome = try WelcomeScreen(reducesMotion: true)
        let timeline = welcome.animation(on: LayoutSize(width: 375, height: 812))
        #expect(timeline.duration == 2, "two 1 s fades, not a 2 s rise and a fade")
        let end = WelcomeScreen.standard.animation(on: LayoutSize(width: 375, height: 812))
        #expect(timeline.value(of: "avatar", .frame, at: 0) == end.value(of: "avatar", .frame, at: 2), "already where the rise ends")
        #expect(timeline.value(of: "avatar", .alpha, at: 0) == .scalar(0) && timeline.value(of: "greeting", .alpha, at: 2) == .scalar(1))
    }
}
