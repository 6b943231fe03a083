import Testing

import FlowCore
import FlowSpecs
@testable import FlowSVG

/// A text taller than its frame writes only the lines that can show: every
/// line that meets the clip, never one two lines or more outside it.
@Suite struct SVGVisibleLinesTests {
    @Test func everyLineThatMeetsTheClipIsWrittenAndNoFarOne() {
        var random = SplitMix64(seed: 0x7155)
        for _ in 0..<5_000 {
            let count = random.int(in: 0...60)
            let lineHeight = Double(random.int(in: 1...40)) / 2
            let clip = Double(random.int(in: -20...400)) / 2
            let top = Double(random.int(in: -2_000...400)) / 3
            let shown = SVGRenderer.visibleLines(count: count, top: top, lineHeight: lineHeight, clipHeight: clip)
            #expect(shown.lowerBound >= 0 && shown.upperBound <= count)
            for index in 0..<count {
                let lineTop = top + Double(index) * lineHeight
                if lineTop < clip && lineTop + lineHeight > 0 {
                    #expect(shown.contains(index), "line \(index) meets the clip: top \(top), height \(lineHeight), clip \(clip)")
                }
                if lineTop >= clip + 2 * lineHeight || lineTop + lineHeight <= -2 * lineHeight {
                    #expect(!shown.contains(index), "line \(index) is far outside: top \(top), height \(lineHeight), clip \(clip)")
                }
            }
        }
    }

    @Test func aScrolledMessageWritesWhatShowsAndKeepsTheRestInItsLabel() throws {
        let message = String(repeating: "很长的消息,", count: 300)
        var text = SceneText(message, font: .system(14), color: "#000000")
        text.scrollOffset = 700
        let part = ScenePart(name: "message", frame: LayoutRect(x: 0, y: 0, width: 240, height: 200), text: text, accessibility: SceneAccessibility(label: message))
        let svg = try SVGRenderer().render(MachineScene(size: LayoutSize(width: 240, height: 200), parts: [part]))
        let lines = svg.components(separatedBy: "<tspan").count - 1
        // 200 points of 16.8-point lines: 12 or 13 meet the clip; at most two more above it and one below are written.
        #expect((12...16).contains(lines), "\(lines) lines written")
        #expect(svg.contains("aria-label=\"\(message)\""), "the whole message stays in the label")
    }

    @Test func infiniteOrEmptyMeasuresKeepEveryLine() {
        #expect(SVGRenderer.visibleLines(count: 5, top: .nan, lineHeight: 10, clipHeight: 50) == 0..<5)
        #expect(SVGRenderer.visibleLines(count: 5, top: 0, lineHeight: 0, clipHeight: 50) == 0..<5)
        #expect(SVGRenderer.visibleLines(count: 5, top: 0, lineHeight: 10, clipHeight: .infinity) == 0..<5)
        #expect(SVGRenderer.visibleLines(count: 0, top: 0, lineHeight: 10, clipHeight: 50) == 0..<0)
    }
}
