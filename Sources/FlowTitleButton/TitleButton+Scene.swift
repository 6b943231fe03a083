extension TitleButton {
    /// The navigation bar the scene centres the button in: 44 points high
    /// across `MachineScene.defaultScreen`.
    public static let navigationBarSize = LayoutSize(width: MachineScene.defaultScreen.width, height: 44)

    /// What the title button draws in `state` (it does not animate):
    /// `navigationBar`, then the button's `title` (cut at the maximum width
    /// when truncated) and `arrow` (the image for the selection), centred in
    /// the bar; right to left, the arrow comes first. For assistive
    /// technology the title is the button, labelled without its spacing and
    /// selected while the arrow points up; the arrow is decoration.
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> MachineScene {
        let bar = Self.navigationBarSize
        let layout = layout(for: state)
        let origin = LayoutPoint(x: (bar.width - layout.size.width) / 2, y: (bar.height - layout.size.height) / 2)
        var parts = [
            ScenePart(name: "navigationBar", frame: LayoutRect(origin: .zero, size: bar), fill: "#F8F8F8"),
            ScenePart(
                name: "title", frame: layout.titleFrame.offsetBy(dx: origin.x, dy: origin.y),
                text: SceneText(layout.text, font: layout.font, color: layout.textColor, alignment: .left, lineLimit: 1),
                accessibility: SceneAccessibility(
                    label: layout.accessibilityLabel, traits: state.isSelected ? [.button, .selected] : [.button], actions: [.activate])),
        ]
        if let image = layout.image, let frame = layout.imageFrame {
            parts.append(ScenePart(name: "arrow", frame: frame.offsetBy(dx: origin.x, dy: origin.y), image: image))
        }
        return MachineScene(size: bar, parts: parts).animated(by: animations, at: time)
    }
}

extension TitleButton: DrawableMachine {
    /// None: the arrow flips without animating.
    public func animations(in effects: [Effect]) -> [Timeline] { [] }
}
