import FlowCore

extension TitleButton: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> TitleButton {
        let style = (try? TitleButtonStyle(
            arrowSize: random.element(of: [LayoutSize(width: 13, height: 7), .zero, LayoutSize(width: 40, height: 30)])!,
            maxWidth: random.element(of: [.infinity, 200, 20, 0])!, layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight,
            contentSize: random.chance(0.3) ? random.element(of: TextSizeCategory.allCases)! : .large))
        return TitleButton(title: random.element(of: [nil, "小明", ""])!, style: style ?? (try! TitleButtonStyle(arrowSize: .zero)))
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        let titles: [String?] = [nil, "", "   ", "小明", "Ada Lovelace", "👩‍👩‍👧‍👦🇨🇳", String(repeating: "名", count: 80), "مرحبا"]
        return random.chance(0.6) ? .tapped : .titleChanged(title: random.element(of: titles)!)
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<TitleButton>) -> String? {
        let layout = layout(for: step.after)
        let frames = [layout.titleFrame] + (layout.imageFrame.map { [$0] } ?? [])
        for frame in frames {
            if frame.x < -1e-9 || frame.maxX > layout.size.width + 1e-9 || frame.y < -1e-9 || frame.maxY > layout.size.height + 1e-9 {
                return "a frame outside the button"
            }
        }
        if layout.size.width > style.maxWidth + 1e-9, layout.size.width > style.arrowSize.width + 1e-9 { return "wider than the room given" }
        if let image = layout.image, image != (step.after.isSelected ? style.selectedArrowImage : style.arrowImage) { return "the arrow does not match the selection" }
        return nil
    }
}

extension TitleButton: Explorable {
    /// A tap, and the title set, blank, and removed.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        [.tapped, .titleChanged(title: "我的关注"), .titleChanged(title: " "), .titleChanged(title: nil)]
    }

    /// The button has no phase member: its diagram groups states by whether
    /// the button is selected, and whether it has a title to show.
    @_spi(FlowTools) public func phase(of state: State) -> String {
        (state.isSelected ? "selected" : "normal") + (state.title == nil ? ", untitled" : "")
    }
}
