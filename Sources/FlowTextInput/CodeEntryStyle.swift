/// The picture-code dialog's look and geometry as the seed builds it with
/// Masonry, so that a front draws the seed's dialog without copying numbers.
/// - JSON: every member optional
/// - JSON: coded
public struct CodeEntryStyle: Hashable, Sendable {
    /// The screen behind the card: `rgba(0.2, 0.2, 0.2, 0.8)`.
    public var dim: ColorToken = "#333333CC"
    /// The card's colour.
    public var card: ColorToken = "#FFFFFF"
    /// The card's corner radius.
    /// - JSON: bounds Bounds.length
    public var cardCornerRadius = 10.0
    /// The card's distance from the screen's left (and right) edge.
    /// - JSON: bounds Bounds.length
    public var cardSideInset = 40.0
    /// The card's distance from the screen's top.
    /// - JSON: bounds Bounds.length
    public var cardTop = 130.0
    /// The card's width over its height.
    /// - JSON: bounds 0.1...10
    public var cardAspectRatio = 1.3
    /// The × button's side, and its margin from the card's top and right.
    /// - JSON: bounds Bounds.length
    public var closeSize = 16.0
    /// The margin around the × button.
    /// - JSON: bounds Bounds.length
    public var margin = 16.0
    /// The × button's image.
    public var closeImage = "chacha"
    /// The title.
    public var title = "請輸入圖形驗證碼"
    /// The title's font (centred, 30 high), growing as a third-level title.
    public var titleFont: FontSpec = .system(18, textStyle: .title3)
    /// The title's and the error label's height.
    /// - JSON: bounds Bounds.length
    public var labelHeight = 30.0
    /// The error label's colour and font.
    public var errorColor: ColorToken = "#FF0000"
    /// The error label's font, growing as a caption.
    public var errorFont: FontSpec = .system(12, textStyle: .caption1)
    /// The gap between the error label and the picture.
    /// - JSON: bounds Bounds.length
    public var pictureTop = 8.0
    /// The margin under the picture and under the cells.
    /// - JSON: bounds Bounds.length
    public var pictureMargin = 16.0
    /// The regenerate button's colour (the app's style colour, a token) and image.
    public var regenerateBackground: ColorToken = "theme"
    /// The regenerate button's image.
    public var regenerateImage = "sx"
    /// The gap between cells.
    /// - JSON: bounds Bounds.length
    public var cellSpacing = 10.0
    /// The cells' corner radius.
    /// - JSON: bounds Bounds.length
    public var cellCornerRadius = 5.0
    /// The cells' border width.
    /// - JSON: bounds Bounds.length
    public var cellBorderWidth = 1.0
    /// The focused cell's border (the app's style colour).
    public var focusedBorder: ColorToken = "theme"
    /// The other cells' border: `UIColor.lightGray`.
    public var cellBorder: ColorToken = "#AAAAAA"
    /// Which way the dialog reads: right to left its scene mirrors (the ×
    /// top left, the regenerate button left of the picture), except the
    /// cells, whose digits still run left to right.
    public var layoutDirection: ReadingDirection = .leftToRight
    /// The reader's text size (Dynamic Type; the seed's `.large` by default).
    /// Away from `.large` the title and the error grow by their text styles
    /// and wrap, their rows (never lower than `labelHeight`) and the card
    /// growing with them; the cells' characters grow as body text up to what
    /// a cell holds.
    public var contentSize: TextSizeCategory = .large
    /// What VoiceOver calls the × button ("关闭").
    public var closeLabel = "关闭"
    /// What VoiceOver calls the code's picture ("图形验证码").
    public var pictureLabel = "图形验证码"
    /// What VoiceOver calls the regenerate button ("换一张").
    public var regenerateLabel = "换一张"
    /// The cells' value for VoiceOver: `{entered}` of `{length}`.
    public var cellsValue: TextTemplate = "已输入 {entered} 位,共 {length} 位"

    /// The seed's.
    public init() {}

    /// Throws `error` for a length outside `Bounds.length` or an aspect ratio outside 0.1 … 10.
    func checkBounds<E: Error>(or error: (OutOfBounds) -> E) throws(E) {
        let lengths = [
            ("cardCornerRadius", cardCornerRadius), ("cardSideInset", cardSideInset), ("cardTop", cardTop), ("closeSize", closeSize),
            ("margin", margin), ("titleFont.size", titleFont.size), ("labelHeight", labelHeight), ("errorFont.size", errorFont.size),
            ("pictureTop", pictureTop), ("pictureMargin", pictureMargin), ("cellSpacing", cellSpacing), ("cellCornerRadius", cellCornerRadius),
            ("cellBorderWidth", cellBorderWidth),
        ]
        for (name, value) in lengths { try Bounds.check(value, "style." + name, in: Bounds.length, or: error) }
        try Bounds.check(cardAspectRatio, "style.cardAspectRatio", in: 0.1...10, or: error)
    }
}

