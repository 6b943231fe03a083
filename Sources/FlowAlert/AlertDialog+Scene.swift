extension AlertDialog {
    /// The colour of an empty field's placeholder (UIKit's `placeholderText`).
    static let placeholderColor: ColorToken = "#3C3C434C"
    /// The keyboard's stand-in colour (the light keyboard's grey).
    static let keyboardColor: ColorToken = "#D1D3D9"

    /// What the alert draws in `state`, with `animations` (the fade in or
    /// out) sampled `time` seconds in. Parts, all in the group `window` the
    /// fades animate: `mask`, `card`, `title`, `message`; for the input kind
    /// `inputBackground` and `inputField` (its text, or the message as its
    /// placeholder); for the text-view kind `textView` (its border),
    /// `textViewText` (inside the text insets, scrolled so that the caret
    /// shows), `caret` (when nothing is selected: the text view has the
    /// focus, as the seed makes it first responder) and `placeholder` while
    /// shown;
    /// then `button[i]` by index. Then, outside the group, `keyboard` where
    /// the keyboard is (the system draws it: a front draws nothing there).
    /// Nothing while hidden or removed.
    ///
    /// For assistive technology the scene is modal; the title is a header,
    /// the message static text, the input a text entry (labelled by the
    /// message, or the text view's placeholder), each button a button. The
    /// focus goes to the input when there is one (the seed makes it first
    /// responder), else to the title. Escape dismisses it: the front sends
    /// `maskTapped`, which closes the alert without a button. Right to left
    /// (`metrics.layoutDirection`) the scene mirrors: the first button on
    /// the right, the input's text from the right.
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> MachineScene {
        let screen = state.environment.screen
        guard state.phase == .shown || state.phase == .dismissing else { return MachineScene(size: screen, parts: []) }
        let metrics = sizedMetrics
        let layout = state.layout
        let origin = layout.container.origin
        func onScreen(_ rect: LayoutRect) -> LayoutRect { rect.offsetBy(dx: origin.x, dy: origin.y) }
        var parts = [
            ScenePart(name: "window/mask", frame: LayoutRect(origin: .zero, size: screen), fill: metrics.maskColor, opacity: metrics.maskAlpha),
            ScenePart(
                name: "window/card", frame: layout.container, shape: .roundedRect(cornerRadius: metrics.cornerRadius),
                fill: metrics.containerBackground),
        ]
        if let title = layout.title {
            parts.append(
                ScenePart(
                    name: "window/title", frame: onScreen(title), text: SceneText(
                        content.title, font: metrics.titleFont, color: metrics.titleColor, isTopAligned: layout.titleContentHeight != nil),
                    accessibility: SceneAccessibility(label: content.title, traits: [.header])))
        }
        if let message = layout.message {
            parts.append(
                ScenePart(
                    name: "window/message", frame: onScreen(message), text: SceneText(
                        content.message, font: metrics.messageFont, color: metrics.messageColor, isTopAligned: layout.isBodyScrollable),
                    accessibility: SceneAccessibility(label: content.message, traits: [.staticText])))
        }
        if let background = layout.inputBackground {
            parts.append(
                ScenePart(
                    name: "window/inputBackground", frame: onScreen(background), shape: .roundedRect(cornerRadius: metrics.inputCornerRadius),
                    fill: metrics.inputBackground))
        }
        if let field = layout.inputField {
            let typed = state.input.displayedText
            let text =
                typed.isEmpty
                ? SceneText(content.message, font: metrics.inputFont, color: Self.placeholderColor, alignment: .left, lineLimit: 1)
                : SceneText(typed, font: metrics.inputFont, color: metrics.titleColor, alignment: .left, lineLimit: 1)
            parts.append(
                ScenePart(
                    name: "window/inputField", frame: onScreen(field), text: text,
                    accessibility: SceneAccessibility(label: content.message, traits: [.textEntry], value: typed)))
        }
        if let view = layout.textView {
            let frame = onScreen(view)
            parts.append(
                ScenePart(
                    name: "window/textView", frame: frame, shape: .roundedRect(cornerRadius: metrics.textViewCornerRadius),
                    stroke: SceneStroke(color: metrics.textViewBorderColor, width: metrics.textViewBorderWidth)))
            let insets = metrics.textViewInsets
            let inner = LayoutRect(
                x: frame.x + insets.left, y: frame.y + insets.top, width: max(0, frame.width - insets.left - insets.right),
                height: max(0, frame.height - insets.top - insets.bottom))
            parts += TextViewFilter.scrollingText(
                state.input, named: "window/textViewText", caret: "window/caret", in: inner, font: metrics.textViewFont,
                color: metrics.textViewTextColor,
                accessibility: SceneAccessibility(label: input.placeholder.text, traits: [.textEntry], value: state.input.displayedText))
            if state.input.isPlaceholderVisible, let placeholderFrame = layout.placeholder {
                let look = placeholder
                parts.append(
                    ScenePart(
                        name: "window/placeholder", frame: placeholderFrame.offsetBy(dx: frame.x, dy: frame.y),
                        text: SceneText(look.text, font: look.font, color: look.color, alignment: .left, isTopAligned: true)))
            }
        }
        for button in layout.buttons {
            let title = content.buttons.indices.contains(button.index) ? content.buttons[button.index] : ""
            parts.append(
                ScenePart(
                    name: "window/button[\(button.index)]", frame: onScreen(button.frame), shape: .roundedRect(cornerRadius: metrics.buttonCornerRadius),
                    fill: button.background, text: SceneText(title, font: metrics.buttonFont, color: button.titleColor, lineLimit: 1),
                    accessibility: SceneAccessibility(label: title, traits: [.button], actions: [.activate])))
        }
        if let keyboard = state.environment.keyboard {
            // The system draws the keyboard; it is here so that a picture shows what the alert keeps clear of.
            parts.append(ScenePart(name: "keyboard", frame: keyboard, fill: Self.keyboardColor, image: "keyboard"))
        }
        // The focus goes where the seed puts the first responder (the input), else to the first words.
        let focus = ["window/inputField", "window/textViewText", "window/title", "window/message", "window/button[0]"].first { name in
            parts.contains { $0.name == name }
        }
        let scene = MachineScene(size: screen, parts: parts, isModal: true, focus: focus, escapes: true).animated(by: animations, at: time)
        return metrics.layoutDirection == .rightToLeft ? scene.mirrored() : scene
    }
}

extension AlertDialog: DrawableMachine {
    /// The fade in of `present` and the fade out of `dismiss`.
    public func animations(in effects: [Effect]) -> [Timeline] {
        effects.compactMap { effect in
            switch effect {
            case .present(let animation), .dismiss(let animation): animation
            case .focusInput, .resignKeyboard, .input, .notifyButtonSelected, .notifyDismissedByMask, .remove: nil
            }
        }
    }
}
