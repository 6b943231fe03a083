import FlowCore

extension WelcomeScreen: FrontDriven {
    /// Nothing to press: the screen appears, its avatar loads, its animation ends.
    public func frontInput(for event: Event, in state: State) -> FrontInput {
        switch event {
        case .appeared: .app(why: "the app shows the screen")
        case .avatarLoaded: .app(why: "the app's image loader")
        case .animationEnded: .app(why: "the front's animation ended")
        }
    }
}
