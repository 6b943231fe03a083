extension PictureCodeFlow {
    /// Applies one event: the state changes and the commands asked for.
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch (state.phase, event) {
        case (.idle, .openRequested(let phone)):
            state.phase = .entering
            state.phone = phone
            // The seed loads the picture as the dialog opens.
            forward(.regenerateTapped, &state, into: &commands)
        case (.entering, .entry(let event)):
            let effects = forward(event, &state, into: &commands)
            for effect in effects {
                switch effect {
                case .finish(let code):
                    state.phase = .requesting
                    commands.append(.effect(.requestSMS(phone: state.phone, pictureCode: code)))
                case .close:
                    state.phase = .finished
                    commands.append(.effect(.finish(sent: false)))
                case .notifyRejected, .reloadImage, .announce:
                    break
                }
            }
        case (.requesting, .entry(.closeTapped)):
            // The × still closes while the request is out; its answer is then ignored.
            forward(.closeTapped, &state, into: &commands)
            state.phase = .finished
            commands.append(.effect(.finish(sent: false)))
        case (.requesting, .smsSent):
            state.phase = .finished
            commands.append(.effect(.finish(sent: true)))
        case (.requesting, .smsFailed(let message)):
            state.phase = .entering
            forward(.errorMessageChanged(message: message), &state, into: &commands)
            if onRefusal == .clearAndReload {
                forward(.clearRequested, &state, into: &commands)
                forward(.regenerateTapped, &state, into: &commands)
            }
        case (.idle, _), (.entering, _), (.requesting, _), (.finished, _):
            break
        }
    }

    /// Hands an event to the cells; their effects are wrapped into the flow's.
    @discardableResult
    private func forward(_ event: CodeEntry.Event, _ state: inout State, into commands: inout MachineCommands<Event, Effect>) -> [CodeEntry.Effect] {
        entry.reduce(&state.entry, event, into: &commands, scope: "entry", event: Event.entry(event:), effect: Effect.entry(effect:))
    }

    /// Accepts a state whose cells the entry accepts.
    public func validate(restored state: State) throws(RestoredStateError) {
        do {
            try entry.validate(restored: state.entry)
        } catch {
            throw RestoredStateError("entry: \(error.reason)")
        }
    }
}