/// Where the picture-code dialog's parts go on a screen.
/// - JSON: coded
public struct CodeEntryLayout: Hashable, Sendable {
    /// The card, in screen coordinates.
    public var card: LayoutRect
    /// The × button, in the card.
    public var close: LayoutRect
    /// The title, in the card.
    public var title: LayoutRect
    /// The error label, in the card.
    public var error: LayoutRect
    /// The code picture, in the card.
    public var picture: LayoutRect
    /// The square regenerate button at the picture's right, in the card.
    public var regenerate: LayoutRect
    /// The cells, square, left to right, in the card.
    public var cells: [LayoutRect]

    /// Every member, as given (what its coding reads it through).
    package init(card: LayoutRect, close: LayoutRect, title: LayoutRect, error: LayoutRect, picture: LayoutRect, regenerate: LayoutRect, cells: [LayoutRect]) {
        self.card = card
        self.close = close
        self.title = title
        self.error = error
        self.picture = picture
        self.regenerate = regenerate
        self.cells = cells
    }
}

extension CodeEntry {
    /// The dialog laid out on a `screen`, as the seed's constraints place it:
    /// the card 40 from each side and 130 from the top, its height its width
    /// over 1.3; the × at 16 from its top right; the title and the error label
    /// 30 high under it; the picture 8 under those, as high as the row of
    /// cells, both 16 in from the sides past the ×; the cells square, 10
    /// apart, their row's bottom 16 above the card's. Lengths that do not fit
    /// come out as 0, never negative.
    ///
    /// Away from the seed's text size (`style.contentSize`) the title and
    /// `errorMessage` are measured in their grown fonts, wrapped to the
    /// card's width; each row is as tall as its text (never lower than
    /// `labelHeight`) and the card grows by what they added.
    public func layout(in screen: LayoutSize, errorMessage: String? = nil) -> CodeEntryLayout {
        let s = style
        let width = max(0, (screen.width.isFinite ? screen.width : 0) - 2 * s.cardSideInset)
        var titleHeight = s.labelHeight
        var errorHeight = s.labelHeight
        if s.contentSize != .large {
            titleHeight = max(titleHeight, measurer.size(of: s.title, font: fonts.title, maxWidth: width).height)
            errorHeight = max(errorHeight, measurer.size(of: errorMessage ?? "", font: fonts.error, maxWidth: width).height)
        }
        let height = width / s.cardAspectRatio + (titleHeight - s.labelHeight) + (errorHeight - s.labelHeight)
        let card = LayoutRect(x: s.cardSideInset, y: s.cardTop, width: width, height: height)
        let close = LayoutRect(x: width - s.margin - s.closeSize, y: s.margin, width: s.closeSize, height: s.closeSize)
        let title = LayoutRect(x: 0, y: close.maxY, width: width, height: titleHeight)
        let error = LayoutRect(x: 0, y: title.maxY, width: width, height: errorHeight)
        let left = s.closeSize + s.margin
        let inner = max(0, close.x - left)
        let top = error.maxY + s.pictureTop
        // The picture and the row of cells share the height left between them.
        let rowHeight = max(0, (height - s.pictureMargin - s.pictureMargin - top) / 2)
        let button = min(rowHeight, inner)
        let regenerate = LayoutRect(x: left + inner - button, y: top, width: button, height: rowHeight)
        let rowTop = height - s.pictureMargin - rowHeight
        let side = max(0, (inner - Double(length - 1) * s.cellSpacing) / Double(length))
        let cells = (0..<length).map { LayoutRect(x: left + Double($0) * (side + s.cellSpacing), y: rowTop, width: side, height: side) }
        return CodeEntryLayout(
            card: card, close: close, title: title, error: error,
            picture: LayoutRect(x: left, y: top, width: inner - button, height: rowHeight), regenerate: regenerate, cells: cells)
    }
}

extension CodeEntry {
    /// The title's and the error's fonts at the reader's text size.
    var fonts: (title: FontSpec, error: FontSpec) {
        (style.titleFont.scaled(to: style.contentSize), style.errorFont.scaled(to: style.contentSize))
    }

    /// A cell's font at the reader's text size: body text, no larger than a
    /// line that fits a cell of `side` points.
    func cellFont(side: Double) -> FontSpec {
        // The seed's 17 points fit any cell the seed's layout makes: nothing to measure.
        guard style.contentSize != .large else { return Self.cellFont.scaled(to: .large) }
        var font = Self.cellFont.scaled(to: style.contentSize)
        let lineHeight = measurer.size(of: "0", font: font, maxWidth: .infinity).height
        if lineHeight > side, lineHeight > 0 { font.size *= side / lineHeight }
        return font
    }
}
