/// The indicator at a fractional scroll position: every dot in the other
/// colour, and the highlight (the current colour) over them.
/// - JSON: coded
public struct InteractiveIndicatorLayout: Hashable, Sendable {
    /// Every dot's frame.
    public var dots: [LayoutRect]
    /// The highlight's frame, between the dots it is passing.
    public var highlight: LayoutRect

    /// Every member, as given (what its coding reads it through).
    package init(dots: [LayoutRect], highlight: LayoutRect) {
        self.dots = dots
        self.highlight = highlight
    }
}

extension PageIndicator {
    /// The frames at `progress` pages (AdvancedPageControl's worm). Between
    /// pages i and i + 1, the dots move in proportion from `layout(page: i)`
    /// to `layout(page: i + 1)`; the highlight's right edge reaches the next
    /// dot in the first half and its left edge follows in the second. Both
    /// edges only move forward as progress grows, and at whole pages the
    /// frames are the static layout. Progress outside the pages is clamped;
    /// NaN counts as 0.
    public func interactiveLayout(progress: Double) -> InteractiveIndicatorLayout {
        guard count > 0 else { return InteractiveIndicatorLayout(dots: [], highlight: .zero) }
        let position = progress.isNaN ? 0 : min(max(progress, 0), Double(count - 1))
        let page = min(Int(position), max(count - 2, 0))
        let fraction = count > 1 ? position - Double(page) : 0
        let from = layout(page: page)
        let to = layout(page: min(page + 1, count - 1))
        let dots = zip(from, to).map { a, b in
            LayoutRect(x: a.x + (b.x - a.x) * fraction, y: 0, width: a.width + (b.width - a.width) * fraction, height: dotHeight)
        }
        let step = otherDotWidth + spacing
        let right = from[page].x + currentDotWidth + step * min(1, 2 * fraction)
        let left = from[page].x + step * max(0, 2 * fraction - 1)
        return InteractiveIndicatorLayout(dots: dots, highlight: LayoutRect(x: left, y: 0, width: right - left, height: dotHeight))
    }
}
