/// The alert's measurements and styles. The seed's constants are the
/// defaults; where the seed gives none, the defaults are noted as chosen.
/// - JSON: every member optional
/// - JSON: coded
public struct AlertMetrics: Hashable, Sendable {
    /// The container's width (chosen: 280), narrowed on screens too small for
    /// it plus `minimumSideMargin` on each side.
    /// - JSON: bounds Bounds.length
    public var width = 280.0
    /// The least room left on each side of the container on a narrow screen.
    /// - JSON: bounds Bounds.length
    public var minimumSideMargin = 20.0
    /// The container's corner radius (chosen: 10).
    /// - JSON: bounds Bounds.length
    public var cornerRadius = 10.0
    /// The title's top (chosen: 24); also where content starts without a title.
    /// - JSON: bounds Bounds.length
    public var titleTop = 24.0
    /// The title's inset from each side (chosen: 16); the text view's too.
    /// - JSON: bounds Bounds.length
    public var titleInset = 16.0
    /// The message's and the input field's inset from each side (the seed's 20).
    /// - JSON: bounds Bounds.length
    public var messageInset = 20.0
    /// The title's font (bold 17), growing as a headline.
    public var titleFont: FontSpec = .system(17, weight: .bold, textStyle: .headline)
    /// The message's font (14), growing as a subheadline.
    public var messageFont: FontSpec = .system(14, textStyle: .subheadline)
    /// The buttons' font (14), growing as body text.
    public var buttonFont: FontSpec = .system(14, textStyle: .body)
    /// Gaps under the title: to the message (12), to the input field's
    /// background (15), to the text view (chosen: 20, which puts it at
    /// 64.4 under a one-line title whose height is estimated at 20.4, the
    /// seed's fixed 64 give or take the estimate).
    /// - JSON: bounds Bounds.length
    public var titleToMessage = 12.0
    /// From the title's bottom to the input field's background.
    /// - JSON: bounds Bounds.length
    public var titleToInput = 15.0
    /// From the title's bottom to the text view.
    /// - JSON: bounds Bounds.length
    public var titleToTextView = 20.0
    /// The text view's least top, where the seed fixes it (64): an alert
    /// with no title keeps its text view there (X11).
    /// - JSON: bounds Bounds.length
    public var textViewTop = 64.0
    /// The input field's background height (40), corner (6) and the field's
    /// horizontal padding inside it (chosen: 10).
    /// - JSON: bounds Bounds.length
    public var inputHeight = 40.0
    /// The input background's corner radius.
    /// - JSON: bounds Bounds.length
    public var inputCornerRadius = 6.0
    /// The inset of the field inside its background.
    /// - JSON: bounds Bounds.length
    public var inputPadding = 10.0
    /// The text view's height (120) and text container insets (12, 16).
    /// - JSON: bounds Bounds.length
    public var textViewHeight = 120.0
    /// The text view's text insets (the seed's 12, 16, 12, 16).
    /// - JSON: bounds Bounds.insetsMembers
    public var textViewInsets = Insets(top: 12, left: 16, bottom: 12, right: 16)
    /// Gaps above the buttons: under the message (20), the input field (10),
    /// the text view (20).
    /// - JSON: bounds Bounds.length
    public var messageToButtons = 20.0
    /// From the input background's bottom to the buttons.
    /// - JSON: bounds Bounds.length
    public var inputToButtons = 10.0
    /// From the text view's bottom to the buttons.
    /// - JSON: bounds Bounds.length
    public var textViewToButtons = 20.0
    /// Buttons: height (chosen: 40), corner (20), the row's side inset (20),
    /// the gap between buttons (12), and the room a title needs on each side
    /// to count as fitting (chosen: 8).
    /// - JSON: bounds Bounds.length
    public var buttonHeight = 40.0
    /// The buttons' corner radius.
    /// - JSON: bounds Bounds.length
    public var buttonCornerRadius = 20.0
    /// The buttons' inset from the container's sides.
    /// - JSON: bounds Bounds.length
    public var buttonInset = 20.0
    /// The gap between buttons.
    /// - JSON: bounds Bounds.length
    public var buttonSpacing = 12.0
    /// The room a button title needs on each side before a row no longer fits (the adaptive policy).
    /// - JSON: bounds Bounds.length
    public var buttonTitlePadding = 8.0
    /// Space under the buttons (20).
    /// - JSON: bounds Bounds.length
    public var bottomPadding = 20.0
    /// The dimming mask (black at 0.5).
    public var maskColor: ColorToken = "#000000"
    /// The mask's opacity, within `alphas`.
    /// - JSON: bounds AlertMetrics.alphas
    public var maskAlpha = 0.5
    /// The opacities a mask may have: 0 to 1.
    public static let alphas: ClosedRange<Double> = 0...1
    /// Keyboard avoidance: the gap above the keyboard (10) and the least
    /// distance from the safe area's top (10).
    /// - JSON: bounds Bounds.length
    public var keyboardGap = 10.0
    /// The least gap between the safe area's top and the container.
    /// - JSON: bounds Bounds.length
    public var safeAreaGap = 10.0
    /// Where the container goes while the keyboard is up: the seed puts
    /// its bottom `keyboardGap` above the keyboard, even when that is lower
    /// than centred (`aboveKeyboard`, the default); `liftOnly` never moves
    /// it below centre.
    public var keyboardAvoidance: AlertKeyboardAvoidance = .aboveKeyboard
    /// Without a keyboard the container keeps this far from the safe area's
    /// top and bottom (chosen: 50, so it is at most the screen less 100);
    /// beyond, the message scrolls.
    /// - JSON: bounds Bounds.length
    public var screenMargin = 50.0
    /// The least height a shrunk message or text view keeps (chosen: 40).
    /// - JSON: bounds Bounds.length
    public var minimumBodyHeight = 40.0
    /// Colours.
    public var titleColor: ColorToken = "#000000"
    /// The message's colour.
    public var messageColor: ColorToken = "#6A6A6A"
    /// The emphasized button's background (the app's theme colour, a token the front resolves).
    public var emphasizedBackground: ColorToken = "theme"
    /// The emphasized button's title colour.
    public var emphasizedTitleColor: ColorToken = "#FFFFFF"
    /// Other buttons' background.
    public var normalBackground: ColorToken = "#F1F1F1"
    /// Other buttons' title colour.
    public var normalTitleColor: ColorToken = "#6A6A6A"
    /// The input field's background.
    public var inputBackground: ColorToken = "#F4F4F4"
    /// The input field's font (14, growing as body text; its placeholder is the message).
    public var inputFont: FontSpec = .system(14, textStyle: .body)
    /// The container's background.
    public var containerBackground: ColorToken = "#FFFFFF"
    /// The text view's font and text colour: PingFang SC 15 (growing as
    /// body text), black.
    public var textViewFont = FontSpec(size: 15, family: "PingFangSC-Regular", textStyle: .body)
    /// The text view's text colour.
    public var textViewTextColor: ColorToken = "#000000"
    /// The text view's border: 0.5 wide, `#DDDDDD`, corners of 6.
    /// - JSON: bounds Bounds.length
    public var textViewBorderWidth = 0.5
    /// The text view's border colour.
    public var textViewBorderColor: ColorToken = "#DDDDDD"
    /// The text view's corner radius.
    /// - JSON: bounds Bounds.length
    public var textViewCornerRadius = 6.0
    /// Which way the alert reads: right to left, its scene mirrors (the
    /// buttons' order, the input's alignment), as UIKit mirrors an alert.
    public var layoutDirection: ReadingDirection = .leftToRight
    /// The reader's text size (Dynamic Type; the seed's `.large` by default).
    /// Fonts grow by their text styles, the buttons and the input field grow
    /// to hold a line of their grown font, and at the accessibility sizes
    /// the buttons stack; see `resolvingContentSize(measurer:)`.
    public var contentSize: TextSizeCategory = .large

