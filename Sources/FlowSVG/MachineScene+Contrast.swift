import FlowRuntime

extension MachineScene {
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
    /// A text is judged at the middle of where it shows (its frame inside
    /// its clip). What is behind a point is the parts below it whose frames hold it,
    /// each at its fill's alpha (a gradient's colour at that point) and its
    /// opacity, over white (the app's
    /// screen behind a modal); an image counts as its part's fill (its
    /// pixels are the host's). Colours are resolved through `names` (a
    /// token neither hex nor named is left alone).
    public func increasingContrast(names: [String: String] = SceneColor.standardNames) -> MachineScene {
        var scene = self
        // The frames of the enabled adjustable controls: what is drawn inside one is the control (a page indicator's dots).
        var adjustable: [LayoutRect] = []
        for index in scene.parts.indices {
            var part = scene.parts[index]
            // What the part is, read in one pass over its traits.
            var isEnabled = true, isButton = false, isAdjustable = false
            for trait in part.accessibility?.traits ?? [] {
                switch trait {
                case .notEnabled: isEnabled = false
                case .button: isButton = true
                case .adjustable: isAdjustable = true
                case .header, .staticText, .image, .selected, .updatesFrequently, .textEntry: break
                }
            }
            guard isEnabled else { continue }
            let isControl = isButton || isAdjustable
            if isAdjustable { adjustable.append(part.frame) }
            // A control's own graphics (WCAG 1.4.11), drawn inside an adjustable control.
            let isGraphic = !isControl && part.accessibility == nil && part.text == nil && Self.anyFrame(adjustable, holds: part.frame.center)
            if isControl || isGraphic, let fill = part.fill {
                let behind = scene.backdrop(at: part.frame.center, below: index, names: names)
                if let reaching = Self.adjusted(fill, over: behind, to: Self.controlContrast, names: names) {
                    // A control that does not stand out gets an outline that does; a graphic, its colour.
                    if isGraphic {
                        part.fill = reaching
                    } else {
                        part.stroke = SceneStroke(color: reaching, width: max(part.stroke?.width ?? 0, 1), dash: part.stroke?.dash ?? [])
                    }
                }
            }
            if var text = part.text, !text.string.isEmpty {
                // Judged where the text shows: the middle of its frame's part inside its clip
                // (a band rising into a picture shows its text's top first).
                let point = Self.visibleCenter(of: part.frame, clip: part.clip)
                scene.makeOpaqueOverImages(at: point, below: index, names: names)
                // The part's own fill is behind its text, at full strength: the two fade together.
                var behind = scene.backdrop(at: point, below: index, names: names)
                if let own = part.paint(at: point, names: names) { behind = own.over(behind) }
                text.color = Self.adjusted(text.color, over: behind, to: Self.textContrast, names: names) ?? text.color
                if var highlight = text.highlight {
                    highlight.color = Self.adjusted(highlight.color, over: behind, to: Self.textContrast, names: names) ?? highlight.color
                    text.highlight = highlight
                }
                part.text = text
            }
            scene.parts[index] = part
        }
        return scene
    }

    /// Whether one of `frames` holds `point`.
    private static func anyFrame(_ frames: [LayoutRect], holds point: LayoutPoint) -> Bool {
        for frame in frames where frame.contains(point) { return true }
        return false
    }

    /// Makes opaque the translucent fills at `point` that lie over an image
    /// below `limit`: an image's pixels are the host's, so a text over a
    /// translucent band over a picture (the captcha's failure tip) could
    /// read at any contrast; over an opaque band it reads as computed.
    mutating func makeOpaqueOverImages(at point: LayoutPoint, below limit: Int, names: [String: String]) {
        let end = min(max(limit, 0), parts.count)
        var image = end
        for index in parts.indices[..<end] where parts[index].image != nil && parts[index].frame.contains(point) { image = index }
        guard image < end else { return }
        for index in (image + 1)..<end where parts[index].frame.contains(point) && (parts[index].clip?.contains(point) ?? true) {
            guard let fill = parts[index].fill, var color = SceneColor(fill, names: names), color.alpha < 1 else { continue }
            color.alpha = 1
            parts[index].fill = color.token
        }
    }

    /// WCAG 2's AA minimum for text (1.4.3).
    public static let textContrast = 4.5
    /// WCAG 2's AA minimum for user-interface components (1.4.11).
    public static let controlContrast = 3.0

    /// The nearest colour to `token` drawn over `behind` that reads at
    /// `ratio` against it, or nil when `token` already does (or names no colour).
    private static func adjusted(_ token: ColorToken, over behind: SceneColor, to ratio: Double, names: [String: String]) -> ColorToken? {
        guard let color = SceneColor(token, names: names) else { return nil }
        let drawn = color.over(behind)
        return drawn.contrast(with: behind) >= ratio ? nil : drawn.reaching(ratio, against: behind).token
    }

    /// The middle of the part of `frame` inside `clip` (the frame's middle when they do not meet).
    package static func visibleCenter(of frame: LayoutRect, clip: LayoutRect?) -> LayoutPoint {
        guard let clip else { return frame.center }
        let left = max(frame.x, clip.x), right = min(frame.x + frame.width, clip.x + clip.width)
        let top = max(frame.y, clip.y), bottom = min(frame.y + frame.height, clip.y + clip.height)
        guard left < right, top < bottom else { return frame.center }
        return LayoutPoint(x: (left + right) / 2, y: (top + bottom) / 2)
    }

    /// The colour drawn at `point` by the parts before `limit`, over white.
    public func backdrop(at point: LayoutPoint, below limit: Int, names: [String: String] = SceneColor.standardNames) -> SceneColor {
        var color = SceneColor.white
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
    package func paint(at point: LayoutPoint, names: [String: String]) -> SceneColor? {
        if let gradient { return gradient.color(at: point, names: names) }
        return fill.flatMap { SceneColor($0, names: names) }
    }
}
