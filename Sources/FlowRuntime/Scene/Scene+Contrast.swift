extension Scene {
    /// The scene as it is drawn with Increase Contrast on (UIKit's
    /// `accessibilityContrast` of `.high`): every text at least 4.5:1
    /// against what is drawn behind it, and every enabled control (a button
    /// or an adjustable part) at least 3:1, WCAG 2's AA for text and for
    /// user-interface components. A colour that falls short is darkened or
    /// lightened (whichever its backdrop contrasts with more) as little as
    /// reaches the ratio, keeping its hue's direction; a control whose fill
    /// does not stand out from behind it gets an outline that does. Colours
    /// that already meet the ratios, and disabled controls (which WCAG
    /// exempts), are left as the component chose them: with the setting off
    /// the seeds' colours stay the default. What is drawn inside an
    /// adjustable control (a page indicator's dots) is the control: its
    /// fills reach 3:1 too. A translucent fill between an image and a text
    /// over it becomes opaque, since the image's pixels are unknown.
    ///
    /// What is behind a point is the parts below it whose frames hold it,
    /// each at its fill's alpha (a gradient's colour at that point) and its
    /// opacity, over white (the app's
    /// screen behind a modal); an image counts as its part's fill (its
    /// pixels are the host's). Colours are resolved through `names` (a
    /// token neither hex nor named is left alone).
    public func increasingContrast(names: [String: String] = RGBColor.standardNames) -> Scene {
        var scene = self
        // The frames of the enabled adjustable controls: what is drawn inside one is the control (a page indicator's dots).
        var adjustable: [Rect] = []
        for index in scene.parts.indices {
            var part = scene.parts[index]
            let traits = part.accessibility?.traits ?? []
            guard !traits.contains(.notEnabled) else { continue }
            if traits.contains(.adjustable) { adjustable.append(part.frame) }
            if traits.contains(.button) || traits.contains(.adjustable), let fill = part.fill, let color = RGBColor(fill, names: names) {
                let behind = scene.backdrop(at: part.frame.center, below: index, names: names)
                let drawn = color.over(behind)
                if drawn.contrast(with: behind) < Self.controlContrast {
                    let outline = drawn.reaching(Self.controlContrast, against: behind)
                    part.stroke = SceneStroke(color: outline.token, width: max(part.stroke?.width ?? 0, 1), dash: part.stroke?.dash ?? [])
                }
            } else if part.accessibility == nil, part.text == nil, adjustable.contains(where: { $0.contains(part.frame.center) }),
                let fill = part.fill, let color = RGBColor(fill, names: names)
            {
                // A control's own graphics (WCAG 1.4.11) at 3:1 against what is behind them.
                let behind = scene.backdrop(at: part.frame.center, below: index, names: names)
                let drawn = color.over(behind)
                if drawn.contrast(with: behind) < Self.controlContrast { part.fill = drawn.reaching(Self.controlContrast, against: behind).token }
            }
            if part.text.map({ !$0.string.isEmpty }) == true { scene.makeOpaqueOverImages(at: part.frame.center, below: index, names: names) }
            if var text = part.text, !text.string.isEmpty {
                // The part's own fill is behind its text, at full strength: the two fade together.
                var behind = scene.backdrop(at: part.frame.center, below: index, names: names)
                if let own = part.paint(at: part.frame.center, names: names) { behind = own.over(behind) }
                text.color = Self.legible(text.color, against: behind, names: names)
                if var highlight = text.highlight {
                    highlight.color = Self.legible(highlight.color, against: behind, names: names)
                    text.highlight = highlight
                }
                part.text = text
            }
            scene.parts[index] = part
        }
        return scene
    }

    /// Makes opaque the translucent fills at `point` that lie over an image
    /// below `limit`: an image's pixels are the host's, so a text over a
    /// translucent band over a picture (the captcha's failure tip) could
    /// read at any contrast; over an opaque band it reads as computed.
    mutating func makeOpaqueOverImages(at point: Point, below limit: Int, names: [String: String]) {
        let end = min(max(limit, 0), parts.count)
        guard let image = parts[..<end].lastIndex(where: { $0.image != nil && $0.frame.contains(point) }) else { return }
        for index in (image + 1)..<end where parts[index].frame.contains(point) && (parts[index].clip?.contains(point) ?? true) {
            guard let fill = parts[index].fill, var color = RGBColor(fill, names: names), color.alpha < 1 else { continue }
            color.alpha = 1
            parts[index].fill = color.token
        }
    }

    /// WCAG 2's AA minimum for text (1.4.3).
    public static let textContrast = 4.5
    /// WCAG 2's AA minimum for user-interface components (1.4.11).
    public static let controlContrast = 3.0

    /// `token`, or the nearest colour that reads at `textContrast` against `behind`.
    private static func legible(_ token: ColorToken, against behind: RGBColor, names: [String: String]) -> ColorToken {
        guard let color = RGBColor(token, names: names) else { return token }
        let drawn = color.over(behind)
        return drawn.contrast(with: behind) >= textContrast ? token : drawn.reaching(textContrast, against: behind).token
    }

    /// The colour drawn at `point` by the parts before `limit`, over white.
    public func backdrop(at point: Point, below limit: Int, names: [String: String] = RGBColor.standardNames) -> RGBColor {
        var color = RGBColor.white
        for part in parts[..<min(max(limit, 0), parts.count)] where part.frame.contains(point) && (part.clip?.contains(point) ?? true) {
            guard var paint = part.paint(at: point, names: names) else { continue }
            paint.alpha *= part.opacity.isFinite ? min(max(part.opacity, 0), 1) : 1
            color = paint.over(color)
        }
        return color
    }
}

extension ScenePart {
    /// The colour its fill paints at `point`: its gradient's there, else its fill.
    func paint(at point: Point, names: [String: String]) -> RGBColor? {
        if let gradient { return gradient.color(at: point, names: names) }
        return fill.flatMap { RGBColor($0, names: names) }
    }
}
