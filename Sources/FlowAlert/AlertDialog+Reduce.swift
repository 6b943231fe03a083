extension AlertDialog {
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        guard state.phase != .removed else { return }
        switch event {
        case .showRequested(let screen, let safeArea):
            guard state.phase == .hidden else { return }
            state.phase = .shown
            state.environment = AlertEnvironment(screen: screen, safeArea: safeArea, keyboard: state.environment.keyboard)
            relayout(&state)
            // As the seed does: whatever had the keyboard gives it up first.
            commands.append(.effect(.resignKeyboard))
            commands.append(.effect(.present(animation: Self.fadeIn)))
            if content.kind != .plain { commands.append(.effect(.focusInput)) }
        case .keyboardChanged(let frame):
            let environment = state.environment.with(keyboard: frame)
            guard environment != state.environment else { return }
            state.environment = environment
            relayout(&state)
        case .keyboardHidden:
            guard state.environment.keyboard != nil else { return }
            state.environment = state.environment.with(keyboard: nil)
            relayout(&state)
        case .screenChanged(let size, let safeArea):
            state.environment = AlertEnvironment(screen: size, safeArea: safeArea, keyboard: state.environment.keyboard)
            relayout(&state)
        case .edited(let edit):
            guard state.phase == .shown, content.kind != .plain else { return }
            // The text view filter has no timers, so its effects are all there is.
            for effect in input.reduce(&state.input, edit).compactMap({ $0.effect }) {
                commands.append(.effect(.input(effect: effect)))
            }
        case .buttonTapped(let index):
            guard state.phase == .shown, content.buttons.indices.contains(index) else { return }
            state.selectedButton = index
            if content.kind != .plain { commands.append(.effect(.resignKeyboard)) }
            commands.append(.effect(.notifyButtonSelected(index: index, text: content.kind == .plain ? nil : state.input.text)))
            dismiss(&state, into: &commands)
        case .maskTapped:
            guard state.phase == .shown else { return }
            if content.kind != .plain { commands.append(.effect(.resignKeyboard)) }
            commands.append(.effect(.notifyDismissedByMask))
            dismiss(&state, into: &commands)
        case .keyPressed(let key):
            if let mapped = self.event(for: key) { reduce(&state, mapped, into: &commands) }
        case .fadeOutEnded:
            guard state.phase == .dismissing else { return }
            state.phase = .removed
            commands.append(.effect(.remove))
        }
    }

    /// What a key stands for: Escape the cancel button, or the mask; Return
    /// the emphasized button, or the only one; other keys nothing.
    func event(for key: KeyboardKey) -> Event? {
        switch key {
        case .escape: content.cancelIndex.map { .buttonTapped(index: $0) } ?? .maskTapped
        case .enter: (content.emphasizedIndex ?? (content.buttons.count == 1 ? 0 : nil)).map { .buttonTapped(index: $0) }
        case .space, .left, .right, .up, .down: nil
        }
    }

    private func dismiss(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        state.phase = .dismissing
        commands.append(.effect(.dismiss(animation: Self.fadeOut)))
        commands.append(.schedule(.fadeOutEnded, after: Self.fadeDuration, id: Self.dismissTimer))
    }

    /// The text view's placeholder at the reader's text size.
    var placeholder: TextViewFilter.Placeholder {
        var placeholder = input.placeholder
        placeholder.font = placeholder.font.scaled(to: metrics.contentSize)
        return placeholder
    }

    /// Lays the alert out for the current environment, measuring the text
    /// only when it has not been measured for this container width.
    func relayout(_ state: inout State) {
        guard state.phase != .hidden else { return }
        let metrics = sizedMetrics
        let width = AlertLayout.containerWidth(metrics: metrics, screen: state.environment.screen)
        if state.measurements?.width != width {
            state.measurements = AlertLayout.measure(content, metrics: metrics, width: width, measurer: measurer)
        }
        guard let measurements = state.measurements else { return }
        state.layout.update(
            content, metrics: metrics, policy: buttonPolicy, measurements: measurements, environment: state.environment,
            placeholder: placeholder)
    }
}
