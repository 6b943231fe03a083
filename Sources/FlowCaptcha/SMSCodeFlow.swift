/// The host's request for an SMS code, with the captcha in between when the
/// server says there were too many requests (the seed's `getVerifyCode`).
///
/// Request the code; on a rate-limit error, open the captcha; when it
/// finishes with a verification, request again with `captcha` set to it and
/// `capname` "captchaVerification"; when it finishes without one (cancelled),
/// report the original error. The seed asks again for as long as the
/// server refuses and the user keeps solving captchas (each round needs a
/// solved captcha; a mask tap ends it): the default bound, 1,000 rounds, is
/// that in practice; `maxCaptchaRounds` can set a lower cap (C4).
///
/// The captcha dialog is a child machine: its events arrive wrapped in
/// `captcha(event:)`, its effects leave wrapped in `captcha(effect:)` (the
/// front draws and networks them as for a lone captcha), and its timers run
/// in the scope "captcha". The flow reads the captcha's `finish` effect
/// itself, so the host wires nothing between the two.
/// - JSON: machine
public struct SMSCodeFlow: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "sms-code-flow"

    /// The error codes that call for the captcha. The seed tests its three
    /// "too many codes" errors, `MLLoginErrorCode.VerifyCodeNumTooMuchError`,
    /// `…HourTooMuchError` and `…DayTooMuchError`, whose raw values the
    /// article does not give: by default the codes are those names, and a host
    /// lists its server's codes.
    public let rateLimitCodes: Set<String>
    /// How many captchas may be shown for one request: 1,000 by default
    /// (`Bounds.count`'s end: no cap in practice, as in the seed).
    /// - JSON: bounds Bounds.count
    public let maxCaptchaRounds: Int
    /// The captcha shown on a rate limit; its `phone` is the flow's.
    /// - JSON: default try? CaptchaDialog()
    public let captcha: CaptchaDialog
    /// The request's `type` and `msgType` (the seed's defaults "login" and "text").
    public let type: String
    /// The request's `msgType`.
    public let messageType: String

    /// The seed's three rate-limit errors, by name.
    public static let seedRateLimitCodes: Set<String> = [
        "VerifyCodeNumTooMuchError", "VerifyCodeNumHourTooMuchError", "VerifyCodeNumDayTooMuchError",
    ]

    /// A flow; throws `.outOfBounds` when `maxCaptchaRounds` or the number of
    /// rate-limit codes is outside `Bounds.count`.
    public init(
        rateLimitCodes: Set<String> = Self.seedRateLimitCodes, maxCaptchaRounds: Int = Bounds.count.upperBound, captcha: CaptchaDialog? = nil,
        type: String = "login", messageType: String = "text"
    ) throws(SMSCodeFlowError) {
        try Bounds.check(maxCaptchaRounds, "maxCaptchaRounds", in: Bounds.count, or: SMSCodeFlowError.outOfBounds)
        try Bounds.check(rateLimitCodes.count, "rateLimitCodes.count", in: Bounds.count, or: SMSCodeFlowError.outOfBounds)
        self.rateLimitCodes = rateLimitCodes
        self.maxCaptchaRounds = maxCaptchaRounds
        // The default timings cannot be rejected.
        self.captcha = captcha ?? (try! CaptchaDialog(kind: .blockPuzzle))
        self.type = type
        self.messageType = messageType
    }

    /// An error the SMS request ended with.
    /// - JSON: coded
    public struct RequestError: Hashable, Sendable {
        /// The server's error code.
        public var code: String
        /// The server's message.
        public var message: String

        /// An error with a code and a message.
        public init(code: String, message: String) {
            self.code = code
            self.message = message
        }
    }

    /// Where the flow is.
    /// - JSON: coded
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Not started.
        case idle
        /// Waiting for the server's answer to a code request.
        case requesting
        /// The captcha is up.
        case captcha
        /// Done; every event is ignored.
        case finished
    }

    /// Where the send-code flow is, for which phone, and the captcha rounds it took.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// Where the flow is.
        public var phase: Phase = .idle
        /// The phone the code is for.
        public var phone = ""
        /// Captchas shown so far.
        public var captchaRounds = 0
        /// The rate-limit error that opened the captcha, reported if it is cancelled.
        public var lastError: RequestError?
        /// The captcha's own state (a fresh one each round).
        public var captcha = CaptchaDialog.State()

        /// A flow not started.
        public init() {}
    }

    /// What the user and the network report.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// Ask for a code for `phone`.
        /// - JSON: was start
        case codeRequested(phone: String)
        /// The server sent the code.
        case codeSent
        /// The server refused.
        case codeFailed(code: String, message: String)
        /// Something for the captcha: its user's gestures, its network answers, its timers.
        case captcha(event: CaptchaDialog.Event)
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Request a code; `captcha` and `capname` as the seed sends them.
        case requestCode(phone: String, type: String, messageType: String, captcha: String, capname: String)
        /// Present the captcha dialog (its first request follows).
        case openCaptcha(kind: CaptchaKind)
        /// What the captcha asks of the front; its `finish` closes it.
        case captcha(effect: CaptchaDialog.Effect)
        /// Done: nil when the code was sent, else the error to show.
        /// - JSON: was finished
        case finish(error: RequestError?)
    }

    /// The state before any event.
    public var initialState: State { State() }

    /// Applies one event: the state changes and the commands asked for.
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch (state.phase, event) {
        case (.idle, .codeRequested(let phone)):
            state.phase = .requesting
            state.phone = phone
            commands.append(.effect(.requestCode(phone: phone, type: type, messageType: messageType, captcha: "", capname: "captcha")))
        case (.requesting, .codeSent):
            state.phase = .finished
            commands.append(.effect(.finish(error: nil)))
        case (.requesting, .codeFailed(let code, let message)):
            let error = RequestError(code: code, message: message)
            guard rateLimitCodes.contains(code), state.captchaRounds < maxCaptchaRounds else {
                state.phase = .finished
                commands.append(.effect(.finish(error: error)))
                return
            }
            state.phase = .captcha
            state.captchaRounds.increment()
            state.lastError = error
            state.captcha = CaptchaDialog.State()
            commands.append(.effect(.openCaptcha(kind: captcha.kind)))
            forward(.openRequested(), &state, into: &commands)
        case (.captcha, .captcha(let event)):
            forward(event, &state, into: &commands)
        case (_, .codeRequested), (_, .codeSent), (_, .codeFailed), (_, .captcha):
            // Every other event, in every other phase, does not apply and is
            // ignored. Listed by name, not `default`: a new event must be
            // placed, here or above, and is never ignored unseen.
            break
        }
    }

    /// Hands an event to the captcha, and when it finishes, goes on: with a
    /// verification, the request again; without one, the original error.
    private func forward(_ event: CaptchaDialog.Event, _ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        var dialog = captcha
        dialog.phone = state.phone
        let effects = dialog.reduce(
            &state.captcha, event, into: &commands, scope: "captcha", event: Event.captcha(event:), effect: Effect.captcha(effect:))
        for case .finish(let verification) in effects {
            guard let verification, !verification.isEmpty else {
                state.phase = .finished
                commands.append(.effect(.finish(error: state.lastError)))
                return
            }
            state.phase = .requesting
            commands.append(
                .effect(.requestCode(
                    phone: state.phone, type: type, messageType: messageType, captcha: verification, capname: "captchaVerification"
                )))
        }
    }
}

/// Why an SMS flow configuration was rejected.
public enum SMSCodeFlowError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `maxCaptchaRounds` or the number of rate-limit codes is outside `Bounds.count`.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .outOfBounds(let error): error.description
        }
    }
}
