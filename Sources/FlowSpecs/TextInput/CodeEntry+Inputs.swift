import FlowCore

extension CodeEntry: FrontDriven {
    /// The close and regenerate buttons, the cells and the keys; what is
    /// typed or pasted reaches the machine from the front's field.
    public func frontInput(for event: Event, in state: State) -> FrontInput {
        switch event {
        case .typed, .deletedBackward, .pasted: .app(why: "the front's text field")
        case .clearRequested, .errorMessageChanged: .app(why: "the app's server")
        case .regenerateTapped: .press(part: "regenerate")
        case .closeTapped: .press(part: "close")
        case .cellTapped(let index): .press(part: "cell[\(index)]")
        case .keyPressed(let key): .key(FrontInput.webKey(key))
        }
    }
}
