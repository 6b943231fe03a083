import FlowCore
@testable import FlowSpecs

/// A test-only machine whose events start, cancel and answer timers, to
/// exercise the runner and the spec checker's timer rules.
struct TimerProbe: ChaosTestable {
    static let specName = "timer-probe"

    struct State: Equatable, Codable, Sendable {
        var rung: [String] = []
        var ratio: Double = 0
    }

    enum Event: Equatable, Codable, Sendable {
        case start(name: String, after: Double, id: String)
        case stop(id: String)
        case ring(name: String)
        case setRatio(Double)
        case nothing
    }

    enum Effect: Equatable, Codable, Sendable {
        case rang(name: String)
        case ratio(Double)
    }

    var initialState: State { State() }

    func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .start(let name, let after, let id):
            commands.append(.schedule(.ring(name: name), after: after, id: TimerID(id)))
        case .stop(let id):
            commands.append(.cancel(id: TimerID(id)))
        case .ring(let name):
            state.rung.append(name)
            commands.append(.effect(.rang(name: name)))
        case .setRatio(let value):
            state.ratio = value
            commands.append(.effect(.ratio(value)))
        case .nothing:
            break
        }
    }

    func encode(to encoder: any Encoder) throws {}

    init() {}
    /// No configuration: any member is unknown.
    init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: NoKeys.self)
    }

    private struct NoKeys: CodingKey {
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
        var stringValue: String { "" }
        var intValue: Int? { nil }
    }

    static func chaosSample(using random: inout SplitMix64) -> TimerProbe { TimerProbe() }

    func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        switch random.int(in: 0...3) {
        case 0: .start(name: "t\(random.int(in: 0...3))", after: random.double(in: 0...1), id: "id\(random.int(in: 0...2))")
        case 1: .stop(id: "id\(random.int(in: 0...2))")
        case 2: .setRatio(random.double(in: -1...1))
        default: .nothing
        }
    }

    func invariantViolation(_ step: ChaosStep<TimerProbe>) -> String? {
        step.after.rung.count >= step.before.rung.count ? nil : "rings were forgotten"
    }
}

/// Builds spec JSON for the timer probe.
enum ProbeSpec {
    static let registry = try! MachineRegistry([TimerProbe.self])

    static func start(_ name: String, after: Double, id: String) -> JSONValue {
        .object(["start": .object(["name": .string(name), "after": .number(after), "id": .string(id)])])
    }

    static func ring(_ name: String) -> JSONValue {
        .object(["ring": .object(["name": .string(name)])])
    }

    static func rang(_ name: String) -> JSONValue {
        .object(["rang": .object(["name": .string(name)])])
    }

    static func spec(_ steps: [Spec.Step], until: Double? = nil, pending: [Spec.PendingTimer] = []) -> Spec {
        Spec(machine: TimerProbe.specName, title: "probe", steps: steps, until: until, pending: pending)
    }
}
