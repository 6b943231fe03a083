import FlowCore

extension TitleButton: FrontDriven {
    /// The title pressed; its text is the app's.
    public func frontInput(for event: Event, in state: State) -> FrontInput {
        switch event {
        case .tapped: .press(part: "title")
        case .titleChanged: .app(why: "the app's title")
        }
    }
}
