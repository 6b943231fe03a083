/// One highlighted spot on a coach-mark screen (the seed's GBBaseMaskViewItem):
/// a cutout, optionally an arrow image pointing at it, optionally a tip.
/// - JSON: coded
public struct CoachMarkItem: Hashable, Sendable {
    /// The cutout's shape, in screen coordinates.
    /// - JSON: coded
    public enum Shape: Hashable, Sendable {
        /// A circle around `center` (the cutout grows by 3, as the seed's).
        /// - JSON: bounds of center Bounds.pointMembers; bounds of radius Bounds.length
        case circle(center: LayoutPoint, radius: Double)
        /// An oval in a `size` box centred on `center`.
        /// - JSON: bounds of center Bounds.pointMembers; bounds of size Bounds.sizeMembers
        case oval(center: LayoutPoint, size: LayoutSize)

        /// The point the arrow's offset starts from.
        public var center: LayoutPoint {
            switch self {
            case .circle(let center, _), .oval(let center, _): center
            }
        }
    }

    /// Where the arrow image sits around its point (the seed's quadrants):
    /// 1: to the left and below; 2: right and below; 3: right and above;
    /// 4: left and above.
    /// - JSON: coded
    public enum Quadrant: Int, Hashable, Sendable, CaseIterable {
        /// Left of and below the point (the seed's default).
        case first = 1
        /// Right of and below the point.
        case second
        /// Right of and above the point.
        case third
        /// Left of and above the point.
        case fourth

        /// Whether the image lies left of its point.
        var isLeftOfPoint: Bool { self == .first || self == .fourth }
        /// Whether the image lies below its point.
        var isBelowPoint: Bool { self == .first || self == .second }

        /// The flips that turn an image drawn for `designed` into one for this quadrant.
        func flip(from designed: Self) -> ImageFlip {
            var flip: ImageFlip = []
            if isLeftOfPoint != designed.isLeftOfPoint { flip.insert(.horizontal) }
            if isBelowPoint != designed.isBelowPoint { flip.insert(.vertical) }
            return flip
        }
    }

    /// The arrow image.
    /// - JSON: coded
    public struct Arrow: Hashable, Sendable {
        /// From the cutout's centre to the arrow's point. With an automatic
        /// quadrant, only the lengths count: the signs follow the quadrant.
        /// - JSON: bounds Bounds.pointMembers
        public var offset: LayoutPoint
        /// Nil: the seed's first quadrant, or, when the coach marks place
        /// automatically, chosen so that arrow and tip stay on screen.
        public var quadrant: Quadrant?
        /// The image's size; no arrow is drawn without one.
        /// - JSON: bounds Bounds.sizeMembers
        public var size: LayoutSize
        /// The image's name, for the front. The default, `builtInImage`,
        /// is drawn for the first quadrant and is mirrored to point back at
        /// its target from wherever it is placed; another image is taken as
        /// drawn for the item's quadrant (the seed's apps draw each arrow for
        /// its place) and is mirrored only when automatic placement or a
        /// right-to-left layout puts it in another.
        /// - JSON: optional
        public var image: String

        /// The built-in arrow's name: a curved arrow pointing up and to the
        /// right, from the first quadrant.
        public static let builtInImage = "arrow"

        /// An arrow; the built-in image by default.
        public init(offset: LayoutPoint, quadrant: Quadrant? = nil, size: LayoutSize, image: String = Self.builtInImage) {
            self.offset = offset
            self.quadrant = quadrant
            self.size = size
            self.image = image
        }
    }

    /// Which side of the arrow the tip sits on.
    /// - JSON: coded
    public enum TipPosition: String, Hashable, Sendable, CaseIterable {
        /// Above the arrow.
        case above
        /// Below the arrow.
        case below
    }

    /// How a tip's lines are aligned; `natural` follows the layout direction.
    /// - JSON: coded
    public enum TipAlignment: String, Hashable, Sendable, CaseIterable {
        /// Flush left.
        case left
        /// Centred.
        case center
        /// Flush right.
        case right
        /// Left, or right in a right-to-left layout.
        case natural
    }

