extension CoachMarkLayout {
    /// Lays a screen's items out as the seed draws them: the dim layer with a
    /// cutout per item (a circle of radius r + 3, an oval's box grown by 3),
    /// a dashed ring around each (r + 3 + 4; the box grown by 5), each arrow
    /// centred from its point by quadrant (1: x − w/2, y + h/2; 2: x + w/2,
    /// y + h/2; 3: x + w/2, y − h/2; 4: x − w/2, y − h/2), and each tip
    /// across the screen less 10 on each side, 5 above or below its arrow
    /// (or its cutout, without an arrow), as tall as its text measures in
    /// the tip font at `style.contentSize`.
    ///
    /// Sizes and offsets that are not finite count as 0; an item whose centre
    /// is not finite is left out.
    ///
    /// A missing quadrant is the seed's default, the first, and a missing tip
    /// side its default, above the arrow. With `placesAutomatically` (beyond
    /// the seed) they are chosen instead, so that the arrow points from the
    /// roomier side and the tip stays on screen; and each tip is as wide as
    /// its text, centred on its arrow (or cutout) within the insets, and
    /// moved further out from it past any ring, arrow or earlier tip it
    /// would cross, so that no two tips share a line and none covers a
    /// target. In a right-to-left layout the
    /// design is mirrored (offsets, quadrants, alignments), since the targets'
    /// own positions already are.
    public static func make(
        items: [CoachMarkItem], environment: CoachMarkEnvironment, style: CoachMarkStyle = CoachMarkStyle(),
        measurer: AnyTextMeasuring = EstimatedTextMeasurer(), placesAutomatically: Bool = false
    ) -> CoachMarkLayout {
        let screen = environment.screen
        let rtl = environment.layoutDirection == .rightToLeft
        var dimPath: [PathShape] = [.rect(in: LayoutRect(origin: .zero, size: screen))]
        var rings: [PathShape] = []
        var arrows: [ArrowPlacement] = []
        var tips: [TipPlacement] = []
        // The rings' boxes, which an automatic tip keeps clear of.
        var ringBoxes: [LayoutRect] = []
        dimPath.reserveCapacity(items.count + 1)
        rings.reserveCapacity(items.count)
        arrows.reserveCapacity(items.count)
        tips.reserveCapacity(items.count)
        func length(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        let tipFont = style.tipFont.scaled(to: style.contentSize)
        for (index, item) in items.enumerated() {
            // An item whose centre is not a real point has nowhere to be drawn.
            guard item.shape.center.x.isFinite, item.shape.center.y.isFinite else { continue }
            let bounds: LayoutRect
            switch item.shape {
            case .circle(let center, let radius):
                let r = length(radius)
                dimPath.append(.circle(center: center, radius: r + style.cutoutGrowth))
                rings.append(.circle(center: center, radius: r + style.cutoutGrowth + style.circleRingGrowth))
                bounds = .centered(at: center, size: LayoutSize(width: 2 * (r + style.cutoutGrowth), height: 2 * (r + style.cutoutGrowth)))
                let ring = r + style.cutoutGrowth + style.circleRingGrowth
                ringBoxes.append(.centered(at: center, size: LayoutSize(width: 2 * ring, height: 2 * ring)))
            case .oval(let center, let size):
                let box = LayoutRect.centered(at: center, size: LayoutSize(width: length(size.width), height: length(size.height)))
                dimPath.append(.ellipse(in: box.insetBy(dx: -style.cutoutGrowth, dy: -style.cutoutGrowth)))
                rings.append(.ellipse(in: box.insetBy(dx: -style.ovalRingGrowth, dy: -style.ovalRingGrowth)))
                bounds = box.insetBy(dx: -style.cutoutGrowth, dy: -style.cutoutGrowth)
                ringBoxes.append(box.insetBy(dx: -style.ovalRingGrowth, dy: -style.ovalRingGrowth))
            }
            let center = item.shape.center
            let isLeftHalf = center.x <= screen.width / 2
            let isTopHalf = center.y <= screen.height / 2
            var arrowFrame: LayoutRect?
            var arrowBelowPoint = isTopHalf
            if let arrow = item.arrow, arrow.size.width > 0, arrow.size.height > 0, arrow.size.width.isFinite, arrow.size.height.isFinite {
                var quadrant: CoachMarkItem.Quadrant
                var offset = LayoutPoint(x: arrow.offset.x.isFinite ? arrow.offset.x : 0, y: arrow.offset.y.isFinite ? arrow.offset.y : 0)
                if let chosen = arrow.quadrant ?? (placesAutomatically ? nil : .first) {
                    quadrant = rtl ? chosen.mirrored : chosen
                    if rtl { offset.x = -offset.x }
                } else {
                    // The image goes to the roomier side of its point, pointing back at the target.
                    quadrant = isTopHalf ? (isLeftHalf ? .second : .first) : (isLeftHalf ? .third : .fourth)
                    offset = LayoutPoint(x: abs(offset.x) * (isLeftHalf ? 1 : -1), y: abs(offset.y) * (isTopHalf ? 1 : -1))
                }
                let point = LayoutPoint(x: center.x + offset.x, y: center.y + offset.y)
                let frame = LayoutRect.centered(at: quadrant.imageCenter(from: point, size: arrow.size), size: arrow.size)
                arrowFrame = frame
                arrowBelowPoint = quadrant.isBelowPoint
                arrows.append(ArrowPlacement(item: index, frame: frame, quadrant: quadrant, image: arrow.image))
            }
            if let tip = item.tip, !tip.text.isEmpty {
                let across = max(0, screen.width - 2 * style.tipSideInset)
                let measured = measurer.size(of: tip.text, font: tipFont, maxWidth: across)
                let height = measured.height
                let anchor = arrowFrame ?? bounds
                // The seed's tip spans the screen; an automatic one is as wide as its text, under its anchor.
                let width = placesAutomatically ? min(across, max(0, measured.width.isFinite ? measured.width : across)) : across
                let x = placesAutomatically ? min(max(anchor.midX - width / 2, style.tipSideInset), style.tipSideInset + across - width) : style.tipSideInset
                func frame(_ position: CoachMarkItem.TipPosition) -> LayoutRect {
                    let y = position == .above ? anchor.minY - style.tipGap - height : anchor.maxY + style.tipGap
                    return LayoutRect(x: x, y: y, width: width, height: height)
                }
                func fits(_ rect: LayoutRect) -> Bool {
                    rect.minY >= environment.safeArea.top && rect.maxY <= screen.height - environment.safeArea.bottom
                }
                var position = tip.position ?? (placesAutomatically ? (arrowBelowPoint ? .below : .above) : .above)
                // Automatic placement, and any tip at a text size other than
                // the seed's, moves to the other side when it does not fit.
                let moves = style.contentSize != .large || (tip.position == nil && placesAutomatically)
                if moves, !fits(frame(position)) {
                    let other: CoachMarkItem.TipPosition = position == .above ? .below : .above
                    if fits(frame(other)) { position = other }
                }
                var placed = frame(position)
                if style.contentSize != .large, !fits(placed) {
                    // Neither side has room: the tip keeps inside the safe area, its top first.
                    let top = environment.safeArea.top
                    placed.y = max(top, min(placed.y, screen.height - environment.safeArea.bottom - placed.height))
                }
                tips.append(TipPlacement(item: index, frame: placed, text: tip.text, alignment: tip.alignment.resolved(rightToLeft: rtl), position: position))
            }
        }
        if placesAutomatically {
            let visible = environment.safeArea.top...max(environment.safeArea.top, screen.height - environment.safeArea.bottom)
            separate(&tips, from: ringBoxes + arrows.map { $0.frame }, gap: style.tipGap, within: visible)
        }
        return CoachMarkLayout(
            dimPath: dimPath, dimColor: style.dimColor, dimAlpha: style.dimAlpha, rings: rings, ringColor: style.ringColor,
            ringWidth: style.ringWidth, ringDash: style.ringDash, arrows: arrows, tips: tips, tipFont: tipFont, tipColor: style.tipColor)
    }

    /// Moves each tip, in order, further out from its anchor (up for a tip
    /// above, down for one below) past any ring, arrow or earlier tip it
    /// overlaps (its own arrow lies behind it, so it never moves for that):
    /// each move clears one obstacle for good, so at most one move per
    /// obstacle. A tip that would leave `visible` (the safe area's rows)
    /// stays where it was: overlapping is better than off screen.
    static func separate(_ tips: inout [TipPlacement], from drawn: [LayoutRect], gap: Double, within visible: ClosedRange<Double>) {
        func overlaps(_ a: LayoutRect, _ b: LayoutRect) -> Bool { a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY }
        var placed: [LayoutRect] = []
        placed.reserveCapacity(tips.count)
        for index in tips.indices {
            var frame = tips[index].frame
            let obstacles = drawn + placed
            for _ in 0...obstacles.count {
                guard let hit = obstacles.first(where: { overlaps($0, frame) }) else { break }
                frame.y = tips[index].position == .above ? hit.minY - gap - frame.height : hit.maxY + gap
            }
            if visible.contains(frame.minY), visible.contains(frame.maxY) { tips[index].frame = frame }
            placed.append(tips[index].frame)
        }
    }

    /// Whether `point` lies inside one of the cutouts.
    public func cutoutContains(_ point: LayoutPoint) -> Bool {
        dimPath.dropFirst().contains { shape in
            switch shape {
            case .circle(let center, let radius):
                let dx = point.x - center.x, dy = point.y - center.y
                return dx * dx + dy * dy <= radius * radius
            case .ellipse(let box):
                guard box.width > 0, box.height > 0 else { return false }
                let dx = (point.x - box.midX) / (box.width / 2), dy = (point.y - box.midY) / (box.height / 2)
                return dx * dx + dy * dy <= 1
            case .rect(let rect):
                return rect.contains(point)
            }
        }
    }
}

extension CoachMarkItem.Quadrant {
    /// The arrow image's centre for an arrow point `point`.
    func imageCenter(from point: LayoutPoint, size: LayoutSize) -> LayoutPoint {
        switch self {
        case .first: LayoutPoint(x: point.x - size.width / 2, y: point.y + size.height / 2)
        case .second: LayoutPoint(x: point.x + size.width / 2, y: point.y + size.height / 2)
        case .third: LayoutPoint(x: point.x + size.width / 2, y: point.y - size.height / 2)
        case .fourth: LayoutPoint(x: point.x - size.width / 2, y: point.y - size.height / 2)
        }
    }

    /// The quadrant seen in a mirror (left and right swapped).
    var mirrored: Self {
        switch self {
        case .first: .second
        case .second: .first
        case .third: .fourth
        case .fourth: .third
        }
    }
}

extension CoachMarkItem.TipAlignment {
    func resolved(rightToLeft: Bool) -> Self {
        switch self {
        case .natural: rightToLeft ? .right : .left
        case .left: rightToLeft ? .right : .left
        case .right: rightToLeft ? .left : .right
        case .center: .center
        }
    }
}
