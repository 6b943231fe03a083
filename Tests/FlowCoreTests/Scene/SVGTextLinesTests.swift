import Testing

import FlowCore
@testable import FlowSVG

/// A trace page breaks each text into lines once (`SVGTextLines`): the
/// pictures must be byte for byte the ones drawn without it.
@Suite struct SVGTextLinesTests {
    static func label(_ string: String, width: Double, limit: Int = 0, size: Double = 13) -> MachineScene {
        var text = SceneText(string, font: .system(size), color: "#000000")
        text.lineLimit = limit
        return MachineScene(size: LayoutSize(width: 320, height: 200), parts: [ScenePart(name: "label", frame: LayoutRect(x: 0, y: 0, width: width, height: 120), text: text)])
    }

    /// The scene drawn by a new renderer with no lines kept anywhere.
    static func uncached(_ scene: MachineScene) throws -> [UInt8] {
        var none: SVGTextLines? = nil
        return try SVGRenderer().renderUTF8(scene, reusing: &none)
    }

    /// A renderer keeps the lines it broke for its next pictures (a front
    /// that draws a scene again keeps nothing itself): each picture is still
    /// the one drawn with nothing kept, whatever the renderer (or a copy of
    /// it, which shares its lines) drew before, and from several tasks at once.
    @Test func aRendererKeepsItsLinesAndDrawsTheSameBytes() async throws {
        let renderer = SVGRenderer()
        let scenes = [
            Self.label("确定要退出吗？退出后将清除本地的草稿。", width: 120),
            Self.label("确定要退出吗？退出后将清除本地的草稿。", width: 60),
            Self.label("确定要退出吗？退出后将清除本地的草稿。", width: 60, limit: 1),
            Self.label("e\u{301} and \u{E9}", width: 40),
            Self.label("\u{E9} and e\u{301}", width: 40),
        ]
        let expected = try scenes.map(Self.uncached)
        var copy = renderer
        copy.scale = 1
        for _ in 0..<2 {
            #expect(try scenes.map { try renderer.renderUTF8($0) } == expected)
            #expect(try scenes.map { try copy.renderUTF8($0) } == expected)
        }
        let drawnTogether = try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask { try (0..<50).allSatisfy { round in try renderer.renderUTF8(scenes[(task + round) % scenes.count]) == expected[(task + round) % scenes.count] } }
            }
            return try await group.reduce(true) { $0 && $1 }
        }
        #expect(drawnTogether)
        #expect(try renderer.render(scenes[0]) == String(decoding: expected[0], as: UTF8.self))
    }

    @Test func picturesDrawnWithTheCacheAreTheSameBytes() throws {
        let renderer = SVGRenderer()
        var lines: SVGTextLines? = SVGTextLines()
        let scenes = [
            Self.label("确定要退出吗？退出后将清除本地的草稿。", width: 120),
            Self.label("确定要退出吗？退出后将清除本地的草稿。", width: 60),  // same text, other width
            Self.label("确定要退出吗？退出后将清除本地的草稿。", width: 60, limit: 1),  // and a limit
            Self.label("确定要退出吗？退出后将清除本地的草稿。", width: 60, limit: 1, size: 17),  // and a font
            Self.label("e\u{301} and \u{E9}", width: 40),  // canonically equal, different bytes
            Self.label("\u{E9} and e\u{301}", width: 40),
        ]
        for _ in 0..<2 {
            for scene in scenes {
                #expect(try renderer.renderUTF8(scene, reusing: &lines) == Self.uncached(scene))
            }
        }
    }

    @Test func theCacheStartsOverPastItsBound() throws {
        let renderer = SVGRenderer()
        var lines: SVGTextLines? = SVGTextLines()
        for index in 0...(SVGTextLines.maximumEntries + 10) {
            let scene = Self.label("row \(index) of a long timeline, wide enough to wrap", width: 90)
            if index % 1_000 == 0 || index > SVGTextLines.maximumEntries {
                #expect(try renderer.renderUTF8(scene, reusing: &lines) == Self.uncached(scene))
            } else {
                _ = try renderer.renderUTF8(scene, reusing: &lines)
            }
        }
        #expect(lines!.count <= SVGTextLines.maximumEntries)
    }

    /// A long label (a message's whole text, its `aria-label`) is escaped
    /// once and kept: every frame must still be the bytes drawn without it,
    /// for the label that is there, not one kept from an earlier frame.
    @Test func longLabelsEscapedOnceAreTheSameBytes() throws {
        func labelled(_ label: String) -> MachineScene {
            var part = ScenePart(name: "message", frame: LayoutRect(x: 0, y: 0, width: 200, height: 100), text: SceneText(label, font: .system(14), color: "#000000"))
            part.accessibility = SceneAccessibility(label: label)
            return MachineScene(size: LayoutSize(width: 320, height: 200), parts: [part])
        }
        let long = String(repeating: "很长的<消息>&\"引号\",", count: 40)
        #expect(long.utf8.count >= SVGTextLines.longLabel)
        let renderer = SVGRenderer()
        var lines: SVGTextLines? = SVGTextLines()
        var labels = [long, long + "!", "短的 & 少的", String(long.dropLast()) + "。", long.replacingOccurrences(of: "很", with: "非"), long]
        labels += (0..<3).map { "\(long) \($0)" }
        labels.append(long)
        for label in labels {
            let drawn = try renderer.renderUTF8(labelled(label), reusing: &lines)
            #expect(drawn == (try Self.uncached(labelled(label))), "\(label.prefix(20))…")
            #expect(String(decoding: drawn, as: UTF8.self).contains("aria-label=\"\(SVGRenderer.escape(label))\""))
        }
    }

    /// The cache's hash folds a text's bytes eight at a time: a change of
    /// any byte, or of the length, must change the fold, including the pair
    /// of top-bit flips that cancel out under a plain multiply-and-xor.
    @Test func theFoldSeesEveryByte() {
        let base = Array("很长的消息,很长的消息,很长的消息,12345".utf8)
        func fold(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { SVGTextLines.Key.fold($0) } }
        var folds: Set<UInt64> = [fold(base)]
        for index in base.indices {
            var changed = base
            changed[index] ^= 0x01
            folds.insert(fold(changed))
        }
        #expect(folds.count == base.count + 1)
        #expect(fold(base) != fold(base + [0]) && fold([]) != fold([0]))
        var cancelling = base
        cancelling[7] ^= 0x80
        cancelling[15] ^= 0x80
        #expect(fold(cancelling) != fold(base))
    }
}
