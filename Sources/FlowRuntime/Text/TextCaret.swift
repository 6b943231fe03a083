/// Where the caret of a scrolling text (a text view) sits as a scene lays
/// the text out, and how far the text scrolls so that the caret shows:
/// UIKit's text view scrolls the caret into view as the reader types or
/// moves it, and a front that draws the scene must do the same without
/// laying out the text again.
///
/// Lines break as `EstimatedTextMeasurer.lines` breaks them (as the
/// renderer draws them), each `lineHeightMultiple` times the font size. A
/// caret at a line's soft break sits at the start of the next line.
public struct TextCaret: Hashable, Sendable {
    /// The caret's rectangle, `width` wide and a line high, from the text's
    /// top-left corner before any scrolling.
    public var frame: LayoutRect
    /// The height of all the text's lines.
    public var contentHeight: Double
    /// How far the text is scrolled up: the least that shows the whole
    /// caret in a view `visibleHeight` high, 0 when it shows unscrolled.
    public var scrollOffset: Double

    /// UIKit's caret width, in points.
    public static let width = 2.0

    /// The caret at `offset` (UTF-16 units into `text`, clamped to it; an
    /// offset inside a surrogate pair counts from the pair's start) in `text` set in `font`
    /// across `width` points, scrolled for a view `visibleHeight` high.
    public init(
        in text: String, at offset: Int, font: FontSpec, width: Double, visibleHeight: Double,
        measurer: EstimatedTextMeasurer = EstimatedTextMeasurer()
    ) {
        let size = font.size.isFinite ? max(font.size, 0) : 0
        let lineHeight = size * measurer.lineHeightMultiple
        // The scalar boundary at or before `offset` UTF-16 units.
        var caret = text.unicodeScalars.startIndex
        var units = 0
        while caret < text.unicodeScalars.endIndex {
            let next = units + text.unicodeScalars[caret].utf16.count
            guard next <= offset else { break }
            units = next
            caret = text.unicodeScalars.index(after: caret)
        }
        let lines = measurer.lines(of: text, font: font, maxWidth: width)
        // The last line that starts at or before the caret holds it; no lines at all is one empty line.
        var row = 0
        for (index, line) in lines.enumerated() where line.startIndex <= caret { row = index }
        let start = lines.isEmpty ? text.startIndex : lines[row].startIndex
        let before = start <= caret ? String(text.unicodeScalars[start..<caret]) : ""
        let x = min(measurer.size(of: before, font: font, maxWidth: .infinity).width, max(0, width))
        frame = LayoutRect(x: x.isFinite ? x : 0, y: Double(row) * lineHeight, width: Self.width, height: lineHeight)
        contentHeight = Double(max(lines.count, 1)) * lineHeight
        let visible = visibleHeight.isFinite ? max(0, visibleHeight) : 0
        scrollOffset = max(0, frame.maxY - visible)
    }
}
