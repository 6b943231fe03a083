/// What an alert says and offers.
/// - JSON: coded
public struct AlertContent: Hashable, Sendable {
    /// What the alert asks for.
    /// - JSON: coded
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A message.
        case plain
        /// A single-line text field whose placeholder is the message.
        case input
        /// A multi-line text view with the text view filter's rules.
        case textView
    }

    /// The bold line at the top; empty or blank means none.
    /// - JSON: optional
    public var title: String
    /// The text under the title (the field's placeholder for `input`).
    /// - JSON: optional
    public var message: String
    /// Plain, with a one-line field, or with a text view.
    /// - JSON: optional
    public var kind: Kind
    /// The buttons' titles, in order.
    /// - JSON: optional
    public var buttons: [String]
    /// The button drawn in the theme colour (the seed's "destructive" index); nil for none.
    /// - JSON: bounds Int.min...AlertContent.buttonIndices.upperBound
    public var emphasizedIndex: Int?
    /// The button that goes last when the buttons are stacked; nil for none.
    /// - JSON: bounds AlertContent.buttonIndices
    public var cancelIndex: Int?

    /// The indices a button can have, below the most buttons an alert
    /// takes (`Bounds.count`); an index must also name one of the alert's own.
    public static let buttonIndices: ClosedRange<Int> = 0...(Bounds.count.upperBound - 1)

    /// Content for an alert.
    public init(
        title: String = "", message: String = "", kind: Kind = .plain, buttons: [String] = [],
        emphasizedIndex: Int? = nil, cancelIndex: Int? = nil
    ) {
        self.title = title
        self.message = message
        self.kind = kind
        self.buttons = buttons
        self.emphasizedIndex = emphasizedIndex
        self.cancelIndex = cancelIndex
    }

    /// Whether the title is shown. As the seed trims it with
    /// `.whitespaces` (spaces and tabs, not newlines), a title of spaces and
    /// tabs only draws nothing and the content moves up; one with a line
    /// break is drawn. (The seed crashes on a missing title.)
    public var hasTitle: Bool {
        title.unicodeScalars.contains { !($0 == "\t" || UnicodeProperties.isSpaceSeparator($0)) }
    }
}
