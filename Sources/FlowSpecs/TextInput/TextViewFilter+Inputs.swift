import FlowCore

extension TextViewFilter: FrontDriven {
    /// The text view is the front's own field: its edits, selection and
    /// composition reach the machine as the field reports them.
    public func frontInput(for event: Event, in state: State) -> FrontInput {
        switch event {
        case .replaced, .textSet, .selectionChanged, .markedTextChanged, .markedTextCommitted: .app(why: "the front's text field")
        }
    }
}
