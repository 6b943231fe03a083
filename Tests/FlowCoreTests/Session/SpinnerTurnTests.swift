import Testing

import FlowCore
import FlowTesting
@testable import FlowSpecs
@testable import FlowSVG

/// A repeating track, the rotation it animates, and the HUD's spinner that turns with it.
@Suite struct SpinnerTurnTests {
    let turn = Track(
        target: "spinner", property: .rotation,
        keyframes: [Keyframe(time: 0.5, value: .scalar(0)), Keyframe(time: 1.5, value: .scalar(360))], repeats: true)

    @Test func aRepeatingTrackStartsOverAtItsEnd() {
        #expect(turn.value(at: 0) == .scalar(0), "before the first keyframe, its value")
        #expect(turn.value(at: 0.75) == .scalar(90))
        // 3.25 s is 2.75 s past the first keyframe: 2 whole cycles and 0.75 of one.
        #expect(turn.value(at: 3.25) == .scalar(270))
        #expect(turn.value(at: 2.5) == .scalar(0), "a cycle's end is the next one's start")
        #expect(turn.value(at: .nan) == .scalar(0))
        var once = turn
        once.repeats = false
        #expect(once.value(at: 3.25) == .scalar(360), "without repeating it holds the end")
    }

    @Test func repeatsIsWrittenOnlyWhenTrue() throws {
        let json = try JSONEncoding.encode(turn)
        #expect(json.compactText.contains(#""repeats":true"#))
        #expect(try JSONDecoding.decode(Track.self, from: json) == turn)
        var once = turn
        once.repeats = false
        #expect(!(try JSONEncoding.encode(once).compactText.contains("repeats")))
        #expect(try JSONDecoding.decode(Track.self, from: JSONEncoding.encode(once)) == once)
    }

    @Test func reduceMotionStopsARepeatingMoveButKeepsARepeatingFade() {
        let pulse = Track(target: "dot", property: .alpha, keyframes: turn.keyframes, repeats: true)
        let reduced = Timeline(tracks: [turn, pulse]).reducingMotion
        #expect(reduced.tracks == [pulse])
    }

    @Test func aRotationTurnsThePartNamedExactlyAndTheRendererTurnsItsGroup() throws {
        let ring = ScenePart(name: "spinner", frame: LayoutRect(x: 10, y: 20, width: 30, height: 40), shape: .ellipse, fill: "#000000")
        let child = ScenePart(name: "spinner/tail", frame: ring.frame, fill: "#000000")
        let scene = MachineScene(size: LayoutSize(width: 100, height: 100), parts: [ring, child])
            .animated(by: [Timeline(Track(target: "spinner", property: .rotation, keyframes: [Keyframe(time: 0, value: .scalar(Double.pi / 2))]))], at: 0)
        #expect(scene.parts.map(\.rotation) == [Double.pi / 2, 0], "a group's children are not each turned about their own centres")
        let svg = try SVGRenderer().render(scene)
        #expect(svg.contains(#"<g data-part="spinner" transform="rotate(90 25 40)">"#))
        #expect(svg.contains(#"<g data-part="spinner/tail">"#))
        #expect(scene.mirrored().parts[0].rotation == -Double.pi / 2, "a mirror image turns the other way")
    }

    /// Shows a `kind` HUD through a runner, asserting that it presents with
    /// its fade in, and returns the animations that presentation starts.
    func presented(_ hud: ProgressHUD, _ kind: ProgressHUD.Content.Kind) -> [Timeline] {
        let content = ProgressHUD.Content(kind: kind)
        let fadeIn = Timeline(.tween("hud", .alpha, from: .scalar(0), to: .scalar(1), duration: hud.fadeInDuration))
        let present = ProgressHUD.Effect.present(content: content, animation: fadeIn)
        let test = TestRunner(hud)
        test.exhaustivity = .off  // a notice's announcement and timer are its own tests'
        test.send(.showRequested(content: content), effects: [present])
        return hud.animations(in: [present])
    }

    @Test func theHUDsSpinnerTurnsOnceASecondUnlessMotionIsReduced() throws {
        let turning = presented(.standard, .progress)
        #expect(turning.contains(ProgressHUD.turn))
        #expect(ProgressHUD.turn.value(of: "hud/spinner", .rotation, at: 0.25) == .scalar(Double.pi / 2), "a quarter turn in a quarter second")
        #expect(ProgressHUD.turn.tracks.allSatisfy { $0.repeats })
        #expect(!presented(.standard, .success).contains(ProgressHUD.turn), "a notice has no spinner")
        let still = try ProgressHUD(reducesMotion: true)
        #expect(!presented(still, .progress).contains(ProgressHUD.turn))
        #expect(presented(still, .progress).count == 1, "the fade in stays")
        // The scene 0.4 s in: turned 144° (0.4 of a turn), or upright under Reduce Motion.
        let state = stateAfter(.showRequested(content: ProgressHUD.Content(kind: .progress)), in: ProgressHUD.standard)
        let spinner = try #require(ProgressHUD.standard.scene(state, animations: turning, at: 0.4).part("hud/spinner"))
        #expect(abs(spinner.rotation - 0.4 * 2 * Double.pi) < 1e-12)
        #expect(ProgressHUD.standard.scene(state, animations: presented(still, .progress), at: 0.4).part("hud/spinner")?.rotation == 0)
    }
}
