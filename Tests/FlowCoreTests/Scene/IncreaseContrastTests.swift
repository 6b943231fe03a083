import Foundation
import Testing

import FlowCore
@testable import FlowSpecs

/// Increase Contrast: every text at 4.5:1 and every enabled control at 3:1
/// against what is drawn behind it, judged here with WCAG 2's formulas
/// written out again, apart from the library's.
@Suite struct IncreaseContrastTests {
    /// WCAG 2's relative luminance of an sRGB colour given as #RRGGBB.
    static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        func channel(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// (red, green, blue, alpha) of a token: hex, or one of the named colours.
    static func rgba(_ token: ColorToken) -> (Double, Double, Double, Double)? {
        let named = ["theme": "#7A5AF8", "lightGray": "#AAAAAA", "clear": "#00000000", "white": "#FFFFFF", "black": "#000000", "gray": "#808080"]
        guard let text = token.rawValue.hasPrefix("#") ? token.rawValue : named[token.rawValue] else { return nil }
        var hex = String(text.dropFirst())
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else { return nil }
        let bytes = hex.count == 8 ? value : value << 8 | 0xFF
        return (Double(bytes >> 24 & 0xFF) / 255, Double(bytes >> 16 & 0xFF) / 255, Double(bytes >> 8 & 0xFF) / 255, Double(bytes & 0xFF) / 255)
    }

    static func ratio(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let (x, y) = (luminance(a.0, a.1, a.2), luminance(b.0, b.1, b.2))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// What the parts before `limit` paint at `point`, over white.
    static func behind(_ scene: MachineScene, _ point: LayoutPoint, _ limit: Int) -> (Double, Double, Double) {
        var color = (1.0, 1.0, 1.0)
        for part in scene.parts.prefix(limit) where part.frame.contains(point) && (part.clip?.contains(point) ?? true) {
            guard let fill = part.fill, let c = rgba(fill) else { continue }
            let a = c.3 * min(max(part.opacity, 0), 1)
            color = (c.0 * a + color.0 * (1 - a), c.1 * a + color.1 * (1 - a), c.2 * a + color.2 * (1 - a))
        }
        return color
    }

    /// Every shortfall in `scene`: texts under 4.5:1 or over a translucent
    /// fill over a picture (whose pixels no one knows), enabled controls under
    /// 3:1 (fill or outline), and the graphics inside an enabled slider under
    /// 3:1 against what is behind them.
    static func shortfalls(_ scene: MachineScene) -> [String] {
        var found: [String] = []
        let sliders = scene.parts.filter { $0.accessibility.map { $0.traits.contains(.adjustable) && !$0.traits.contains(.notEnabled) } ?? false }
        for (index, part) in scene.parts.enumerated() where !(part.accessibility?.traits.contains(.notEnabled) ?? false) {
            let below = behind(scene, part.frame.center, index)
            if part.text.map({ !$0.string.isEmpty }) == true {
                let under = scene.parts.prefix(index).filter { $0.frame.contains(part.frame.center) && ($0.clip?.contains(part.frame.center) ?? true) }
                if let picture = under.lastIndex(where: { $0.image != nil }),
                    under[(picture + 1)...].contains(where: { $0.fill.flatMap(rgba).map { $0.3 < 1 } ?? false })
                {
                    found.append("\(part.name) over-picture")
                }
            }
            if part.accessibility == nil, part.text == nil, let fill = part.fill, let c = rgba(fill),
                sliders.contains(where: { $0.frame.contains(part.frame.center) && scene.parts.firstIndex(of: $0)! < index })
            {
                let drawn = (c.0 * c.3 + below.0 * (1 - c.3), c.1 * c.3 + below.1 * (1 - c.3), c.2 * c.3 + below.2 * (1 - c.3))
                if ratio(drawn, below) < 3 { found.append("\(part.name) graphic \(ratio(drawn, below))") }
            }
            var own = below
            if let fill = part.fill, let c = rgba(fill) {
                own = (c.0 * c.3 + below.0 * (1 - c.3), c.1 * c.3 + below.1 * (1 - c.3), c.2 * c.3 + below.2 * (1 - c.3))
            }
            if let text = part.text, !text.string.isEmpty {
                for color in [text.color] + (text.highlight.map { [$0.color] } ?? []) {
                    guard let c = rgba(color) else { continue }
                    let drawn = (c.0 * c.3 + own.0 * (1 - c.3), c.1 * c.3 + own.1 * (1 - c.3), c.2 * c.3 + own.2 * (1 - c.3))
                    let r = ratio(drawn, own)
                    if r < 4.5 { found.append("\(part.name) text \(color.rawValue) \(r)") }
                }
            }
            if let traits = part.accessibility?.traits, traits.contains(.button) || traits.contains(.adjustable), part.fill != nil {
                let fillRatio = ratio(own, below)
                let outline = part.stroke.flatMap { rgba($0.color) }.map { ratio(($0.0, $0.1, $0.2), below) } ?? 0
                if max(fillRatio, outline) < 3 { found.append("\(part.name) control \(fillRatio)") }
            }
        }
        return found
    }

    @Test func theFormulasGiveWCAGsOwnFigures() {
        #expect(abs(Self.ratio((0, 0, 0), (1, 1, 1)) - 21) < 1e-9)
        // #777777 on white is the well-known 4.48:1, just short of AA; #767676 is the lightest grey that passes.
        #expect(abs(Self.ratio((0x77 / 255.0, 0x77 / 255.0, 0x77 / 255.0), (1, 1, 1)) - 4.48) < 0.005)
        #expect(Self.ratio((0x76 / 255.0, 0x76 / 255.0, 0x76 / 255.0), (1, 1, 1)) >= 4.5)
        // The library agrees.
        let library = SceneColor(ColorToken("#777777"))!.contrast(with: .white)
        #expect(abs(library - Self.ratio((0x77 / 255.0, 0x77 / 255.0, 0x77 / 255.0), (1, 1, 1))) < 1e-6)
    }

    @Test func everyIncreasedContrastPictureMeetsAAAndItsSeedColoursDoNot() throws {
        var pictured = 0
        var seed: [String: [String]] = [:]
        for file in Repository.specFiles where file.hasSuffix("-increased-contrast.json") {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            for drawn in try MachineRegistry.all.pictures(bytes: bytes, file: file) where drawn.picture.increasedContrast {
                pictured += 1
                #expect(Self.shortfalls(drawn.scene).isEmpty, "\(file): \(Self.shortfalls(drawn.scene))")
                // The same step as the seed draws it.
                let plain = try #require(
                    MachineRegistry.all.scenes(bytes: bytes, file: file, step: drawn.step, times: .at(drawn.picture.at)).first?.scene)
                let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
                seed[name] = Self.shortfalls(plain).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
            }
        }
        #expect(pictured == 11, "one picture for each component that shows something")
        // The seed's colours fall short where the audit found them (the captcha's tips 2.1 and 2.5:1,
        // 跳过 2.85:1, the code's error 4.0:1), in the alert's grey button and the text view's
        // placeholder, and where the browser check found them (issue 50): the failure tip's
        // translucent band over the picture, and the guide's inactive dot (#EBEDF0 on white, 1.2:1).
        #expect(
            seed.filter { !$0.value.isEmpty } == [
                "alert-increased-contrast": ["window/button[0] control"],
                "captcha-failure-increased-contrast": ["failureTip/text over-picture", "failureTip/text text"],
                "captcha-success-increased-contrast": ["clickTip text", "marker[0] text", "marker[1] text", "marker[2] text"],
                "code-increased-contrast": ["error text"],
                "guide-increased-contrast": ["guide/skip text", "guide/skip control", "guide/startButton text", "guide/indicator/dot[0] graphic"],
                // The lone indicator is one adjustable element too (issue 50): its inactive dots are its graphics.
                "indicator-increased-contrast": ["dot[0] graphic", "dot[1] graphic", "dot[2] graphic", "dot[4] graphic"],
                "text-view-increased-contrast": ["placeholder text"],
            ])
    }

