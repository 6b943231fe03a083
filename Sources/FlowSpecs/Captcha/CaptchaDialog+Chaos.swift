import FlowCore

extension CaptchaDialog: ChaosTestable {
    /// A 1×1 PNG header and a 47×155 one, as Base64.
    static let sampleImages = [
        Base64.encode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1]),
        Base64.encode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 47, 0, 0, 0, 155]),
        "not base64!", "",
    ]

    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> CaptchaDialog {
        var style = CaptchaStyle()
        if random.chance(0.3) { style.contentSize = random.element(of: TextSizeCategory.allCases)! }
        return (try? CaptchaDialog(
            kind: random.element(of: CaptchaKind.allCases)!, phone: random.chance(0.5) ? "13800138000" : nil,
            clientUid: random.chance(0.5) ? "slider-1" : nil, style: style, envelope: random.element(of: CaptchaEnvelope.allCases)!,
            accessibility: CaptchaAccessibility(
                adjustmentStep: random.element(of: [0.02, 0.001, 1, 0.3])!, alternative: random.element(of: CaptchaAccessibility.Alternative.allCases)!),
            reducesMotion: random.chance(0.2)))
            ?? (try! CaptchaDialog(kind: .blockPuzzle))
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        // Now and then a hardware key, which stands for one of the other events.
        // Escape closes, as the rare mask tap does: rarely, so that runs get as far as a check.
        if random.chance(0.03) { return .keyPressed(random.chance(0.05) ? .escape : random.element(of: [.enter, .space, .left, .right, .up, .down])!) }
        // Any state, a restored one included, gives an event: no range from an unchecked number.
        let last = max(0, state.lastRequest)
        let request = random.chance(0.8) ? state.lastRequest : random.int(in: 0...(last < .max - 2 ? last + 2 : last))
        if state.phase == .idle && random.chance(0.9) { return .openRequested(timestamp: random.chance(0.5) ? 1_700_000_000_000 : nil) }
        if (state.phase == .loading || state.phase == .verifying) && random.chance(0.5) {
            return .responseReceived(request: request, body: randomBody(using: &random))
        }
        if state.phase == .ready && kind == .clickWord && random.chance(0.5) {
            return .tapped(at: LayoutPoint(x: random.double(in: 0...309), y: random.double(in: 0...154)))
        }
        if random.chance(0.1) {
            return random.element(of: [.incremented, .incremented, .decremented, .submitted, .voiceOverChanged(isRunning: random.chance(0.5)), .alternativeChosen])!
        }
        switch random.int(in: 0...19) {
        case 0: return .openRequested(timestamp: random.chance(0.5) ? 1_700_000_000_000 : nil)
        case 1: return .refreshTapped(timestamp: nil)
        case 2...5: return .responseReceived(request: request, body: randomBody(using: &random))
        case 6: return .requestFailed(request: request, message: "网络异常")
        case 7: return .dragBegan
        case 8...11:
            let value = random.element(of: [random.double(in: -50...400), .nan, .infinity, -.infinity, 0, 30, 60])!
            return .dragMoved(translation: value)
        case 12: return .dragEnded(translation: random.double(in: -20...300))
        case 13: return random.chance(0.8) ? .dragEnded(translation: random.double(in: -20...300)) : .dragCancelled
        case 14...16: return .tapped(at: LayoutPoint(x: random.double(in: -20...330), y: random.element(of: [random.double(in: -10...170), .nan])!))
        case 17: return random.chance(0.02) ? .maskTapped : .dragBegan
        default: return random.element(of: [.tokenExpired, .reloadDue, .closeDue])!
        }
    }

    private func randomBody(using random: inout SplitMix64) -> CaptchaResponseBody {
        if random.chance(0.85) {
            // A well-formed answer, so runs get past loading.
            var data: [String: JSONValue] = [
                "token": .string("t\(random.int(in: 0...9))"), "originalImageBase64": .string(Self.sampleImages[1]),
                "jigsawImageBase64": .string(Self.sampleImages[1]), "wordList": .array([.string("天"), .string("地")]),
                "secretKey": .string(random.chance(0.5) ? "XwKsGlMcdPMEhR1B" : ""),
            ]
            if random.chance(0.3) { data["result"] = .bool(random.chance(0.7)) }
            let code = random.element(of: ["0000", "0000", "0000", "6110", "6111"])!
            return envelope == .errcode
                ? .json(.object(["errcode": .number(code == "0000" ? 0 : 1), "errmsg": .string("x"), "data": .object(data)]))
                : .json(.object(["repCode": .string(code), "repMsg": .string("验证失败"), "repData": .object(data), "success": .bool(code == "0000")]))
        }
        let image = random.element(of: Self.sampleImages)!
        let code = random.element(of: ["0000", "0000", "0000", "6110", "6111", "9999"])!
        var data: [String: JSONValue] = ["token": .string(random.chance(0.9) ? "t\(random.int(in: 0...9))" : "")]
        if random.chance(0.9) { data["originalImageBase64"] = .string(image) }
        if random.chance(0.9) { data["jigsawImageBase64"] = .string(random.element(of: Self.sampleImages)!) }
        data["secretKey"] = .string(random.element(of: ["", "null", "XwKsGlMcdPMEhR1B", "short"])!)
        data["wordList"] = .array((0..<random.int(in: 0...4)).map { _ in .string(random.element(of: ["天", "地", "人"])!) })
        if random.chance(0.3) { data["result"] = .bool(random.chance(0.5)) }
        switch random.int(in: 0...9) {
        case 0: return .text("{not json")
        case 1: return .json(.array([]))
        case 2: return .json(.object(["errcode": .number(0), "errmsg": .string("ok"), "data": .object(data)]))
        default: return .json(.object(["repCode": .string(code), "repMsg": .string("验证失败"), "repData": .object(data), "success": .bool(code == "0000")]))
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<CaptchaDialog>) -> String? {
        let before = step.before
        let state = step.after
        if before.phase == .closed { return step.effects.isEmpty && state == before ? nil : "a closed dialog reacted" }
        let finishes = step.effects.filter { if case .finish = $0 { true } else { false } }
        if finishes.count > 1 || (finishes.count == 1) != (state.phase == .closed) {
            return "finished must come exactly once, when the dialog closes"
        }
        if case .finish(let verification)? = finishes.first, verification != nil, before.phase != .succeeded {
            return "a verification was handed out without a successful check"
        }
        do { try validate(restored: state) } catch { return error.reason }
        for effect in step.effects {
            if case .request(let id, let path, _) = effect {
                guard id > before.lastRequest, path == "/captcha/get" || path == "/captcha/check" else { return "a request reused an id or has a bad path" }
            }
        }
        return nil
    }

    @_spi(FlowTools) public func chaosIsFinished(_ state: State) -> Bool { state.phase == .closed }
}

