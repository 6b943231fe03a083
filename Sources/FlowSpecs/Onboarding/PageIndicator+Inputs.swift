import FlowCore

extension PageIndicator: FrontDriven {
    /// The indicator follows the host's pages: every event is the host's.
    public func frontInput(for event: Event, in state: State) -> FrontInput {
        switch event {
        case .pageRequested: .app(why: "the host's pages")
        case .scrolled, .slideEnded: .app(why: "the host's scroll view")
        }
    }
}
