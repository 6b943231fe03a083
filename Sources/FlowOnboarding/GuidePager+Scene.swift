extension GuidePager {
    /// What the guide or new-feature pager draws in `state` on a page-sized
    /// canvas, with `animations` (the start button's fade in, the guide's
    /// fade out, the indicator's slides) sampled `time` seconds in.
    ///
    /// Every part is in the group `guide`, which the fade out dims: `page`
    /// (the image of the page nearest the scroll's offset, where the scroll
    /// has it; the new-feature pages' own names, the guide's `guide.page[i]`
    /// for the host to supply; nothing on the blank page), `neighbour` (the
    /// page a drag is revealing beside it, while one is), `skip`, `startButton` while visible, `indicatorBar` (the
    /// guide's), and the indicator's parts as `indicator/dot[i]` unless it is
    /// hidden. Nothing once removed.
    ///
    /// For assistive technology the page is an image ("引导页 2"), the
    /// buttons buttons (the skip button read "跳过", without its spacing),
    /// and `indicator` one adjustable element ("第 2 页,共 3 页") whose
    /// increment and decrement the front performs by scrolling a page.
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> MachineScene {
        let canvas = LayoutSize(width: max(pageSize.width.isFinite ? pageSize.width : 0, 0), height: max(pageSize.height.isFinite ? pageSize.height : 0, 0))
        guard state.phase != .removed, pageCount <= MachineScene.maximumParts else { return MachineScene(size: canvas, parts: []) }
        let layout = layout
        var parts: [ScenePart] = []
        // The pages where the scroll has them: the one nearest the offset,
        // and the one the finger is revealing beside it.
        let width = canvas.width
        let shown = width > 0 ? min(max(Int((state.offset / width).rounded()), 0), pageCount) : state.page
        // Right to left, the pages run leftwards (and are kept out of the mirroring below, which would flip their pictures).
        let leftwards = style.layoutDirection == .rightToLeft
        let shownX = (Double(shown) * width - state.offset) * (leftwards ? -1 : 1)
        func image(_ page: Int) -> String {
            layout.pageImages.indices.contains(page) ? layout.pageImages[page] : "guide.page[\(page)]"
        }
        if shown < pageCount {
            parts.append(
                ScenePart(
                    name: "guide/page", frame: LayoutRect(x: shownX, y: 0, width: width, height: canvas.height), fill: "#FFFFFF", image: image(shown),
                    accessibility: SceneAccessibility(label: style.pageLabel.filled(["page": String(shown + 1)]), traits: [.image])))
        }
        let neighbour = Double(shown) * width > state.offset ? shown - 1 : Double(shown) * width < state.offset ? shown + 1 : -1
        if neighbour >= 0, neighbour < pageCount {
            let x = shownX + Double(neighbour - shown) * width * (leftwards ? -1 : 1)
            parts.append(ScenePart(name: "guide/neighbour", frame: LayoutRect(x: x, y: 0, width: width, height: canvas.height), fill: "#FFFFFF", image: image(neighbour)))
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
        let scene = MachineScene(size: canvas, parts: parts).animated(by: animations.map { $0.outside(Self.indicatorPart) }, at: time)
        // The page's picture is the app's own: it does not mirror.
        return style.layoutDirection == .rightToLeft ? scene.mirrored(keeping: ["guide/page", "guide/neighbour"]) : scene
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
            case .finish, .remove, .scrollTo: nil
            }
        }
    }
}
