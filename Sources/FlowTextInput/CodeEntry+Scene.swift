extension CodeEntry {
    /// A cell's font: UITextField's default, system 17, growing as body text.
    static let cellFont = FontSpec.system(17, textStyle: .body)

    /// What the picture-code dialog draws in `state` on `MachineScene.defaultScreen`
    /// (it does not animate). Parts: `mask`, `card`, `close` (the × image),
    /// `title`, `error` while a message is shown, `picture` (the image for
    /// `imageNonce`), `regenerate`, then `cell[i]`, each with its character
    /// (or the mask when secure) and the focused one's border in the style
    /// colour. Nothing once closed.
    ///
    /// For assistive technology the dialog is modal and escape closes it
    /// (the front sends `closeTapped`); the × and the regenerate button are
    /// buttons ("关闭", "换一张"), the title a header, the picture an image,
    /// and the cells one text entry, `cells`, whose value is how many are
    /// filled ("已输入 2 位,共 4 位"); the focus starts there, as the seed's
    /// first field takes the keyboard.
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> MachineScene {
        let screen = MachineScene.defaultScreen
        guard !state.isClosed else { return MachineScene(size: screen, parts: []) }
        let s = style
        let layout = layout(in: screen, errorMessage: state.errorMessage)
        let fonts = fonts
        let wraps = s.contentSize == .large ? 1 : 0
        let cellFont = cellFont(side: layout.cells.first?.height ?? 0)
        let card = layout.card
        func inCard(_ rect: LayoutRect) -> LayoutRect { rect.offsetBy(dx: card.x, dy: card.y) }
        var parts = [
            ScenePart(name: "mask", frame: LayoutRect(origin: .zero, size: screen), fill: s.dim),
            ScenePart(name: "card", frame: card, shape: .roundedRect(cornerRadius: s.cardCornerRadius), fill: s.card),
            ScenePart(
                name: "close", frame: inCard(layout.close), image: s.closeImage,
                accessibility: SceneAccessibility(label: s.closeLabel, traits: [.button], actions: [.activate])),
            ScenePart(
                name: "title", frame: inCard(layout.title), text: SceneText(s.title, font: fonts.title, color: "#000000", lineLimit: wraps),
                accessibility: SceneAccessibility(label: s.title, traits: [.header])),
        ]
        if let message = state.errorMessage, !message.isEmpty {
            parts.append(
                ScenePart(
                    name: "error", frame: inCard(layout.error), text: SceneText(message, font: fonts.error, color: s.errorColor, lineLimit: wraps),
                    accessibility: SceneAccessibility(label: message, traits: [.staticText])))
        }
        parts.append(
            ScenePart(
                name: "picture", frame: inCard(layout.picture), image: "code.picture[\(state.imageNonce)]",
                accessibility: SceneAccessibility(label: s.pictureLabel, traits: [.image])))
        parts.append(
            ScenePart(
                name: "regenerate", frame: inCard(layout.regenerate), fill: s.regenerateBackground, image: s.regenerateImage,
                accessibility: SceneAccessibility(label: s.regenerateLabel, traits: [.button], actions: [.activate])))
        let characters = Array(state.code)
        // The cells are one element: a text entry whose value says how many are filled.
        if let first = layout.cells.first, let last = layout.cells.last {
            parts.append(
                ScenePart(
                    name: "cells", frame: inCard(LayoutRect(x: first.x, y: first.y, width: last.maxX - first.x, height: first.height)),
                    accessibility: SceneAccessibility(
                        label: s.title, traits: [.textEntry], value: s.cellsValue.filled(["entered": String(min(characters.count, length)), "length": String(length)]))))
        }
        for (index, cell) in layout.cells.enumerated() {
            let isFocused = state.focusedCell == index
            let shown = characters.indices.contains(index) ? (isSecure ? mask : String(characters[index])) : ""
            parts.append(
                ScenePart(
                    name: "cell[\(index)]", frame: inCard(cell), shape: .roundedRect(cornerRadius: s.cellCornerRadius),
                    stroke: SceneStroke(color: isFocused ? s.focusedBorder : s.cellBorder, width: s.cellBorderWidth),
                    text: SceneText(shown, font: cellFont, color: "#000000", lineLimit: 1)))
        }
        let scene = MachineScene(size: screen, parts: parts, isModal: true, focus: "cells", escapes: true).animated(by: animations, at: time)
        guard s.layoutDirection == .rightToLeft else { return scene }
        return scene.mirrored(keeping: layout.cells.indices.map { "cell[\($0)]" } + ["cells"])
    }
}

extension CodeEntry: DrawableMachine {
    /// None: the dialog does not animate.
    public func animations(in effects: [Effect]) -> [Timeline] { [] }
}
