/// What a text view filter does with whitespace at the start of the text.
/// - JSON: coded
public enum LeadingWhitespacePolicy: String, Hashable, Sendable, CaseIterable {
    /// The seed's (MLTextView's `text.count == 1, text == " " || text == "\n"`):
    /// a text that is, as a whole, a single space or a single line break
    /// becomes empty; any other leading whitespace stays.
    case clearsLoneSpace
    /// The text never starts with whitespace (spaces, tabs, line breaks,
    /// U+3000), however it got there: typed, pasted, or bared by a deletion.
    case forbidden
    /// Nothing is removed.
    case allowed

    /// Whether `text`, before any other rule, is what the seed clears: one
    /// space or one line feed, nothing else.
    package static func isLoneSpace(_ text: some StringProtocol) -> Bool {
        text == " " || text == "\n"
    }
}

/// When a text view filter reports `notifyValueChanged`.
/// - JSON: coded
public enum ChangeReporting: String, Hashable, Sendable, CaseIterable {
    /// The seed's: on every edit the user makes (its `didValueChange` runs on
    /// each `textDidChange` notification), even one the rules undo, such as a
    /// lone space cleared or an emoji removed (T9).
    case everyEdit
    /// Only when the text is different afterwards.
    case realChanges
}
