import FlowCore

/// Draws a `Scene` as an SVG document, byte for byte the same for the same
/// scene: numbers to three decimals, attributes in alphabetical order, one
/// element a line.
///
/// Each part is a group `<g data-part="name">` (with its opacity when below
/// 1) holding its shape, its image placeholder and its text. Text uses the
/// font family the scene names, then a fallback list that reaches the CJK
/// fonts of Apple, Google and Microsoft systems; lines break at line feeds
/// and, greedily, where the estimated widths (`EstimatedTextMeasurer`) reach
/// the frame's width; text is clipped to its part's frame. Images are drawn
/// as labelled placeholders, since a scene names images without holding them.
public struct SVGRenderer: Sendable {
    /// How colour tokens become colours.
    public var palette: SVGPalette
    /// Drawn behind everything; nil for a transparent canvas.
    public var background: ColorToken?
    /// The fonts tried after the one a part names.
    public var fallbackFonts: [String]
    /// How many pixels a point takes when the picture is shown (its
    /// `width` and `height`; the drawing itself stays in points): 2 makes
    /// a page indicator big enough to see.
    public var scale: Double

    /// A renderer with the standard palette, a white canvas, CJK fallbacks
    /// and a scale of 1 (scales that are not finite and positive count as 1).
    public init(
        palette: SVGPalette = SVGPalette(), background: ColorToken? = "#FFFFFF", fallbackFonts: [String] = SVGRenderer.standardFallbackFonts,
        scale: Double = 1
    ) {
        self.palette = palette
        self.background = background
        self.fallbackFonts = fallbackFonts
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The document's opening tag for a canvas of `size` points.
    func opening(_ size: Size) -> String {
        let (width, height) = (max(0, size.width), max(0, size.height))
        let (w, h) = (SVGNumber.format(width), SVGNumber.format(height))
        return "<svg height=\"\(SVGNumber.format(height * scale))\" viewBox=\"0 0 \(w) \(h)\" width=\"\(SVGNumber.format(width * scale))\" xmlns=\"http://www.w3.org/2000/svg\">\n"
    }

    /// The system fonts, then CJK families on Apple, Linux (Noto) and Windows systems.
    public static let standardFallbackFonts = [
        "-apple-system", "PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Hiragino Sans GB", "Microsoft YaHei",
        "sans-serif",
    ]

    /// Why a scene was not drawn.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// More parts than `Scene.maximumParts`.
        case tooManyParts(Int)

        /// What is wrong, in words.
        public var description: String {
            switch self {
            case .tooManyParts(let count): "the scene has \(count) parts, more than the \(Scene.maximumParts) a picture may hold"
            }
        }
    }

    /// The scene as an SVG document, ending with a line feed.
    public func render(_ scene: Scene) throws(Failure) -> String {
        guard scene.parts.count <= Scene.maximumParts else { throw .tooManyParts(scene.parts.count) }
        let width = SVGNumber.format(max(0, scene.size.width))
        let height = SVGNumber.format(max(0, scene.size.height))
        var out = opening(scene.size)
        if let background {
            out += "  <rect" + fillAttributes(background) + " height=\"\(height)\" width=\"\(width)\" x=\"0\" y=\"0\"/>\n"
        }
        for part in scene.parts { draw(part, into: &out) }
        out += "</svg>\n"
        return out
    }

    // MARK: Parts

    private func draw(_ part: ScenePart, into out: inout String) {
        let opacity = min(max(part.opacity.isFinite ? part.opacity : 1, 0), 1)
        let opacityAttribute = opacity < 1 ? " opacity=\"\(SVGNumber.format(opacity))\"" : ""
        out += "  <g data-part=\"\(Self.escape(part.name))\"\(opacityAttribute)>\n"
        if let clip = part.clip {
            // A nested document whose view box is its own place draws in
            // canvas coordinates and hides what falls outside.
            let (x, y) = (SVGNumber.format(clip.x), SVGNumber.format(clip.y))
            let (w, h) = (SVGNumber.format(max(0, clip.width)), SVGNumber.format(max(0, clip.height)))
            out += "  <svg height=\"\(h)\" overflow=\"hidden\" viewBox=\"\(x) \(y) \(w) \(h)\" width=\"\(w)\" x=\"\(x)\" y=\"\(y)\">\n"
        }
        if part.fill != nil || part.stroke != nil {
            out += "    " + shape(part) + "\n"
        }
        if let image = part.image { drawImage(image, in: part.frame, overFill: part.fill != nil, into: &out) }
        if let text = part.text, !text.string.isEmpty { drawText(text, in: part.frame, into: &out) }
        if part.clip != nil { out += "  </svg>\n" }
        out += "  </g>\n"
    }

