import FlowCore

extension GuidePager: FrontDriven {
    /// The skip and start buttons and the keys; the scroll view's offsets,
    /// its indicator's and the fade's end are the front's own reports.
    public func frontInput(for event: Event, in state: State) -> FrontInput {
        switch event {
        case .scrolled, .scrollEnded: .app(why: "the front's scroll view")
        case .skipTapped: .press(part: "guide/skip")
        case .startTapped: .press(part: "guide/startButton")
        case .fadeOutEnded: .app(why: "the front's fade-out ended")
        case .indicator: .app(why: "the front's scroll view")
        case .keyPressed(let key): .key(FrontInput.webKey(key))
        }
    }
}
