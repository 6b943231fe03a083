/// The reader's preferred text size (UIKit's `UIContentSizeCategory`), from
/// extra small to the five accessibility sizes.
///
/// Layout configurations take one and scale every font that names a
/// `TextStyle` (see `FontSpec.scaled(to:)`); `.large` is the system default
/// and leaves every size as configured, so the seed's sizes are unchanged.
public enum TextSizeCategory: String, Equatable, Hashable, Sendable, CaseIterable, Comparable {
    /// xSmall.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the system default.
    case large
    /// xLarge.
    case extraLarge
    /// xxLarge.
    case extraExtraLarge
    /// xxxLarge: the largest size outside the accessibility settings.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5: the largest size a reader can choose.
    case accessibilityExtraExtraExtraLarge

    /// The largest category, which every layout must still fit on screen.
    public static let largest = TextSizeCategory.accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes, at which layouts
    /// stack what sat side by side (as UIKit's alerts do).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Orders categories from smallest to largest.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.position < rhs.position }

    private var position: Int {
        switch self {
        case .extraSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .extraLarge: 4
        case .extraExtraLarge: 5
        case .extraExtraExtraLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityExtraLarge: 9
        case .accessibilityExtraExtraLarge: 10
        case .accessibilityExtraExtraExtraLarge: 11
        }
    }

    /// The point size of `style` at this category, from Apple's Human
    /// Interface Guidelines' Dynamic Type table for iOS.
    public func pointSize(of style: TextStyle) -> Double {
        Self.pointSizes[position][Self.column(style)]
    }

    /// How much a font of `style` grows at this category relative to
    /// `.large`: `UIFontMetrics(forTextStyle: style).scaledValue(for: 1)`.
    public func scale(for style: TextStyle) -> Double {
        pointSize(of: style) / TextSizeCategory.large.pointSize(of: style)
    }

    private static func column(_ style: TextStyle) -> Int {
        switch style {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }

    // Rows: categories from xSmall to AX5. Columns: largeTitle, title1,
    // title2, title3, headline, body, callout, subheadline, footnote,
    // caption1, caption2.
    private static let pointSizes: [[Double]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]
}
