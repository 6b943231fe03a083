/// The picture-code dialog's whole job (the seed's bullet 2): when every cell
/// is filled, the SMS code is requested for the phone with the picture code;
/// a refusal shows its message in the dialog (the cells and the picture stay,
/// as in the seed; `onRefusal: .clearAndReload` also empties the cells and
/// brings a new picture), and a code sent closes the dialog. The code entry
/// runs inside as a child machine, as the captcha does in `SMSCodeFlow`.
/// - JSON: machine
public struct PictureCodeFlow: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "picture-code-flow"

    /// The dialog's cells.
    public let entry: CodeEntry
    /// What a refused code does besides showing the server's message.
    public let onRefusal: PictureCodeRefusal

    /// A flow around `entry` (the seed's four digits by default).
    public init(entry: CodeEntry = try! CodeEntry(), onRefusal: PictureCodeRefusal = .showMessage) {
        self.entry = entry
        self.onRefusal = onRefusal
    }

    /// Where the flow is.
    /// - JSON: coded
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Not opened.
        case idle
        /// The user types the picture's code.
        case entering
        /// The SMS request is out.
        case requesting
        /// Closed: the code was sent, or the dialog dismissed.
        case finished
    }

    /// The phone, the phase and the cells.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// Where the flow is.
        public var phase: Phase = .idle
        /// The phone the SMS code goes to.
        public var phone = ""
        /// The code entry's own state.
        public var entry = CodeEntry.State()

        /// Not opened.
        public init() {}
    }

    /// What the app, the keyboard and the network tell it.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// Open the dialog for `phone` (the seed's `initWithFrame:tel:`).
        /// - JSON: was open
        case openRequested(phone: String)
        /// An event for the cells.
        case entry(event: CodeEntry.Event)
        /// The SMS code was sent.
        case smsSent
        /// The SMS request failed with this message for the user.
        case smsFailed(message: String)
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// What the cells ask for (load a picture, the code completed, ...).
        case entry(effect: CodeEntry.Effect)
        /// Request the SMS code for `phone`, proving it with the picture's code.
        case requestSMS(phone: String, pictureCode: String)
        /// The dialog closed: `sent` when the SMS code went out.
        /// - JSON: was finished
        case finish(sent: Bool)
    }

    /// The state before any event.
    public var initialState: State { State() }
}

/// What the picture-code dialog does when the server refuses the code.
/// - JSON: coded
public enum PictureCodeRefusal: String, Hashable, Sendable, CaseIterable {
    /// The seed's (X15): the message shows under the cells; the cells and the
    /// picture stay, for the user to correct a digit.
    case showMessage
    /// The message, and the cells emptied with a new picture loaded: for a
    /// server whose picture codes are good for one try.
    case clearAndReload
}
