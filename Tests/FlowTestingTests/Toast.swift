import FlowCore

/// A small machine for testing the test kit: a toast that shows, and hides
/// itself after its duration unless tapped first.
struct Toast: Machine, Codable {
    var duration = 2.0

    struct State: Hashable, Codable, Sendable {
        var text = ""
        var isShown = false
        var shownCount = 0
    }

    enum Event: Hashable, Codable, Sendable {
        case show(text: String)
        case tapped
        case expired
    }

    enum Effect: Hashable, Codable, Sendable {
        case present(text: String)
        case dismiss
    }

    static let expiry: TimerID = "expiry"

    var initialState: State { State() }

    func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .show(let text):
            state.text = text
            state.isShown = true
            state.shownCount += 1
            commands.append(.effect(.present(text: text)))
            commands.append(.schedule(.expired, after: duration, id: Self.expiry))
        case .tapped, .expired:
            guard state.isShown else { return }
            state.isShown = false
            commands.append(.effect(.dismiss))
            commands.append(.cancel(id: Self.expiry))
        }
    }
}

/// A machine whose state cannot be written as JSON.
struct Opaque: Machine {
    struct State: Equatable, Sendable {
        var value = 0
    }

    var initialState: State { State() }

    func reduce(_ state: inout State, _ event: Int, into commands: inout MachineCommands<Int, Int>) {
        state.value += event
    }
}
