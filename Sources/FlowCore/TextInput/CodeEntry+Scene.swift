extension CodeEntry {
    /// A cell's font: UITextField's default, system 17.
    static let cellFont = FontSpec.system(17)

    /// What the picture-code dialog draws in `state` on `Scene.defaultScreen`
    /// (it does not animate). Parts: `dim`, `card`, `close` (the × image),
    /// `title`, `error` while a message is shown, `picture` (the image for
    /// `imageNonce`), `regenerate`, then `cell[i]`, each with its character
    /// (or the mask when secure) and the focused one's border in the style
    /// colour. Nothing once closed.
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> Scene {
        let screen = Scene.defaultScreen
        guard !state.isClosed else { return Scene(size: screen, parts: []) }
        let s = style
        let layout = layout(in: screen)
        let card = layout.card
        func inCard(_ rect: Rect) -> Rect { rect.offsetBy(dx: card.x, dy: card.y) }
        var parts = [
            ScenePart(name: "dim", frame: Rect(origin: .zero, size: screen), fill: s.dim),
            ScenePart(name: "card", frame: card, shape: .roundedRect(cornerRadius: s.cardCornerRadius), fill: s.card),
            ScenePart(name: "close", frame: inCard(layout.close), image: s.closeImage),
            ScenePart(name: "title", frame: inCard(layout.title), text: SceneText(s.title, font: s.titleFont, color: "#000000", lineLimit: 1)),
        ]
        if let message = state.errorMessage, !message.isEmpty {
            parts.append(ScenePart(name: "error", frame: inCard(layout.error), text: SceneText(message, font: s.errorFont, color: s.errorColor, lineLimit: 1)))
        }
        parts.append(ScenePart(name: "picture", frame: inCard(layout.picture), image: "code.picture[\(state.imageNonce)]"))
        parts.append(ScenePart(name: "regenerate", frame: inCard(layout.regenerate), fill: s.regenerateBackground, image: s.regenerateImage))
        let characters = Array(state.code)
        for (index, cell) in layout.cells.enumerated() {
            let isFocused = state.focusedCell == index
            let shown = characters.indices.contains(index) ? (isSecure ? mask : String(characters[index])) : ""
            parts.append(
                ScenePart(
                    name: "cell[\(index)]", frame: inCard(cell), shape: .roundedRect(cornerRadius: s.cellCornerRadius),
                    stroke: SceneStroke(color: isFocused ? s.focusedBorder : s.cellBorder, width: s.cellBorderWidth),
                    text: SceneText(shown, font: Self.cellFont, color: "#000000", lineLimit: 1)))
        }
        return Scene(size: screen, parts: parts).animated(by: animations, at: time)
    }
}

extension CodeEntry: DrawableMachine {
    /// None: the dialog does not animate.
    public func animations(in effects: [Effect]) -> [Timeline] { [] }
}
