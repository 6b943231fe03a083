extension TextViewFilter {
    /// Where the scene puts the text view on `Scene.defaultScreen`: 16
    /// points in from the sides, 120 high (the alert's text view's height).
    /// A front lays out its own; the picture needs one.
    public static let sceneFrame = Rect(x: 16, y: 88, width: Scene.defaultScreen.width - 32, height: 120)

    /// UITextView's text inset: 8 above and below, and 5 of line padding
    /// at the sides (where the seed's placeholder starts too).
    public static let textInsets = Insets(top: 8, left: 5, bottom: 8, right: 5)

    /// What the text view draws in `state` (it does not animate):
    /// `textView` (outlined as the seed's alert text view: 0.5 points of
    /// `#DDDDDD`, corners of 6), `text` (the displayed text, the input
    /// method's marked text included, in the placeholder's font) and
    /// `placeholder` while it shows, both in the placeholder's font at
    /// `contentSize`. For assistive technology `text` is a
    /// text entry labelled by the placeholder, its value the text.
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> Scene {
        let view = Self.sceneFrame
        let font = placeholder.font.scaled(to: contentSize)
        var parts = [
            ScenePart(name: "textView", frame: view, shape: .roundedRect(cornerRadius: 6), fill: "#FFFFFF", stroke: SceneStroke(color: "#DDDDDD", width: 0.5)),
            ScenePart(
                name: "text", frame: view.inset(by: Self.textInsets),
                text: SceneText(state.displayedText, font: font, color: "#000000", alignment: .left, isTopAligned: true),
                accessibility: SceneAccessibility(label: placeholder.text, traits: [.textEntry], value: state.displayedText)),
        ]
        if state.isPlaceholderVisible {
            parts.append(
                ScenePart(
                    name: "placeholder", frame: placeholder.frame(in: view.size).offsetBy(dx: view.x, dy: view.y),
                    text: SceneText(placeholder.text, font: font, color: placeholder.color, alignment: .left, isTopAligned: true)))
        }
        let scene = Scene(size: Scene.defaultScreen, parts: parts).animated(by: animations, at: time)
        return layoutDirection == .rightToLeft ? scene.mirrored() : scene
    }
}

extension TextViewFilter: DrawableMachine {
    /// None: the text view does not animate.
    public func animations(in effects: [Effect]) -> [Timeline] { [] }
}
