/// Everything a coach-mark screen draws, as data.
public struct CoachMarkLayout: Hashable, Sendable, JSONCodable {
    /// An arrow image's place.
    public struct ArrowPlacement: Hashable, Sendable, JSONCodable {
        /// The item it belongs to.
        public var item: Int
        /// The image's frame, in screen coordinates.
        public var frame: Rect
        /// The quadrant used (after any automatic choice and mirroring).
        public var quadrant: CoachMarkItem.Quadrant
        /// The image's name.
        public var image: String
    }

    /// A tip's place and look.
    public struct TipPlacement: Hashable, Sendable, JSONCodable {
        /// The item it belongs to.
        public var item: Int
        /// The label's frame, in screen coordinates.
        public var frame: Rect
        /// The words to show.
        public var text: String
        /// The resolved alignment (never `natural`).
        public var alignment: CoachMarkItem.TipAlignment
        /// The side of the arrow it ended up on.
        public var position: CoachMarkItem.TipPosition
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
}

/// The screen coach marks are laid out on.
public struct CoachMarkEnvironment: Hashable, Sendable, JSONCodable {
    /// The screen's size in points.
    public var screen: Size
    /// Where tips must not go (the notch, the home indicator).
    public var safeArea: Insets
    /// Which way the design reads.
    public var layoutDirection: LayoutDirection

    /// An environment; non-finite or negative sizes count as 0, and sizes
    /// past `Bounds.length` as its upper bound (a screen reported by the
    /// platform is taken as it comes, never refused).
    public init(screen: Size, safeArea: Insets = .zero, layoutDirection: LayoutDirection = .leftToRight) {
        func length(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), Bounds.length.upperBound) : 0 }
        self.screen = Size(width: length(screen.width), height: length(screen.height))
        self.safeArea = Insets(top: length(safeArea.top), left: length(safeArea.left), bottom: length(safeArea.bottom), right: length(safeArea.right))
        self.layoutDirection = layoutDirection
    }
}
