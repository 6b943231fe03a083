import Testing

import FlowCore
@testable import FlowCoachMarks
@testable import FlowRuntime
@testable import FlowJSON
@testable import FlowSVG

/// An arrow image points back at its target from wherever it is placed.
@Suite struct CoachMarkArrowTests {
    // Quadrant by quadrant, where the image lies from its point: 1 left-below, 2 right-below,
    // 3 right-above, 4 left-above. An image drawn for one is mirrored across each axis it changes side of.
    @Test func aQuadrantFlipsAnImageDrawnForTheFirst() {
        let expected: [(CoachMarkItem.Quadrant, ImageFlip)] = [
            (.first, []), (.second, .horizontal), (.third, [.horizontal, .vertical]), (.fourth, .vertical),
        ]
        for (quadrant, flip) in expected {
            #expect(quadrant.flip(from: .first) == flip, "quadrant \(quadrant.rawValue)")
            #expect(quadrant.flip(from: quadrant) == [], "shown where it was drawn for: as it is")
        }
        #expect(CoachMarkItem.Quadrant.fourth.flip(from: .second) == [.horizontal, .vertical])
    }

    func scene(_ items: [CoachMarkItem], automatic: Bool = false, direction: ReadingDirection = .leftToRight) throws -> MachineScene {
        let marks = try CoachMarks(
            screens: [CoachMarkScreen(id: "s", items: items)],
            environment: CoachMarkEnvironment(screen: LayoutSize(width: 375, height: 812), layoutDirection: direction), placesAutomatically: automatic)
        return marks.scene(stateAfter(.startRequested(alreadyShown: []), in: marks))
    }

    @Test func theBuiltInArrowIsMirroredIntoItsQuadrantAHostsImageIsNot() throws {
        let target = CoachMarkItem.Shape.circle(center: LayoutPoint(x: 100, y: 400), radius: 20)
        let builtIn = CoachMarkItem(shape: target, arrow: .init(offset: LayoutPoint(x: 10, y: -25), quadrant: .third, size: LayoutSize(width: 50, height: 60)))
        #expect(try scene([builtIn]).part("arrow[0]")?.imageFlip == [.horizontal, .vertical], "drawn up and right, it must point down and left")
        var own = builtIn
        own.arrow?.image = "arrow_down_left"
        #expect(try scene([own]).part("arrow[0]")?.imageFlip == [], "a host's image is drawn for its item's quadrant")
        // Right to left, quadrant 3 becomes 4: the host's image is mirrored across its vertical axis.
        #expect(try scene([own], direction: .rightToLeft).part("arrow[0]")?.imageFlip == .horizontal)
        // Placed automatically near the top left, an arrow with no quadrant goes to the second: mirrored.
        let corner = CoachMarkItem(shape: .circle(center: LayoutPoint(x: 30, y: 70), radius: 20), arrow: .init(offset: LayoutPoint(x: 10, y: 25), size: LayoutSize(width: 60, height: 40)))
        #expect(try scene([corner], automatic: true).part("arrow[0]")?.imageFlip == .horizontal)
    }

    @Test func theRendererMirrorsTheAssetWithinItsOwnBox() throws {
        var part = ScenePart(name: "arrow[0]", frame: LayoutRect(x: 10, y: 20, width: 50, height: 60), image: "arrow")
        part.imageFlip = [.horizontal, .vertical]
        let svg = try SVGRenderer().render(MachineScene(size: LayoutSize(width: 100, height: 100), parts: [part]))
        // The built-in arrow's box is 60 × 60: x ↦ 60 − x, y ↦ 60 − y.
        #expect(svg.contains(#"<g transform="matrix(-1 0 0 -1 60 60)">"#))
        part.image = "not in the catalog"
        let missing = try SVGRenderer().render(MachineScene(size: LayoutSize(width: 100, height: 100), parts: [part]))
        #expect(!missing.contains("matrix("), "the labelled box of a missing image is never mirrored")
    }

    /// A front that swaps in its own picture by name learns the flip from
    /// the element, whether the catalog drew the image or a labelled box.
    @Test func theImageElementNamesItsFlip() throws {
        for image in ["arrow", "not in the catalog"] {
            for (flip, named) in [(ImageFlip.horizontal, "horizontal"), (.vertical, "vertical"), ([.horizontal, .vertical], "horizontal vertical")] {
                var part = ScenePart(name: "arrow[0]", frame: LayoutRect(x: 10, y: 20, width: 50, height: 60), image: image)
                part.imageFlip = flip
                let svg = try SVGRenderer().render(MachineScene(size: LayoutSize(width: 100, height: 100), parts: [part]))
                #expect(svg.contains("<svg data-flip=\"\(named)\" data-image=\"\(image)\""), "\(image) \(named)")
            }
            let unflipped = try SVGRenderer().render(MachineScene(size: LayoutSize(width: 100, height: 100), parts: [ScenePart(name: "a", frame: .zero, image: image)]))
            #expect(!unflipped.contains("data-flip"))
        }
    }
}
