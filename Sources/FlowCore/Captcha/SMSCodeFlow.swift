/// The host's request for an SMS code, with the captcha in between when the
/// server says there were too many requests (the seed's `getVerifyCode`).
///
/// Request the code; on a rate-limit error, open the captcha; when it
/// finishes with a verification, request again with `captcha` set to it and
/// `capname` "captchaVerification"; when it finishes without one (cancelled),
/// report the original error. Unlike the seed, which recursed for as long as
/// the server refused, at most `maxCaptchaRounds` captchas are shown.
public struct SMSCodeFlow: Machine, Sendable {
    /// The error codes that call for the captcha (the seed's three
    /// "too many codes" errors by default; hosts give their server's codes).
    public var rateLimitCodes: Set<String>
    /// How many captchas may be shown for one request.
    public var maxCaptchaRounds: Int
    /// The kind of captcha to open.
    public var captchaKind: CaptchaKind
    /// The request's `type` and `msgType` (the seed's defaults "login" and "text").
    public var type: String
    public var messageType: String

    /// A flow; throws when `maxCaptchaRounds` is negative.
    public init(
        rateLimitCodes: Set<String> = ["VerifyCodeNumTooMuch", "VerifyCodeNumHourTooMuch", "VerifyCodeNumDayTooMuch"],
        maxCaptchaRounds: Int = 3, captchaKind: CaptchaKind = .blockPuzzle, type: String = "login", messageType: String = "text"
    ) throws(SMSCodeFlowError) {
        guard maxCaptchaRounds >= 0 else { throw .negativeRounds(maxCaptchaRounds) }
        self.rateLimitCodes = rateLimitCodes
        self.maxCaptchaRounds = maxCaptchaRounds
        self.captchaKind = captchaKind
        self.type = type
        self.messageType = messageType
    }

    /// An error the SMS request ended with.
    public struct RequestError: Equatable, Codable, Sendable {
        public var code: String
        public var message: String

        /// An error with a code and a message.
        public init(code: String, message: String) {
            self.code = code
            self.message = message
        }
    }

    /// Where the flow is.
    public enum Phase: String, Equatable, Codable, Sendable {
        case idle, requesting, captcha, finished
    }

    /// Where the send-code flow is, for which phone, and the captcha rounds it took.
    public struct State: Equatable, Codable, Sendable {
        public var phase: Phase = .idle
        public var phone = ""
        /// Captchas shown so far.
        public var captchaRounds = 0
        /// The rate-limit error that opened the captcha, reported if it is cancelled.
        public var lastError: RequestError?

        /// A flow not started.
        public init() {}
    }

    /// What the user and the network report.
    public enum Event: Equatable, Codable, Sendable {
        /// Ask for a code for `phone`.
        case start(phone: String)
        /// The server sent the code.
        case codeSent
        /// The server refused.
        case codeFailed(code: String, message: String)
        /// The captcha finished: with its verification, or nil/empty when cancelled.
        case captchaFinished(verification: String?)
    }

    /// What the front does.
    public enum Effect: Equatable, Codable, Sendable {
        /// Request a code; `captcha` and `capname` as the seed sends them.
        case requestCode(phone: String, type: String, messageType: String, captcha: String, capname: String)
        /// Open the captcha dialog.
        case openCaptcha(kind: CaptchaKind, phone: String)
        /// Done: nil when the code was sent, else the error to show.
        case finished(error: RequestError?)
    }

    public var initialState: State { State() }

    public func reduce(_ state: inout State, _ event: Event) -> [Command<Event, Effect>] {
        switch (state.phase, event) {
        case (.idle, .start(let phone)):
            state.phase = .requesting
            state.phone = phone
            return [.effect(.requestCode(phone: phone, type: type, messageType: messageType, captcha: "", capname: "captcha"))]
        case (.requesting, .codeSent):
            state.phase = .finished
            return [.effect(.finished(error: nil))]
        case (.requesting, .codeFailed(let code, let message)):
            let error = RequestError(code: code, message: message)
            guard rateLimitCodes.contains(code), state.captchaRounds < maxCaptchaRounds else {
                state.phase = .finished
                return [.effect(.finished(error: error))]
            }
            state.phase = .captcha
            state.captchaRounds += 1
            state.lastError = error
            return [.effect(.openCaptcha(kind: captchaKind, phone: state.phone))]
        case (.captcha, .captchaFinished(let verification)):
            guard let verification, !verification.isEmpty else {
                state.phase = .finished
                return [.effect(.finished(error: state.lastError))]
            }
            state.phase = .requesting
            return [
                .effect(.requestCode(phone: state.phone, type: type, messageType: messageType, captcha: verification, capname: "captchaVerification"))
            ]
        default:
            return []
        }
    }
}

/// Why an SMS flow configuration was rejected.
public enum SMSCodeFlowError: Error, Equatable, Sendable, CustomStringConvertible {
    case negativeRounds(Int)

    public var description: String {
        switch self {
        case .negativeRounds(let rounds): "maxCaptchaRounds must be 0 or more, got \(rounds)"
        }
    }
}

extension SMSCodeFlow: SpecMachine {
    public static let specName = "sms-code-flow"

    private enum CodingKeys: String, CodingKey { case rateLimitCodes, maxCaptchaRounds, captchaKind, type, messageType }

    /// Configuration: every key optional, defaults as in `init`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = try SMSCodeFlow()
        try self.init(
            rateLimitCodes: Set(try container.value(.rateLimitCodes, default: Array(defaults.rateLimitCodes))),
            maxCaptchaRounds: try container.value(.maxCaptchaRounds, default: defaults.maxCaptchaRounds),
            captchaKind: try container.value(.captchaKind, default: defaults.captchaKind),
            type: try container.value(.type, default: defaults.type),
            messageType: try container.value(.messageType, default: defaults.messageType))
    }
}

extension SMSCodeFlow: ChaosTestable {
    public static func chaosSample(using random: inout SplitMix64) -> SMSCodeFlow {
        (try? SMSCodeFlow(rateLimitCodes: ["429"], maxCaptchaRounds: random.int(in: 0...4))) ?? (try! SMSCodeFlow())
    }

    public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        switch random.int(in: 0...9) {
        case 0, 1: return .start(phone: "13800138000")
        case 2: return .codeSent
        case 3...5: return .codeFailed(code: random.element(of: ["429", "429", "500"])!, message: "请求过于频繁")
        default: return .captchaFinished(verification: random.element(of: [nil, "", "verification"])!)
        }
    }

    public func invariantViolation(_ step: ChaosStep<SMSCodeFlow>) -> String? {
        if step.after.captchaRounds > maxCaptchaRounds { return "more captchas than allowed" }
        if step.before.phase == .finished, !step.effects.isEmpty { return "a finished flow reacted" }
        let finishes = step.effects.filter { if case .finished = $0 { true } else { false } }
        if finishes.count != (step.after.phase == .finished && step.before.phase != .finished ? 1 : 0) { return "finished must come once" }
        return nil
    }

    public func chaosIsFinished(_ state: State) -> Bool { state.phase == .finished }
}