    private func shape(_ part: ScenePart) -> String {
        var paint = part.fill.map(fillAttributes) ?? " fill=\"none\""
        if let stroke = part.stroke {
            let (rgb, alpha) = palette.resolve(stroke.color)
            if !stroke.dash.isEmpty { paint += " stroke-dasharray=\"\(stroke.dash.map(SVGNumber.format).joined(separator: " "))\"" }
            if alpha < 1 { paint += " stroke-opacity=\"\(SVGNumber.format(alpha))\"" }
            paint += " stroke=\"\(rgb)\" stroke-width=\"\(SVGNumber.format(stroke.width))\""
        }
        let f = part.frame
        let (x, y, w, h) = (SVGNumber.format(f.x), SVGNumber.format(f.y), SVGNumber.format(max(0, f.width)), SVGNumber.format(max(0, f.height)))
        switch part.shape {
        case .rect:
            return "<rect\(paint) height=\"\(h)\" width=\"\(w)\" x=\"\(x)\" y=\"\(y)\"/>"
        case .roundedRect(let radius):
            let r = SVGNumber.format(min(max(radius, 0), min(f.width, f.height) / 2))
            return "<rect\(paint) height=\"\(h)\" rx=\"\(r)\" ry=\"\(r)\" width=\"\(w)\" x=\"\(x)\" y=\"\(y)\"/>"
        case .roundedCorners(let radius, let corners):
            return "<path d=\"\(Self.roundedPath(f, radius: radius, corners: Set(corners)))\"\(paint)/>"
        case .ellipse:
            let cx = SVGNumber.format(f.x + f.width / 2)
            let cy = SVGNumber.format(f.y + f.height / 2)
            return "<ellipse cx=\"\(cx)\" cy=\"\(cy)\"\(paint) rx=\"\(SVGNumber.format(max(0, f.width) / 2))\" ry=\"\(SVGNumber.format(max(0, f.height) / 2))\"/>"
        case .path(let shapes):
            return "<path d=\"\(shapes.map(Self.subpath).joined(separator: " "))\"\(paint) fill-rule=\"evenodd\"/>"
        }
    }

    private func fillAttributes(_ token: ColorToken) -> String {
        let (rgb, alpha) = palette.resolve(token)
        return alpha < 1 ? " fill=\"\(rgb)\" fill-opacity=\"\(SVGNumber.format(alpha))\"" : " fill=\"\(rgb)\""
    }

    private static func subpath(_ shape: PathShape) -> String {
        func n(_ value: Double) -> String { SVGNumber.format(value) }
        switch shape {
        case .rect(let r):
            return "M\(n(r.x)) \(n(r.y))H\(n(r.x + r.width))V\(n(r.y + r.height))H\(n(r.x))Z"
        case .circle(let center, let radius):
            return ellipse(cx: center.x, cy: center.y, rx: radius, ry: radius)
        case .ellipse(let r):
            return ellipse(cx: r.x + r.width / 2, cy: r.y + r.height / 2, rx: r.width / 2, ry: r.height / 2)
        }
    }

    private static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> String {
        func n(_ value: Double) -> String { SVGNumber.format(value) }
        let (a, b) = (max(rx, 0), max(ry, 0))
        return "M\(n(cx - a)) \(n(cy))A\(n(a)) \(n(b)) 0 1 0 \(n(cx + a)) \(n(cy))A\(n(a)) \(n(b)) 0 1 0 \(n(cx - a)) \(n(cy))Z"
    }

    private static func roundedPath(_ f: Rect, radius: Double, corners: Set<SceneShape.Corner>) -> String {
        func n(_ value: Double) -> String { SVGNumber.format(value) }
        let r = min(max(radius, 0), min(f.width, f.height) / 2)
        func rounding(_ corner: SceneShape.Corner) -> Double { corners.contains(corner) ? r : 0 }
        let (tl, tr, br, bl) = (rounding(.topLeft), rounding(.topRight), rounding(.bottomRight), rounding(.bottomLeft))
        var d = "M\(n(f.x + tl)) \(n(f.y))H\(n(f.maxX - tr))"
        if tr > 0 { d += "A\(n(tr)) \(n(tr)) 0 0 1 \(n(f.maxX)) \(n(f.y + tr))" }
        d += "V\(n(f.maxY - br))"
        if br > 0 { d += "A\(n(br)) \(n(br)) 0 0 1 \(n(f.maxX - br)) \(n(f.maxY))" }
        d += "H\(n(f.x + bl))"
        if bl > 0 { d += "A\(n(bl)) \(n(bl)) 0 0 1 \(n(f.x)) \(n(f.maxY - bl))" }
        d += "V\(n(f.y + tl))"
        if tl > 0 { d += "A\(n(tl)) \(n(tl)) 0 0 1 \(n(f.x + tl)) \(n(f.y))" }
        return d + "Z"
    }

