import Testing

import FlowCore
@testable import FlowCoachMarks

@Suite struct CoachMarkLayoutTests {
    let phone = CoachMarkEnvironment(screen: LayoutSize(width: 375, height: 812))
    let arrowSize = LayoutSize(width: 60, height: 40)

    func layout(_ items: [CoachMarkItem], in environment: CoachMarkEnvironment? = nil, automatic: Bool = false) -> CoachMarkLayout {
        CoachMarkLayout.make(items: items, environment: environment ?? phone, placesAutomatically: automatic)
    }

    @Test func theSeedsDefaultsAreTheFirstQuadrantATipAboveAndLeftAlignment() {
        let item = CoachMarkItem(
            shape: .circle(center: LayoutPoint(x: 100, y: 200), radius: 20), arrow: .init(offset: LayoutPoint(x: 10, y: 30), size: arrowSize),
            tip: .init(text: "点这里"))
        let result = layout([item])
        // LayoutPoint (110, 230); quadrant 1 centres the image at (110 − 30, 230 + 20).
        #expect(result.arrows.first?.quadrant == .first && result.arrows.first?.frame == LayoutRect(x: 50, y: 230, width: 60, height: 40))
        #expect(result.arrows.first?.image == "arrow")
        // GBMaskItemArrowTipPositionTop: 5 above the arrow's top.
        #expect(result.tips.first?.position == .above && result.tips.first?.frame.minY == 230 - 5 - 16.8)
        #expect(result.tips.first?.alignment == .left, "NSTextAlignmentLeft, the enum's zero")
    }

    @Test func aCircleIsCutThreeLargerRingedFourFurtherWithTheArrowAndTipPlacedByHand() {
        let item = CoachMarkItem(
            shape: .circle(center: LayoutPoint(x: 100, y: 200), radius: 20),
            arrow: .init(offset: LayoutPoint(x: 10, y: 30), quadrant: .second, size: arrowSize), tip: .init(text: "点这里", position: .below))
        let result = layout([item])
        #expect(result.dimPath == [.rect(in: LayoutRect(x: 0, y: 0, width: 375, height: 812)), .circle(center: LayoutPoint(x: 100, y: 200), radius: 23)])
        #expect(result.rings == [.circle(center: LayoutPoint(x: 100, y: 200), radius: 27)])
        // Arrow point (110, 230); quadrant 2 puts the image's centre at (110 + 30, 230 + 20).
        #expect(result.arrows.map(\.frame) == [LayoutRect(x: 110, y: 230, width: 60, height: 40)])
        // Three wide characters at 14 pt fit one line of 14 × 1.2; 5 below the arrow's bottom (270), 10 in from each side.
        #expect(result.tips.map(\.frame) == [LayoutRect(x: 10, y: 275, width: 355, height: 14 * 1.2)])
        #expect(result.tips.first?.position == .below && result.tips.first?.alignment == .left)
        #expect(result.dimColor == "#000000" && result.dimAlpha == 0.8)
        #expect(result.ringColor == "#FFFFFF" && result.ringWidth == 2 && result.ringDash == [3, 3])
    }

    @Test func anOvalIsCutFromItsBoxGrownByThreeAndRingedByFive() {
        let item = CoachMarkItem(
            shape: .oval(center: LayoutPoint(x: 300, y: 600), size: LayoutSize(width: 80, height: 40)),
            arrow: .init(offset: LayoutPoint(x: -10, y: -30), quadrant: .fourth, size: arrowSize), tip: .init(text: "订单", position: .above))
        let result = layout([item])
        #expect(result.dimPath.last == .ellipse(in: LayoutRect(x: 257, y: 577, width: 86, height: 46)))
        #expect(result.rings == [.ellipse(in: LayoutRect(x: 255, y: 575, width: 90, height: 50))])
        // LayoutPoint (290, 570); quadrant 4 centres the image at (290 − 30, 570 − 20).
        #expect(result.arrows.map(\.frame) == [LayoutRect(x: 230, y: 530, width: 60, height: 40)])
        #expect(result.tips.map(\.frame) == [LayoutRect(x: 10, y: 530 - 5 - 16.8, width: 355, height: 16.8)])
    }

