extension CoachMarks {
    /// What the coach marks draw in `state` on the environment's screen
    /// (they do not animate): for the screen on display, `mask` (the screen
    /// with every cutout a hole, filled by the even-odd rule), `ring[i]`
    /// (dashed, around each cutout), `arrow[i]` (the arrow images, by item,
    /// flipped to point back at their targets from where they are placed),
    /// `tip[i]` (the explanations, by item) and `continue` (drawing nothing).
    /// Nothing when no screen is up.
    ///
    /// For assistive technology the screen is modal: the tips are static
    /// text, read first (the focus starts on the first), then `continue`,
    /// an undrawn button over the screen ("继续") that the front activates
    /// by sending a tap outside the cutouts. Escape skips every remaining
    /// screen (the front sends `skipAllRequested`).
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> MachineScene {
        let canvas = environment.screen
        guard state.phase == .showing, let current = state.current, let screen = screens.first(where: { $0.id == current }) else {
            return MachineScene(size: canvas, parts: [])
        }
        let layout = layout(for: screen)
        var parts = [
            ScenePart(
                name: "mask", frame: LayoutRect(origin: .zero, size: canvas), shape: .path(layout.dimPath), fill: layout.dimColor, opacity: layout.dimAlpha)
        ]
        let ringStroke = SceneStroke(color: layout.ringColor, width: layout.ringWidth, dash: layout.ringDash)
        for (index, ring) in layout.rings.enumerated() {
            parts.append(ScenePart(name: "ring[\(index)]", frame: ring.bounds, shape: .path([ring]), stroke: ringStroke))
        }
        for arrow in layout.arrows {
            var part = ScenePart(name: "arrow[\(arrow.item)]", frame: arrow.frame, image: arrow.image)
            // The built-in arrow is drawn for the first quadrant; another image for its item's own (or
            // the first when it names none). Placed in another, it is mirrored to point back at its target.
            let design = screen.items.indices.contains(arrow.item) ? screen.items[arrow.item].arrow : nil
            let drawnFor = design?.image == CoachMarkItem.Arrow.builtInImage ? .first : design?.quadrant ?? .first
            part.imageFlip = arrow.quadrant.flip(from: drawnFor)
            parts.append(part)
        }
        for tip in layout.tips {
            let alignment: SceneText.Alignment =
                switch tip.alignment {
                case .left, .natural: .left
                case .center: .center
                case .right: .right
                }
            parts.append(
                ScenePart(
                    name: "tip[\(tip.item)]", frame: tip.frame,
                    text: SceneText(tip.text, font: layout.tipFont, color: layout.tipColor, alignment: alignment, isTopAligned: true),
                    accessibility: SceneAccessibility(label: tip.text.replacingNewlines(), traits: [.staticText])))
        }
        // The way on, read after the tips: a tap anywhere, drawn by nothing.
        parts.append(
            ScenePart(
                name: "continue", frame: LayoutRect(origin: .zero, size: canvas),
                accessibility: SceneAccessibility(label: style.continueLabel, traits: [.button], hint: style.continueHint, actions: [.activate])))
        let focus = layout.tips.first.map { "tip[\($0.item)]" } ?? "continue"
        return MachineScene(size: canvas, parts: parts, isModal: true, focus: focus, escapes: true).animated(by: animations, at: time)
    }
}

extension CoachMarks {
    /// What VoiceOver calls the way on.
    static let continueLabel = "继续"
    /// What activating it does.
    static let continueHint = "显示下一条提示"
}

extension String {
    /// The text with line breaks read as spaces.
    func replacingNewlines() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}

extension CoachMarks: DrawableMachine {
    /// None: the screens appear and go without animating.
    public func animations(in effects: [Effect]) -> [Timeline] { [] }
}
