extension GuidePager {
    /// What the guide or new-feature pager draws in `state` on a page-sized
    /// canvas, with `animations` (the start button's fade in, the guide's
    /// fade out, the indicator's slides) sampled `time` seconds in.
    ///
    /// Every part is in the group `guide`, which the fade out dims: `page`
    /// (the settled page's image; the new-feature pages' own names, the
    /// guide's `guide.page[i]` for the host to supply; nothing on the blank
    /// page), `skip`, `startButton` while visible, `indicatorBar` (the
    /// guide's), and the indicator's parts as `indicator/dot[i]` unless it is
    /// hidden. Nothing once removed.
    ///
    /// For assistive technology the page is an image ("引导页 2"), the
    /// buttons buttons (the skip button read "跳过", without its spacing),
    /// and `indicator` one adjustable element ("第 2 页,共 3 页") whose
    /// increment and decrement the front performs by scrolling a page.
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> Scene {
        let canvas = Size(width: max(pageSize.width.isFinite ? pageSize.width : 0, 0), height: max(pageSize.height.isFinite ? pageSize.height : 0, 0))
        guard state.phase != .removed, pageCount <= Scene.maximumParts else { return Scene(size: canvas, parts: []) }
        let layout = layout
        var parts: [ScenePart] = []
        if state.page < pageCount {
            let image = layout.pageImages.indices.contains(state.page) ? layout.pageImages[state.page] : "guide.page[\(state.page)]"
            parts.append(
                ScenePart(
                    name: "guide/page", frame: Rect(origin: .zero, size: canvas), fill: "#FFFFFF", image: image,
                    accessibility: SceneAccessibility(label: style.pageLabel.filled(["page": String(state.page + 1)]), traits: [.image])))
        }
        func button(_ name: String, _ button: GuideButton) -> ScenePart {
            ScenePart(
                name: "guide/" + name, frame: button.frame, shape: .roundedRect(cornerRadius: button.cornerRadius), fill: button.background,
                text: SceneText(button.title, font: button.font, color: button.titleColor, lineLimit: 1), image: button.backgroundImage,
                accessibility: SceneAccessibility(label: button.title.filter { $0 != " " }, traits: [.button], actions: [.activate]))
        }
        if let skip = layout.skipButton { parts.append(button("skip", skip)) }
        if state.isStartButtonVisible, let start = layout.startButton { parts.append(button("startButton", start)) }
        if !state.isIndicatorHidden {
            if let bar = layout.indicatorBar {
                parts.append(
                    ScenePart(
                        name: "guide/indicatorBar", frame: layout.indicator, shape: .roundedRect(cornerRadius: layout.indicator.height / 2), fill: bar))
            }
            // The guide mirrors as a whole, so its indicator is drawn left to right here.
            let dots = indicator.leftToRightScene(state.indicator, animations: animations.map { $0.scoped(to: Self.indicatorPart) }, at: time)
            // The dots are read as one adjustable element over them all.
            parts.append(ScenePart(name: Self.indicatorPart, frame: layout.indicator, accessibility: indicator.accessibility(for: state.indicator)))
            parts += dots.parts(placedAt: layout.indicator.origin, prefix: Self.indicatorPart)
        }
        let scene = Scene(size: canvas, parts: parts).animated(by: animations.map { $0.outside(Self.indicatorPart) }, at: time)
        // The page's picture is the app's own: it does not mirror.
        return style.layoutDirection == .rightToLeft ? scene.mirrored(keeping: ["guide/page"]) : scene
    }

    /// Where the indicator's parts sit in the pager's scene.
    static let indicatorPart = "guide/indicator"
}

extension GuidePager: DrawableMachine {
    /// The start button's fade in, the fade out, and the indicator's slides,
    /// aimed at the parts of `scene`.
    public func animations(in effects: [Effect]) -> [Timeline] {
        effects.compactMap { effect in
            switch effect {
            case .showStartButton(let animation): animation.prefixed("guide")
            case .fadeOut(let animation): animation
            case .indicator(let effect): indicator.animations(in: [effect]).first?.prefixed(Self.indicatorPart)
            case .finished, .removed, .scrollTo: nil
            }
        }
    }
}
