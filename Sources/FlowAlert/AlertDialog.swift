/// An alert dialog (the seed's MLAlertView): a title, a message or a text
/// input, and a row of buttons, over a dimming mask, kept clear of the keyboard.
///
/// Beyond the seed: the layout follows the keyboard down as well as up, moves
/// only as far as it must, never above the safe area, and shrinks the message
/// or text view (which then scrolls) when there is no room; a missing or blank
/// title leaves no gap; each tap is delivered at most once per alert (taps
/// during the fade-out, double taps and out-of-range indices deliver
/// nothing); and a tap on the mask, which the seed handles silently, is
/// reported with `notifyDismissedByMask`.
/// - JSON: machine
public struct AlertDialog: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "alert"

    /// What the alert says and which buttons it has.
    public let content: AlertContent
    /// Lengths, fonts and colours (the seed's by default).
    public let metrics: AlertMetrics
    /// How the buttons are arranged: the seed's row, or adaptive.
    public let buttonPolicy: AlertButtonPolicy
    /// The rules for the input kinds' text (for `textView`, the text view
    /// filter); the seed's for the kind unless given.
    /// - JSON: default Self.defaultInput(for: content.kind)
    public let input: TextViewFilter
    /// Measures the title, message and button titles once, when shown.
    public let measurer: AnyTextMeasuring
    /// `metrics` at the reader's text size, which the layout and the scene use.
    let sizedMetrics: AlertMetrics

    /// How long the fade in and the fade out last (the seed's 0.3 s).
    public static let fadeDuration = 0.3
    /// The timer that removes the alert after its fade out.
    public static let dismissTimer: TimerID = "dismiss"

    /// An alert; throws `.buttonIndexOutOfRange` for an emphasized or cancel
    /// index that is not a button, and `.outOfBounds` for more buttons than
    /// `Bounds.count`, a metric outside `Bounds.length` or a mask alpha
    /// outside `AlertMetrics.alphas`. Without `input`, the kind's seed rules
    /// are used, with the placeholder `texts` gives.
    public init(
        content: AlertContent, metrics: AlertMetrics = AlertMetrics(), buttonPolicy: AlertButtonPolicy = .row,
        input: TextViewFilter? = nil, measurer: AnyTextMeasuring = EstimatedTextMeasurer(), texts: AlertTexts = AlertTexts()
    ) throws(AlertError) {
        let count = content.buttons.count
        if let index = content.emphasizedIndex, index >= count { throw .buttonIndexOutOfRange("emphasizedIndex", index, count: count) }
        if let index = content.cancelIndex, !(0..<count).contains(index) { throw .buttonIndexOutOfRange("cancelIndex", index, count: count) }
        try Bounds.check(count, "content.buttons.count", in: Bounds.count, or: AlertError.outOfBounds)
        for (name, value) in metrics.lengths { try Bounds.check(value, "metrics." + name, in: Bounds.length, or: AlertError.outOfBounds) }
        try Bounds.check(metrics.textViewInsets, "metrics.textViewInsets", or: AlertError.outOfBounds)
        try Bounds.check(metrics.maskAlpha, "metrics.maskAlpha", in: AlertMetrics.alphas, or: AlertError.outOfBounds)
        var content = content
        // The seed marks "no emphasized button" with -1.
        if let index = content.emphasizedIndex, index < 0 { content.emphasizedIndex = nil }
        self.content = content
        self.metrics = metrics
        self.buttonPolicy = buttonPolicy
        self.input = input ?? Self.defaultInput(for: content.kind, texts: texts)
        self.measurer = measurer
        self.sizedMetrics = metrics.resolvingContentSize(measurer: measurer)
    }

    /// The seed's input rules: the text view is an MLTextView with the
    /// placeholder (the seed's "请输入提示文字") at (19, 12) in 15 pt; the
    /// single-line field has no rules of its own.
    public static func defaultInput(for kind: AlertContent.Kind, texts: AlertTexts = AlertTexts()) -> TextViewFilter {
        // Both configurations are constants with no limit, which cannot be rejected.
        switch kind {
        case .textView:
            let placeholder = TextViewFilter.Placeholder(
                text: texts.placeholder, origin: LayoutPoint(x: 19, y: 12), font: FontSpec(size: 15, family: "PingFangSC-Regular", textStyle: .body), color: "#9A9A9A")
            return try! TextViewFilter(placeholder: placeholder)
        case .plain, .input:
            return try! TextViewFilter(leadingWhitespace: .allowed)
        }
    }

    /// Where an alert is in its life.
    /// - JSON: coded
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Made, not shown yet.
        case hidden
        /// On screen and answering taps.
        case shown
        /// Fading out after a tap; no further taps count.
        case dismissing
        /// Gone; every event is ignored.
        case removed
    }

    /// The dialog's phase, its screen and keyboard, its measured layout and the text entered.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// Where the alert is in its life.
        public var phase: Phase = .hidden
        /// The screen, safe area and keyboard the layout was made for.
        public var environment = AlertEnvironment(screen: .zero)
        /// Text sizes measured at show (and again when the container's width changes).
        public var measurements: AlertMeasurements?
        /// Every frame, in points: the container on screen, the parts in the container.
        public var layout = AlertLayout()
        /// The text entered, for the input kinds.
        public var input = TextViewFilter.State()
        /// The button whose tap was delivered, once one was.
        public var selectedButton: Int?

        /// An alert not yet shown.
        public init() {}
    }

    /// What the front reports: taps, typing, the keyboard, the screen.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// Show the alert on a screen.
        /// - JSON: was show
        case showRequested(screen: LayoutSize, safeArea: Insets)
        /// The keyboard's frame (screen coordinates) changed.
        case keyboardChanged(frame: LayoutRect)
        /// The keyboard went away.
        case keyboardHidden
        /// The screen changed (rotation, split view).
        case screenChanged(size: LayoutSize, safeArea: Insets)
        /// The user edited the input (input kinds).
        /// - JSON: was edit
        case edited(input: TextViewFilter.Event)
        /// The user tapped the button at `index` (in the content's order).
        case buttonTapped(index: Int)
        /// The user tapped the dimming mask.
        case maskTapped
        /// A hardware key: Escape cancels (the cancel button when there is
        /// one, else as a tap on the mask), Return taps the default button
        /// (the emphasized one, or the only one).
        /// - JSON: was key
        case keyPressed(KeyboardKey)
        /// The fade out ended (the alert's own timer).
        case fadeOutEnded
    }

    /// What the front does: present, lay out, enable buttons, dismiss.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Show the alert's window, fading it in.
        case present(animation: Timeline)
        /// Make the input field or text view the first responder (input kinds).
        case focusInput
        /// Resign the first responder, hiding the keyboard.
        case resignKeyboard
        /// What the text view filter reports about the input.
        case input(effect: TextViewFilter.Effect)
        /// The user chose a button; `text` is the input for the input kinds.
        /// - JSON: was buttonSelected
        case notifyButtonSelected(index: Int, text: String?)
        /// The mask was tapped: the alert goes without a button.
        /// - JSON: was dismissedByMask
        case notifyDismissedByMask
        /// Fade the alert out.
        case dismiss(animation: Timeline)
        /// The alert is gone: remove its window.
        /// - JSON: was removed
        case remove
    }

    public var initialState: State { State() }

    /// The fade in: the window's alpha from 0.01 to 1.
    public static let fadeIn = Timeline(.tween("window", .alpha, from: .scalar(0.01), to: .scalar(1), duration: fadeDuration))
    /// The fade out: the window's alpha from 1 to 0.
    public static let fadeOut = Timeline(.tween("window", .alpha, from: .scalar(1), to: .scalar(0), duration: fadeDuration))
}

/// Why an alert configuration was rejected.
public enum AlertError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A button index (named by the first value) that is not one of the buttons.
    case buttonIndexOutOfRange(String, Int, count: Int)
    /// A metric outside `Bounds.length`, or more buttons than `Bounds.count`.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .buttonIndexOutOfRange(let name, let index, let count):
            "\(name) \(index) is not one of the \(count) buttons"
        case .outOfBounds(let error): error.description
        }
    }
}
