extension ProgressHUD {
    /// SVProgressHUD's light style and geometry, which the scene draws.
    public enum Look {
        /// The margins around the content, left and right.
        public static let horizontalSpacing = 12.0
        /// The margins above and below the content.
        public static let verticalSpacing = 12.0
        /// The gap between the icon or spinner and the text.
        public static let labelSpacing = 8.0
        /// The widest the text runs before it wraps.
        public static let labelMaximumWidth = 200.0
        /// The card's corner radius.
        public static let cornerRadius = 14.0
        /// A notice's icon side.
        public static let iconSide = 28.0
        /// The spinner's side with text: its 18-point ring, half its 2-point
        /// line and 5 points around, on both sides.
        public static let spinnerSide = 48.0
        /// The spinner's side alone: a 24-point ring.
        public static let spinnerAloneSide = 60.0
        /// The spinner's line width.
        public static let ringThickness = 2.0
        /// How long the spinner takes to turn once (SVIndefiniteAnimatedView's
        /// one-second linear rotation, repeated for as long as it shows).
        public static let turnDuration = 1.0
        /// The text's font: the subheadline style's 15 points at the
        /// default text size, growing as a subheadline.
        public static let font = FontSpec.system(15, textStyle: .subheadline)
        /// The card: white (a light blur on a device).
        public static let background: ColorToken = "#FFFFFF"
        /// A hairline round the card, standing for the blur's edge, so that
        /// the card shows on a white screen.
        public static let edge: ColorToken = "#0000001F"
        /// The black mask: black at 40%.
        public static let blackMask: ColorToken = "#00000066"
        /// The gradient mask, centred on the HUD: clear there, black at 75%
        /// (`#000000BF`) at the screen's shorter side and beyond, as
        /// SVProgressHUD's radial gradient layer draws it.
        public static func gradientMask(on screen: LayoutSize, around center: LayoutPoint) -> SceneGradient {
            SceneGradient(
                center: center, radius: min(screen.width, screen.height),
                stops: [.init(location: 0, color: "#00000000"), .init(location: 1, color: "#000000BF")])
        }
    }

    /// What the HUD draws in `state` on `MachineScene.defaultScreen`, with
    /// `animations` (the fades) sampled `time` seconds in. Every part is in
    /// the group `hud` the fades dim: `mask` (a clear one blocks taps, a
    /// black one is 40% black, a gradient one `Look.gradientMask`), `card` (centred, sized to its
    /// content as SVProgressHUD sizes it), `spinner` or `icon` (the notice's
    /// image: `info`, `success`, `error`), and `status` when there is text.
    /// Nothing while hidden or waiting out the grace time.
    ///
    /// For assistive technology the status is static text (updating, for a
    /// spinner), a spinner alone an updating image "加载中"; the scene is
    /// modal when a mask blocks the app, and the focus goes to the status.
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> MachineScene {
        let screen = MachineScene.defaultScreen
        guard state.phase == .visible || state.phase == .fadingOut, let content = state.content else { return MachineScene(size: screen, parts: []) }
        let text = content.text.flatMap { $0.isEmpty ? nil : $0 }
        let font = Look.font.scaled(to: contentSize)
        let label = text.map { EstimatedTextMeasurer().size(of: $0, font: font, maxWidth: Look.labelMaximumWidth) } ?? .zero
        let side = content.kind == .progress ? (text == nil ? Look.spinnerAloneSide : Look.spinnerSide) : Look.iconSide
        let width = Look.horizontalSpacing + max(label.width, side) + Look.horizontalSpacing
        let height = Look.verticalSpacing + side + (text == nil ? 0 : Look.labelSpacing + label.height) + Look.verticalSpacing
        let card = LayoutRect(x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height)
        let iconFrame = LayoutRect(x: card.x + (width - side) / 2, y: card.y + Look.verticalSpacing, width: side, height: side)
        var parts: [ScenePart] = []
        switch content.mask {
        case .none: break
        case .clear: parts.append(ScenePart(name: "hud/mask", frame: LayoutRect(origin: .zero, size: screen), fill: "clear"))
        case .black: parts.append(ScenePart(name: "hud/mask", frame: LayoutRect(origin: .zero, size: screen), fill: Look.blackMask))
        case .gradient:
            let center = LayoutPoint(x: screen.width / 2, y: screen.height / 2)
            parts.append(ScenePart(name: "hud/mask", frame: LayoutRect(origin: .zero, size: screen), gradient: Look.gradientMask(on: screen, around: center)))
        }
        parts.append(
            ScenePart(
                name: "hud/card", frame: card, shape: .roundedRect(cornerRadius: Look.cornerRadius), fill: Look.background,
                stroke: SceneStroke(color: Look.edge, width: 1)))
        switch content.kind {
        case .progress:
            // The spinner's arc: three quarters of the ring, as a dash.
            let ringSide = side - 2 * (5 + Look.ringThickness / 2)
            let ring = LayoutRect(x: iconFrame.x + (side - ringSide) / 2, y: iconFrame.y + (side - ringSide) / 2, width: ringSide, height: ringSide)
            let circumference = Double.pi * ringSide
            parts.append(
                ScenePart(
                    name: "hud/spinner", frame: ring, shape: .ellipse,
                    stroke: SceneStroke(color: "#000000", width: Look.ringThickness, dash: [circumference * 0.75, circumference * 0.25]),
                    accessibility: text == nil ? SceneAccessibility(label: loadingLabel, traits: [.image, .updatesFrequently]) : nil))
        case .info, .success, .error:
            parts.append(ScenePart(name: "hud/icon", frame: iconFrame, image: content.kind.rawValue))
        }
        if let text {
            let frame = LayoutRect(x: card.x + (width - label.width) / 2, y: iconFrame.maxY + Look.labelSpacing, width: label.width, height: label.height)
            parts.append(
                ScenePart(
                    name: "hud/status", frame: frame, text: SceneText(text, font: font, color: "#000000"),
                    accessibility: SceneAccessibility(label: text, traits: content.kind == .progress ? [.staticText, .updatesFrequently] : [.staticText])))
        }
        // A mask blocks the app behind, for VoiceOver as for touch.
        let focus = text == nil ? (content.kind == .progress ? "hud/spinner" : nil) : "hud/status"
        return MachineScene(size: screen, parts: parts, isModal: content.mask != .none, focus: focus).animated(by: animations, at: time)
    }
}

extension ProgressHUD: DrawableMachine {
    /// The fades, and the spinner's turn from when a spinner is shown:
    /// once a second, round and round, unless the reader reduces motion.
    public func animations(in effects: [Effect]) -> [Timeline] {
        var timelines: [Timeline] = []
        var showsSpinner = false
        for effect in effects {
            switch effect {
            case .present(let content, let animation):
                timelines.append(animation)
                showsSpinner = content.kind == .progress
            case .update(let content): showsSpinner = content.kind == .progress
            case .fadeOut(let animation): timelines.append(animation)
            case .remove, .announce: break
            }
        }
        if showsSpinner, !reducesMotion { timelines.append(Self.turn) }
        return timelines
    }

    /// The spinner's turn: a full clockwise rotation each `Look.turnDuration`, repeated.
    public static let turn = Timeline(
        Track(
            target: "hud/spinner", property: .rotation,
            keyframes: [Keyframe(time: 0, value: .scalar(0)), Keyframe(time: Look.turnDuration, value: .scalar(2 * Double.pi))],
            repeats: true))
}
