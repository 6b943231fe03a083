/// What a front draws for a machine at one moment: named parts, back to front,
/// in the coordinates of a canvas of `size` (the screen, for most components).
///
/// A scene is the machine's state turned into the parts of its anatomy (as
/// Zag's `connect` turns a state into props): every frame, shape, colour,
/// text and image name a UIKit, SwiftUI, terminal or web front needs, with
/// the animations in flight sampled at the requested time. It holds no
/// behaviour: events still go to the machine.
public struct MachineScene: Hashable, Sendable {
    /// The canvas, from (0, 0).
    public var size: LayoutSize
    /// The parts, drawn in order (the first at the back).
    public var parts: [ScenePart]
    /// Whether the scene is modal: assistive technology reads and reaches
    /// nothing behind it (`accessibilityViewIsModal`, `aria-modal`). Dialogs
    /// and coach marks are.
    public var isModal: Bool
    /// The part that takes the accessibility focus when the scene appears
    /// (UIKit's screen-changed notification with it as the argument); nil
    /// leaves the focus where the platform puts it. When a modal scene goes,
    /// the front gives the focus back to where it was before.
    public var focus: String?
    /// Whether the escape gesture (a two-finger Z; the Escape key) dismisses
    /// it. The component's README names the event the front sends for it.
    public var escapes: Bool

    /// A scene of `parts` on a canvas of `size`; by default not modal, with
    /// no focus of its own, and not dismissed by escape.
    public init(size: LayoutSize, parts: [ScenePart], isModal: Bool = false, focus: String? = nil, escapes: Bool = false) {
        self.size = size
        self.parts = parts
        self.isModal = isModal
        self.focus = focus
        self.escapes = escapes
    }

    /// The part named `name`, if any.
    public func part(_ name: String) -> ScenePart? {
        parts.first { $0.name == name }
    }

    /// The most parts a scene may hold: a picture of a million dots is
    /// refused, not drawn.
    public static let maximumParts = 10_000

    /// The canvas of components whose configuration names no screen (the
    /// captcha, the code entry, the HUD): a 4.7-inch iPhone's 375 × 667
    /// points, the seeds' era. Their dialogs are centred on it.
    public static let defaultScreen = LayoutSize(width: 375, height: 667)
}

/// One thing drawn.
public struct ScenePart: Hashable, Sendable {
    /// What the part is, in the component's vocabulary (`"card"`,
    /// `"button[1]"`, `"dot[3]"`): animations and fronts find it by name.
    public var name: String
    /// Where it is, on the canvas.
    public var frame: LayoutRect
    /// Its outline within `frame`.
    public var shape: SceneShape
    /// Its fill, nil for none.
    public var fill: ColorToken?
    /// A gradient drawn as its fill, in place of `fill`; nil for none.
    public var gradient: SceneGradient?
    /// Its outline's stroke, nil for none.
    public var stroke: SceneStroke?
    /// Its opacity, 0 to 1 (applied to everything it draws).
    public var opacity: Double
    /// How far it is turned about its frame's centre, in radians, clockwise
    /// on screen (a spinner mid-turn); 0 for upright.
    public var rotation: Double = 0
    /// The words it shows, if any, laid out in `frame`.
    public var text: SceneText?
    /// The name of an image it shows, scaled to fit `frame`, for the front to load.
    public var image: String?
    /// How the image is flipped within `frame` (a coach-mark arrow drawn
    /// for one quadrant and shown in another); none by default.
    public var imageFlip: ImageFlip = []
    /// Where it may draw, on the canvas (its container's `clipsToBounds`);
    /// nil for anywhere.
    public var clip: LayoutRect?
    /// What it means to VoiceOver and the like; nil when it is not an
    /// element of its own (decoration, or read through another part).
    public var accessibility: SceneAccessibility?

