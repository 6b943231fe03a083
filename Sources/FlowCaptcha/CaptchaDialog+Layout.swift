/// Where the captcha's parts are drawn, for a front.
/// - JSON: coded
public struct CaptchaLayout: Hashable, Sendable {
    /// A numbered marker on a tapped word.
    /// - JSON: coded
    public struct Marker: Hashable, Sendable {
        /// 1 for the first tap.
        public var number: Int
        /// A `markerSize` square centred on the tap, in the image's coordinates.
        public var frame: LayoutRect

        /// Every member, as given (what its coding reads it through).
        package init(number: Int, frame: LayoutRect) {
            self.number = number
            self.frame = frame
        }
    }

    /// The content view (centred on the screen by the front).
    public var content: LayoutSize
    /// The background image, in the content view.
    public var image: LayoutRect
    /// The puzzle piece, in the image: moved right by the piece offset.
    public var piece: LayoutRect?
    /// The puzzle's hint, in the content view.
    public var tipLabel: LayoutRect?
    /// The slider track, in the content view.
    public var slider: LayoutRect
    /// The thumb, in the slider: moved right by the thumb offset.
    public var thumb: LayoutRect?
    /// The click-word hint, in the slider.
    public var clickTip: LayoutRect?
    /// The numbered markers on the tapped words, in tap order.
    public var markers: [Marker]
    /// The failure tip at rest, tucked under the image's bottom edge; the
    /// failure animation raises it by its height.
    public var failureTip: LayoutRect
    /// What the failure tip shows.
    public var failureTipContent: CaptchaFailureTip

    /// Every member, as given (what its coding reads it through).
    package init(
        content: LayoutSize, image: LayoutRect, piece: LayoutRect?, tipLabel: LayoutRect?, slider: LayoutRect, thumb: LayoutRect?, clickTip: LayoutRect?, markers: [Marker],
        failureTip: LayoutRect, failureTipContent: CaptchaFailureTip
    ) {
        self.content = content
        self.image = image
        self.piece = piece
        self.tipLabel = tipLabel
        self.slider = slider
        self.thumb = thumb
        self.clickTip = clickTip
        self.markers = markers
        self.failureTip = failureTip
        self.failureTipContent = failureTipContent
    }
}

extension CaptchaDialog {
    /// The frames for `state`.
    ///
    /// At the seed's text size (`style.contentSize` `.large`) the geometry
    /// as configured, each hint on one line. At any other size the hints'
    /// fonts grow by their text styles and wrap: the puzzle's hint grows to
    /// its wrapped height (never below the configured one), moving the slider
    /// down; the click-word hint grows the slider around it; the card grows by
    /// as much. Widths, the picture and the slider's arithmetic do not change.
    public func layout(for state: State) -> CaptchaLayout {
        var g = geometry
        let pieceSize = state.challenge?.pieceSize ?? g.fallbackPieceSize
        let isPuzzle = kind == .blockPuzzle
        if style.contentSize != .large {
            let growth: Double
            if isPuzzle {
                let height = measurer.size(of: g.tipText, font: fonts.tip, maxWidth: g.tipLabel.width).height
                growth = max(0, height - g.tipLabel.height)
                g.tipLabel.height += growth
                g.slider.y += growth
            } else {
                let height = state.tip.map { measurer.size(of: $0.text, font: fonts.clickTip, maxWidth: g.slider.width).height } ?? 0
                growth = max(0, height - g.clickTipHeight)
                g.clickTipHeight += growth
                g.slider.height += growth
            }
            g.contentSize.height += growth
        }
        return CaptchaLayout(
            content: g.contentSize,
            image: g.image,
            piece: isPuzzle ? LayoutRect(x: state.pieceOffset, y: 0, width: pieceSize.width, height: pieceSize.height) : nil,
            tipLabel: isPuzzle ? g.tipLabel : nil,
            slider: g.slider,
            thumb: isPuzzle ? g.thumb.offsetBy(dx: state.thumbOffset) : nil,
            clickTip: isPuzzle ? nil : LayoutRect(x: 0, y: 0, width: g.slider.width, height: g.clickTipHeight),
            markers: state.taps.enumerated().map { index, point in
                CaptchaLayout.Marker(number: index + 1, frame: .centered(at: point, size: LayoutSize(width: g.markerSize, height: g.markerSize)))
            },
            failureTip: LayoutRect(x: 0, y: g.image.height, width: g.image.width, height: g.failureTipHeight),
            failureTipContent: g.failureTip)
    }
}

extension CaptchaDialog {
    /// The hints' fonts at the reader's text size.
    var fonts: (tip: FontSpec, clickTip: FontSpec) {
        (style.tipFont.scaled(to: style.contentSize), style.clickTipFont.scaled(to: style.contentSize))
    }
}
