extension ProgressHUD {
    public func reduce(_ state: inout State, _ event: Event) -> [Command<Event, Effect>] {
        switch (state.phase, event) {
        case (.hidden, .show(let content)):
            state.content = content
            guard graceTime > 0 else { return appear(&state) }
            state.phase = .waitingGrace
            return [.schedule(.graceEnded, after: graceTime, id: Timers.grace)]
        case (.waitingGrace, .show(let content)):
            state.content = content
            return [.cancel(id: Timers.delayedHide)]
        case (.visible, .show(let content)):
            // Showing again: the new content, and any pending hide is off.
            state.content = content
            state.isHidePending = false
            var commands: [Command<Event, Effect>] = [.cancel(id: Timers.delayedHide), .effect(.update(content: content))]
            commands += content.isNotice
                ? [.schedule(.noticeEnded, after: noticeDuration(for: content.text), id: Timers.notice)]
                : [.cancel(id: Timers.notice)]
            return commands
        case (.fadingOut, .show(let content)):
            state.content = content
            return [.cancel(id: Timers.fade)] + appear(&state)
        case (.waitingGrace, .graceEnded):
            return appear(&state)
        case (.waitingGrace, .hide(let delay)) where delay > 0, (.visible, .hide(let delay)) where delay > 0:
            return [.schedule(.delayedHideDue, after: delay, id: Timers.delayedHide)]
        case (.waitingGrace, .hide), (.waitingGrace, .delayedHideDue):
            // Hidden before the grace time ended: it never appears.
            state.phase = .hidden
            state.content = nil
            return [.cancel(id: Timers.grace), .cancel(id: Timers.delayedHide)]
        case (.visible, .hide), (.visible, .delayedHideDue), (.visible, .noticeEnded):
            guard state.minimumShowTimeElapsed else {
                state.isHidePending = true
                return []
            }
            return fadeOut(&state)
        case (.visible, .minimumShowTimeEnded):
            state.minimumShowTimeElapsed = true
            return state.isHidePending ? fadeOut(&state) : []
        case (.fadingOut, .fadeOutEnded):
            state = State()
            return [.effect(.removed)]
        default:
            return []
        }
    }

    private func appear(_ state: inout State) -> [Command<Event, Effect>] {
        guard let content = state.content else { return [] }
        state.phase = .visible
        state.isHidePending = false
        state.minimumShowTimeElapsed = minimumShowTime == 0
        var commands: [Command<Event, Effect>] = [
            .effect(.present(content: content, animation: Timeline(.tween("hud", .alpha, from: .scalar(0), to: .scalar(1), duration: fadeInDuration)))),
        ]
        if minimumShowTime > 0 { commands.append(.schedule(.minimumShowTimeEnded, after: minimumShowTime, id: Timers.minimum)) }
        if content.isNotice { commands.append(.schedule(.noticeEnded, after: noticeDuration(for: content.text), id: Timers.notice)) }
        return commands
    }

    private func fadeOut(_ state: inout State) -> [Command<Event, Effect>] {
        state.phase = .fadingOut
        state.isHidePending = false
        return [
            .cancel(id: Timers.delayedHide), .cancel(id: Timers.notice), .cancel(id: Timers.minimum),
            .effect(.fadeOut(animation: Timeline(.tween("hud", .alpha, from: .scalar(1), to: .scalar(0), duration: fadeOutDuration)))),
            .schedule(.fadeOutEnded, after: fadeOutDuration, id: Timers.fade),
        ]
    }
}
