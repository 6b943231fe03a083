import FlowCore

extension AlertDialog: ChaosTestable {
    private static let texts = [
        "", " ", "提示", "Delete this item?", "刚刚您退出App,是因为训练引起了不舒服", String(repeating: "很长的消息 ", count: 120),
        "A very long title that wraps over several lines of the alert", "😀👨‍👩‍👧🇺🇸", "Supercalifragilisticexpialidocious-and-then-some",
        "line\nbreaks\n\nhere", "مرحبا بالعالم",
    ]
    private static let screens = [
        LayoutSize(width: 320, height: 568), LayoutSize(width: 375, height: 812), LayoutSize(width: 414, height: 896), LayoutSize(width: 1024, height: 768),
        LayoutSize(width: 100, height: 120), LayoutSize(width: 0, height: 0), LayoutSize(width: Double.nan, height: 700),
    ]

    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> AlertDialog {
        let buttonCount = random.chance(0.1) ? random.int(in: 0...20) : random.int(in: 0...3)
        let buttons = (0..<buttonCount).map { _ in random.element(of: ["好的", "取消", "OK", "Cancel", "是", "不是", "A rather long button title"])! }
        let content = AlertContent(
            title: random.element(of: texts)!, message: random.element(of: texts)!,
            kind: random.element(of: [.plain, .plain, .input, .textView])!, buttons: buttons,
            emphasizedIndex: buttonCount > 0 && random.chance(0.6) ? random.int(in: 0...(buttonCount - 1)) : nil,
            cancelIndex: buttonCount > 0 && random.chance(0.5) ? random.int(in: 0...(buttonCount - 1)) : nil)
        var metrics = AlertMetrics()
        if random.chance(0.3) { metrics.contentSize = random.element(of: TextSizeCategory.allCases)! }
        return (try? AlertDialog(content: content, metrics: metrics, buttonPolicy: random.chance(0.5) ? .row : .adaptive))
            ?? (try! AlertDialog(content: AlertContent()))
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        // Now and then a hardware key, which stands for one of the other events.
        if random.chance(0.03) { return .keyPressed(random.element(of: KeyboardKey.allCases)!) }
        let screen = state.phase == .hidden || random.chance(0.1) ? random.element(of: Self.screens)! : state.environment.screen
        let safeArea = random.chance(0.5) ? Insets(top: 44, left: 0, bottom: 34, right: 0) : Insets(top: 20)
        switch random.int(in: 0...19) {
        case 0...2:
            return .showRequested(screen: screen, safeArea: safeArea)
        case 3...6:
            let height = random.element(of: [0, 216, 291, 336, 500, 900, -20, Double.nan])!
            let frame = LayoutRect(x: 0, y: screen.height - height, width: screen.width, height: height)
            return .keyboardChanged(frame: random.chance(0.1) ? LayoutRect(x: .nan, y: .infinity, width: 1, height: 1) : frame)
        case 7:
            return .keyboardHidden
        case 8:
            return .screenChanged(size: random.element(of: Self.screens)!, safeArea: safeArea)
        case 9...12:
            return .edited(input: input.chaosEvent(in: state.input, using: &random))
        case 13...15:
            return .buttonTapped(index: random.int(in: -2...(content.buttons.count + 1)))
        case 16, 17:
            return .maskTapped
        case 18:
            return .fadeOutEnded
        default:
            return .keyboardChanged(frame: state.environment.keyboard ?? .zero)
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<AlertDialog>) -> String? {
        let before = step.before
        let state = step.after
        if before.phase == .removed { return step.effects.isEmpty && state == before ? nil : "a removed alert reacted" }
        if case .keyboardChanged(let frame) = step.event, before.environment.keyboard == frame, state != before {
            return "the same keyboard frame twice changed the layout"
        }
        let selections = step.effects.compactMap { effect -> Int? in
            if case .notifyButtonSelected(let index, _) = effect { return index }
            return nil
        }
        if !selections.isEmpty {
            guard selections.count == 1, before.selectedButton == nil, state.selectedButton == selections[0],
                content.buttons.indices.contains(selections[0])
            else { return "a button was delivered twice or out of range" }
        }
        guard state.phase != .hidden else { return nil }
        let layout = state.layout
        // Checked frame by frame, with no array made: `flow check` runs this
        // on every step of a trace.
        func unreal(_ rect: LayoutRect?) -> LayoutRect? {
            guard let rect else { return nil }
            let real = rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite && rect.width >= 0 && rect.height >= 0
            return real ? nil : rect
        }
        if let rect = unreal(layout.container) ?? unreal(layout.title) ?? unreal(layout.message) ?? unreal(layout.inputBackground)
            ?? unreal(layout.inputField) ?? unreal(layout.textView) ?? unreal(layout.placeholder)
            ?? layout.buttons.lazy.compactMap({ unreal($0.frame) }).first
        {
            return "a frame is not a real rectangle: \(rect)"
        }
        let safeTop = state.environment.safeArea.top
        if layout.container.y < safeTop + metrics.safeAreaGap - 1e-9 { return "the container's top is above the safe area" }
        let occlusion = state.environment.keyboardOcclusion
        let screenHeight = state.environment.screen.height
        if occlusion > 0, layout.container.maxY > screenHeight - occlusion - metrics.keyboardGap + 1e-9,
            abs(layout.container.y - (safeTop + metrics.safeAreaGap)) > 1e-9
        {
            return "the container overlaps the keyboard without being pinned to the top"
        }
        let centred = (screenHeight - layout.container.height) / 2
        // Without a keyboard, or under liftOnly, never below centre; above a keyboard, the seed's place.
        let expected =
            occlusion > 0 && metrics.keyboardAvoidance == .aboveKeyboard
            ? screenHeight - occlusion - layout.container.height - metrics.keyboardGap : centred
        if layout.container.y > max(expected, safeTop + metrics.safeAreaGap) + 1e-9 { return "the container sits below its place" }
        // Laid out in order, as they are, the buttons need no sorting to show each is there once.
        let inOrder = layout.buttons.count == content.buttons.count && layout.buttons.indices.allSatisfy { layout.buttons[$0].index == $0 }
        if !inOrder, layout.buttons.map(\.index).sorted() != Array(content.buttons.indices) { return "the buttons are not each shown once" }
        return nil
    }

    @_spi(FlowTools) public func chaosIsFinished(_ state: State) -> Bool { state.phase == .removed }
}

extension AlertDialog: Explorable {
    /// A portrait phone and its rotation, keyboards of 0, 216 and 336
    /// points and the keyboard hidden, the text set and cleared, each button
    /// and one out of range on each side, the mask, the keys, and the end of
    /// the fade.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        let portrait = LayoutSize(width: 375, height: 812)
        let safeArea = Insets(top: 44, left: 0, bottom: 34, right: 0)
        let screen = state.phase == .hidden ? portrait : state.environment.screen
        var events: [Event] = [
            .showRequested(screen: portrait, safeArea: safeArea),
            .screenChanged(size: LayoutSize(width: screen.height, height: screen.width), safeArea: Insets(top: 0, left: 44, bottom: 21, right: 44)),
        ]
        events += [0, 216, 336].map { height in .keyboardChanged(frame: LayoutRect(x: 0, y: screen.height - height, width: screen.width, height: height)) }
        events += [.keyboardHidden, .edited(input: .textSet(text: "好")), .edited(input: .textSet(text: ""))]
        events += (-1...content.buttons.count).map { .buttonTapped(index: $0) }
        events += [.maskTapped, .keyPressed(.escape), .keyPressed(.enter), .fadeOutEnded]
        return events
    }

    /// A button (any), the mask, the escape key.
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] {
        content.buttons.indices.map { .buttonTapped(index: $0) } + [.maskTapped, .keyPressed(.escape)]
    }

    /// Not shown yet, or removed.
    @_spi(FlowTools) public func isResting(_ state: State) -> Bool { state.phase == .hidden || state.phase == .removed }

    /// The alert's one answer: a button chosen, or the mask tapped.
    @_spi(FlowTools) public func oneShotResult(of effect: Effect) -> String? {
        switch effect {
        case .notifyButtonSelected, .notifyDismissedByMask: "answer"
        default: nil
        }
    }
}
