/// The captcha dialog (the seed's MLCaptchaView), for both AJ-Captcha kinds:
/// slide the puzzle piece into its gap, or tap the words in order. It loads a
/// challenge from `/captcha/get`, sends the answer to `/captcha/check`
/// (AES-encrypted when the server gives a key), and finishes with the
/// verification string the host passes on (or with none when cancelled).
///
/// Beyond the seed: the thumb is clamped rather than frozen when a fast drag
/// overshoots; the robot check keeps two numbers, not a growing set; answers
/// to superseded requests are ignored; the token's 120 s lifetime refreshes
/// the captcha; a token the server reports used or expired (6110) refreshes
/// silently; and the same plain coordinates are used in the check and in the
/// verification.
/// - JSON: machine
public struct CaptchaDialog: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "captcha"

    /// Slide the puzzle piece, or tap the words.
    public let kind: CaptchaKind
    /// Sent as `data` with the check (the seed sends the phone number).
    public internal(set) var phone: String?
    /// Sent as `clientUid` with each load; an input, never made up here.
    public let clientUid: String?
    /// Where the parts sit (the seed's values by default).
    public let geometry: CaptchaGeometry
    /// Colours, fonts and borders (the seed's by default).
    public let style: CaptchaStyle
    /// The delays and animation lengths.
    public let timings: CaptchaTimings
    /// How responses are wrapped (the seed's `errcode` by default).
    public let envelope: CaptchaEnvelope
    /// Codes meaning the token expired or was used: the captcha refreshes silently.
    public let expiredCodes: Set<String>
    /// The adjustable thumb's step and what VoiceOver users are offered.
    public let accessibility: CaptchaAccessibility
    /// Reduce Motion: the failure tip appears and goes without rising or
    /// falling, and thumb and piece go back at once; the reload keeps its time,
    /// so the tip is shown as long.
    public let reducesMotion: Bool
    /// Measures the hints, which wrap away from the default text size.
    public let measurer: AnyTextMeasuring
    /// What the dialog says, on screen and to VoiceOver (the seed's Chinese by default).
    public let texts: CaptchaTexts
    /// How the drag's evenness check (the seed's robot check) judges a drag:
    /// as the seed's code does (the default), or as its words mean.
    public let robotCheck: CaptchaRobotCheck

    /// A dialog; throws `.outOfBounds` for a timing outside `Bounds.duration`,
    /// geometry outside `Bounds.length` or `Bounds.position`, or more than
    /// `Bounds.count` expired codes.
    public init(
        kind: CaptchaKind = .blockPuzzle, phone: String? = nil, clientUid: String? = nil, geometry: CaptchaGeometry = CaptchaGeometry(),
        style: CaptchaStyle = CaptchaStyle(), timings: CaptchaTimings = CaptchaTimings(), envelope: CaptchaEnvelope = .errcode,
        expiredCodes: Set<String> = ["6110"], accessibility: CaptchaAccessibility = CaptchaAccessibility(), reducesMotion: Bool = false,
        measurer: AnyTextMeasuring = EstimatedTextMeasurer(), texts: CaptchaTexts = CaptchaTexts(), robotCheck: CaptchaRobotCheck = .seed
    ) throws(CaptchaConfigurationError) {
        let error = CaptchaConfigurationError.outOfBounds
        for (name, value) in timings.all { try Bounds.check(value, "timings." + name, in: Bounds.duration, or: error) }
        try geometry.checkBounds(or: error)
        try style.checkBounds(or: error)
        try Bounds.check(expiredCodes.count, "expiredCodes.count", in: Bounds.count, or: error)
        try Bounds.check(
            accessibility.adjustmentStep, "accessibility.adjustmentStep", in: CaptchaAccessibility.adjustmentSteps, or: error)
        self.accessibility = accessibility
        self.reducesMotion = reducesMotion
        self.kind = kind
        self.phone = phone
        self.clientUid = clientUid
        self.geometry = geometry
        self.style = style
        self.timings = timings
        self.envelope = envelope
        self.expiredCodes = expiredCodes
        self.measurer = measurer
        self.texts = texts
        self.robotCheck = robotCheck
    }

    /// Where the dialog is.
    /// - JSON: coded
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Not opened yet.
        case idle
        /// Waiting for `/captcha/get`.
        case loading
        /// The challenge is shown: waiting for a drag, or collecting taps.
        case ready
        /// The thumb is being dragged.
        case dragging
        /// Waiting for `/captcha/check`.
        case verifying
        /// Checked: closes with the verification shortly.
        case succeeded
        /// Failed: a new captcha loads shortly.
        case failed
        /// Finished; every event is ignored.
        case closed
    }

    /// The robot check's memory, as the seed keeps it: the steps between the
    /// drag's moves, of which a hand makes more than one distinct value and a
    /// script moving evenly only one. Like the seed, a move made from
    /// translation 0 records no step, and a step of 0 counts as a value.
    /// - JSON: coded
    public struct DragSamples: Hashable, Sendable {
        /// Where the thumb was when the drag began: its translation counts
        /// from there, so the thumb stays under the finger when a drag starts
        /// where an earlier one left it (the seed counted from 0 and the thumb
        /// leapt back to the start).
        public var origin: Double = 0
        /// The drag's last translation along the slider.
        public var lastTranslation: Double = 0
        /// The first step recorded.
        public var firstStep: Double?
        /// Whether a step different from the first has been recorded.
        public var sawDifferentStep = false

        /// A new drag from the start of the slider.
        public init() {}

        /// A new drag, its translation counted from `origin` (the thumb's offset as it began).
        public init(origin: Double) {
            self.origin = origin
        }

        mutating func record(_ translation: Double) {
            defer { lastTranslation = translation }
            guard lastTranslation != 0 else { return }
            let step = translation - lastTranslation
            if let firstStep {
                if step != firstStep { sawDifferentStep = true }
            } else {
                firstStep = step
            }
        }
    }

    /// The click-word hint and its colour.
    /// - JSON: coded
    public struct Tip: Hashable, Sendable {
        /// What the tip says.
        public var text: String
        /// The tip's colour.
        public var color: ColorToken

        /// Every member, as given (what its coding reads it through).
        package init(text: String, color: ColorToken) {
            self.text = text
            self.color = color
        }
    }

    /// The challenge loaded, the user's answer so far, and what is pending.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// Where the dialog is.
        public var phase: Phase = .idle
        /// The challenge being answered.
        public var challenge: CaptchaChallenge?
        /// The last request's number; answers to any other are ignored.
        public var lastRequest = 0
        /// The request awaited, while loading or verifying.
        public var pendingRequest: Int?
        /// The thumb's and the piece's distance from the start.
        public var thumbOffset = 0.0
        /// The piece's distance from the start, in proportion to the thumb's.
        public var pieceOffset = 0.0
        /// The robot check's memory of the current drag.
        public var drag = DragSamples()
        /// Accepted taps, in image coordinates, in order.
        public var taps: [LayoutPoint] = []
        /// The click-word hint.
        public var tip: Tip?
        /// The string for the host, once the check succeeded.
        public var verification: String?
        /// Whether VoiceOver is running, as the front last reported.
        public var isVoiceOverRunning = false
        /// Whether a hardware keyboard drives a click-word dialog (a key
        /// arrived): its words cannot be tapped from a keyboard, so the other
        /// way to verify is offered, as to VoiceOver.
        public var isKeyboardInUse = false

        /// A dialog not opened yet.
        public init() {}
    }

    /// What the front and the network report.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// Open the dialog and load a challenge; `timestamp` (ms) is sent as `ts` when given.
        /// - JSON: was open
        case openRequested(timestamp: Double? = nil)
        /// The user asked for another challenge.
        /// - JSON: was refresh
        case refreshTapped(timestamp: Double? = nil)
        /// The answer to request `request`.
        /// - JSON: was response
        case responseReceived(request: Int, body: CaptchaResponseBody)
        /// Request `request` got no answer.
        case requestFailed(request: Int, message: String)
        /// The request went unanswered for `requestTimeout` (the dialog's own
        /// timer): a network failure, as the seed's 20 s timeout gives.
        case requestTimedOut(request: Int)
        /// The thumb's pan began, moved or ended, with the translation along the slider.
        case dragBegan
        /// The thumb moved: the pan's translation along the slider.
        case dragMoved(translation: Double)
        /// The thumb was let go, at this translation.
        case dragEnded(translation: Double)
        /// The pan was cancelled: the system took the touch (a call, a
        /// gesture of its own), or on the web the pointer was cancelled or
        /// its capture lost. As the seed, which checks only an ended pan,
        /// nothing is checked: the thumb and the piece stay where the pan
        /// left them, and the next drag moves them by its own translation.
        case dragCancelled
        /// A tap on the image, in its coordinates.
        case tapped(at: LayoutPoint)
        /// A tap on the dim mask, or the close button: cancel.
        case maskTapped
        /// The token ran out (the dialog's own timer).
        case tokenExpired
        /// Load a new challenge after a failure (the dialog's own timer).
        /// - JSON: was reload
        case reloadDue
        /// Close after a success (the dialog's own timer).
        /// - JSON: was closeAfterSuccess
        case closeDue
        /// Move the puzzle's thumb one step right (the adjustable action;
        /// an arrow key).
        /// - JSON: was increment
        case incremented
        /// Move the puzzle's thumb one step left.
        /// - JSON: was decrement
        case decremented
        /// Submit the thumb's place (activating the adjusted thumb; Return).
        /// - JSON: was submit
        case submitted
        /// VoiceOver started or stopped (`UIAccessibility.isVoiceOverRunning`).
        case voiceOverChanged(isRunning: Bool)
        /// The user chose the other way to verify.
        case alternativeChosen
        /// A hardware key: Escape closes (as a tap on the mask); for the
        /// puzzle the arrows move the thumb a step (right and up forward) and
        /// Return or Space submits it.
        /// - JSON: was key
        case keyPressed(KeyboardKey)
    }

    /// What the front does: requests to send, views to update, the result.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Send a request (`path` is `/captcha/get` or `/captcha/check`) with this JSON body.
        case request(id: Int, path: String, body: JSONValue)
        /// Show a loaded challenge: the Base64 images as received, and the words.
        case showChallenge(background: String, piece: String?, pieceSize: LayoutSize, words: [String])
        /// Play an animation (the puzzle's failure tip and reset).
        case animate(timeline: Timeline)
        /// Present an alert (a load failure).
        /// - JSON: was alert
        case showAlert(title: String, message: String, buttons: [String])
        /// Close the dialog and call the host's completion: the verification,
        /// or nil when cancelled or the load failed.
        /// - JSON: was finished
        case finish(verification: String?)
        /// Say this to VoiceOver users (an announcement): where the thumb is,
        /// and how a check went.
        case announce(text: String)
        /// Run the host's other verification: the user chose it instead of
        /// the picture (the dialog closes right after).
        /// - JSON: was alternativeRequested
        case startAlternative
    }

    public var initialState: State { State() }

    /// The timer for the challenge token's expiry.
    public static let tokenTimer: TimerID = "token"
    /// The timer that reloads the challenge after a failure.
    public static let reloadTimer: TimerID = "reload"
    /// The timer that closes the dialog after a success.
    public static let closeTimer: TimerID = "close"
    /// The timer that gives up on an unanswered request.
    public static let timeoutTimer: TimerID = "timeout"
}

/// Why a captcha configuration was rejected.
public enum CaptchaConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A timing outside `Bounds.duration`, a geometry value outside
    /// `Bounds.length` or `Bounds.position`, or a list longer than `Bounds.count`.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .outOfBounds(let error): error.description
        }
    }
}

/// How the captcha tells a hand's drag from a script's ("匀速滑动时判定为机器操作则失败":
/// a drag at an even pace is a machine's). The seed keeps the steps between
/// the drag's moves and checks the piece only when they differ.
/// - JSON: coded
public enum CaptchaRobotCheck: String, Hashable, Sendable, CaseIterable {
    /// The seed's code: the end event's translation is one more move, so a
    /// pan ending where it last moved adds a step of 0, and 10, 20, 30
    /// ending at 30 is checked (X2: the seed's check almost never fires). A
    /// drag that is still even does nothing: no request, the thumb stays
    /// where it was dropped, and the next drag starts afresh (C15).
    case seed
    /// The check as the article means it: an end at the last move's place
    /// adds no step, and an even drag fails and reloads, as a refused answer
    /// does.
    case strict
}