    @Test func eachQuadrantCentresTheImageOnItsOwnSide() {
        let point = LayoutPoint(x: 100, y: 100)
        let size = LayoutSize(width: 20, height: 10)
        #expect(CoachMarkItem.Quadrant.first.imageCenter(from: point, size: size) == LayoutPoint(x: 90, y: 105))
        #expect(CoachMarkItem.Quadrant.second.imageCenter(from: point, size: size) == LayoutPoint(x: 110, y: 105))
        #expect(CoachMarkItem.Quadrant.third.imageCenter(from: point, size: size) == LayoutPoint(x: 110, y: 95))
        #expect(CoachMarkItem.Quadrant.fourth.imageCenter(from: point, size: size) == LayoutPoint(x: 90, y: 95))
    }

    @Test func noArrowWithoutAnImageSizeAndNoTipWithoutText() {
        let item = CoachMarkItem(
            shape: .circle(center: LayoutPoint(x: 50, y: 50), radius: 0), arrow: .init(offset: .zero, quadrant: .first, size: .zero), tip: .init(text: ""))
        let result = layout([item])
        #expect(result.arrows.isEmpty && result.tips.isEmpty)
        #expect(result.dimPath.last == .circle(center: LayoutPoint(x: 50, y: 50), radius: 3), "a zero radius still cuts the 3 pt margin")
        let tipOnly = layout([CoachMarkItem(shape: .circle(center: LayoutPoint(x: 50, y: 50), radius: 10), tip: .init(text: "提示"))])
        let above: Double = 50 - 13 - 5 - 16.8
        #expect(tipOnly.tips.map(\.frame.minY) == [above], "without an arrow the tip sits 5 above the cutout")
    }

    @Test(arguments: [
        // Target near an edge → the quadrant that points back from the roomier side, and the arrow's frame by hand.
        (LayoutPoint(x: 30, y: 60), CoachMarkItem.Quadrant.second, LayoutRect(x: 40, y: 85, width: 60, height: 40), CoachMarkItem.TipPosition.below),
        (LayoutPoint(x: 345, y: 60), .first, LayoutRect(x: 275, y: 85, width: 60, height: 40), .below),
        (LayoutPoint(x: 30, y: 780), .third, LayoutRect(x: 40, y: 715, width: 60, height: 40), .above),
        (LayoutPoint(x: 345, y: 780), .fourth, LayoutRect(x: 275, y: 715, width: 60, height: 40), .above),
    ])
    func anAutomaticQuadrantKeepsArrowAndTipOnScreen(center: LayoutPoint, quadrant: CoachMarkItem.Quadrant, frame: LayoutRect, tip: CoachMarkItem.TipPosition) {
        let item = CoachMarkItem(
            shape: .circle(center: center, radius: 20), arrow: .init(offset: LayoutPoint(x: -10, y: -25), size: arrowSize), tip: .init(text: "看这里"))
        let result = layout([item], automatic: true)
        #expect(result.arrows.first?.quadrant == quadrant)
        #expect(result.arrows.first?.frame == frame)
        #expect(result.tips.first?.position == tip)
        let screen = LayoutRect(x: 0, y: 0, width: 375, height: 812)
        for rect in result.arrows.map(\.frame) + result.tips.map(\.frame) {
            #expect(rect.minX >= 0 && rect.minY >= 0 && rect.maxX <= screen.maxX && rect.maxY <= screen.maxY)
        }
    }

    @Test func anAutomaticTipMovesAboveWhenBelowWouldLeaveTheScreen() {
        let item = CoachMarkItem(
            shape: .circle(center: LayoutPoint(x: 187.5, y: 760), radius: 10),
            arrow: .init(offset: LayoutPoint(x: 0, y: 10), quadrant: .second, size: arrowSize), tip: .init(text: "提示"))
        let result = layout([item], automatic: true)
        // The arrow runs from 770 to 810; below it the tip would end at 831.8 > 812. Above it (748.2)
        // the tip, as wide as its text under the arrow, would cross its own ring (760 ± 17): it
        // moves 5 above the ring instead.
        #expect(result.tips.first?.position == .above)
        #expect(result.tips.first?.frame.minY == 743 - 5 - 16.8)
        let pinned = CoachMarkItem(shape: item.shape, arrow: item.arrow, tip: .init(text: "提示", position: .below))
        #expect(layout([pinned], automatic: true).tips.first?.position == .below, "a side the design fixed is kept")
    }

