extension CaptchaDialog {
    /// The thumb's colour where its image has not loaded (the seed's thumb
    /// is a red image).
    static let thumbColor: ColorToken = "#F35656"

    /// What the captcha draws in `state` on `MachineScene.defaultScreen`, with
    /// `animations` (the puzzle's failure) sampled `time` seconds in.
    ///
    /// Parts: `mask`, `card` (bottom corners rounded), `image` (the
    /// background picture once loaded), then for the puzzle `piece`,
    /// `failureTip` and `failureTip/text` while failed (clipped to the
    /// image, so that the tip rises out from under its edge), `tipLabel`,
    /// `slider` (its border per phase) and `thumb`; for click-word `slider`,
    /// `clickTip` (the words to tap, or how the check went) and
    /// `marker[i]` on each tap. Nothing while idle or closed.
    ///
    /// For assistive technology the dialog is modal and escape closes it
    /// (the front sends `maskTapped`). The picture is an image (for
    /// click-word with how many words were tapped as its value), the hints
    /// static text, the thumb adjustable ("滑块", its value how far it has
    /// moved, "50%"; increment, decrement and activate send `incremented`,
    /// `decremented` and `submitted`). While VoiceOver runs and the configuration
    /// offers it, `alternative` ("使用其他方式验证", drawing nothing) sends
    /// `alternativeChosen`.
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> MachineScene {
        let screen = MachineScene.defaultScreen
        guard state.phase != .idle, state.phase != .closed else { return MachineScene(size: screen, parts: []) }
        let g = geometry
        let layout = layout(for: state)
        let card = LayoutRect(
            x: (screen.width - layout.content.width) / 2, y: (screen.height - layout.content.height) / 2, width: layout.content.width,
            height: layout.content.height)
        func inCard(_ rect: LayoutRect) -> LayoutRect { rect.offsetBy(dx: card.x, dy: card.y) }
        let image = inCard(layout.image)
        let slider = inCard(layout.slider)
        let isLoaded = state.challenge != nil
        // The hints keep to one line at the seed's size and wrap at any other.
        let hintLines = style.contentSize == .large ? 1 : 0
        var parts = [
            ScenePart(name: "mask", frame: LayoutRect(origin: .zero, size: screen), fill: style.mask),
            ScenePart(
                name: "card", frame: card, shape: .roundedCorners(cornerRadius: g.cornerRadius, corners: [.bottomLeft, .bottomRight]),
                fill: style.contentBackground),
            ScenePart(
                name: "image", frame: image, fill: style.imageBackground, image: isLoaded ? "captcha.background" : nil,
                accessibility: imageAccessibility(state)),
        ]
        let sliderPart = ScenePart(
            name: "slider", frame: slider, shape: .roundedRect(cornerRadius: g.sliderCornerRadius), fill: style.sliderBackground,
            stroke: style.sliderBorderWidth > 0 ? SceneStroke(color: style.sliderBorder(in: state.phase), width: style.sliderBorderWidth) : nil)
        switch kind {
        case .blockPuzzle:
            if isLoaded, let piece = layout.piece {
                parts.append(ScenePart(name: "piece", frame: piece.offsetBy(dx: image.x, dy: image.y), image: "captcha.piece", clip: image))
            }
            if state.phase == .failed {
                let tip = layout.failureTip.offsetBy(dx: image.x, dy: image.y)
                let content = layout.failureTipContent
                parts.append(ScenePart(name: "failureTip", frame: tip, fill: content.background, clip: image))
                parts.append(
                    ScenePart(
                        name: "failureTip/text", frame: LayoutRect(x: tip.x + content.textInset, y: tip.y, width: content.textWidth, height: tip.height),
                        text: SceneText(
                            content.text, font: content.font, color: content.textColor, alignment: .left,
                            highlight: SceneText.Highlight(count: content.highlightedCharacters, color: content.highlightColor), lineLimit: 1),
                        clip: image, accessibility: SceneAccessibility(label: content.text, traits: [.staticText])))
            }
            if let label = layout.tipLabel {
                parts.append(
                    ScenePart(
                        name: "tipLabel", frame: inCard(label), text: SceneText(g.tipText, font: fonts.tip, color: style.tipColor, lineLimit: hintLines),
                        accessibility: SceneAccessibility(label: g.tipText, traits: [.staticText])))
            }
            parts.append(sliderPart)
            if let thumb = layout.thumb {
                let frame = thumb.offsetBy(dx: slider.x, dy: slider.y)
                parts.append(
                    ScenePart(
                        name: "thumb", frame: frame, shape: .roundedRect(cornerRadius: frame.height / 2), fill: Self.thumbColor, image: "captcha.thumb",
                        accessibility: SceneAccessibility(
                            label: texts.thumbLabel, traits: state.phase == .ready ? [.adjustable] : [.adjustable, .notEnabled],
                            value: Self.percent(state.thumbOffset, of: g.maximumTravel), hint: texts.thumbHint,
                            actions: [.increment, .decrement, .activate],
                            range: SceneAccessibility.ValueRange(now: Self.percentage(state.thumbOffset, of: g.maximumTravel), minimum: 0, maximum: 100))))
            }
        case .clickWord:
            parts.append(sliderPart)
            if let tip = state.tip, let clickTip = layout.clickTip {
                parts.append(
                    ScenePart(
                        name: "clickTip", frame: clickTip.offsetBy(dx: slider.x, dy: slider.y),
                        text: SceneText(tip.text, font: fonts.clickTip, color: tip.color, lineLimit: hintLines),
                        accessibility: SceneAccessibility(label: tip.text, traits: [.staticText])))
            }
            for marker in layout.markers.prefix(MachineScene.maximumParts / 2) {
                parts.append(
                    ScenePart(
                        name: "marker[\(marker.number - 1)]", frame: marker.frame.offsetBy(dx: image.x, dy: image.y),
                        shape: .roundedRect(cornerRadius: style.markerCornerRadius), fill: style.markerBackground,
                        text: SceneText(String(marker.number), font: style.markerFont, color: style.markerText, lineLimit: 1)))
            }
        }
        if offersAlternative(in: state) {
            // For VoiceOver users only: it draws nothing.
            parts.append(
                ScenePart(
                    name: "alternative", frame: slider,
                    accessibility: SceneAccessibility(label: texts.alternative, traits: [.button], actions: [.activate])))
        }
        let focus = kind == .blockPuzzle ? "tipLabel" : "clickTip"
        return MachineScene(size: screen, parts: parts, isModal: true, focus: parts.contains { $0.name == focus } ? focus : "image", escapes: true)
            .animated(by: animations, at: time)
    }

