extension TextViewFilter {
    /// Where the scene puts the text view on `MachineScene.defaultScreen`: 16
    /// points in from the sides, 120 high (the alert's text view's height).
    /// A front lays out its own; the picture needs one.
    public static let sceneFrame = LayoutRect(x: 16, y: 88, width: MachineScene.defaultScreen.width - 32, height: 120)

    /// The text entry's name for assistive technology when the placeholder
    /// is empty ("输入框", a text box): WCAG 4.1.2 asks every field for one,
    /// and VoiceOver would say only its kind.
    public static let unnamedLabel = "输入框"

    /// UITextView's text inset: 8 above and below, and 5 of line padding
    /// at the sides (where the seed's placeholder starts too).
    public static let textInsets = Insets(top: 8, left: 5, bottom: 8, right: 5)

    /// What the text view draws in `state` (it does not animate):
    /// `textView` (outlined as the seed's alert text view: 0.5 points of
    /// `#DDDDDD`, corners of 6), `text` (the displayed text, the input
    /// method's marked text included, in the placeholder's font, scrolled
    /// so that the caret shows), `caret` (where the selection ends, when
    /// nothing is selected) and `placeholder` while it shows, both texts in
    /// the placeholder's font at `contentSize`. For assistive technology
    /// `text` is a text entry labelled by the placeholder (`unnamedLabel`
    /// when there is none: a field must have a name), its value the text.
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> MachineScene {
        let view = Self.sceneFrame
        let font = placeholder.font.scaled(to: contentSize)
        var parts = [
            ScenePart(name: "textView", frame: view, shape: .roundedRect(cornerRadius: 6), fill: "#FFFFFF", stroke: SceneStroke(color: "#DDDDDD", width: 0.5))
        ]
        parts += Self.scrollingText(
            state, named: "text", caret: "caret", in: view.inset(by: Self.textInsets), font: font, color: "#000000",
            accessibility: SceneAccessibility(
                label: placeholder.text.isEmpty ? Self.unnamedLabel : placeholder.text, traits: [.textEntry], value: state.displayedText))
        if state.isPlaceholderVisible {
            parts.append(
                ScenePart(
                    name: "placeholder", frame: placeholder.frame(in: view.size).offsetBy(dx: view.x, dy: view.y),
                    text: SceneText(placeholder.text, font: font, color: placeholder.color, alignment: .left, isTopAligned: true)))
        }
        let scene = MachineScene(size: MachineScene.defaultScreen, parts: parts).animated(by: animations, at: time)
        return layoutDirection == .rightToLeft ? scene.mirrored() : scene
    }
}

extension TextViewFilter {
    /// UIKit's default tint, which colours the caret.
    public static let caretColor: ColorToken = "#007AFF"

    /// The displayed text of `state` in `frame`, scrolled up as far as
    /// keeps the caret in sight (`TextCaret`, as a text view scrolls while
    /// the reader types), and the caret (`TextCaret.width` wide, a line
    /// high, in `caretColor`) when nothing is selected, clipped to the
    /// frame; for the text view and the alert's text view alike.
    package static func scrollingText(
        _ state: State, named name: String, caret caretName: String, in frame: LayoutRect, font: FontSpec, color: ColorToken,
        accessibility: SceneAccessibility
    ) -> [ScenePart] {
        let text = state.displayedText
        let end = state.selection.location.addingReportingOverflow(state.selection.length)
        let caret = TextCaret(in: text, at: end.overflow ? Int.max : end.partialValue, font: font, width: frame.width, visibleHeight: frame.height)
        var parts = [
            ScenePart(
                name: name, frame: frame,
                text: SceneText(text, font: font, color: color, alignment: .left, isTopAligned: true, scrollOffset: caret.scrollOffset),
                accessibility: accessibility)
        ]
        if state.selection.length == 0 {
            let at = caret.frame.offsetBy(dx: frame.x, dy: frame.y - caret.scrollOffset)
            parts.append(ScenePart(name: caretName, frame: at, fill: caretColor, clip: frame))
        }
        return parts
    }
}

extension TextViewFilter: DrawableMachine {
    /// None: the text view does not animate.
    public func animations(in effects: [Effect]) -> [Timeline] { [] }
}
