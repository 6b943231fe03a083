/// The picture-code dialog's whole job (the seed's bullet 2): when every cell
/// is filled, the SMS code is requested for the phone with the picture code;
/// a refusal shows its message in the dialog and brings a new picture (the
/// cells emptied for it), and a code sent closes the dialog. The code entry
/// runs inside as a child machine, as the captcha does in `SMSCodeFlow`.
public struct PictureCodeFlow: Machine, Sendable {
    /// The dialog's cells.
    public let entry: CodeEntry

    /// A flow around `entry` (the seed's four digits by default).
    public init(entry: CodeEntry = try! CodeEntry()) {
        self.entry = entry
    }

    /// Where the flow is.
    public enum Phase: String, Equatable, Sendable, CaseIterable {
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
    public struct State: Equatable, Sendable {
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
    public enum Event: Equatable, Sendable {
        /// Open the dialog for `phone` (the seed's `initWithFrame:tel:`).
        case open(phone: String)
        /// An event for the cells.
        case entry(event: CodeEntry.Event)
        /// The SMS code was sent.
        case smsSent
        /// The SMS request failed with this message for the user.
        case smsFailed(message: String)
    }

    /// What the front does.
    public enum Effect: Equatable, Sendable {
        /// What the cells ask for (load a picture, the code completed, ...).
        case entry(effect: CodeEntry.Effect)
        /// Request the SMS code for `phone`, proving it with the picture's code.
        case requestSMS(phone: String, pictureCode: String)
        /// The dialog closed: `sent` when the SMS code went out.
        case finished(sent: Bool)
    }

    public var initialState: State { State() }
}

#if !hasFeature(Embedded)
extension PictureCodeFlow.Phase: Codable {}
extension PictureCodeFlow.State: Codable {}
extension PictureCodeFlow.Event: Codable {}
extension PictureCodeFlow.Effect: Codable {}
#endif
