/// Where everything in an alert goes: the container in screen coordinates,
/// the rest in the container's coordinates.
///
/// - JSON: written by name
/// - JSON: coded
public struct AlertLayout: Hashable, Sendable {
    /// The container, in screen coordinates.
    public var container: LayoutRect
    /// The title's frame; nil when the title is blank.
    public var title: LayoutRect?
    /// The message's visible area (plain alerts with a message).
    public var message: LayoutRect?
    /// The input field's rounded background, and the field inside it.
    public var inputBackground: LayoutRect?
    /// The one-line field inside `inputBackground` (the input kind).
    public var inputField: LayoutRect?
    /// The multi-line text view, and its placeholder in the text view's coordinates.
    public var textView: LayoutRect?
    /// The placeholder's frame inside the text view (the text-view kind).
    public var placeholder: LayoutRect?
    /// The buttons, in display order (a column puts the cancel button last).
    public var buttons: [AlertButtonLayout]
    /// Whether the buttons sit in a row or a column.
    public var buttonAxis: AlertButtonAxis
    /// The full height of the message or text view before any shrinking.
    public var bodyContentHeight: Double
    /// Whether the message or text view was shrunk and scrolls.
    public var isBodyScrollable: Bool
    /// The title's full height when it was shrunk and scrolls (a long title
    /// at a large text size); nil when it shows whole.
    public var titleContentHeight: Double?

    /// A layout with nothing in it.
    public init() {
        container = .zero
        buttons = []
        buttonAxis = .row
        bodyContentHeight = 0
        isBodyScrollable = false
    }
}

/// One button's place and look.
/// - JSON: coded
public struct AlertButtonLayout: Hashable, Sendable {
    /// The button's index in the content's `buttons`.
    public var index: Int
    /// Where the button sits, in the container.
    public var frame: LayoutRect
    /// Whether it is the emphasized (destructive) button.
    public var isEmphasized: Bool
    /// Its background colour.
    public var background: ColorToken
    /// Its title's colour.
    public var titleColor: ColorToken

    /// Every member, as given (what its coding reads it through).
    package init(index: Int, frame: LayoutRect, isEmphasized: Bool, background: ColorToken, titleColor: ColorToken) {
        self.index = index
        self.frame = frame
        self.isEmphasized = isEmphasized
        self.background = background
        self.titleColor = titleColor
    }
}

/// Whether the buttons sit side by side or one above another.
/// - JSON: coded
public enum AlertButtonAxis: String, Hashable, Sendable, CaseIterable {
    /// Side by side, equal widths (the seed).
    case row
    /// Stacked, one a row (the adaptive policy when a row does not fit).
    case column
}

/// The screen an alert is laid out on.
///
/// - JSON: written by name
/// - JSON: coded
public struct AlertEnvironment: Hashable, Sendable {
    /// The screen's size, in points.
    public private(set) var screen: LayoutSize
    /// The screen's safe-area insets.
    /// - JSON: optional
    public private(set) var safeArea: Insets
    /// The keyboard's frame in screen coordinates; nil when hidden.
    public private(set) var keyboard: LayoutRect?

    /// An environment for a screen of `screen` points. Values that are not
    /// finite, or negative, count as 0, and values past `Bounds.length` as its
    /// upper bound; a keyboard frame that is not a real rectangle (NaN or
    /// infinite, or empty) counts as no keyboard.
    public init(screen: LayoutSize, safeArea: Insets = .zero, keyboard: LayoutRect? = nil) {
        func length(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), Bounds.length.upperBound) : 0 }
        self.screen = LayoutSize(width: length(screen.width), height: length(screen.height))
        self.safeArea = Insets(top: length(safeArea.top), left: length(safeArea.left), bottom: length(safeArea.bottom), right: length(safeArea.right))
        if let keyboard, [keyboard.x, keyboard.y, keyboard.width, keyboard.height].allSatisfy({ $0.isFinite }), keyboard.width > 0, keyboard.height > 0 {
            self.keyboard = keyboard
        } else {
            self.keyboard = nil
        }
    }

    /// The same screen with the keyboard at `frame` (nil: hidden).
    public func with(keyboard frame: LayoutRect?) -> AlertEnvironment {
        AlertEnvironment(screen: screen, safeArea: safeArea, keyboard: frame)
    }

    /// How much of the screen's bottom the keyboard covers (0 when hidden): all
    /// of the screen below its top edge, so a floating keyboard counts as docked.
    public var keyboardOcclusion: Double {
        guard let keyboard else { return 0 }
        return min(max(screen.height - keyboard.minY, 0), screen.height)
    }
}

/// The text sizes an alert needs, measured once when it is shown, so that
/// keyboard and screen events need no text measuring.
/// - JSON: coded
public struct AlertMeasurements: Hashable, Sendable {
    /// The container width the heights were measured for.
    public var width: Double
    /// The title's height, 0 without a title.
    public var titleHeight: Double
    /// The message's full height, 0 without one (plain alerts only).
    public var messageHeight: Double
    /// Each button title's one-line width.
    public var buttonTitleWidths: [Double]

    /// Every member, as given (what its coding reads it through).
    package init(width: Double, titleHeight: Double, messageHeight: Double, buttonTitleWidths: [Double]) {
        self.width = width
        self.titleHeight = titleHeight
        self.messageHeight = messageHeight
        self.buttonTitleWidths = buttonTitleWidths
    }
}
