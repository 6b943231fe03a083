import FlowCore

extension SVGRenderer {
    /// Frames side by side, each under a caption (its time), 16 points apart:
    /// one document for an animation's course.
    public func filmstrip(_ frames: [(caption: String, scene: Scene)]) throws(Failure) -> String {
        let gap = 16.0
        let captionHeight = 24.0
        let width = frames.reduce(0) { $0 + max(0, $1.scene.size.width) } + gap * Double(max(frames.count - 1, 0))
        let height = (frames.map { max(0, $0.scene.size.height) }.max() ?? 0) + captionHeight
        let w = SVGNumber.format(width)
        let h = SVGNumber.format(height)
        var out = "<svg height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" xmlns=\"http://www.w3.org/2000/svg\">\n"
        var x = 0.0
        for frame in frames {
            let document = try render(frame.scene)
            let frameWidth = max(0, frame.scene.size.width)
            let caption = SceneText(frame.caption, font: .system(13), color: "#555555")
            let label = ScenePart(name: "caption", frame: Rect(x: x, y: 0, width: frameWidth, height: captionHeight), text: caption)
            let labelDocument = try SVGRenderer(palette: palette, background: nil, fallbackFonts: fallbackFonts)
                .render(Scene(size: Size(width: width, height: captionHeight), parts: [label]))
            out += Self.body(of: labelDocument)
            // The frame as a nested document, moved into its place.
            out += "<svg" + Self.openingAttributes(of: document, x: x, y: captionHeight) + ">\n" + Self.body(of: document) + "</svg>\n"
            x += frameWidth + gap
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