    /// The defaults.
    public init() {}

    /// The lengths an alert checks against `Bounds.length`.
    var lengths: [(String, Double)] {
        [
            ("width", width), ("minimumSideMargin", minimumSideMargin), ("cornerRadius", cornerRadius), ("titleTop", titleTop),
            ("titleInset", titleInset), ("messageInset", messageInset), ("titleToMessage", titleToMessage),
            ("titleToInput", titleToInput), ("titleToTextView", titleToTextView), ("textViewTop", textViewTop),
            ("inputHeight", inputHeight),
            ("inputPadding", inputPadding), ("textViewHeight", textViewHeight), ("messageToButtons", messageToButtons),
            ("inputToButtons", inputToButtons), ("textViewToButtons", textViewToButtons), ("buttonHeight", buttonHeight),
            ("buttonInset", buttonInset), ("buttonSpacing", buttonSpacing), ("buttonTitlePadding", buttonTitlePadding),
            ("bottomPadding", bottomPadding), ("keyboardGap", keyboardGap), ("safeAreaGap", safeAreaGap),
            ("screenMargin", screenMargin), ("minimumBodyHeight", minimumBodyHeight), ("titleFont.size", titleFont.size),
            ("messageFont.size", messageFont.size), ("buttonFont.size", buttonFont.size), ("inputFont.size", inputFont.size),
            ("textViewFont.size", textViewFont.size), ("textViewBorderWidth", textViewBorderWidth), ("textViewCornerRadius", textViewCornerRadius),
            ("inputCornerRadius", inputCornerRadius), ("buttonCornerRadius", buttonCornerRadius),
        ]
    }
}

/// Where the alert sits while the keyboard is up.
/// - JSON: coded
public enum AlertKeyboardAvoidance: String, Hashable, Sendable, CaseIterable {
    /// The seed's `y = H − keyboard − height − 10`: the container's bottom
    /// `keyboardGap` above the keyboard, lower than centred when the
    /// keyboard is short (667 pt with a 216 pt keyboard: 271.6, where
    /// centred is 248.8).
    case aboveKeyboard
    /// Raised only as far as the keyboard needs, never lower than centred.
    case liftOnly
}

/// How the buttons are arranged.
/// - JSON: coded
public enum AlertButtonPolicy: String, Hashable, Sendable, CaseIterable {
    /// Always one row of equal widths (the seed).
    case row
    /// UIAlertController's rule: a row only for at most two buttons whose
    /// titles all fit; otherwise a column, the cancel button last.
    case adaptive
}