extension CaptchaDialog: Explorable {
    /// The events of a whole session, answered as the server would: a
    /// challenge, a pass and a refusal (repCode 6111) to the pending
    /// request, an answer to a request never made, a network failure and a
    /// timeout; a drag in uneven steps (a person's) and one ending before the
    /// track; taps on three words; every button, key and accessibility
    /// event. Request ids follow the state, so the answers fit.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        let request = state.pendingRequest ?? state.lastRequest
        let success = envelope == .errcode
            ? JSONValue.object(["errcode": 0, "errmsg": "ok", "data": .object(Self.challengeData)])
            : .object(["repCode": "0000", "repMsg": nil, "repData": .object(Self.challengeData), "success": true])
        let passed: JSONValue = envelope == .errcode
            ? .object(["errcode": 0, "errmsg": "ok", "data": .object(["result": true])])
            : .object(["repCode": "0000", "repData": .object(["result": true])])
        let refused: JSONValue = envelope == .errcode
            ? .object(["errcode": 1, "errmsg": "验证失败", "data": nil])
            : .object(["repCode": "6111", "repMsg": "验证失败", "repData": nil, "success": false])
        // A pan counts from where the thumb was when it began: the moves aim at
        // the same places whatever the start, and a pan begins only where a
        // pan or nothing left the thumb (not after the keys' 2% steps, whose
        // places times a pan's would be more states than the bound: the keys
        // and the pans are each explored from the start and the pans' places).
        let origin = state.phase == .dragging ? state.drag.origin : state.thumbOffset
        let toward = { (place: Double) in place - origin }
        let panPlaces: [Double] = [0, 19.32, 43.24, 71.76, 92, geometry.maximumTravel]
        let pans: [Event] =
            state.phase == .dragging || panPlaces.contains(state.thumbOffset)
            ? [
                .dragBegan, .dragMoved(translation: toward(19.32)), .dragMoved(translation: toward(43.24)), .dragMoved(translation: toward(71.76)),
                .dragEnded(translation: toward(92)), .dragEnded(translation: toward(-5)), .dragCancelled,
            ] : []
        var events: [Event] = [
            .openRequested(timestamp: 1_700_000_000_000), .refreshTapped(timestamp: nil),
            .responseReceived(request: request, body: .json(state.phase == .verifying ? passed : success)),
            .responseReceived(request: request, body: .json(refused)),
            .responseReceived(request: request + 1, body: .json(success)),
            .requestFailed(request: request, message: "网络异常"), .requestTimedOut(request: request),
            .maskTapped, .tokenExpired, .reloadDue, .closeDue,
            .incremented, .decremented, .submitted, .voiceOverChanged(isRunning: true), .alternativeChosen,
            .keyPressed(.escape), .keyPressed(.enter),
        ]
        events += pans
        if kind == .clickWord {
            events += [LayoutPoint(x: 42.5, y: 60), LayoutPoint(x: 150, y: 101.25), LayoutPoint(x: 260, y: 30)].map { .tapped(at: $0) }
        }
        return events
    }

    /// A challenge as the server sends it: a 310×155 picture, a 47×155
    /// piece, three words and a key.
    private static let challengeData: [String: JSONValue] = [
        "originalImageBase64": .string(sampleImages[1]), "jigsawImageBase64": .string(sampleImages[1]),
        "secretKey": "XwKsGlMcdPMEhR1B", "token": "t1", "wordList": ["天", "地", "人"],
    ]

    /// Request ids made relative to the last: every request gets a new id,
    /// and only whether an answer names the pending one matters.
    @_spi(FlowTools) public func explorationProjection(of state: State) -> State {
        var state = state
        state.pendingRequest = state.pendingRequest.map { $0 - state.lastRequest }
        state.lastRequest = 0
        return state
    }

    /// A timeout's request number made relative to the last, as the state's are.
    @_spi(FlowTools) public func explorationProjection(ofTimer event: Event, in state: State) -> Event {
        guard case .requestTimedOut(let request) = event else { return event }
        return .requestTimedOut(request: request &- state.lastRequest)
    }

    /// A tap on the mask, and the escape key.
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] { [.maskTapped, .keyPressed(.escape)] }

    /// Not yet opened, or closed.
    @_spi(FlowTools) public func isResting(_ state: State) -> Bool { state.phase == .idle || state.phase == .closed }

    /// The dialog's one answer: `verification` when it carries one (the
    /// server passed the check), `finish` when it does not.
    @_spi(FlowTools) public func oneShotResult(of effect: Effect) -> String? {
        guard case .finish(let verification) = effect else { return nil }
        return verification == nil ? "finish" : "verification"
    }

    /// A check the server passed owes its verification, whatever ends the
    /// dialog (the seed's mask tap in the second after it lost it: X3).
    @_spi(FlowTools) public func promisedResult(in state: State) -> String? {
        state.phase == .succeeded ? "verification" : nil
    }
}
