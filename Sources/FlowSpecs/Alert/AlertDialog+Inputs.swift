import FlowCore

extension AlertDialog: FrontDriven {
    /// The buttons and the mask by pointer, the keys on the dialog; the rest
    /// is the app's: its screen and keyboard, and the field's edits (a front
    /// draws the field as a real text input, which the scene only marks).
    public func frontInput(for event: Event, in state: State) -> FrontInput {
        switch event {
        case .showRequested: .app(why: "the app shows the alert")
        case .keyboardChanged, .keyboardHidden: .app(why: "the system's keyboard")
        case .screenChanged: .app(why: "the screen's size")
        case .edited: .app(why: "the front's text field")
        case .buttonTapped(let index): .press(part: "window/button[\(index)]")
        // The mask's corner, outside any card a screen can fit.
        case .maskTapped: .press(part: "window/mask", at: LayoutPoint(x: 2, y: 2))
        case .keyPressed(let key): .key(FrontInput.webKey(key))
        case .fadeOutEnded: .app(why: "the front's fade-out ended")
        }
    }
}
