import Testing

import FlowCore
@testable import FlowSVG

/// A gradient fill: its colours by distance, its mirror, its drawing, and the HUD's gradient mask.
@Suite struct SceneGradientTests {
    let mask = SceneGradient(
        center: LayoutPoint(x: 100, y: 100), radius: 200, stops: [.init(location: 0, color: "#00000000"), .init(location: 1, color: "#000000BF")])

    @Test func theColourIsMixedByDistanceAndPaddedPastTheRadius() throws {
        #expect(mask.color(at: LayoutPoint(x: 100, y: 100))?.alpha == 0, "clear at the centre")
        // 120 right and 160 down is 200 away (a 3-4-5 triangle): the last stop, 191/255.
        #expect(mask.color(at: LayoutPoint(x: 220, y: 260))?.alpha == 191.0 / 255)
        #expect(mask.color(at: LayoutPoint(x: 1000, y: -900))?.alpha == 191.0 / 255, "the last colour beyond the radius")
        // Halfway (60 right, 80 down is 100 away): half of 191/255.
        let half = try #require(mask.color(at: LayoutPoint(x: 160, y: 180)))
        #expect(abs(half.alpha - 191.0 / 255 / 2) < 1e-12)
        #expect(half.red == 0 && half.green == 0 && half.blue == 0)
    }

    @Test func stopsInsideTheRangeHoldTheirColourOutside() throws {
        let band = SceneGradient(
            center: .zero, radius: 100, stops: [.init(location: 0.5, color: "#FF0000"), .init(location: 0.75, color: "#0000FF")])
        #expect(band.color(at: LayoutPoint(x: 10, y: 0)) == SceneColor(red: 1, green: 0, blue: 0), "before the first stop, its colour")
        let between = try #require(band.color(at: LayoutPoint(x: 62.5, y: 0)))
        #expect(between.red == 0.5 && between.blue == 0.5)
        #expect(band.color(at: LayoutPoint(x: 90, y: 0)) == SceneColor(red: 0, green: 0, blue: 1))
    }

    @Test func hostileGradientsGiveNoFakeColour() {
        #expect(SceneGradient(center: .zero, radius: 10, stops: []).color(at: .zero) == nil)
        #expect(SceneGradient(center: .zero, radius: 10, stops: [.init(location: 0, color: "not a colour")]).color(at: .zero) == nil)
        let flat = SceneGradient(center: .zero, radius: .nan, stops: mask.stops)
        #expect(flat.color(at: .zero)?.alpha == 191.0 / 255, "no radius: the last colour everywhere")
        #expect(SceneGradient(center: .zero, radius: 0, stops: mask.stops).color(at: .zero)?.alpha == 191.0 / 255)
    }

    @Test func aMirroredPartMirrorsItsGradientsCentre() {
        let part = ScenePart(name: "mask", frame: LayoutRect(x: 0, y: 0, width: 375, height: 667), gradient: mask)
        let mirrored = MachineScene(size: LayoutSize(width: 375, height: 667), parts: [part]).mirrored()
        #expect(mirrored.parts[0].gradient?.center == LayoutPoint(x: 275, y: 100))
    }

    @Test func theRendererWritesAPaddedRadialGradientItsFillNames() throws {
        let part = ScenePart(name: "mask", frame: LayoutRect(x: 0, y: 0, width: 375, height: 667), gradient: mask)
        let svg = try SVGRenderer().render(MachineScene(size: LayoutSize(width: 375, height: 667), parts: [part]))
        let definition = try #require(svg.split(separator: "\n").first { $0.contains("<radialGradient") })
        #expect(definition.contains(" cx=\"100\" cy=\"100\" gradientUnits=\"userSpaceOnUse\" "))
        #expect(definition.contains(" r=\"200\">"))
        #expect(definition.contains("<stop offset=\"0\" stop-color=\"#000000\" stop-opacity=\"0\"/><stop offset=\"1\" stop-color=\"#000000\" stop-opacity=\"0.749\"/>"))
        // The rectangle is filled by the gradient of that id.
        let id = try #require(definition.firstRange(of: "id=\"").map { definition[$0.upperBound...].prefix { $0 != "\"" } })
        #expect(id.hasPrefix("flow-gradient-") && id.count == 30)
        #expect(svg.contains("<rect fill=\"url(#\(id))\" height=\"667\" width=\"375\" x=\"0\" y=\"0\"/>"))
        // Another gradient has another id; the same one the same.
        var moved = mask
        moved.center.x += 1
        let other = try SVGRenderer().render(MachineScene(size: LayoutSize(width: 375, height: 667), parts: [ScenePart(name: "mask", frame: part.frame, gradient: moved)]))
        #expect(!other.contains(String(id)))
        #expect(try SVGRenderer().render(MachineScene(size: LayoutSize(width: 375, height: 667), parts: [part])).contains(String(id)))
    }

    @Test func theHUDsGradientMaskIsSVProgressHUDsRadialLayer() throws {
        let hud = ProgressHUD.standard
        let state = stateAfter(.showRequested(content: ProgressHUD.Content(kind: .info, text: "登录超时,请重新登录", mask: .gradient)), in: hud)
        let part = try #require(hud.scene(state).part("hud/mask"))
        #expect(part.fill == nil)
        let gradient = try #require(part.gradient)
        // Centred on the HUD, which is centred on the 375 × 667 screen; out to the shorter side.
        #expect(gradient.center == LayoutPoint(x: 187.5, y: 333.5))
        #expect(gradient.radius == 375)
        #expect(gradient.color(at: gradient.center)?.alpha == 0)
        #expect(gradient.color(at: .zero)?.alpha == 191.0 / 255, "the corners, beyond the radius, at 75%")
        // The black mask stays flat.
        let black = stateAfter(.showRequested(content: ProgressHUD.Content(kind: .info, text: "x", mask: .black)), in: hud, from: state)
        #expect(hud.scene(black).part("hud/mask")?.gradient == nil)
    }
}
