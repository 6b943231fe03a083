// The components with their codings: the app's state, events and effects
// are Codable, which their parts' codings make them.
import FlowLaunchGateCoding
import FlowOnboardingCoding
import FlowPopupQueueCoding
import FlowSessionCoding

/// An app's launch, composed of FlowCore machines: the launch gate decides
/// the first screen; the guide pages show on a first install; launch popups
/// wait while the guide is up; a progress HUD covers the first data load.
///
/// Each child runs in its own scope, so the guide's fade timer and the HUD's
/// (both named "fade") never collide: they run as "guide/fade" and "hud/fade".
public struct AppLaunch: Machine, Sendable {
    public var gate: LaunchGate
    public var guide: GuidePager
    public var popups: PopupQueue
    public var hud: ProgressHUD

    public init(gate: LaunchGate = LaunchGate(), guide: GuidePager, popups: PopupQueue, hud: ProgressHUD = .standard) {
        self.gate = gate
        self.guide = guide
        self.popups = popups
        self.hud = hud
    }

    public struct State: Hashable, Codable, Sendable {
        /// The screen the gate chose, once it has.
        public var screen: LaunchScreen?
        public var gate = LaunchGate.State()
        public var guide: GuidePager.State
        public var popups = PopupQueue.State()
        public var hud = ProgressHUD.State()
    }

    /// The app's own events, and each child's wrapped without a label: their
    /// JSON is `{"guide": "skipTapped"}`, with no `_0`.
    public enum Event: Hashable, Codable, Sendable {
        /// The first data load finished: the HUD goes.
        case dataLoaded
        case gate(LaunchGate.Event)
        case guide(GuidePager.Event)
        case popups(PopupQueue.Event)
        case hud(ProgressHUD.Event)
    }

    public enum Effect: Hashable, Codable, Sendable {
        case gate(LaunchGate.Effect)
        case guide(GuidePager.Effect)
        case popups(PopupQueue.Effect)
        case hud(ProgressHUD.Effect)
    }

    public var initialState: State { State(guide: guide.initialState) }

    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .gate(let event):
            let effects = gate.reduce(&state.gate, event, into: &commands, scope: "gate", event: Event.gate, effect: Effect.gate)
            for case .finish(_, let screen) in effects {
                state.screen = screen
                send(.showRequested(content: .init(kind: .progress, text: "加载中")), hud: &state, into: &commands)
                // Popups wait while the guide pages are up.
                if screen == .guidePages { send(.suspended, popups: &state, into: &commands) }
            }
        case .dataLoaded:
            send(.hideRequested(), hud: &state, into: &commands)
        case .guide(let event):
            let effects = guide.reduce(&state.guide, event, into: &commands, scope: "guide", event: Event.guide, effect: Effect.guide)
            if effects.contains(.finish) { send(.resumed(now: state.popups.now), popups: &state, into: &commands) }
        case .popups(let event):
            send(event, popups: &state, into: &commands)
        case .hud(let event):
            send(event, hud: &state, into: &commands)
        }
    }

    private func send(_ event: PopupQueue.Event, popups state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        popups.reduce(&state.popups, event, into: &commands, scope: "popups", event: Event.popups, effect: Effect.popups)
    }

    private func send(_ event: ProgressHUD.Event, hud state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        hud.reduce(&state.hud, event, into: &commands, scope: "hud", event: Event.hud, effect: Effect.hud)
    }
}