    // MARK: Images and text

    private func drawImage(_ name: String, in frame: Rect, overFill: Bool, into out: inout String) {
        let f = frame
        // Over the part's own fill, only the outline, so that the fill shows.
        out += "    <rect fill=\"\(overFill ? "none" : "#e6e6e6")\" height=\"\(SVGNumber.format(max(0, f.height)))\" stroke=\"#999999\" stroke-dasharray=\"4 3\" stroke-width=\"1\" width=\"\(SVGNumber.format(max(0, f.width)))\" x=\"\(SVGNumber.format(f.x))\" y=\"\(SVGNumber.format(f.y))\"/>\n"
        let label = SceneText(name, font: .system(min(11, max(1, f.height * 0.3))), color: "#777777")
        drawText(label, in: frame, into: &out)
    }

    private func drawText(_ text: SceneText, in frame: Rect, into out: inout String) {
        let size = text.font.size.isFinite && text.font.size > 0 ? text.font.size : 1
        let lineHeight = size * 1.2
        let lines = Self.lines(of: text.string, font: text.font, width: frame.width, limit: text.lineLimit)
        let blockHeight = Double(lines.count) * lineHeight
        let top = text.isTopAligned ? 0 : (frame.height - blockHeight) / 2
        let (anchor, x): (String, Double) =
            switch text.alignment {
            case .left: ("start", 0)
            case .center: ("middle", frame.width / 2)
            case .right: ("end", frame.width)
            }
        let (rgb, alpha) = palette.resolve(text.color)
        let families = ([text.font.family].compactMap { $0 } + fallbackFonts).map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: ", ")
        let weight =
            switch text.font.weight {
            case .regular: "400"
            case .medium: "500"
            case .semibold: "600"
            case .bold: "700"
            }
        out += "    <svg height=\"\(SVGNumber.format(max(0, frame.height)))\" overflow=\"hidden\" width=\"\(SVGNumber.format(max(0, frame.width)))\" x=\"\(SVGNumber.format(frame.x))\" y=\"\(SVGNumber.format(frame.y))\">\n"
        var opening = "      <text fill=\"\(rgb)\""
        if alpha < 1 { opening += " fill-opacity=\"\(SVGNumber.format(alpha))\"" }
        opening += " font-family=\"\(Self.escape(families))\" font-size=\"\(SVGNumber.format(size))\" font-weight=\"\(weight)\" text-anchor=\"\(anchor)\">"
        out += opening
        var remainingHighlight = text.highlight?.count ?? 0
        for (index, line) in lines.enumerated() {
            let baseline = top + Double(index) * lineHeight + size * 0.98
            out += "<tspan x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(baseline))\">"
            if let highlight = text.highlight, remainingHighlight > 0 {
                let marked = String(line.prefix(remainingHighlight))
                remainingHighlight -= marked.count
                let (hrgb, _) = palette.resolve(highlight.color)
                out += "<tspan fill=\"\(hrgb)\">\(Self.escape(marked))</tspan>\(Self.escape(String(line.dropFirst(marked.count))))"
            } else {
                out += Self.escape(line)
            }
            out += "</tspan>"
        }
        out += "</text>\n    </svg>\n"
    }

    /// `string` in lines: at line feeds, and wherever the next character
    /// would pass `width` by the estimated measure.
    static func lines(of string: String, font: FontSpec, width: Double, limit: Int = 0) -> [String] {
        let measurer = EstimatedTextMeasurer()
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var used = 0.0
            for character in paragraph {
                let advance = measurer.size(of: String(character), font: font, maxWidth: .infinity).width
                if !line.isEmpty, used + advance > width + 0.01 {
                    lines.append(line)
                    line = ""
                    used = 0
                    if character == " " { continue }
                }
                line.append(character)
                used += advance
            }
            lines.append(line)
        }
        guard limit > 0, lines.count > limit else { return lines }
        // Cut after the last line allowed, ending it with "…" where it fits.
        var last = lines[limit - 1]
        let ellipsis = measurer.size(of: "…", font: font, maxWidth: .infinity).width
        while !last.isEmpty, measurer.size(of: last, font: font, maxWidth: .infinity).width + ellipsis > width + 0.01 { last.removeLast() }
        return Array(lines.prefix(limit - 1)) + [last + "…"]
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\u{00}"..."\u{08}", "\u{0B}", "\u{0C}", "\u{0E}"..."\u{1F}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
