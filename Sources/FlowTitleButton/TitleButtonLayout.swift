/// Where a title button's text and arrow go (the seed's HQTitleButton: text
/// on the left, arrow on the right), both as frames for a front that places
/// them itself and as the edge insets a `UIButton` needs.
/// - JSON: coded
public struct TitleButtonLayout: Hashable, Sendable {
    /// The text to show: "首页" with no title, otherwise the title and one
    /// space (the seed's gap between text and arrow).
    public var text: String
    /// What VoiceOver reads: the text without the spacing.
    public var accessibilityLabel: String
    /// The arrow image's name; nil with no title.
    public var image: String?
    /// The text's font and colour.
    public var font: FontSpec
    /// The title's colour.
    public var textColor: ColorToken
    /// The button's size to fit: the widths added, the taller height.
    public var size: LayoutSize
    /// The text's frame, in the button; its width includes the space.
    public var titleFrame: LayoutRect
    /// The arrow's frame, in the button.
    public var imageFrame: LayoutRect?
    /// For a `UIButton`, which puts the image before the title: shifts the
    /// title past the image, (0, −image width, 0, image width) left to right.
    public var titleInsets: Insets
    /// Shifts the image past the title, (0, title width, 0, −title width) left to right.
    public var imageInsets: Insets
    /// Whether the title was cut to fit the maximum width (the front truncates its tail).
    public var isTruncated: Bool

    /// Every member, as given (what its coding reads it through).
    package init(
        text: String, accessibilityLabel: String, image: String?, font: FontSpec, textColor: ColorToken, size: LayoutSize, titleFrame: LayoutRect,
        imageFrame: LayoutRect?, titleInsets: Insets, imageInsets: Insets, isTruncated: Bool
    ) {
        self.text = text
        self.accessibilityLabel = accessibilityLabel
        self.image = image
        self.font = font
        self.textColor = textColor
        self.size = size
        self.titleFrame = titleFrame
        self.imageFrame = imageFrame
        self.titleInsets = titleInsets
        self.imageInsets = imageInsets
        self.isTruncated = isTruncated
    }
}

extension TitleButtonLayout {
    /// The layout of a button showing `title` (nil, or blank under
    /// `blankTitleIsHome`: the home title), selected or not.
    static func make(title: String?, isSelected: Bool, style: TitleButtonStyle, measurer: AnyTextMeasuring) -> TitleButtonLayout {
        var style = style
        style.font = style.font.scaled(to: style.contentSize)
        let isBlank = title.map { !$0.contains(where: { !UnicodeProperties.isWhitespace($0) }) } ?? true
        guard let title, !(isBlank && style.blankTitleIsHome) else {
            let titleSize = measure(style.homeTitle, style: style, measurer: measurer)
            let width = min(titleSize.width, style.maxWidth)
            return TitleButtonLayout(
                text: style.homeTitle, accessibilityLabel: style.homeTitle, image: nil, font: style.font, textColor: style.textColor, size: LayoutSize(
                    width: width, height: titleSize.height
                ),
                titleFrame: LayoutRect(x: 0, y: 0, width: width, height: titleSize.height), imageFrame: nil,
                titleInsets: .zero, imageInsets: .zero, isTruncated: width < titleSize.width)
        }
        let measured = measure(title, style: style, measurer: measurer)
        let arrow = style.arrowSize
        let fullWidth = measured.width + spaceWidth(style: style, measurer: measurer)
        let titleWidth = max(min(fullWidth, style.maxWidth - arrow.width), 0)
        let height = max(measured.height, arrow.height)
        let rtl = style.layoutDirection == .rightToLeft
        // Right to left, reading order puts the arrow on the left and a UIButton already puts the image on the right.
        let shift = rtl ? -1.0 : 1.0
        return TitleButtonLayout(
            text: title + " ", accessibilityLabel: isBlank ? style.homeTitle : title, image: isSelected ? style.selectedArrowImage : style.arrowImage,
            font: style.font, textColor: style.textColor,
            size: LayoutSize(width: titleWidth + arrow.width, height: height),
            titleFrame: LayoutRect(x: rtl ? arrow.width : 0, y: (height - measured.height) / 2, width: titleWidth, height: measured.height),
            imageFrame: LayoutRect(x: rtl ? 0 : titleWidth, y: (height - arrow.height) / 2, width: arrow.width, height: arrow.height),
            titleInsets: Insets(top: 0, left: -arrow.width * shift, bottom: 0, right: arrow.width * shift),
            imageInsets: Insets(top: 0, left: titleWidth * shift, bottom: 0, right: -titleWidth * shift),
            isTruncated: titleWidth < fullWidth)
    }

    private static func measure(_ text: String, style: TitleButtonStyle, measurer: AnyTextMeasuring) -> LayoutSize {
        let size = measurer.size(of: text, font: style.font, maxWidth: .infinity)
        return LayoutSize(width: finite(size.width), height: finite(size.height))
    }

    /// One space's advance, measured between two letters so that a measurer
    /// which drops trailing spaces still gives the seed's gap.
    private static func spaceWidth(style: TitleButtonStyle, measurer: AnyTextMeasuring) -> Double {
        max(measure("a a", style: style, measurer: measurer).width - measure("aa", style: style, measurer: measurer).width, 0)
    }

    private static func finite(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
}
