import FlowCore
@_spi(FlowTools) import FlowJSON

/// What makes one of a machine's events on a front: a person's input on a
/// part the scene draws, or something the front or the app does itself.
///
/// A machine declares it for each of its events (`FrontDriven`), so a
/// front's test runner can make every step of a spec the way a person or
/// the app would, and a front need not restate which part sends what. The
/// conformance files `flow conform` writes carry it for every step.
public enum FrontInput: Hashable, Sendable {
    /// A press of the part named: a click or tap at `at` (a point of the
    /// scene; the part's centre when nil), or Return or Space with the focus on it.
    case press(part: String, at: LayoutPoint? = nil)
    /// A pointer's tap at a point of the scene, on whatever is drawn there;
    /// the event carries the point.
    case pointer(at: LayoutPoint)
    /// A key (its `KeyboardEvent.key`, such as "Escape") pressed with the
    /// focus on the part named, or on the scene itself when nil.
    case key(String, on: String? = nil)
    /// Text typed with the focus on the part named: one character, a key
    /// the reader presses, which the front's text field gives the machine
    /// (`FrontDriven.frontTextField`).
    case type(String, on: String)
    /// One moment of a drag of the part named.
    case drag(part: String, DragMoment)
    /// The app's own call: its server's answer, its screen's size, an
    /// animation the front ran, or a field the scene does not draw as a
    /// control. `why` says which, for the report.
    case app(why: String)
    /// A timer the machine started, fired by the front's clock.
    case timer

    /// A moment of a drag, as a pan gesture or pointer events report it.
    public enum DragMoment: Hashable, Sendable {
        /// The pointer went down on the part.
        case began
        /// The pointer moved `translation` points along x from where it went down.
        case moved(translation: Double)
        /// The pointer came up `translation` points along x from where it went down.
        case ended(translation: Double)
        /// The system took the pointer (`pointercancel`).
        case cancelled
    }

    /// The `KeyboardEvent.key` a front reads for `key`.
    public static func webKey(_ key: KeyboardKey) -> String {
        switch key {
        case .escape: "Escape"
        case .enter: "Enter"
        case .space: " "
        case .left: "ArrowLeft"
        case .right: "ArrowRight"
        case .up: "ArrowUp"
        case .down: "ArrowDown"
        }
    }

    /// The input as a conformance file writes it: `{"press": {"part", "at"?}}`,
    /// `{"pointer": {"at"}}`, `{"key": {"key", "on"?}}`, `{"type": {"text", "on"}}`,
    /// `{"drag": {"part", "moment", "translation"?}}`, `{"app": {"why"}}`, `{"timer": {}}`.
    public var jsonValue: JSONValue {
        func point(_ point: LayoutPoint) -> JSONValue { .object(["x": .number(point.x), "y": .number(point.y)]) }
        switch self {
        case .press(let part, let at):
            var members: [String: JSONValue] = ["part": .string(part)]
            if let at { members["at"] = point(at) }
            return .object(["press": .object(members)])
        case .pointer(let at):
            return .object(["pointer": .object(["at": point(at)])])
        case .key(let key, let part):
            var members: [String: JSONValue] = ["key": .string(key)]
            if let part { members["on"] = .string(part) }
            return .object(["key": .object(members)])
        case .type(let text, let part):
            return .object(["type": .object(["text": .string(text), "on": .string(part)])])
        case .drag(let part, let moment):
            var members: [String: JSONValue] = ["part": .string(part)]
            switch moment {
            case .began: members["moment"] = .string("began")
            case .moved(let translation):
                members["moment"] = .string("moved")
                members["translation"] = .number(translation)
            case .ended(let translation):
                members["moment"] = .string("ended")
                members["translation"] = .number(translation)
            case .cancelled: members["moment"] = .string("cancelled")
            }
            return .object(["drag": .object(members)])
        case .app(let why):
            return .object(["app": .object(["why": .string(why)])])
        case .timer:
            return .object(["timer": .object([:])])
        }
    }

    /// How a report counts it: by a person's input, by the app, or by the clock.
    public var kind: Kind {
        switch self {
        case .press, .pointer, .key, .type, .drag: .input
        case .app: .app
        case .timer: .timer
        }
    }

    /// The three ways a step is made.
    public enum Kind: String, Sendable, CaseIterable {
        /// A person's input on the page.
        case input
        /// The app's call through the module.
        case app
        /// The front's clock.
        case timer
    }

    /// The part a person acts on, if the input has one.
    public var part: String? {
        switch self {
        case .press(let part, _), .drag(let part, _): part
        case .key(_, let part): part
        case .type(_, let part): part
        case .pointer, .app, .timer: nil
        }
    }
}

/// A machine whose every event a front can make: `frontInput(for:in:)`
/// answers, for an event sent in a state, the input that makes it
/// (exhaustively: a new event case does not compile until it is declared).
public protocol FrontDriven: DrawableMachine {
    /// The input that makes `event` when the machine is in `state`.
    func frontInput(for event: Event, in state: State) -> FrontInput

    /// The text field a front puts on one of the scene's parts, if the
    /// machine reads one: what typing a character and Backspace there send.
    var frontTextField: FrontTextField<Event>? { get }
}

extension FrontDriven {
    /// No text field: the machine reads no typing.
    public var frontTextField: FrontTextField<Event>? { nil }
}

/// The events a front's text field sends as the reader types into it:
/// declared beside a machine's inputs, so a front (and the conformance
/// run's stage) makes them from key presses without restating them.
public struct FrontTextField<Event: Sendable>: Sendable {
    /// The part the field is on (a `textbox` of the scene).
    public var part: String
    /// The event for one character typed.
    public var typed: @Sendable (String) -> Event
    /// The event for Backspace.
    public var deletedBackward: Event

    /// A field on `part` that sends `typed` for a character and `deletedBackward` for Backspace.
    public init(part: String, typed: @escaping @Sendable (String) -> Event, deletedBackward: Event) {
        self.part = part
        self.typed = typed
        self.deletedBackward = deletedBackward
    }
}
