extension ProgressHUD {
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch (state.phase, event) {
        case (.hidden, .showRequested(let content)):
            state.content = content
            guard graceTime > 0 else {
                appear(&state, into: &commands)
                return
            }
            state.phase = .waitingGrace
            commands.append(.schedule(.graceEnded, after: graceTime, id: Self.graceTimer))
        case (.waitingGrace, .showRequested(let content)):
            state.content = content
            commands.append(.cancel(id: Self.hideTimer))
        case (.visible, .showRequested(let content)):
            // Showing again: the new content, and any pending hide is off.
            state.content = content
            state.isHidePending = false
            commands.append(.cancel(id: Self.hideTimer))
            commands.append(.effect(.update(content: content)))
            announce(content, into: &commands)
            commands.append(
                content.isNotice
                    ? .schedule(.noticeEnded, after: noticeDuration(for: content.text), id: Self.noticeTimer)
                    : .cancel(id: Self.noticeTimer))
        case (.fadingOut, .showRequested(let content)):
            state.content = content
            commands.append(.cancel(id: Self.fadeTimer))
            appear(&state, into: &commands)
        case (.waitingGrace, .graceEnded):
            appear(&state, into: &commands)
        case (.waitingGrace, .hideRequested(let delay)) where delay > 0, (.visible, .hideRequested(let delay)) where delay > 0:
            commands.append(.schedule(.delayedHideDue, after: delay, id: Self.hideTimer))
        case (.waitingGrace, .hideRequested), (.waitingGrace, .delayedHideDue):
            // Hidden before the grace time ended: it never appears.
            state.phase = .hidden
            state.content = nil
            commands.append(.cancel(id: Self.graceTimer))
            commands.append(.cancel(id: Self.hideTimer))
        case (.visible, .hideRequested), (.visible, .delayedHideDue), (.visible, .noticeEnded):
            guard state.minimumShowTimeElapsed else {
                state.isHidePending = true
                return
            }
            fadeOut(&state, into: &commands)
        case (.visible, .minimumShowTimeEnded):
            state.minimumShowTimeElapsed = true
            if state.isHidePending { fadeOut(&state, into: &commands) }
        case (.fadingOut, .fadeOutEnded):
            state = State()
            commands.append(.effect(.remove))
        case (_, .showRequested), (_, .hideRequested), (_, .graceEnded), (_, .minimumShowTimeEnded), (_, .delayedHideDue), (_, .noticeEnded),
            (_, .fadeOutEnded):
            // Every other event, in every other phase, does not apply and is
            // ignored. Listed by name, not `default`: a new event must be
            // placed, here or above, and is never ignored unseen.
            break
        }
    }

    private func appear(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        guard let content = state.content else { return }
        state.phase = .visible
        state.isHidePending = false
        state.minimumShowTimeElapsed = minimumShowTime == 0
        commands.append(
            .effect(.present(content: content, animation: Timeline(.tween("hud", .alpha, from: .scalar(0), to: .scalar(1), duration: fadeInDuration)))))
        announce(content, into: &commands)
        if minimumShowTime > 0 { commands.append(.schedule(.minimumShowTimeEnded, after: minimumShowTime, id: Self.minimumTimer)) }
        if content.isNotice { commands.append(.schedule(.noticeEnded, after: noticeDuration(for: content.text), id: Self.noticeTimer)) }
    }

    /// What VoiceOver users hear when the HUD shows something: its text, as
    /// SVProgressHUD has VoiceOver read its status.
    private func announce(_ content: Content, into commands: inout MachineCommands<Event, Effect>) {
        guard let text = content.text, !text.isEmpty else { return }
        commands.append(.effect(.announce(text: text)))
    }

    private func fadeOut(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        state.phase = .fadingOut
        state.isHidePending = false
        commands.append(.cancel(id: Self.hideTimer))
        commands.append(.cancel(id: Self.noticeTimer))
        commands.append(.cancel(id: Self.minimumTimer))
        commands.append(.effect(.fadeOut(animation: Timeline(.tween("hud", .alpha, from: .scalar(1), to: .scalar(0), duration: fadeOutDuration)))))
        commands.append(.schedule(.fadeOutEnded, after: fadeOutDuration, id: Self.fadeTimer))
    }
}
