import FlowCore

extension CodeEntry: FrontDriven {
    /// The close and regenerate buttons, the cells and the keys; a
    /// character typed and Backspace on the cells' field; what is pasted, or
    /// typed as more than one character (an input method's), reaches the
    /// machine from the front's field as the app's call.
    public func frontInput(for event: Event, in state: State) -> FrontInput {
        switch event {
        case .typed(let text) where Self.typesAsOneKey(text): .type(text, on: "cells")
        case .deletedBackward: .key("Backspace", on: "cells")
        case .typed, .pasted: .app(why: "the front's text field")
        case .clearRequested, .errorMessageChanged: .app(why: "the app's server")
        case .regenerateTapped: .press(part: "regenerate")
        case .closeTapped: .press(part: "close")
        case .cellTapped(let index): .press(part: "cell[\(index)]")
        case .keyPressed(let key): .key(FrontInput.webKey(key))
        }
    }

    /// The hidden field over the cells, as the article's code entry has.
    public var frontTextField: FrontTextField<Event>? {
        FrontTextField(part: "cells", typed: { .typed(text: $0) }, deletedBackward: .deletedBackward)
    }

    /// Whether `text` is what one key press types: one character of one
    /// scalar in the Basic Multilingual Plane (a `KeyboardEvent.key` of one
    /// UTF-16 unit), not a space, which a front reads as a key of its own.
    static func typesAsOneKey(_ text: String) -> Bool {
        guard text.count == 1, text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else { return false }
        return scalar.value < 0x1_0000 && !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
    }
}
