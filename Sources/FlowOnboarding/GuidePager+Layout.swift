/// Where the pager's parts go, in screen coordinates unless noted.
/// - JSON: coded
public struct GuideLayout: Hashable, Sendable {
    /// The scroll view's content size.
    public var contentSize: LayoutSize
    /// Each page, in the content.
    public var pages: [LayoutRect]
    /// The top-right skip button ("跳 过"), nil when hidden.
    public var skipButton: GuideButton?
    /// The start button ("立即体验", or the new-feature "开始体验"), nil when hidden.
    public var startButton: GuideButton?
    /// The indicator.
    public var indicator: LayoutRect
    /// The bar behind the indicator's dots (the guide's), nil for none.
    public var indicatorBar: ColorToken?
    /// Each page's image name (the new-feature pages'), empty when the host supplies them.
    public var pageImages: [String]

    /// Every member, as given (what its coding reads it through).
    package init(
        contentSize: LayoutSize, pages: [LayoutRect], skipButton: GuideButton?, startButton: GuideButton?, indicator: LayoutRect, indicatorBar: ColorToken?,
        pageImages: [String]
    ) {
        self.contentSize = contentSize
        self.pages = pages
        self.skipButton = skipButton
        self.startButton = startButton
        self.indicator = indicator
        self.indicatorBar = indicatorBar
        self.pageImages = pageImages
    }
}

extension GuidePager {
    /// The layout, from the seed's design sizes scaled by `fitScale`.
    ///
    /// Guide: pages side by side (50 pt more content when slipping into home);
    /// skip at (width − 70, 44), 50 × 24; start 197 × 40, centred, its bottom
    /// 80 + the indicator's 4 above the safe area's bottom; the indicator
    /// centred with its bottom 54 above the safe area's bottom. New feature:
    /// one more page of content; the start button centred with its bottom at
    /// 70% of the height; the indicator centred 16 below it. Away from the
    /// default text size the buttons grow with their titles (`GuideStyle.contentSize`).
    public var layout: GuideLayout {
        let width = max(pageSize.width.isFinite ? pageSize.width : 0, 0)
        let height = max(pageSize.height.isFinite ? pageSize.height : 0, 0)
        let bottom = max(safeArea.bottom.isFinite ? safeArea.bottom : 0, 0)
        let fit = fitScale
        let indicatorSize = LayoutSize(width: indicator.totalWidth, height: indicator.dotHeight)
        switch variant {
        case .guide:
            let contentWidth = width * Double(pageCount) + (slipsIntoHome ? Self.slipExtraWidth : 0)
            let startSize = LayoutSize(width: 197 * fit, height: 40 * fit)
            return GuideLayout(
                contentSize: LayoutSize(width: contentWidth, height: height),
                pages: (0..<pageCount).map { LayoutRect(x: width * Double($0), y: 0, width: width, height: height) },
                skipButton: hidesSkipButton
                    ? nil
                    : GuideButton(
                        style.skip, frame: LayoutRect(x: width - 70 * fit, y: 44, width: 50 * fit, height: 24 * fit), fitScale: fit,
                        contentSize: style.contentSize, anchor: .topRight, pageWidth: width),
                startButton: hidesStartButton
                    ? nil
                    : GuideButton(
                        style.start,
                        frame: LayoutRect(
                            x: (width - startSize.width) / 2, y: height - bottom - startSize.height - 4 * fit - 80 * fit,
                            width: startSize.width, height: startSize.height),
                        fitScale: fit, contentSize: style.contentSize, anchor: .bottomCenter, pageWidth: width),
                indicator: LayoutRect(
                    x: (width - indicatorSize.width) / 2, y: height - indicatorSize.height - 54 * fit - bottom,
                    width: indicatorSize.width, height: indicatorSize.height),
                indicatorBar: style.indicatorBar,
                pageImages: [])
        case .newFeature:
            let start = LayoutRect(
                x: (width - newFeatureStartButtonSize.width) / 2, y: height * 0.7 - newFeatureStartButtonSize.height,
                width: newFeatureStartButtonSize.width, height: newFeatureStartButtonSize.height)
            return GuideLayout(
                contentSize: LayoutSize(width: width * Double(pageCount + 1), height: height),
                pages: (0..<pageCount).map { LayoutRect(x: width * Double($0), y: 0, width: width, height: height) },
                skipButton: nil,
                startButton: hidesStartButton
                    ? nil
                    : GuideButton(
                        style.newFeatureStart, frame: start, fitScale: fit, contentSize: style.contentSize, anchor: .bottomCenter,
                        pageWidth: width),
                indicator: LayoutRect(x: (width - indicatorSize.width) / 2, y: start.maxY + 16, width: indicatorSize.width, height: indicatorSize.height),
                indicatorBar: nil,
                pageImages: (0..<pageCount).map { style.newFeatureImagePrefix + String($0 + 1) })
        }
    }
}
