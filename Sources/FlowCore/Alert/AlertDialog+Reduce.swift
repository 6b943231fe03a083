extension AlertDialog {
    public func reduce(_ state: inout State, _ event: Event) -> [Command<Event, Effect>] {
        guard state.phase != .removed else { return [] }
        switch event {
        case .show(let screen, let safeArea):
            guard state.phase == .hidden else { return [] }
            state.phase = .shown
            state.environment = AlertEnvironment(screen: screen, safeArea: safeArea, keyboard: state.environment.keyboard)
            relayout(&state)
            // As the seed does: whatever had the keyboard gives it up first.
            var effects: [Effect] = [.resignKeyboard, .present(animation: Self.fadeIn)]
            if content.kind != .plain { effects.append(.focusInput) }
            return effects.map(Command.effect)
        case .keyboardChanged(let frame):
            let environment = state.environment.with(keyboard: frame)
            guard environment != state.environment else { return [] }
            state.environment = environment
            relayout(&state)
            return []
        case .keyboardHidden:
            guard state.environment.keyboard != nil else { return [] }
            state.environment = state.environment.with(keyboard: nil)
            relayout(&state)
            return []
        case .screenChanged(let size, let safeArea):
            state.environment = AlertEnvironment(screen: size, safeArea: safeArea, keyboard: state.environment.keyboard)
            relayout(&state)
            return []
        case .edit(let edit):
            guard state.phase == .shown, content.kind != .plain else { return [] }
            return input.reduce(&state.input, edit).compactMap(\.effect).map { .effect(.input(effect: $0)) }
        case .buttonTapped(let index):
            guard state.phase == .shown, content.buttons.indices.contains(index) else { return [] }
            state.selectedButton = index
            let text: String? = content.kind == .plain ? nil : state.input.text
            var effects: [Effect] = content.kind == .plain ? [] : [.resignKeyboard]
            effects.append(.buttonSelected(index: index, text: text))
            return dismiss(&state, effects)
        case .maskTapped:
            guard state.phase == .shown else { return [] }
            var effects: [Effect] = content.kind == .plain ? [] : [.resignKeyboard]
            effects.append(.dismissedByMask)
            return dismiss(&state, effects)
        case .fadeOutEnded:
            guard state.phase == .dismissing else { return [] }
            state.phase = .removed
            return [.effect(.removed)]
        }
    }

    private func dismiss(_ state: inout State, _ effects: [Effect]) -> [Command<Event, Effect>] {
        state.phase = .dismissing
        return effects.map(Command.effect) + [
            .effect(.dismiss(animation: Self.fadeOut)),
            .schedule(.fadeOutEnded, after: Self.fadeDuration, id: Self.dismissTimer),
        ]
    }

    /// Lays the alert out for the current environment, measuring the text
    /// only when it has not been measured for this container width.
    private func relayout(_ state: inout State) {
        guard state.phase != .hidden else { return }
        let width = AlertLayout.containerWidth(metrics: metrics, screen: state.environment.screen)
        if state.measurements?.width != width {
            state.measurements = AlertLayout.measure(content, metrics: metrics, width: width, measurer: measurer)
        }
        guard let measurements = state.measurements else { return }
        state.layout.update(
            content, metrics: metrics, policy: buttonPolicy, measurements: measurements, environment: state.environment,
            placeholder: input.placeholder)
    }
}
