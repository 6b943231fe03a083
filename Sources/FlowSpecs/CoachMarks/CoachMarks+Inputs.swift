import FlowCore

extension CoachMarks: FrontDriven {
    /// A tap anywhere and the keys; the start and the skip are the app's.
    public func frontInput(for event: Event, in state: State) -> FrontInput {
        switch event {
        case .startRequested: .app(why: "the app starts the tour")
        case .tapped(let point): .pointer(at: point)
        case .skipAllRequested: .app(why: "the app skips the tour")
        case .keyPressed(let key): .key(FrontInput.webKey(key))
        }
    }
}