    /// The picture as an element: what it is, and for click-word how many
    /// words have been tapped ("已点击 1 个,共 3 个").
    private func imageAccessibility(_ state: State) -> SceneAccessibility {
        switch kind {
        case .blockPuzzle:
            return SceneAccessibility(label: texts.puzzleImage, traits: [.image])
        case .clickWord:
            let words = state.challenge?.words.count ?? 0
            return SceneAccessibility(
                label: texts.clickImage, traits: [.image],
                value: texts.clickImageValue.filled(["tapped": String(state.taps.count), "count": String(words)]))
        }
    }

    /// `offset` as a whole percentage of `travel` ("0%" for no travel).
    static func percent(_ offset: Double, of travel: Double) -> String {
        "\(Int(percentage(offset, of: travel)))%"
    }

    /// How far the thumb has travelled, in whole percent of the way.
    static func percentage(_ offset: Double, of travel: Double) -> Double {
        guard travel > 0, offset.isFinite else { return 0 }
        return (min(max(offset / travel, 0), 1) * 100).rounded()
    }
}

extension CaptchaDialog: DrawableMachine {
    /// The puzzle's failure: the tip rising and falling, thumb and piece going back.
    public func animations(in effects: [Effect]) -> [Timeline] {
        effects.compactMap { effect in
            switch effect {
            case .animate(let timeline): timeline
            case .request, .showChallenge, .showAlert, .finish, .announce, .startAlternative: nil
            }
        }
    }
}
