extension CaptchaDialog {
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch (state.phase, event) {
        case (.closed, _):
            break
        case (.idle, .openRequested(let timestamp)):
            load(&state, timestamp: timestamp, into: &commands)
        case (.ready, .refreshTapped(let timestamp)), (.dragging, .refreshTapped(let timestamp)), (.failed, .refreshTapped(let timestamp)):
            load(&state, timestamp: timestamp, into: &commands)
        case (.ready, .tokenExpired), (.dragging, .tokenExpired), (.failed, .reloadDue):
            load(&state, timestamp: nil, into: &commands)
        case (.loading, .responseReceived(let id, let body)) where id == state.pendingRequest:
            answered(&state, into: &commands)
            loaded(&state, body, into: &commands)
        case (.loading, .requestFailed(let id, let message)) where id == state.pendingRequest:
            answered(&state, into: &commands)
            loadFailed(&state, .network(message), into: &commands)
        case (.loading, .requestTimedOut(let id)) where id == state.pendingRequest:
            state.pendingRequest = nil
            loadFailed(&state, .network(texts.timeout), into: &commands)
        case (.verifying, .responseReceived(let id, let body)) where id == state.pendingRequest:
            answered(&state, into: &commands)
            checked(&state, body, into: &commands)
        case (.verifying, .requestFailed(let id, _)) where id == state.pendingRequest:
            answered(&state, into: &commands)
            fail(&state, into: &commands)
        case (.verifying, .requestTimedOut(let id)) where id == state.pendingRequest:
            state.pendingRequest = nil
            fail(&state, into: &commands)
        case (.ready, .dragBegan) where kind == .blockPuzzle:
            state.phase = .dragging
            state.drag = DragSamples(origin: state.thumbOffset)
        case (.ready, .dragMoved(let translation)) where kind == .blockPuzzle:
            // A pan that reports moves without a beginning still starts a drag.
            state.phase = .dragging
            state.drag = DragSamples(origin: state.thumbOffset)
            move(&state, to: translation)
        case (.dragging, .dragMoved(let translation)):
            move(&state, to: translation)
        case (.dragging, .dragCancelled):
            state.phase = .ready
            state.drag = DragSamples()
        case (.dragging, .dragEnded(let translation)):
            // The seed runs the end through its move code: where the pan ended
            // at its last place, that is a step of 0 (X2). Strictly, no step.
            if robotCheck == .seed || translation != state.drag.lastTranslation { move(&state, to: translation) }
            endDrag(&state, into: &commands)
        case (.ready, .tapped(let point)) where kind == .clickWord:
            tap(&state, at: point, into: &commands)
        case (.ready, .incremented) where kind == .blockPuzzle:
            adjust(&state, by: 1, into: &commands)
        case (.ready, .decremented) where kind == .blockPuzzle:
            adjust(&state, by: -1, into: &commands)
        case (.ready, .submitted) where kind == .blockPuzzle && state.thumbOffset > 0:
            // The adjusted place is the user's own, step by step: the drag's
            // evenness check (it tells a hand's drag from a script's) does not apply.
            submitPiece(&state, into: &commands)
        case (_, .voiceOverChanged(let isRunning)):
            state.isVoiceOverRunning = isRunning
        case (_, .alternativeChosen) where offersAlternative(in: state):
            state.phase = .closed
            state.pendingRequest = nil
            cancelTimers(into: &commands)
            commands.append(.effect(.startAlternative))
            commands.append(.effect(.finish(verification: nil)))
        case (_, .keyPressed(let key)):
            if kind == .clickWord, state.phase != .closed { state.isKeyboardInUse = true }
            if let mapped = self.event(for: key) { reduce(&state, mapped, into: &commands) }
        case (.succeeded, .closeDue):
            state.phase = .closed
            commands.append(.effect(.finish(verification: state.verification)))
        case (.succeeded, .maskTapped):
            // The server accepted the answer: closing before the delay's end
            // delivers it, once. (The seed's completion runs twice here, with
            // "" and then the verification; dropping it would lose a solved
            // captcha. X3.)
            state.phase = .closed
            cancelTimers(into: &commands)
            commands.append(.effect(.finish(verification: state.verification)))
        case (_, .maskTapped):
            state.phase = .closed
            state.pendingRequest = nil
            cancelTimers(into: &commands)
            commands.append(.effect(.finish(verification: nil)))
        case (_, .openRequested), (_, .refreshTapped), (_, .responseReceived), (_, .requestFailed), (_, .requestTimedOut), (_, .dragBegan),
            (_, .dragMoved), (_, .dragEnded), (_, .dragCancelled), (_, .tapped), (_, .tokenExpired), (_, .reloadDue), (_, .closeDue),
            (_, .incremented), (_, .decremented), (_, .submitted), (_, .alternativeChosen):
            // Every other event, in every other phase, does not apply and is
            // ignored. Listed by name, not `default`: a new event must be
            // placed, here or above, and is never ignored unseen.
            break
        }
    }

    // MARK: Loading

    private func load(_ state: inout State, timestamp: Double?, into commands: inout MachineCommands<Event, Effect>) {
        state.phase = .loading
        state.challenge = nil
        state.thumbOffset = 0
        state.pieceOffset = 0
        state.drag = DragSamples()
        state.taps = []
        state.verification = nil
        state.tip = kind == .clickWord ? Tip(text: texts.loading, color: "#000000") : nil
        var body: [String: JSONValue] = ["captchaType": .string(kind.rawValue)]
        // The seed always sends its component id; "" when the host has none.
        body["clientUid"] = .string(clientUid ?? "")
        if let timestamp, timestamp.isFinite { body["ts"] = .number(timestamp) }
        cancelTimers(into: &commands)
        request(&state, path: "/captcha/get", body: .object(body), into: &commands)
    }

    private func loaded(_ state: inout State, _ body: CaptchaResponseBody, into commands: inout MachineCommands<Event, Effect>) {
        do throws(CaptchaLoadError) {
            let reply = try envelope.decode(try body.parsed())
            guard reply.isSuccess else { throw .server(code: reply.code, message: reply.message) }
            let (challenge, background, piece) = try CaptchaChallenge.read(
                reply.data, kind: kind, fallbackPieceSize: geometry.fallbackPieceSize, dataField: envelope.dataField)
            state.phase = .ready
            state.challenge = challenge
            if kind == .clickWord {
                state.tip = Tip(text: texts.clickPrompt.filled(["words": challenge.words.joined(separator: ",")]), color: "#000000")
            }
            commands.append(.effect(.showChallenge(background: background, piece: piece, pieceSize: challenge.pieceSize, words: challenge.words)))
            commands.append(.schedule(.tokenExpired, after: timings.tokenLifetime, id: Self.tokenTimer))
        } catch {
            loadFailed(&state, error, into: &commands)
        }
    }

    /// As the seed does: close without a verification, then tell the user why.
    private func loadFailed(_ state: inout State, _ error: CaptchaLoadError, into commands: inout MachineCommands<Event, Effect>) {
        state.phase = .closed
        cancelTimers(into: &commands)
        commands.append(.effect(.finish(verification: nil)))
        commands.append(.effect(.showAlert(title: texts.alertTitle, message: error.message(texts), buttons: [texts.alertButton])))
    }

    // MARK: Answering

    /// Moves the thumb to the drag's translation from where the drag began,
    /// clamped to the slider (the seed checked the bound before moving, so a
    /// fast drag overshot it and a thumb past it froze), and the piece in
    /// proportion. A translation that is not finite is ignored.
    private func move(_ state: inout State, to translation: Double) {
        guard translation.isFinite else { return }
        state.drag.record(translation)
        let travel = min(max(state.drag.origin + translation, 0), geometry.maximumTravel)
        state.thumbOffset = travel
        state.pieceOffset = travel * geometry.ratio(pieceWidth: state.challenge?.pieceSize.width ?? geometry.fallbackPieceSize.width)
    }

    /// Ends a drag as the seed does: with two or more distinct steps, the
    /// piece's place is checked (at the start too). Otherwise the drag does
    /// nothing: the thumb stays where it was dropped and the next drag starts
    /// afresh (the seed kept the old drag's steps, so the next drag passed
    /// the check whatever its pace). Under the strict check, an even drag
    /// left away from the start fails and reloads.
    private func endDrag(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        guard state.drag.sawDifferentStep else {
            if state.thumbOffset == 0 || robotCheck == .seed {
                state.phase = .ready  // the thumb and the piece stay where they were dropped
            } else {
                fail(&state, into: &commands)
            }
            return
        }
        submitPiece(&state, into: &commands)
    }

    /// Checks the piece where it is, in the server's image coordinates.
    private func submitPiece(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        let scale = geometry.image.width > 0 ? geometry.serverImageSize.width / geometry.image.width : 1
        check(&state, pointJSON: .object(["x": .number(state.pieceOffset * scale), "y": .number(5)]), into: &commands)
    }

    /// Moves the thumb `steps` adjustment steps (clamped to its travel), the
    /// piece in proportion, and announces where it is ("52%").
    private func adjust(_ state: inout State, by steps: Double, into commands: inout MachineCommands<Event, Effect>) {
        let travel = geometry.maximumTravel
        let offset = min(max(state.thumbOffset + steps * accessibility.adjustmentStep * travel, 0), travel)
        state.thumbOffset = offset
        state.pieceOffset = offset * geometry.ratio(pieceWidth: state.challenge?.pieceSize.width ?? geometry.fallbackPieceSize.width)
        state.drag = DragSamples()
        commands.append(.effect(.announce(text: Self.percent(offset, of: travel))))
    }

    /// What a key stands for: Escape the mask; for the puzzle the arrows a
    /// step of the thumb, Return and Space a submit; for click-word, whose
    /// words a keyboard cannot tap, Return and Space the other way to verify.
    func event(for key: KeyboardKey) -> Event? {
        switch (kind, key) {
        case (_, .escape): .maskTapped
        case (.blockPuzzle, .right), (.blockPuzzle, .up): .incremented
        case (.blockPuzzle, .left), (.blockPuzzle, .down): .decremented
        case (.blockPuzzle, .enter), (.blockPuzzle, .space): .submitted
        case (.clickWord, .enter), (.clickWord, .space): .alternativeChosen
        case (.clickWord, .right), (.clickWord, .up), (.clickWord, .left), (.clickWord, .down): nil
        }
    }

    /// Whether the other way to verify is on offer: configured, VoiceOver
    /// running or a keyboard driving click-word, and the dialog still open.
    func offersAlternative(in state: State) -> Bool {
        accessibility.alternative == .hostVerification && (state.isVoiceOverRunning || state.isKeyboardInUse) && state.phase != .closed
    }

    private func tap(_ state: inout State, at point: LayoutPoint, into commands: inout MachineCommands<Event, Effect>) {
        guard let words = state.challenge?.words, point.x.isFinite, point.y.isFinite,
            LayoutRect(origin: .zero, size: geometry.image.size).contains(point), state.taps.count < words.count
        else { return }
        state.taps.append(point)
        guard state.taps.count == words.count else { return }
        // The seed: once the words are all tapped, the hint says the check is under way (C28).
        state.tip = Tip(text: texts.checking, color: "#000000")
        let scaleX = geometry.image.width > 0 ? geometry.serverImageSize.width / geometry.image.width : 1
        let scaleY = geometry.image.height > 0 ? geometry.serverImageSize.height / geometry.image.height : 1
        let points = state.taps.map { JSONValue.object(["x": .number($0.x * scaleX), "y": .number($0.y * scaleY)]) }
        check(&state, pointJSON: .array(points), into: &commands)
    }

    /// Sends the answer. The same plain coordinates go into the check
    /// (encrypted when there is a key) and into the verification.
    private func check(_ state: inout State, pointJSON: JSONValue, into commands: inout MachineCommands<Event, Effect>) {
        guard let challenge = state.challenge else { return }
        let plain = JSONWriter.compact(pointJSON)
        guard let sent = CaptchaCipher.seal(plain, key: challenge.secretKey),
            let verification = CaptchaCipher.seal(challenge.token + "---" + plain, key: challenge.secretKey)
        else {
            fail(&state, into: &commands)
            return
        }
        state.phase = .verifying
        state.verification = verification
        var body: [String: JSONValue] = [
            "captchaType": .string(kind.rawValue), "token": .string(challenge.token), "pointJson": .string(sent),
        ]
        // The seed's phone defaults to "", so `data` is always sent.
        body["data"] = .string(phone ?? "")
        // The token is spent on this check: its lifetime no longer matters.
        commands.append(.cancel(id: Self.tokenTimer))
        request(&state, path: "/captcha/check", body: .object(body), into: &commands)
    }

    private func checked(_ state: inout State, _ body: CaptchaResponseBody, into commands: inout MachineCommands<Event, Effect>) {
        guard let reply = try? envelope.decode(try body.parsed()) else {
            fail(&state, into: &commands)
            return
        }
        if expiredCodes.contains(reply.code) {
            load(&state, timestamp: nil, into: &commands)
            return
        }
        let passed = reply.isSuccess && reply.data?["result"] != .bool(false)
        guard passed else {
            fail(&state, into: &commands)
            return
        }
        state.phase = .succeeded
        if kind == .clickWord { state.tip = Tip(text: texts.success, color: "#4cae4c") }
        commands.append(.effect(.announce(text: texts.success)))
        commands.append(.schedule(.closeDue, after: timings.successCloseDelay, id: Self.closeTimer))
    }

    /// A failed answer: the puzzle shows its failure tip and slides back, the
    /// click-word says so; then a new captcha loads (the token is single use).
    private func fail(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        state.phase = .failed
        state.verification = nil
        commands.append(.cancel(id: Self.tokenTimer))
        switch kind {
        case .blockPuzzle:
            let moving = failureAnimation(thumbOffset: state.thumbOffset, pieceOffset: state.pieceOffset)
            let animation = reducesMotion ? moving.reducingMotion : moving
            state.thumbOffset = 0
            state.pieceOffset = 0
            commands.append(.effect(.animate(timeline: animation)))
            commands.append(.effect(.announce(text: geometry.failureTip.text)))
            commands.append(.schedule(.reloadDue, after: timings.resetDuration, id: Self.reloadTimer))
        case .clickWord:
            state.tip = Tip(text: texts.failure, color: "#d9534f")
            commands.append(.effect(.announce(text: texts.failure)))
            commands.append(.schedule(.reloadDue, after: timings.clickWordRetryDelay, id: Self.reloadTimer))
        }
    }

    /// The puzzle's failure: the red-prefixed tip rises out from under the
    /// image, holds, and goes back, while thumb and piece return to the start.
    func failureAnimation(thumbOffset: Double, pieceOffset: Double) -> Timeline {
        let risen = timings.failureTipRise
        let held = risen + timings.failureTipHold
        return Timeline(tracks: [
            Track(
                target: "failureTip", property: .translationY,
                keyframes: [
                    Keyframe(time: 0, value: .scalar(0)),
                    Keyframe(time: risen, value: .scalar(-geometry.failureTipHeight), curve: .easeInOut),
                    Keyframe(time: held, value: .scalar(-geometry.failureTipHeight)),
                    Keyframe(time: held + timings.failureTipFall, value: .scalar(0), curve: .easeInOut),
                ]),
            .tween("thumb", .translationX, from: .scalar(thumbOffset), to: .scalar(0), duration: timings.resetDuration),
            .tween("piece", .translationX, from: .scalar(pieceOffset), to: .scalar(0), duration: timings.resetDuration),
        ])
    }

    // MARK: Plumbing

    /// Sends a request, and starts the clock on its answer.
    private func request(_ state: inout State, path: String, body: JSONValue, into commands: inout MachineCommands<Event, Effect>) {
        state.lastRequest.increment()
        state.pendingRequest = state.lastRequest
        commands.append(.effect(.request(id: state.lastRequest, path: path, body: body)))
        commands.append(.schedule(.requestTimedOut(request: state.lastRequest), after: timings.requestTimeout, id: Self.timeoutTimer))
    }

    /// The awaited request was answered: its timeout is off.
    private func answered(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        state.pendingRequest = nil
        commands.append(.cancel(id: Self.timeoutTimer))
    }

    private func cancelTimers(into commands: inout MachineCommands<Event, Effect>) {
        commands.append(.cancel(id: Self.tokenTimer))
        commands.append(.cancel(id: Self.reloadTimer))
        commands.append(.cancel(id: Self.closeTimer))
        commands.append(.cancel(id: Self.timeoutTimer))
    }
}

/// AJ-Captcha's encryption of coordinates and verifications.
enum CaptchaCipher {
    /// `text` as sent: Base64(AES-128-ECB-PKCS7) with `key`, or as is without one.
    static func seal(_ text: String, key: String?) -> String? {
        guard let key else { return text }
        return try? AESECB.encryptToBase64(text, key: key)
    }
}
