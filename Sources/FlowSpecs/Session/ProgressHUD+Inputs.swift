import FlowCore

extension ProgressHUD: FrontDriven {
    /// Nothing to press: the app shows and hides the HUD, and its own
    /// timers (sent, not started by the machine) end the phases.
    public func frontInput(for event: Event, in state: State) -> FrontInput {
        switch event {
        case .showRequested, .hideRequested: .app(why: "the app's work")
        case .graceEnded, .minimumShowTimeEnded, .delayedHideDue, .noticeEnded: .app(why: "the host's timer")
        case .fadeOutEnded: .app(why: "the front's fade-out ended")
        }
    }
}