    /// The explanation.
    /// - JSON: coded
    public struct Tip: Hashable, Sendable {
        /// The words; a newline breaks the line (the seed's way of shaping tips).
        public var text: String
        /// Nil: the seed's default, above the arrow; or, when the coach marks
        /// place automatically, below the arrow when the arrow is below its
        /// point, else above, switched when it would leave the screen.
        public var position: TipPosition?
        /// How its lines are aligned (the seed's default: left).
        /// - JSON: optional
        public var alignment: TipAlignment

        /// A tip.
        public init(text: String, position: TipPosition? = nil, alignment: TipAlignment = .left) {
            self.text = text
            self.position = position
            self.alignment = alignment
        }
    }

    /// The spot to highlight.
    public var shape: Shape
    /// An arrow pointing at it, if any.
    public var arrow: Arrow?
    /// The explanation, if any.
    public var tip: Tip?

    /// An item.
    public init(shape: Shape, arrow: Arrow? = nil, tip: Tip? = nil) {
        self.shape = shape
        self.arrow = arrow
        self.tip = tip
    }
}

/// One coach-mark screen: its items, shown together over one dim layer.
/// - JSON: coded
public struct CoachMarkScreen: Hashable, Sendable {
    /// Identifies the screen in the "shown once" record.
    public var id: String
    /// The spots highlighted together.
    /// - JSON: count Bounds.count
    public var items: [CoachMarkItem]

    /// A screen.
    public init(id: String, items: [CoachMarkItem]) {
        self.id = id
        self.items = items
    }
}

/// The coach marks' look (the seed's values are the defaults).
/// - JSON: every member optional
/// - JSON: coded
public struct CoachMarkStyle: Hashable, Sendable {
    /// The dim layer: black at 0.8.
    public var dimColor: ColorToken = "#000000"
    /// The dim layer's opacity.
    /// - JSON: bounds 0...1
    public var dimAlpha = 0.8
    /// How much larger than the item a cutout is (3), and how much further
    /// out its dashed ring lies: 4 more for a circle, 5 around an oval's box
    /// instead of 3.
    /// - JSON: bounds Bounds.length
    public var cutoutGrowth = 3.0
    /// How far outside a circle's cutout its ring lies.
    /// - JSON: bounds Bounds.length
    public var circleRingGrowth = 4.0
    /// How much an oval's box grows for its ring.
    /// - JSON: bounds Bounds.length
    public var ovalRingGrowth = 5.0
    /// The rings: white, 2 wide, dashes of 3 and gaps of 3.
    public var ringColor: ColorToken = "#FFFFFF"
    /// The rings' line width.
    /// - JSON: bounds Bounds.length
    public var ringWidth = 2.0
    /// The rings' dash pattern: drawn, skipped, in points.
    public var ringDash: [Double] = [3.0, 3.0]
    /// Tips: white 14 pt text (growing as body text) spanning the screen
    /// less 10 on each side, 5 from the arrow.
    public var tipFont: FontSpec = .system(14, textStyle: .body)
    /// The tips' text colour.
    public var tipColor: ColorToken = "#FFFFFF"
    /// The margin between a tip and each side of the screen.
    /// - JSON: bounds Bounds.length
    public var tipSideInset = 10.0
    /// The space between a tip and its arrow (or cutout).
    /// - JSON: bounds Bounds.length
    public var tipGap = 5.0
    /// The reader's text size (Dynamic Type; the seed's `.large` by default).
    /// The tips' font grows by its text style and the tips wrap taller; away
    /// from `.large` a tip that would leave the safe area moves to its
    /// target's other side, or into the safe area when neither side has room.
    public var contentSize: TextSizeCategory = .large
    /// What VoiceOver calls the element that moves on ("继续").
    public var continueLabel = "继续"
    /// How VoiceOver says what it does ("显示下一条提示").
    public var continueHint = "显示下一条提示"

    /// The seed's style.
    public init() {}
}
