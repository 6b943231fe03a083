extension PageIndicator {
    /// What the indicator draws in `state`, on a canvas of its own size
    /// (`totalWidth` × `dotHeight`), with `animations` (a slide) sampled
    /// `time` seconds in: a stretched dot at 0.05 s into a slide.
    ///
    /// Parts: `dot[i]` for each page, rounded by `cornerRadius`, the current
    /// page's in `currentColor`; the dot a slide moves to is drawn last, on
    /// top, as the seed brings it to the front. Interactive: every dot in
    /// `otherColor`, then `highlight` between the dots it passes. Windowed:
    /// only the dots in the window, scaled at an edge with pages beyond it.
    /// A count above `MachineScene.maximumParts` draws nothing. The dots are not
    /// elements of their own: first comes `indicator`, over the whole
    /// canvas, the one adjustable element UIPageControl is (see
    /// `accessibility(for:)`; a parent such as the guide places the dots in
    /// its own scene and says so itself). Right to left (`layoutDirection`)
    /// the scene mirrors: the first page's dot on the right.
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> MachineScene {
        var scene = leftToRightScene(state, animations: animations, at: time)
        let whole = LayoutRect(origin: .zero, size: scene.size)
        scene.parts.insert(ScenePart(name: "indicator", frame: whole, accessibility: accessibility(for: state)), at: 0)
        return layoutDirection == .rightToLeft ? scene.mirrored() : scene
    }

    /// The scene as it reads left to right, for a parent that mirrors itself as a whole.
    func leftToRightScene(_ state: State, animations: [Timeline], at time: Double) -> MachineScene {
        let canvas = LayoutSize(width: totalWidth, height: dotHeight)
        guard count <= MachineScene.maximumParts else { return MachineScene(size: canvas, parts: []) }
        func dot(_ page: Int, _ frame: LayoutRect, _ color: ColorToken) -> ScenePart {
            ScenePart(name: "dot[\(page)]", frame: frame, shape: .roundedRect(cornerRadius: cornerRadius), fill: color)
        }
        var parts: [ScenePart]
        switch mode {
        case .slide, .instant:
            parts = layout(page: state.currentPage).enumerated().map { page, frame in
                dot(page, frame, page == state.currentPage ? currentColor : otherColor)
            }
            if let target = state.slidingTo, parts.indices.contains(target) {
                parts.append(parts.remove(at: target))
            }
        case .interactive:
            let layout = interactiveLayout(progress: state.progress)
            parts = layout.dots.enumerated().map { page, frame in dot(page, frame, otherColor) }
            if count > 0 {
                parts.append(ScenePart(name: "highlight", frame: layout.highlight, shape: .roundedRect(cornerRadius: cornerRadius), fill: currentColor))
            }
        case .windowed:
            let dots = windowedLayout(for: state)
            let width = dots.last.map { $0.frame.maxX } ?? 0
            return MachineScene(
                size: LayoutSize(width: width, height: dotHeight),
                parts: dots.map { shown in
                    var part = dot(shown.page, shown.frame, shown.isCurrent ? currentColor : otherColor)
                    part.shape = .roundedRect(cornerRadius: cornerRadius * shown.scale)
                    return part
                }
            ).animated(by: animations, at: time)
        }
        return MachineScene(size: canvas, parts: parts).animated(by: animations, at: time)
    }
}

extension PageIndicator {
    /// The indicator as one adjustable element, as UIPageControl is:
    /// `accessibilityLabel`, its value `accessibilityValue` filled ("第 2 页,共 3 页");
    /// increment and decrement turn the page.
    public func accessibility(for state: State) -> SceneAccessibility {
        let page = min(max(state.slidingTo ?? state.currentPage, 0), max(count - 1, 0))
        return SceneAccessibility(
            label: accessibilityLabel, traits: [.adjustable],
            value: accessibilityValue.filled(["page": String(page + 1), "count": String(count)]), actions: [.increment, .decrement],
            range: SceneAccessibility.ValueRange(now: Double(page + 1), minimum: 1, maximum: Double(max(count, 1))))
    }
}

extension PageIndicator: DrawableMachine {
    /// The slides.
    public func animations(in effects: [Effect]) -> [Timeline] {
        effects.map { effect in
            switch effect {
            case .slide(let animation, _): animation
            }
        }
    }
}
