import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML  // XMLParser lives here on Linux
#endif

import FlowCore
@testable import FlowSpecs
@testable import FlowCommandLine

/// The phase diagram as a picture: well-formed XML by a parser that is not
/// ours (libxml2, through Foundation), hostile names escaped, the layout's
/// layers as the rules put them.
@Suite struct PhaseDiagramSVGTests {
    let diagram = PhaseDiagram(
        phases: ["idle", "<b>&\"open\"", "done"],
        edges: [
            .init(from: "idle", to: "<b>&\"open\"", labels: ["open"], isTimer: false),
            .init(from: "<b>&\"open\"", to: "idle", labels: ["time"], isTimer: true),
            .init(from: "<b>&\"open\"", to: "done", labels: ["close", "tap", "key", "escape"], isTimer: false),
            .init(from: "idle", to: "done", labels: ["cancel"], isTimer: false),
        ],
        resting: ["idle", "done"])

    @Test func thePictureIsWellFormedXMLWithItsNamesEscaped() throws {
        let svg = diagram.svg(title: "a <test> & more")
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(svg.contains("&lt;b&gt;&amp;&quot;open&quot;"))
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("<title id=\"title\">a &lt;test&gt; &amp; more</title>"))
        // Only the timer's way is dashed; four labels show three and "…".
        #expect(svg.components(separatedBy: "stroke-dasharray").count == 2)
        #expect(svg.contains(">close, tap, key, …</text>"))
        // The same diagram, the same bytes.
        #expect(svg == diagram.svg(title: "a <test> & more"))
    }

    @Test func phasesAreLayeredDownTheLongestWayWithSinksAtTheBottom() {
        let layers = PhaseDiagramLayout.layers(of: diagram)
        // idle on top; open one below; done (no way out) at the bottom even
        // though idle leads there directly; the way back up is not counted.
        #expect(layers == ["idle": 0, "<b>&\"open\"": 1, "done": 2])
        let layout = PhaseDiagramLayout(diagram)
        let routes = layout.routes()
        // Down one layer: a straight line; back up, or down past a layer: a curve.
        #expect(routes.map(\.isCurve) == [false, true, false, true])
    }

    @Test func aPhaseNothingReachesGoesBelowTheRest() {
        let lonely = PhaseDiagram(phases: ["a", "b", "orphan"], edges: [.init(from: "a", to: "b", labels: ["go"], isTimer: false)], resting: [])
        #expect(PhaseDiagramLayout.layers(of: lonely) == ["a": 0, "b": 1, "orphan": 2])
    }
}
