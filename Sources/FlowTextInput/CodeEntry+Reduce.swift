extension CodeEntry {
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        guard !state.isClosed else { return }
        switch event {
        case .typed(text: let text):
            let (accepted, rejected) = read(text)
            if !rejected.isEmpty { commands.append(.effect(.notifyRejected(characters: rejected))) }
            guard let last = accepted.last else { break }
            if state.code.count >= length {
                // As the seed does: typing into a full code replaces its last character and completes again.
                state.code = String(state.code.dropLast()) + String(last)
                commands.append(.effect(.finish(code: state.code)))
            } else {
                state.code += accepted.prefix(length - state.code.count)
                if state.code.count == length { commands.append(.effect(.finish(code: state.code))) }
            }
        case .pasted(text: let text):
            let (accepted, rejected) = read(text)
            if !rejected.isEmpty { commands.append(.effect(.notifyRejected(characters: rejected))) }
            guard !accepted.isEmpty else { break }
            state.code = String(accepted.prefix(length))
            if state.code.count == length { commands.append(.effect(.finish(code: state.code))) }
        case .deletedBackward:
            state.errorMessage = nil
            if !state.code.isEmpty { state.code.removeLast() }
        case .clearRequested:
            state.code = ""
        case .regenerateTapped:
            // As the seed does: a new picture, the message left as it was.
            state.imageNonce.increment()
            commands.append(.effect(.reloadImage(nonce: state.imageNonce)))
        case .closeTapped:
            state.isClosed = true
            commands.append(.effect(.close))
        case .errorMessageChanged(message: let message):
            state.errorMessage = message.isEmpty ? nil : message
            // VoiceOver users hear what sighted users read under the title.
            if !message.isEmpty { commands.append(.effect(.announce(text: message))) }
        case .cellTapped:
            break
        case .keyPressed(let key):
            if key == .escape { reduce(&state, .closeTapped, into: &commands) }
            return
        }
        state.focusedCell = state.isClosed ? nil : min(state.code.count, length - 1)
    }

    /// The allowed characters of `text`, normalised, and the ones dropped.
    private func read(_ text: String) -> (accepted: String, rejected: String) {
        var accepted = ""
        var rejected = ""
        for character in text {
            if let normalized = alphabet.normalize(character) {
                accepted.append(normalized)
            } else if !UnicodeProperties.isWhitespace(character) {
                rejected.append(character)
            }
        }
        return (accepted, rejected)
    }
}
