import FlowRuntime

/// Draws a `MachineScene` as an SVG document, byte for byte the same for the same
/// scene: numbers to three decimals, attributes in alphabetical order, one
/// element a line.
///
/// The fallback fonts are the document's style for every text. Each part
/// is a group `<g data-part="name">` (with its opacity when below 1, its
/// rotation about its centre when turned, and for an element its ARIA
/// label, value, hint, state and role) holding its shape (filled by a
/// `<radialGradient>` for a gradient), its image and its text. Text uses the
/// font family the scene names, then a fallback list that reaches the CJK
/// fonts of Apple, Google and Microsoft systems; lines break where the
/// estimated measure (`EstimatedTextMeasurer`) breaks them in the frame's
/// width; text is clipped to its part's frame. An image is drawn from
/// `assets` by its name, as a nested `<svg data-image="name">` in the part's
/// frame (a front with the real picture swaps it in by that name, and
/// mirrors it as `data-flip` says: `horizontal`, `vertical` or both); a name
/// the catalog does not hold is drawn as a dashed box labelled with it. A
/// modal scene's document is ARIA's dialog (`role="dialog"`, `aria-modal`,
/// named by its first heading), with the part that takes the focus
/// (`data-focus`) and whether Escape dismisses it (`data-escapes`).
public struct SVGRenderer: Sendable {
    /// How colour tokens become colours.
    public var palette: SVGPalette
    /// Drawn behind everything; nil for a transparent canvas.
    public var background: ColorToken?
    /// The fonts tried after the one a part names.
    public var fallbackFonts: [String] {
        didSet { fallbackList = Self.list(fallbackFonts) }
    }
    /// `fallbackFonts` as the escaped `font-family` list, made once.
    private var fallbackList: String
    /// How many pixels a point takes when the picture is shown (its
    /// `width` and `height`; the drawing itself stays in points): 2 makes
    /// a page indicator big enough to see.
    public var scale: Double
    /// The pictures drawn where a part names an image.
    public var assets: SVGAssetCatalog
    /// The lines of the texts drawn before, so that drawing a scene again
    /// costs what its picture does, not breaking its text again.
    private let lineCache = SVGLineCache()

