@testable import FlowSVG
import Testing

import FlowCore

@Suite struct SceneTests {
    let alert = try! AlertDialog(content: AlertContent(title: "提示", message: "内容", buttons: ["取消", "好的"], emphasizedIndex: 1))

    func shown() -> AlertDialog.State {
        stateAfter(.showRequested(screen: LayoutSize(width: 375, height: 667), safeArea: .zero), in: alert)
    }

    @Test func anAlertSceneHasItsPartsWhereTheLayoutPutsThem() throws {
        let state = shown()
        let scene = alert.scene(state, animations: [], at: 0)
        #expect(scene.parts.map(\.name) == ["window/mask", "window/card", "window/title", "window/message", "window/button[0]", "window/button[1]"])
        let card = try #require(scene.part("window/card"))
        #expect(card.frame == state.layout.container && card.shape == .roundedRect(cornerRadius: 10) && card.fill == "#FFFFFF")
        #expect(scene.part("window/mask")?.opacity == 0.5)
        let ok = try #require(scene.part("window/button[1]"))
        #expect(ok.fill == "theme" && ok.text?.string == "好的" && ok.text?.color == "#FFFFFF", "the emphasized button")
        #expect(ok.frame == state.layout.buttons[1].frame.offsetBy(dx: card.frame.x, dy: card.frame.y))
        #expect(alert.scene(alert.initialState, animations: [], at: 0).parts.isEmpty, "nothing while hidden")
    }

    @Test func theFadeIsSampledOverTheWholeWindow() {
        let scene = alert.scene(shown(), animations: [AlertDialog.fadeIn], at: 0.15)
        // Half way from 0.01 to 1 (linear): every part of the window at that opacity; the mask at half of it.
        let alpha = 0.01 + (1 - 0.01) * 0.5
        #expect(abs((scene.part("window/card")?.opacity ?? 0) - alpha) < 1e-9)
        #expect(abs((scene.part("window/mask")?.opacity ?? 0) - 0.5 * alpha) < 1e-9)
    }

    @Test func theSVGIsByteStableEscapedAndBounded() throws {
        let scene = alert.scene(shown(), animations: [], at: 0)
        let renderer = SVGRenderer()
        let first = try renderer.render(scene)
        #expect(try renderer.render(scene) == first)
        #expect(first.hasPrefix("<svg aria-label=\"提示\" aria-modal=\"true\" data-escapes=\"true\" data-focus=\"window/title\" height=\"667\" role=\"dialog\" viewBox=\"0 0 375 667\" width=\"375\" xmlns=\"http://www.w3.org/2000/svg\">\n"))
        #expect(first.contains("<g data-part=\"window/card\">\n    <rect fill=\"#ffffff\" height="))
        let tricky = MachineScene(
            size: LayoutSize(width: 40, height: 10),
            parts: [ScenePart(name: "a<b", frame: LayoutRect(x: 0, y: 0, width: 40, height: 10), text: SceneText("x & \"y\"", font: .system(4), color: "nonsense"))])
        let svg = try renderer.render(tricky)
        #expect(svg.contains("data-part=\"a&lt;b\"") && svg.contains("x &amp; &quot;y&quot;") && svg.contains("fill=\"#ff00ff\""))
        let huge = MachineScene(size: LayoutSize(width: 1, height: 1), parts: Array(repeating: ScenePart(name: "dot", frame: .zero), count: MachineScene.maximumParts + 1))
        #expect(throws: SVGRenderer.Failure.tooManyParts(MachineScene.maximumParts + 1)) { try renderer.render(huge) }
    }

    @Test func coloursAreWrittenAsLowerCaseHexWithTheirOpacity() {
        let palette = SVGPalette()
        func written(_ token: ColorToken) -> (String, Double) {
            var out: [UInt8] = []
            let opacity = palette.write(token, into: &out)
            return (String(decoding: out, as: UTF8.self), opacity)
        }
        #expect(written("#AbC") == ("#aabbcc", 1))
        #expect(written("#12Ab9F") == ("#12ab9f", 1))
        #expect(written("#00000080") == ("#000000", 128.0 / 255))
        #expect(written("theme") == ("#7a5af8", 1), "a name through the table")
        #expect(written("clear") == ("#000000", 0))
        for bad: ColorToken in ["#12", "#1234567", "#12345678A", "#GG0000", "nonsense", "", "#"] {
            #expect(written(bad) == ("#ff00ff", 1), "\(bad.rawValue) is drawn magenta")
        }
        #expect(written("#F356561A") == ("#f35656", 26.0 / 255) && written("gray") == ("#808080", 1))
    }

    @Test func numbersAreWrittenShortAndNeverNegativeZero() throws {
        let scene = MachineScene(size: LayoutSize(width: 1, height: 1), parts: [ScenePart(name: "p", frame: LayoutRect(x: -0.0001, y: 1.23456, width: .nan, height: 2), fill: "#000")])
        let svg = try SVGRenderer().render(scene)
        #expect(svg.contains("<rect fill=\"#000000\" height=\"2\" width=\"0\" x=\"0\" y=\"1.235\"/>"))
    }
}
