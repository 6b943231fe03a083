import AppFlow
import FlowCore
import FlowSpecs

/// Every state the app's launch can reach, explored by `app-flow explore
/// app-launch` and by a test: launches handing back the record, the data
/// loading, the guide paged, skipped and finished, and a popup offered and
/// dismissed.
extension AppLaunch: Explorable {
    public func explorationEvents(in state: State) -> [Event] {
        let width = guide.pageSize.width
        return [
            .gate(.launched(version: "1.0", build: "1", isLoggedIn: false, stored: state.gate.record)),
            .gate(.launched(version: "2.0", build: "2", isLoggedIn: true, stored: state.gate.record)),
            .dataLoaded,
            .guide(.scrollEnded(offset: Double(state.guide.page + 1) * width)), .guide(.skipTapped), .guide(.startTapped),
            .popups(.offered(id: "gift", now: state.popups.now)), .popups(.dismissed(id: "gift", now: state.popups.now)),
        ]
    }

    /// The data loaded, the guide skipped, the popup dismissed.
    public func exitEvents(in state: State) -> [Event] {
        [.dataLoaded, .guide(.skipTapped), .popups(.dismissed(id: "gift", now: state.popups.now))]
    }

    /// Nothing on screen but the app: no HUD, no popup, and no guide left to finish.
    public func isResting(_ state: State) -> Bool {
        state.hud.phase == .hidden && state.popups.showing == nil && (state.screen != .guidePages || state.guide.phase == .removed)
    }

    /// The gate's count of launches left out, as the gate's own exploration does.
    public func explorationProjection(of state: State) -> State {
        var state = state
        state.gate = gate.explorationProjection(of: state.gate)
        return state
    }

    /// The screen the gate chose, or `launching` before it has.
    public func phase(of state: State) -> String {
        state.screen.map { "\($0)" } ?? "launching"
    }
}
