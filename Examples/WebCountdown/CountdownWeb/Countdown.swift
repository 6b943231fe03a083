import FlowCore
import FlowWeb

/// An app's own machine, run in the browser by the app's own WebAssembly
/// module: a countdown that ticks once a second and says when it is done.
///
/// Its JSON coding is its only coding (`JSONMachine`), so the same
/// declaration serves specs, `flow` and the web bridge; with nothing to draw,
/// the page shows it as a card of its state (`WebMachine`'s default).
public struct Countdown: JSONMachine, WebMachine, Sendable {
    public static var specName: String { "countdown" }

    /// The seconds counted down from: 1 to 3,600, 3 unless configured.
    public var seconds = 3

    public struct State: Hashable, Sendable, JSONCodable {
        public var remaining = 0

        public init() {}

        public init(json: JSONInput) throws(JSONDecodingError) {
            remaining = try json.members(["remaining"]).decode("remaining")
        }

        public var jsonValue: JSONValue { .object(["remaining": remaining.jsonValue]) }
    }

    public enum Event: Hashable, Sendable, JSONCodable {
        case started
        case secondPassed

        public init(json: JSONInput) throws(JSONDecodingError) {
            let event = try json.enumCase()
            switch event.name {
            case "started": self = .started
            case "secondPassed": self = .secondPassed
            default: throw event.unknown(among: ["started", "secondPassed"])
            }
        }

        public var jsonValue: JSONValue {
            switch self {
            case .started: .string("started")
            case .secondPassed: .string("secondPassed")
            }
        }
    }

    public enum Effect: Hashable, Sendable, JSONCodable {
        case show(remaining: Int)
        case finish

        public init(json: JSONInput) throws(JSONDecodingError) {
            let effect = try json.enumCase()
            switch effect.name {
            case "show": self = .show(remaining: try effect.value("remaining"))
            case "finish": self = .finish
            default: throw effect.unknown(among: ["show", "finish"])
            }
        }

        public var jsonValue: JSONValue {
            switch self {
            case .show(let remaining): .enumCase("show", ["remaining": remaining.jsonValue])
            case .finish: .string("finish")
            }
        }
    }

    static let tick: TimerID = "tick"

    public init() {}

    public init(json: JSONInput) throws(JSONDecodingError) {
        seconds = try json.members(["seconds"]).decode("seconds", default: 3)
        guard (1...3600).contains(seconds) else { throw JSONDecodingError(path: JSONPath.root.appending("seconds"), reason: "expected 1 to 3600 seconds") }
    }

    public var jsonValue: JSONValue {
        var members: [String: JSONValue?] = [:]
        members.set("seconds", seconds, unlessEqualTo: 3)
        return .members(members)
    }

    public var initialState: State { State() }

    public func reduce(_ state: inout State, _ event: Event, into commands: inout Commands<Event, Effect>) {
        switch event {
        case .started:
            state.remaining = seconds
            commands.append(.effect(.show(remaining: seconds)))
            commands.append(.schedule(.secondPassed, after: 1, id: Self.tick))
        case .secondPassed:
            guard state.remaining > 0 else { return }
            state.remaining -= 1
            commands.append(.effect(.show(remaining: state.remaining)))
            if state.remaining == 0 {
                commands.append(.effect(.finish))
            } else {
                commands.append(.schedule(.secondPassed, after: 1, id: Self.tick))
            }
        }
    }
}