    /// A renderer with the standard palette, a white canvas, CJK fallbacks,
    /// a scale of 1 (scales that are not finite and positive count as 1) and
    /// the built-in pictures.
    public init(
        palette: SVGPalette = SVGPalette(), background: ColorToken? = "#FFFFFF", fallbackFonts: [String] = SVGRenderer.standardFallbackFonts,
        scale: Double = 1, assets: SVGAssetCatalog = .builtIn
    ) {
        self.assets = assets
        self.palette = palette
        self.background = background
        self.fallbackFonts = fallbackFonts
        self.fallbackList = Self.list(fallbackFonts)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The document's opening tag for a canvas of `size` points; for a
    /// modal scene, a dialog (ARIA's dialog pattern) named by its first
    /// heading (else the part that takes the focus), with the part that
    /// takes the focus and whether Escape dismisses it as data for fronts.
    func opening(_ size: LayoutSize, modal scene: MachineScene? = nil) -> String {
        var out: [UInt8] = []
        writeOpening(size, modal: scene, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `opening(_:modal:)`, written straight as bytes (a trace page
    /// opens a picture for every frame).
    func writeOpening(_ size: LayoutSize, modal scene: MachineScene? = nil, into out: inout [UInt8]) {
        let (width, height) = (max(0, size.width), max(0, size.height))
        out += "<svg "
        var isDialog = false
        if let scene, scene.isModal {
            isDialog = true
            let heading = scene.parts.first { $0.accessibility?.traits.contains(.header) == true }
            let focused = scene.focus.flatMap { scene.part($0) }
            if let name = (heading ?? focused)?.accessibility?.label, !name.isEmpty {
                out += "aria-label=\""
                Self.escape(name, into: &out)
                out += "\" "
            }
            out += "aria-modal=\"true\" "
            if scene.escapes { out += "data-escapes=\"true\" " }
            if let focus = scene.focus {
                out += "data-focus=\""
                Self.escape(focus, into: &out)
                out += "\" "
            }
        }
        out += "height=\""
        SVGNumber.write(height * scale, into: &out)
        out += "\""
        if isDialog { out += " role=\"dialog\"" }
        out += " viewBox=\"0 0 "
        SVGNumber.write(width, into: &out)
        out += " "
        SVGNumber.write(height, into: &out)
        out += "\" width=\""
        SVGNumber.write(width * scale, into: &out)
        out += "\" xmlns=\"http://www.w3.org/2000/svg\">\n"
    }

    /// The system fonts, then CJK families on Apple, Linux (Noto) and Windows systems.
    public static let standardFallbackFonts = [
        "-apple-system", "PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Hiragino Sans GB", "Microsoft YaHei",
        "sans-serif",
    ]

    /// Why a scene was not drawn.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// More parts than `MachineScene.maximumParts`.
        case tooManyParts(Int)

        /// What is wrong, in words.
        public var description: String {
            switch self {
            case .tooManyParts(let count): "the scene has \(count) parts, more than the \(MachineScene.maximumParts) a picture may hold"
            }
        }
    }

    /// The scene as an SVG document, ending with a line feed.
    public func render(_ scene: MachineScene) throws(Failure) -> String {
        String(decoding: try renderUTF8(scene), as: UTF8.self)
    }

    /// The scene as an SVG document's UTF-8 bytes: `render(_:)` without
    /// making a `String`, for a front that hands the bytes on as they are
    /// (the web module answers every frame with them).
    ///
    /// The renderer keeps the lines of the texts it broke (by text, font,
    /// width and line limit; at most 4,096 texts, then it starts over), so a
    /// scene drawn again, a frame of its animation or the same message in a
    /// new state, does not break its text again. The bytes are the same.
    public func renderUTF8(_ scene: MachineScene) throws(Failure) -> [UInt8] {
        var lines = lineCache.take()
        defer { lineCache.putBack(lines) }
        return try renderUTF8(scene, reusing: &lines)
    }

    /// `renderUTF8(_:)` for one of many pictures drawn together (a trace
    /// page's): texts seen in an earlier picture are not broken into lines
    /// again. The bytes are the same.
    package func renderUTF8(_ scene: MachineScene, reusing lines: inout SVGTextLines?) throws(Failure) -> [UInt8] {
        guard scene.parts.count <= MachineScene.maximumParts else { throw .tooManyParts(scene.parts.count) }
        var out: [UInt8] = []
        out.reserveCapacity(256 * (scene.parts.count + 1))
        head(scene, into: &out)
        for part in scene.parts { draw(part, into: &out, lines: &lines) }
        out += "</svg>\n"
        return out
    }

    /// The document in pieces: what comes before the parts (the opening tag,
    /// the style, the background), then each part's group as the document
    /// holds it, in drawing order; `</svg>` ends the document after them. For
    /// a front that patches the parts that changed (the web module).
    package func pieces(_ scene: MachineScene, reusing lines: inout SVGTextLines?) throws(Failure) -> (head: [UInt8], parts: [[UInt8]]) {
        guard scene.parts.count <= MachineScene.maximumParts else { throw .tooManyParts(scene.parts.count) }
        var head: [UInt8] = []
        self.head(scene, into: &head)
        var parts: [[UInt8]] = []
        parts.reserveCapacity(scene.parts.count)
        for part in scene.parts {
            var out: [UInt8] = []
            draw(part, into: &out, lines: &lines)
            parts.append(out)
        }
        return (head, parts)
    }

    /// The opening tag, the style and the background.
    private func head(_ scene: MachineScene, into out: inout [UInt8]) {
        writeOpening(scene.size, modal: scene, into: &out)
        out += "  <style>text{font-family:"
        out.append(fallbackList)
        out += "}</style>\n"
        if let background {
            out += "  <rect"
            fill(background, into: &out)
            Self.number("height", max(0, scene.size.height), into: &out)
            Self.number("width", max(0, scene.size.width), into: &out)
            out += " x=\"0\" y=\"0\"/>\n"
        }
    }

    // MARK: Writing
    //
    // The document is written as UTF-8 bytes (appending to a String checks
    // every piece for grapheme boundaries, which costs more than the drawing).
    // Everything is appended to one string, piece by piece: no temporary
    // strings, so a picture costs a few allocations, not one a number.

    /// ` name="value"`, the number as `SVGNumber` writes it.
    package static func number(_ name: StaticString, _ value: Double, into out: inout [UInt8]) {
        out += " "
        out += name
        out += "=\""
        SVGNumber.write(value, into: &out)
        out += "\""
    }

    /// ` name="value"`, the value as it is.
    static func attribute(_ name: StaticString, _ value: String, into out: inout [UInt8]) {
        out += " "
        out += name
        out += "=\""
        out.append(value)
        out += "\""
    }

    /// The numbers, a space between each.
    package static func numbers(_ values: Double..., into out: inout [UInt8]) {
        for (index, value) in values.enumerated() {
            if index > 0 { out += " " }
            SVGNumber.write(value, into: &out)
        }
    }

    // MARK: Parts

    private func draw(_ part: ScenePart, into out: inout [UInt8], lines: inout SVGTextLines?) {
        let opacity = min(max(part.opacity.isFinite ? part.opacity : 1, 0), 1)
        out += "  <g"
        if let accessibility = part.accessibility { Self.aria(accessibility, into: &out, labels: &lines) }
        out += " data-part=\""
        Self.escape(part.name, into: &out)
        out += "\""
        // A value ARIA has no attribute for outside a slider (a text box's
        // text, an image's state) is also kept as data, for fronts that read it.
        if let accessibility = part.accessibility, !accessibility.traits.contains(.adjustable), let value = accessibility.value {
            out += " data-value=\""
            Self.escape(value, into: &out)
            out += "\""
        }
        if opacity < 1 { Self.number("opacity", opacity, into: &out) }
        if let accessibility = part.accessibility { Self.attribute("role", Self.role(accessibility), into: &out) }
        if part.rotation.isFinite, part.rotation != 0 {
            // SVG turns clockwise on screen for a positive angle, in degrees.
            out += " transform=\"rotate("
            Self.numbers(part.rotation * 180 / Double.pi, part.frame.midX, part.frame.midY, into: &out)
            out += ")\""
        }
        out += ">\n"
        if let clip = part.clip {
            // A nested document whose view box is its own place draws in
            // canvas coordinates and hides what falls outside.
            out += "  <svg"
            Self.number("height", max(0, clip.height), into: &out)
            out += " overflow=\"hidden\" viewBox=\""
            Self.numbers(clip.x, clip.y, max(0, clip.width), max(0, clip.height), into: &out)
            out += "\""
            Self.number("width", max(0, clip.width), into: &out)
            Self.number("x", clip.x, into: &out)
            Self.number("y", clip.y, into: &out)
            out += ">\n"
        }
        let gradient = part.gradient.map { writeGradient($0, into: &out) }
        if part.fill != nil || gradient != nil || part.stroke != nil {
            out += "    "
            shape(part, gradient: gradient, into: &out)
            out += "\n"
        }
        if let image = part.image {
            drawImage(image, in: part.frame, flip: part.imageFlip, overFill: part.fill != nil || part.gradient != nil, into: &out)
        }
        if let text = part.text, !text.string.isEmpty { drawText(text, in: part.frame, into: &out, lines: &lines) }
        if let accessibility = part.accessibility, part.fill == nil, gradient == nil, part.stroke == nil {
            // An element with no shape of its own (a text, a picture, or
            // nothing over others, as the coach marks' "continue") still has
            // its frame: the box assistive technology and a browser's focus
            // ring show, and for a control the whole of where a press lands
            // (its target, WCAG 2.5.8), not just its glyphs' ink.
            out += "    <rect fill=\"none\""
            Self.number("height", max(0, part.frame.height), into: &out)
            if Self.isControl(accessibility) { out += " pointer-events=\"all\"" }
            Self.number("width", max(0, part.frame.width), into: &out)
            Self.number("x", part.frame.x, into: &out)
            Self.number("y", part.frame.y, into: &out)
            out += "/>\n"
        }
        if part.clip != nil { out += "  </svg>\n" }
        out += "  </g>\n"
    }

    /// Whether the element is a control a user reaches (a button, a slider, a text box).
    private static func isControl(_ accessibility: SceneAccessibility) -> Bool {
        let traits = accessibility.traits
        return traits.contains(.button) || traits.contains(.adjustable) || traits.contains(.textEntry)
    }

    /// The ARIA attributes before `data-part` (in alphabetical order), as
    /// the ARIA roles allow them (axe-core's aria-allowed-attr,
    /// aria-required-attr): the hint as `aria-description` (after the value,
    /// for a role that takes no `aria-valuetext`), `aria-disabled`, the
    /// label, a heading's `aria-level`, `aria-pressed` for a selected button
    /// (`aria-selected` otherwise), and a slider's number in its range
    /// (`aria-valuemax`, `aria-valuemin`, `aria-valuenow`) and words (`aria-valuetext`).
    /// The element's `aria-description` as `aria` writes it: its value (a
    /// slider's is its `aria-valuetext` instead) and its hint, joined by ", ".
    package static func ariaDescription(_ accessibility: SceneAccessibility) -> String? {
        let value = accessibility.traits.contains(.adjustable) ? nil : accessibility.value.flatMap { $0.isEmpty ? nil : $0 }
        let hint = accessibility.hint.flatMap { $0.isEmpty ? nil : $0 }
        let parts = [value, hint].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private static func aria(_ accessibility: SceneAccessibility, into out: inout [UInt8], labels: inout SVGTextLines?) {
        let traits = accessibility.traits
        let isSlider = traits.contains(.adjustable)
        let value = isSlider ? nil : accessibility.value.flatMap { $0.isEmpty ? nil : $0 }
        let hint = accessibility.hint.flatMap { $0.isEmpty ? nil : $0 }
        if value != nil || hint != nil {
            out += " aria-description=\""
            if let value { escape(value, into: &out) }
            if value != nil, hint != nil { out += ", " }
            if let hint { escape(hint, into: &out) }
            out += "\""
        }
        if traits.contains(.notEnabled) { out += " aria-disabled=\"true\"" }
        out += " aria-label=\""
        if accessibility.label.utf8.count >= SVGTextLines.longLabel, labels != nil {
            labels?.appendEscaped(accessibility.label, into: &out)
        } else {
            escape(accessibility.label, into: &out)
        }
        out += "\""
        if role(accessibility) == "heading" { out += " aria-level=\"2\"" }
        if traits.contains(.selected) { out += traits.contains(.button) ? " aria-pressed=\"true\"" : " aria-selected=\"true\"" }
        if isSlider, let range = accessibility.range {
            number("aria-valuemax", range.maximum, into: &out)
            number("aria-valuemin", range.minimum, into: &out)
            number("aria-valuenow", range.now, into: &out)
        }
        if isSlider, let value = accessibility.value {
            out += " aria-valuetext=\""
            escape(value, into: &out)
            out += "\""
        }
    }

    /// The ARIA role for the element's traits; a part with no trait is a
    /// named group (ARIA names no element without a role).
    package static func role(_ accessibility: SceneAccessibility) -> String {
        let traits = accessibility.traits
        if traits.contains(.adjustable) { return "slider" }
        if traits.contains(.textEntry) { return "textbox" }
        if traits.contains(.button) { return "button" }
        if traits.contains(.header) { return "heading" }
        if traits.contains(.image) { return "img" }
        return "group"
    }

    /// The part's fill: its gradient (by the id `writeGradient` gave it),
    /// `fill` (and `fill-opacity`), or `fill="none"`.
    private func fillAttributes(_ part: ScenePart, gradient: [UInt8]?, into out: inout [UInt8]) {
        if let gradient {
            out += " fill=\"url(#"
            out += gradient
            out += ")\""
            return
        }
        if let color = part.fill { fill(color, into: &out) } else { out += " fill=\"none\"" }
    }

    /// The part's stroke, when it has one: `stroke`, `stroke-dasharray`,
    /// `stroke-opacity`, `stroke-width`, in that (alphabetical) order.
    private func strokeAttributes(_ part: ScenePart, into out: inout [UInt8]) {
        strokeAttributes(part.stroke, into: &out)
    }

    /// A stroke's attributes; `rounded` adds round ends and joins (an asset's lines).
    private func strokeAttributes(_ stroke: SceneStroke?, rounded: Bool = false, into out: inout [UInt8]) {
        guard let stroke else { return }
        out += " stroke=\""
        let alpha = palette.write(stroke.color, into: &out)
        out += "\""
        if !stroke.dash.isEmpty {
            out += " stroke-dasharray=\""
            for (index, length) in stroke.dash.enumerated() {
                if index > 0 { out += " " }
                SVGNumber.write(length, into: &out)
            }
            out += "\""
        }
        if rounded { out += " stroke-linecap=\"round\" stroke-linejoin=\"round\"" }
        if alpha < 1 { Self.number("stroke-opacity", alpha, into: &out) }
        Self.number("stroke-width", stroke.width, into: &out)
    }

    // Each element's attributes are written in alphabetical order.
    private func shape(_ part: ScenePart, gradient: [UInt8]?, into out: inout [UInt8]) {
        let f = part.frame
        switch part.shape {
        case .rect:
            out += "<rect"
            fillAttributes(part, gradient: gradient, into: &out)
            Self.number("height", max(0, f.height), into: &out)
            strokeAttributes(part, into: &out)
            Self.number("width", max(0, f.width), into: &out)
            Self.number("x", f.x, into: &out)
            Self.number("y", f.y, into: &out)
            out += "/>"
        case .roundedRect(let radius):
            let r = min(max(radius, 0), min(f.width, f.height) / 2)
            out += "<rect"
            fillAttributes(part, gradient: gradient, into: &out)
            Self.number("height", max(0, f.height), into: &out)
            Self.number("rx", r, into: &out)
            Self.number("ry", r, into: &out)
            strokeAttributes(part, into: &out)
            Self.number("width", max(0, f.width), into: &out)
            Self.number("x", f.x, into: &out)
            Self.number("y", f.y, into: &out)
            out += "/>"
        case .roundedCorners(let radius, let corners):
            out += "<path d=\""
            Self.roundedPath(f, radius: radius, corners: corners, into: &out)
            out += "\""
            fillAttributes(part, gradient: gradient, into: &out)
            strokeAttributes(part, into: &out)
            out += "/>"
        case .ellipse:
            out += "<ellipse"
            Self.number("cx", f.x + f.width / 2, into: &out)
            Self.number("cy", f.y + f.height / 2, into: &out)
            fillAttributes(part, gradient: gradient, into: &out)
            Self.number("rx", max(0, f.width) / 2, into: &out)
            Self.number("ry", max(0, f.height) / 2, into: &out)
            strokeAttributes(part, into: &out)
            out += "/>"
        case .path(let shapes):
            out += "<path d=\""
            for (index, shape) in shapes.enumerated() {
                if index > 0 { out += " " }
                Self.subpath(shape, into: &out)
            }
            out += "\""
            fillAttributes(part, gradient: gradient, into: &out)
            out += " fill-rule=\"evenodd\""
            strokeAttributes(part, into: &out)
            out += "/>"
        }
    }

    private func fill(_ token: ColorToken, into out: inout [UInt8]) {
        out += " fill=\""
        let alpha = palette.write(token, into: &out)
        out += "\""
        if alpha < 1 { Self.number("fill-opacity", alpha, into: &out) }
    }

    private static func subpath(_ shape: PathShape, into out: inout [UInt8]) {
        switch shape {
        case .rect(let r):
            out += "M"
            numbers(r.x, r.y, into: &out)
            out += "H"
            SVGNumber.write(r.x + r.width, into: &out)
            out += "V"
            SVGNumber.write(r.y + r.height, into: &out)
            out += "H"
            SVGNumber.write(r.x, into: &out)
            out += "Z"
        case .circle(let center, let radius):
            ellipse(cx: center.x, cy: center.y, rx: radius, ry: radius, into: &out)
        case .ellipse(let r):
            ellipse(cx: r.x + r.width / 2, cy: r.y + r.height / 2, rx: r.width / 2, ry: r.height / 2, into: &out)
        }
    }

    private static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double, into out: inout [UInt8]) {
        let (a, b) = (max(rx, 0), max(ry, 0))
        out += "M"
        numbers(cx - a, cy, into: &out)
        out += "A"
        numbers(a, b, into: &out)
        out += " 0 1 0 "
        numbers(cx + a, cy, into: &out)
        out += "A"
        numbers(a, b, into: &out)
        out += " 0 1 0 "
        numbers(cx - a, cy, into: &out)
        out += "Z"
    }

    private static func roundedPath(_ f: LayoutRect, radius: Double, corners: [SceneShape.Corner], into out: inout [UInt8]) {
        let r = min(max(radius, 0), min(f.width, f.height) / 2)
        func rounding(_ corner: SceneShape.Corner) -> Double { corners.contains(corner) ? r : 0 }
        func arc(_ radius: Double, to x: Double, _ y: Double) {
            out += "A"
            numbers(radius, radius, into: &out)
            out += " 0 0 1 "
            numbers(x, y, into: &out)
        }
        let (tl, tr, br, bl) = (rounding(.topLeft), rounding(.topRight), rounding(.bottomRight), rounding(.bottomLeft))
        out += "M"
        numbers(f.x + tl, f.y, into: &out)
        out += "H"
        SVGNumber.write(f.maxX - tr, into: &out)
        if tr > 0 { arc(tr, to: f.maxX, f.y + tr) }
        out += "V"
        SVGNumber.write(f.maxY - br, into: &out)
        if br > 0 { arc(br, to: f.maxX - br, f.maxY) }
        out += "H"
        SVGNumber.write(f.x + bl, into: &out)
        if bl > 0 { arc(bl, to: f.x, f.maxY - bl) }
        out += "V"
        SVGNumber.write(f.y + tl, into: &out)
        if tl > 0 { arc(tl, to: f.x + tl, f.y) }
        out += "Z"
    }

    // MARK: Images and text

    /// The image `name` in `frame`: its asset fitted as it says (its
    /// layers in a group that mirrors them when flipped), or a dashed box
    /// labelled with the name (only the outline over the part's own fill,
    /// so that the fill shows; never flipped, so the name reads).
    private func drawImage(_ name: String, in frame: LayoutRect, flip: ImageFlip, overFill: Bool, into out: inout [UInt8]) {
        let (width, height) = (max(0, frame.width), max(0, frame.height))
        let asset = assets.asset(named: name)
        out += "    <svg "
        if !flip.isEmpty {
            // Named on the element too, for a front that swaps in its own picture by name.
            out += "data-flip=\""
            out += flip == [.horizontal, .vertical] ? "horizontal vertical" : flip.contains(.horizontal) ? "horizontal" : "vertical"
            out += "\" "
        }
        out += "data-image=\""
        Self.escape(name, into: &out)
        out += "\""
        Self.number("height", height, into: &out)
        if let asset {
            switch asset.scaling {
            case .fit: break
            case .fill: out += " preserveAspectRatio=\"xMidYMid slice\""
            case .stretch: out += " preserveAspectRatio=\"none\""
            }
            out += " viewBox=\"0 0 "
            Self.numbers(asset.size.width, asset.size.height, into: &out)
            out += "\""
        }
        Self.number("width", width, into: &out)
        Self.number("x", frame.x, into: &out)
        Self.number("y", frame.y, into: &out)
        out += ">\n"
        if let asset {
            if !flip.isEmpty {
                // Mirrored within the asset's own box: x ↦ width − x, y ↦ height − y.
                let (h, v) = (flip.contains(.horizontal), flip.contains(.vertical))
                out += "      <g transform=\"matrix("
                Self.numbers(h ? -1 : 1, 0, 0, v ? -1 : 1, h ? asset.size.width : 0, v ? asset.size.height : 0, into: &out)
                out += ")\">\n"
            }
            for layer in asset.layers {
                out += "      <path d=\""
                // Path data holds no character that needs escaping (SVGAsset checks it).
                out.append(layer.path)
                out += "\""
                if let color = layer.fill { fill(color, into: &out) } else { out += " fill=\"none\"" }
                strokeAttributes(layer.stroke, rounded: true, into: &out)
                out += "/>\n"
            }
            if !flip.isEmpty { out += "      </g>\n" }
        } else {
            out += overFill ? "      <rect fill=\"none\"" : "      <rect fill=\"#e6e6e6\""
            Self.number("height", height, into: &out)
            out += " stroke=\"#999999\" stroke-dasharray=\"4 3\" stroke-width=\"1\""
            Self.number("width", width, into: &out)
            out += " x=\"0\" y=\"0\"/>\n"
            let label = SceneText(name, font: .system(min(11, max(1, height * 0.3))), color: "#777777")
            var noCache: SVGTextLines? = nil
            drawText(label, in: LayoutRect(x: 0, y: 0, width: width, height: height), into: &out, lines: &noCache)
        }
        out += "    </svg>\n"
    }

    private func drawText(_ text: SceneText, in frame: LayoutRect, into out: inout [UInt8], lines cache: inout SVGTextLines?) {
        let size = text.font.size.isFinite && text.font.size > 0 ? text.font.size : 1
        let lineHeight = size * 1.2
        let scrolled = text.scrollOffset.isFinite ? text.scrollOffset : 0
        // A top-aligned text (a long message that scrolls) is broken only down
        // to the clip's bottom: the lines below cannot show, and a first frame
        // costs what shows, not the message's length.
        let reach = text.isTopAligned && text.lineLimit == 0 ? Self.linesReaching(frame.height + scrolled, lineHeight: lineHeight) : nil
        let lines =
            cache?.lines(of: text.string, font: text.font, width: frame.width, limit: text.lineLimit, reach: reach)
            ?? Self.lines(of: text.string, font: text.font, width: frame.width, limit: text.lineLimit, reach: reach)
        let blockHeight = Double(lines.count) * lineHeight
        let top = (text.isTopAligned ? 0 : (frame.height - blockHeight) / 2) - scrolled
        let (anchor, x): (String, Double) =
            switch text.alignment {
            case .left: ("start", 0)
            case .center: ("middle", frame.width / 2)
            case .right: ("end", frame.width)
            }
        let weight =
            switch text.font.weight {
            case .regular: "400"
            case .medium: "500"
            case .semibold: "600"
            case .bold: "700"
            }
        out += "    <svg"
        Self.number("height", max(0, frame.height), into: &out)
        out += " overflow=\"hidden\""
        Self.number("width", max(0, frame.width), into: &out)
        Self.number("x", frame.x, into: &out)
        Self.number("y", frame.y, into: &out)
        out += ">\n      <text fill=\""
        let alpha = palette.write(text.color, into: &out)
        out += "\""
        if alpha < 1 { Self.number("fill-opacity", alpha, into: &out) }
        // The document's style gives every text the fallbacks; a text whose
        // font names a family puts it first.
        if let family = text.font.family {
            out += " font-family=\""
            Self.escape(Self.fontName(family), into: &out)
            out += ", "
            out.append(fallbackList)
            out += "\""
        }
        Self.number("font-size", size, into: &out)
        Self.attribute("font-weight", weight, into: &out)
        Self.attribute("text-anchor", anchor, into: &out)
        out += ">"
        var remainingHighlight = text.highlight?.count ?? 0
        // Only the lines in the clip (and one either side, for glyphs taller
        // than their line) are written: a long message costs what its
        // visible part does, not its length.
        let shown = Self.visibleLines(count: lines.count, top: top, lineHeight: lineHeight, clipHeight: frame.height)
        if remainingHighlight > 0 {
            for line in lines[..<shown.lowerBound] where remainingHighlight > 0 { remainingHighlight -= min(remainingHighlight, line.count) }
        }
        for index in shown {
            let line = lines[index]
            out += "<tspan"
            Self.number("x", x, into: &out)
            Self.number("y", top + Double(index) * lineHeight + size * 0.98, into: &out)
            out += ">"
            if let highlight = text.highlight, remainingHighlight > 0 {
                let marked = line.prefix(remainingHighlight)
                remainingHighlight -= marked.count
                out += "<tspan fill=\""
                _ = palette.write(highlight.color, into: &out)
                out += "\">"
                Self.escape(marked, into: &out)
                out += "</tspan>"
                Self.escape(line.dropFirst(marked.count), into: &out)
            } else {
                Self.escape(line, into: &out)
            }
            out += "</tspan>"
        }
        out += "</text>\n    </svg>\n"
    }

    /// Font families as an escaped CSS list.
    private static func list(_ families: [String]) -> String {
        escape(families.map(fontName).joined(separator: ", "))
    }

    /// A font family as CSS names it: quoted when it has a space.
    static func fontName(_ family: String) -> String {
        family.contains(" ") ? "'\(family)'" : family
    }

    /// `string` in lines as the estimated measure breaks it
    /// (`EstimatedTextMeasurer.lines`), so that a picture wraps where the
    /// layout that sized it did.
    ///
    /// With `reach`, only the first `reach` lines are wanted (a text with no
    /// line limit): the walk stops soon after them.
    static func lines(of string: String, font: FontSpec, width: Double, limit: Int = 0, reach: Int? = nil) -> [Substring] {
        let measurer = EstimatedTextMeasurer()
        if let reach, limit == 0 { return measurer.lines(of: string, font: font, maxWidth: width, shown: reach) }
        let lines = measurer.lines(of: string, font: font, maxWidth: width, shown: limit > 0 ? limit : .max)
        guard limit > 0, lines.count > limit else { return lines }
        // Cut after the last line allowed, ending it with "…" where it fits.
        var last = lines[limit - 1]
        let ellipsis = measurer.size(of: "…", font: font, maxWidth: .infinity).width
        // The line's width as the measure gives it (scalar by scalar, far cheaper than a walk by Character).
        var used = measurer.size(of: String(last), font: font, maxWidth: .infinity).width
        while let character = last.last, used + ellipsis > width + 0.01 {
            used -= measurer.advance(of: character, font: font)
            last.removeLast()
        }
        return Array(lines.prefix(limit - 1)) + [Substring(last + "…")]
    }

    /// How many lines, from the first, reach down to `bottom` below the
    /// first line's top, with the one more `visibleLines` draws; nil when
    /// that is not a finite count (every line, then).
    static func linesReaching(_ bottom: Double, lineHeight: Double) -> Int? {
        let count = (bottom / lineHeight + 2).rounded(.up)
        guard count.isFinite, count < 1_000_000 else { return nil }
        return max(1, Int(count))
    }

    /// The indices of the lines drawn in a clip `clipHeight` tall when the
    /// first line's top is at `top`: those that meet the clip, and beside
    /// them the lines whose top is within two line heights above the clip
    /// and one line below it (a glyph may reach past its own line).
    static func visibleLines(count: Int, top: Double, lineHeight: Double, clipHeight: Double) -> Range<Int> {
        guard count > 0, lineHeight > 0, top.isFinite, clipHeight.isFinite else { return 0..<count }
        let first = ((-top) / lineHeight - 2).rounded(.up)
        let last = ((clipHeight - top) / lineHeight + 1).rounded(.up)
        let lower = Int(min(Double(count), max(0, first)))
        let upper = Int(min(Double(count), max(0, last)))
        return lower..<max(lower, upper)
    }

    package static func escape(_ text: String) -> String {
        var out: [UInt8] = []
        escape(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` with `&`, `<`, `>` and `"` escaped, and every character
    /// XML 1.0 does not allow (its `Char` production: the controls other than
    /// tab, line feed and carriage return; U+FFFE and U+FFFF) as U+FFFD, so
    /// the picture is well-formed XML whatever the text. (A Swift string holds
    /// no lone surrogate, the production's other exclusion.)
    package static func escape(_ text: some StringProtocol, into out: inout [UInt8]) {
        let escaped: Void? = text.utf8.withContiguousStorageIfAvailable { escape(utf8: $0, into: &out) }
        if escaped == nil { Array(text.utf8).withUnsafeBufferPointer { escape(utf8: $0, into: &out) } }
    }

    /// Escapes valid UTF-8 byte by byte, copying the runs between the bytes
    /// it changes: the markup characters become entities, a control other
    /// than tab, line feed and carriage return becomes U+FFFD, and so do
    /// U+FFFE and U+FFFF (EF BF BE, EF BF BF), whose last byte turns into
    /// U+FFFD's (EF BF BD). In valid UTF-8 these bytes mean only these
    /// characters, so this is the scalar-by-scalar rule without decoding.
    private static func escape(utf8 bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var run = 0
        func flush(upTo end: Int) {
            if end > run { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<end])) }
            run = end + 1
        }
        var index = 0
        // Runs of eight bytes none of which can change are passed over a
        // word at a time (a long message's label is thousands of bytes,
        // nearly all kept). U+FFFE and U+FFFF begin with 0xEF: the two bytes
        // after one are always looked at one by one (`slowUntil`).
        var slowUntil = 0
        while index < bytes.count {
            if index >= slowUntil {
                index = EscapeScan.firstWordThatMayChange(in: bytes, from: index)
                slowUntil = index + 8
                guard index < bytes.count else { break }
            }
            defer { index += 1 }
            let byte = bytes[index]
            if byte == 0xEF { slowUntil = max(slowUntil, index + 3) }
            // Past `>` (0x3E) only U+FFFE and U+FFFF's last bytes can change.
            if byte > 0x3E && (byte < 0xBE || byte > 0xBF) { continue }
            switch byte {
            case UInt8(ascii: "&"): flush(upTo: index); out += "&amp;"
            case UInt8(ascii: "<"): flush(upTo: index); out += "&lt;"
            case UInt8(ascii: ">"): flush(upTo: index); out += "&gt;"
            case UInt8(ascii: "\""): flush(upTo: index); out += "&quot;"
            case 0x09, 0x0A, 0x0D: break
            case 0..<0x20: flush(upTo: index); out += "\u{FFFD}"
            case 0xBE...0xBF where index >= 2 && bytes[index - 2] == 0xEF && bytes[index - 1] == 0xBF:
                flush(upTo: index)
                out.append(0xBD)
            default: break
            }
        }
        flush(upTo: bytes.count)
    }
}

/// Appends a literal's UTF-8 bytes: the writer's fixed pieces, copied from
/// the program's own constants with no `String` in between (the web module
/// writes a picture a frame, and most of a picture is these pieces).
package func += (bytes: inout [UInt8], text: StaticString) {
    // One byte (a quote, a bracket) is appended as a byte: through
    // append(contentsOf:) it cost about 45 instructions (callgrind).
    if text.utf8CodeUnitCount == 1, text.hasPointerRepresentation { return bytes.append(text.utf8Start.pointee) }
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
}

extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8 bytes: the writer's way of adding a text made at run time.
    mutating func append(_ text: String) {
        // Native strings hand over their bytes in one copy; iterating the view would go byte by byte.
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil { append(contentsOf: text.utf8) }
    }
}
