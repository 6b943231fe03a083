/// One dot shown in a windowed indicator.
/// - JSON: coded
public struct WindowedDot: Hashable, Sendable {
    /// The page it stands for.
    public var page: Int
    /// Where the dot sits.
    public var frame: LayoutRect
    /// 1 for a full dot; smaller at an edge with more pages beyond it.
    public var scale: Double
    /// Whether it is the current page's dot.
    public var isCurrent: Bool

    /// Every member, as given (what its coding reads it through).
    package init(page: Int, frame: LayoutRect, scale: Double, isCurrent: Bool) {
        self.page = page
        self.frame = frame
        self.scale = scale
        self.isCurrent = isCurrent
    }
}

extension PageIndicator {
    /// The size of the dot nearest an edge with hidden pages beyond it, and
    /// of the one next to it (FlexiblePageControl's small and medium dots).
    public static let edgeScales = (outer: 0.5, inner: 0.75)

    /// The window's first page after moving to `page`: it slides only when the
    /// page would land on an edge dot while more pages lie beyond that edge.
    /// A window of one or two dots has no room to keep the page off its
    /// edges: it slides just enough to show the page.
    func windowStart(for page: Int, from start: Int, maxVisible: Int) -> Int {
        guard count > maxVisible else { return 0 }
        var start = min(max(start, 0), count - maxVisible)
        if page < start + 1 { start = max(0, page - 1) }
        if page > start + maxVisible - 2 { start = min(count - maxVisible, page - maxVisible + 2) }
        start = min(max(start, page - maxVisible + 1), page)
        return min(max(start, 0), count - maxVisible)
    }

    /// The dots a windowed indicator shows for `state`: left to right,
    /// `spacing` apart, scaled at an edge with hidden pages beyond it and
    /// centred vertically in `dotHeight`.
    public func windowedLayout(for state: State) -> [WindowedDot] {
        let maxVisible: Int
        if case .windowed(let size) = mode { maxVisible = size } else { maxVisible = count }
        let visible = min(max(maxVisible, 1), count)
        let start = count > visible ? min(max(state.windowStart, 0), count - visible) : 0
        var x = 0.0
        return (0..<visible).map { position in
            let page = start + position
            var scale = 1.0
            if start > 0 {
                if position == 0 { scale = min(scale, Self.edgeScales.outer) }
                if position == 1 { scale = min(scale, Self.edgeScales.inner) }
            }
            if start + visible < count {
                if position == visible - 1 { scale = min(scale, Self.edgeScales.outer) }
                if position == visible - 2 { scale = min(scale, Self.edgeScales.inner) }
            }
            let isCurrent = page == state.currentPage
            let width = (isCurrent ? currentDotWidth : otherDotWidth) * scale
            let height = dotHeight * scale
            defer { x += width + spacing }
            return WindowedDot(
                page: page, frame: LayoutRect(x: x, y: (dotHeight - height) / 2, width: width, height: height), scale: scale, isCurrent: isCurrent
            )
        }
    }
}