    /// A part; by default an unfilled rectangle, fully opaque, with no gradient.
    // Not inlined: every scene builds dozens of parts, and each inlined copy
    // of these thirteen stores weighed in the web module (15 KB in all).
    @inline(never)
    public init(
        name: String, frame: LayoutRect, shape: SceneShape = .rect, fill: ColorToken? = nil, stroke: SceneStroke? = nil, opacity: Double = 1,
        text: SceneText? = nil, image: String? = nil, clip: LayoutRect? = nil, accessibility: SceneAccessibility? = nil,
        gradient: SceneGradient? = nil
    ) {
        self.name = name
        self.frame = frame
        self.shape = shape
        self.fill = fill
        self.gradient = gradient
        self.stroke = stroke
        self.opacity = opacity
        self.text = text
        self.image = image
        self.clip = clip
        self.accessibility = accessibility
    }
}

/// The mirror images of a picture: across its vertical axis, its
/// horizontal one, or both (a half turn).
public struct ImageFlip: OptionSet, Hashable, Sendable {
    /// The flips, as bits.
    public var rawValue: Int

    /// The flips `rawValue` holds.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Left and right exchanged.
    public static let horizontal = ImageFlip(rawValue: 1)
    /// Top and bottom exchanged.
    public static let vertical = ImageFlip(rawValue: 2)
}

/// A part's outline.
public enum SceneShape: Hashable, Sendable {
    /// The frame.
    case rect
    /// The frame with rounded corners.
    case roundedRect(cornerRadius: Double)
    /// The frame with only some corners rounded (the captcha card's bottom ones).
    case roundedCorners(cornerRadius: Double, corners: [Corner])
    /// The ellipse in the frame (a circle when it is square).
    case ellipse
    /// Shapes in canvas coordinates, filled by the even-odd rule: later ones
    /// cut holes in earlier ones (the coach marks' dim layer).
    case path([PathShape])

    /// One corner of a rectangle.
    public enum Corner: String, Hashable, Sendable, CaseIterable {
        /// Top left.
        case topLeft
        /// Top right.
        case topRight
        /// Bottom right.
        case bottomRight
        /// Bottom left.
        case bottomLeft
    }
}

/// An outline's stroke.
public struct SceneStroke: Hashable, Sendable {
    /// Its colour.
    public var color: ColorToken
    /// Its width, in points.
    public var width: Double
    /// Dash and gap lengths, repeating; empty for a solid line.
    public var dash: [Double]

    /// A stroke of `color`, `width` wide, solid unless `dash` is given.
    public init(color: ColorToken, width: Double, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}

/// Words in a part.
public struct SceneText: Hashable, Sendable {
    /// The words; a line feed breaks the line.
    public var string: String
    /// Their font (a front honours `family` when it has it).
    public var font: FontSpec
    /// Their colour.
    public var color: ColorToken
    /// How lines are placed across the frame.
    public var alignment: Alignment
    /// Whether the lines sit in the frame's middle (a label) or at its top (a text view).
    public var isTopAligned: Bool
    /// Spans drawn in other colours: the first `count` characters in `color`
    /// (the captcha's red "验证失败").
    public var highlight: Highlight?
    /// The most lines drawn, the last one cut with "…" when the words need
    /// more (a `UILabel`'s `numberOfLines`, whose default is 1); 0 for no limit.
    public var lineLimit: Int
    /// How far the lines are scrolled up within the frame, which clips
    /// them (a text view keeping its caret in sight: `TextCaret`); 0 by
    /// default.
    public var scrollOffset: Double = 0

    /// Words in `font` and `color`, centred unless told otherwise, unscrolled.
    public init(
        _ string: String, font: FontSpec, color: ColorToken, alignment: Alignment = .center, isTopAligned: Bool = false, highlight: Highlight? = nil,
        lineLimit: Int = 0, scrollOffset: Double = 0
    ) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
        self.isTopAligned = isTopAligned
        self.highlight = highlight
        self.lineLimit = lineLimit
        self.scrollOffset = scrollOffset
    }

    /// How lines are placed.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Flush left.
        case left
        /// Centred.
        case center
        /// Flush right.
        case right
    }

    /// The first characters in another colour.
    public struct Highlight: Hashable, Sendable {
        /// How many characters, from the start.
        public var count: Int
        /// Their colour.
        public var color: ColorToken

        /// The first `count` characters in `color`.
        public init(count: Int, color: ColorToken) {
            self.count = count
            self.color = color
        }
    }
}