    @Test func aColourThatMeetsTheRatioIsKeptAndOneThatDoesNotMovesAsLittleAsItMust() {
        let red = SceneColor(ColorToken("#FF0000"))!
        let darker = red.reaching(4.5, against: .white)
        #expect(darker.token == ColorToken("#EE0000"))
        #expect(darker.contrast(with: .white) >= 4.5)
        // One 8-bit step lighter would not reach it.
        #expect(SceneColor(red: 0xEF / 255.0, green: 0, blue: 0).contrast(with: .white) < 4.5)
        #expect(SceneColor(ColorToken("#333333"))!.reaching(4.5, against: .white).token == ColorToken("#333333"))
        // On a dark backdrop it lightens.
        let lighter = SceneColor(ColorToken("#555555"))!.reaching(4.5, against: .black)
        #expect(lighter.luminance > SceneColor(ColorToken("#555555"))!.luminance && lighter.contrast(with: .black) >= 4.5)
    }

    @Test func disabledControlsAndUnknownColoursAreLeftAlone() {
        let part = ScenePart(
            name: "b", frame: LayoutRect(x: 0, y: 0, width: 10, height: 10), fill: "#F1F1F1",
            text: SceneText("x", font: .system(10), color: "#AAAAAA"), accessibility: SceneAccessibility(label: "b", traits: [.button, .notEnabled]))
        let scene = MachineScene(size: LayoutSize(width: 10, height: 10), parts: [part])
        #expect(scene.increasingContrast() == scene)
        var unknown = part
        unknown.accessibility = SceneAccessibility(label: "b", traits: [.button])
        unknown.fill = "brandColour"
        unknown.text?.color = "brandInk"
        #expect(MachineScene(size: scene.size, parts: [unknown]).increasingContrast().parts == [unknown])
    }
}
