/// The role a piece of text plays, which decides how its font grows with
/// the reader's text size (UIKit's `UIFont.TextStyle`).
///
/// A font tagged with a style scales as `UIFontMetrics(forTextStyle:)`
/// scales it: by the ratio of the style's size at the reader's category to
/// its size at `.large`.
public enum TextStyle: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Large navigation titles (34 pt at the default size).
    case largeTitle
    /// First-level titles (28 pt).
    case title1
    /// Second-level titles (22 pt).
    case title2
    /// Third-level titles (20 pt).
    case title3
    /// Headings (17 pt semibold).
    case headline
    /// Body text (17 pt).
    case body
    /// Callouts (16 pt).
    case callout
    /// Subheadings (15 pt).
    case subheadline
    /// Footnotes (13 pt).
    case footnote
    /// Captions (12 pt).
    case caption1
    /// Secondary captions (11 pt).
    case caption2
}