    @Test func aTipRespectsTheSafeArea() {
        let notched = CoachMarkEnvironment(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34))
        // A 1 × 1 arrow above its point: frame (99, 58); the tip above it would start at 58 − 5 − 16.8 = 36.2.
        let item = CoachMarkItem(
            shape: .circle(center: LayoutPoint(x: 100, y: 60), radius: 10),
            arrow: .init(offset: LayoutPoint(x: 0, y: -1), quadrant: .fourth, size: LayoutSize(width: 1, height: 1)), tip: .init(text: "提示"))
        // Above fits without a notch, but 36.2…53 crosses the target's ring (60 ± 17): 5 above the ring.
        #expect(layout([item], automatic: true).tips.first?.frame.minY == 43 - 5 - 16.8, "without a notch, above fits")
        #expect(layout([item], in: notched, automatic: true).tips.first?.position == .below, "36.2 is under a 44 pt notch")
        // 5 below the arrow's bottom (64) is inside the ring too: 5 below the ring's bottom at 77.
        #expect(layout([item], in: notched, automatic: true).tips.first?.frame.minY == 82, "5 below the ring")
        // Under a 30 pt inset, above fits (36.2) but moving past the ring (21.2) would leave the safe area: it stays.
        let inset = CoachMarkEnvironment(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 30, bottom: 34))
        #expect(layout([item], in: inset, automatic: true).tips.first?.frame.minY == 58 - 5 - 16.8, "overlapping beats off screen")
    }

    @Test func automaticTipsNeverShareALineOrCoverATarget() {
        // Two targets at the top corners, the seed's full-width tips on one line; and a tip that would cross its ring.
        let items = [LayoutPoint(x: 30, y: 70), LayoutPoint(x: 345, y: 70), LayoutPoint(x: 200, y: 75)].enumerated().map { index, center in
            CoachMarkItem(shape: .circle(center: center, radius: 20), arrow: .init(offset: LayoutPoint(x: 10, y: 25), size: arrowSize), tip: .init(text: "第 \(index) 个提示"))
        }
        let seed = layout(items)
        #expect(seed.tips[0].frame == seed.tips[1].frame, "the seed's tips of the two corners share a frame")
        let result = layout(items, automatic: true)
        func overlaps(_ a: LayoutRect, _ b: LayoutRect) -> Bool { a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY }
        let rings = items.map { LayoutRect.centered(at: $0.shape.center, size: LayoutSize(width: 2 * 27, height: 2 * 27)) }
        for (index, tip) in result.tips.enumerated() {
            for ring in rings { #expect(!overlaps(tip.frame, ring), "tip \(index) covers a ring") }
            for arrow in result.arrows { #expect(!overlaps(tip.frame, arrow.frame), "tip \(index) covers an arrow") }
            for other in result.tips[..<index] { #expect(!overlaps(tip.frame, other.frame), "tip \(index) overlaps an earlier tip") }
            #expect(tip.frame.minX >= 10 && tip.frame.maxX <= 365)
        }
        // Each is as wide as its text, far narrower than the screen.
        #expect(result.tips.allSatisfy { $0.frame.width < 355 })
    }

    @Test func anAutomaticTipMovesPastAnotherItemsArrow() {
        // A corner target whose arrow points up-left from (335, 735), and a long tip of a centred
        // target whose arrow hangs below it (750…790): under a 34 pt home indicator the tip goes
        // above the arrow, past the ring (up to 723), where it reaches under the corner's arrow.
        let notched = CoachMarkEnvironment(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34))
        let corner = CoachMarkItem(shape: .circle(center: LayoutPoint(x: 345, y: 760), radius: 20), arrow: .init(offset: LayoutPoint(x: 10, y: 25), size: arrowSize))
        let long = CoachMarkItem(
            shape: .circle(center: LayoutPoint(x: 187.5, y: 740), radius: 10),
            arrow: .init(offset: LayoutPoint(x: 0, y: 10), quadrant: .second, size: arrowSize), tip: .init(text: "固定在下方的箭头,提示自动移到上方"))
        let result = layout([corner, long], in: notched, automatic: true)
        let arrow = result.arrows[0].frame
        let tip = result.tips[0].frame
        #expect(arrow == LayoutRect(x: 275, y: 695, width: 60, height: 40), "the corner's arrow, up and left of its point")
        #expect(tip.maxX > arrow.minX, "the tip runs under the arrow's columns")
        #expect(tip.maxY == arrow.minY - 5, "so it sits 5 above the arrow")
    }

    @Test func rightToLeftMirrorsQuadrantsOffsetsAndAlignments() {
        let rtl = CoachMarkEnvironment(screen: LayoutSize(width: 375, height: 812), layoutDirection: .rightToLeft)
        let item = CoachMarkItem(
            shape: .circle(center: LayoutPoint(x: 275, y: 200), radius: 20),
            arrow: .init(offset: LayoutPoint(x: 10, y: 30), quadrant: .second, size: arrowSize), tip: .init(text: "提示"))
        let result = layout([item], in: rtl)
        // The mirror of LTR (100, 200) → (275, 200): quadrant 1, offset (−10, 30), point (265, 230), centre (235, 250).
        #expect(result.arrows.first?.quadrant == .first)
        #expect(result.arrows.first?.frame == LayoutRect(x: 205, y: 230, width: 60, height: 40))
        let ltrFrame = layout([CoachMarkItem(shape: .circle(center: LayoutPoint(x: 100, y: 200), radius: 20), arrow: item.arrow)]).arrows[0].frame
        #expect(result.arrows[0].frame.minX == 375 - ltrFrame.maxX, "exactly the mirror image")
        #expect(result.tips.first?.alignment == .right)
        let left = CoachMarkItem(shape: item.shape, tip: .init(text: "提示", alignment: .left))
        #expect(layout([left], in: rtl).tips.first?.alignment == .right)
        let centered = CoachMarkItem(shape: item.shape, tip: .init(text: "提示", alignment: .center))
        #expect(layout([centered], in: rtl).tips.first?.alignment == .center)
    }

    @Test func hostileNumbersNeitherTrapNorMakeFakeGeometry() {
        let items = [
            CoachMarkItem(shape: .circle(center: LayoutPoint(x: .nan, y: 10), radius: 5), tip: .init(text: "lost")),
            CoachMarkItem(shape: .circle(center: LayoutPoint(x: 10, y: 10), radius: -5)),
            CoachMarkItem(shape: .oval(center: LayoutPoint(x: 10, y: 10), size: LayoutSize(width: .infinity, height: -1))),
            CoachMarkItem(shape: .circle(center: LayoutPoint(x: 10, y: 10), radius: 5), arrow: .init(offset: LayoutPoint(x: .nan, y: .infinity), quadrant: .first, size: arrowSize)),
        ]
        let result = layout(items)
        #expect(result.dimPath.count == 4, "the item without a real centre is left out")
        #expect(result.dimPath[1] == .circle(center: LayoutPoint(x: 10, y: 10), radius: 3))
        #expect(result.dimPath[2] == .ellipse(in: LayoutRect(x: 7, y: 7, width: 6, height: 6)))
        #expect(result.arrows.first?.frame == LayoutRect(x: -50, y: 10, width: 60, height: 40), "non-finite offsets count as 0")
        #expect(layout([]).dimPath == [.rect(in: LayoutRect(x: 0, y: 0, width: 375, height: 812))])
    }

    @Test func cutoutHitTestingFollowsTheGrownShapes() {
        let result = layout([
            CoachMarkItem(shape: .circle(center: LayoutPoint(x: 100, y: 100), radius: 20)),
            CoachMarkItem(shape: .oval(center: LayoutPoint(x: 300, y: 500), size: LayoutSize(width: 80, height: 40))),
        ])
        #expect(result.cutoutContains(LayoutPoint(x: 100, y: 122.9)), "inside r + 3")
        #expect(!result.cutoutContains(LayoutPoint(x: 100, y: 123.1)))
        #expect(result.cutoutContains(LayoutPoint(x: 342.9, y: 500)) && !result.cutoutContains(LayoutPoint(x: 343.1, y: 500)))
        #expect(!result.cutoutContains(LayoutPoint(x: 0, y: 0)), "the screen rectangle itself is not a cutout")
    }
}
