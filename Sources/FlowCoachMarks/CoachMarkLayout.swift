/// Everything a coach-mark screen draws, as data.
/// - JSON: coded
public struct CoachMarkLayout: Hashable, Sendable {
    /// An arrow image's place.
    /// - JSON: coded
    public struct ArrowPlacement: Hashable, Sendable {
        /// The item it belongs to.
        public var item: Int
        /// The image's frame, in screen coordinates.
        public var frame: LayoutRect
        /// The quadrant used (after any automatic choice and mirroring).
        public var quadrant: CoachMarkItem.Quadrant
        /// The image's name.
        public var image: String

        /// Every member, as given (what its coding reads it through).
        package init(item: Int, frame: LayoutRect, quadrant: CoachMarkItem.Quadrant, image: String) {
            self.item = item
            self.frame = frame
            self.quadrant = quadrant
            self.image = image
        }
    }

    /// A tip's place and look.
    /// - JSON: coded
    public struct TipPlacement: Hashable, Sendable {
        /// The item it belongs to.
        public var item: Int
        /// The label's frame, in screen coordinates.
        public var frame: LayoutRect
        /// The words to show.
        public var text: String
        /// The resolved alignment (never `natural`).
        public var alignment: CoachMarkItem.TipAlignment
        /// The side of the arrow it ended up on.
        public var position: CoachMarkItem.TipPosition

        /// Every member, as given (what its coding reads it through).
        package init(item: Int, frame: LayoutRect, text: String, alignment: CoachMarkItem.TipAlignment, position: CoachMarkItem.TipPosition) {
            self.item = item
            self.frame = frame
            self.text = text
            self.alignment = alignment
            self.position = position
        }
    }

    /// The dim layer: fill `dimPath` with the even-odd rule (the screen and
    /// every cutout in one path, so the cutouts are holes).
    public var dimPath: [PathShape]
    /// The dim layer's colour and opacity.
    public var dimColor: ColorToken
    /// The dim layer's opacity.
    public var dimAlpha: Double
    /// The dashed rings around the cutouts, stroked.
    public var rings: [PathShape]
    /// How the rings are stroked: colour, width, dash pattern.
    public var ringColor: ColorToken
    /// The rings' line width.
    public var ringWidth: Double
    /// The rings' dash pattern (lengths of dash and gap).
    public var ringDash: [Double]
    /// The arrow images to place.
    public var arrows: [ArrowPlacement]
    /// The tips to place, with their font and colour.
    public var tips: [TipPlacement]
    /// The tips' font.
    public var tipFont: FontSpec
    /// The tips' colour.
    public var tipColor: ColorToken

    /// Every member, as given (what its coding reads it through).
    package init(
        dimPath: [PathShape], dimColor: ColorToken, dimAlpha: Double, rings: [PathShape], ringColor: ColorToken, ringWidth: Double,
        ringDash: [Double], arrows: [ArrowPlacement], tips: [TipPlacement], tipFont: FontSpec, tipColor: ColorToken
    ) {
        self.dimPath = dimPath
        self.dimColor = dimColor
        self.dimAlpha = dimAlpha
        self.rings = rings
        self.ringColor = ringColor
        self.ringWidth = ringWidth
        self.ringDash = ringDash
        self.arrows = arrows
        self.tips = tips
        self.tipFont = tipFont
        self.tipColor = tipColor
    }
}

/// The screen coach marks are laid out on.
/// - JSON: coded
public struct CoachMarkEnvironment: Hashable, Sendable {
    /// The screen's size in points.
    public var screen: LayoutSize
    /// Where tips must not go (the notch, the home indicator).
    public var safeArea: Insets
    /// Which way the design reads.
    public var layoutDirection: ReadingDirection

    /// An environment; non-finite or negative sizes count as 0, and sizes
    /// past `Bounds.length` as its upper bound (a screen reported by the
    /// platform is taken as it comes, never refused).
    public init(screen: LayoutSize, safeArea: Insets = .zero, layoutDirection: ReadingDirection = .leftToRight) {
        func length(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), Bounds.length.upperBound) : 0 }
        self.screen = LayoutSize(width: length(screen.width), height: length(screen.height))
        self.safeArea = Insets(top: length(safeArea.top), left: length(safeArea.left), bottom: length(safeArea.bottom), right: length(safeArea.right))
        self.layoutDirection = layoutDirection
    }
}
