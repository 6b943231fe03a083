import FlowRuntime

extension SVGRenderer {
    /// Frames side by side, each under a caption (its time), 16 points apart
    /// and at least 96 wide so that captions fit: one document for an
    /// animation's course.
    public func filmstrip(_ frames: [(caption: String, scene: MachineScene)]) throws(Failure) -> String {
        let gap = 16.0
        let captionHeight = 24.0
        let cells = frames.map { max(96, $0.scene.size.width.isFinite ? $0.scene.size.width : 0) }
        let width = cells.reduce(0, +) + gap * Double(max(frames.count - 1, 0))
        let height = (frames.map { max(0, $0.scene.size.height.isFinite ? $0.scene.size.height : 0) }.max() ?? 0) + captionHeight
        var out = opening(LayoutSize(width: width, height: height))
        let unscaled = SVGRenderer(palette: palette, background: background, fallbackFonts: fallbackFonts)
        let captions = SVGRenderer(palette: palette, background: nil, fallbackFonts: fallbackFonts)
        var x = 0.0
        for (frame, cell) in zip(frames, cells) {
            let caption = SceneText(frame.caption, font: .system(13), color: "#555555", lineLimit: 1)
            let label = ScenePart(name: "caption", frame: LayoutRect(x: x, y: 0, width: cell, height: captionHeight), text: caption)
            out += Self.body(of: try captions.render(MachineScene(size: LayoutSize(width: width, height: captionHeight), parts: [label])))
            // The frame as a nested document, centred in its cell.
            let document = try unscaled.render(frame.scene)
            let offset = (cell - max(0, frame.scene.size.width)) / 2
            out += "<svg" + Self.openingAttributes(of: document, x: x + offset, y: captionHeight) + ">\n" + Self.body(of: document) + "</svg>\n"
            x += cell + gap
        }
        out += "</svg>\n"
        return out
    }

    /// The lines between a rendered document's opening and closing tags.
    private static func body(of document: String) -> String {
        var lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2 else { return "" }
        lines.removeFirst()
        while let last = lines.last, last.isEmpty || last == "</svg>" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A nested `<svg>`'s attributes: the document's size and view box, placed at (x, y).
    private static func openingAttributes(of document: String, x: Double, y: Double) -> String {
        let first = document.prefix { $0 != "\n" }
        let attributes = String(first.dropFirst("<svg".count).dropLast(">".count))
        let withoutNamespace = attributes.split(separator: " ").filter { !$0.hasPrefix("xmlns=") }.joined(separator: " ")
        return " " + withoutNamespace + " x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(y))\""
    }
}
