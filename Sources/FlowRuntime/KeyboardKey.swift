/// A key of a hardware keyboard that a component answers to (UIKit's
/// `UIKeyCommand` inputs; the web's `KeyboardEvent.key`). A front forwards
/// presses of these keys as the component's `keyPressed` event; the component says
/// in its README what each one does.
public enum KeyboardKey: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Escape: dismiss (`UIKeyCommand.inputEscape`, `"Escape"`).
    case escape
    /// Return or Enter: the default action (`"\r"`, `"Enter"`).
    case enter
    /// The space bar (`" "`).
    case space
    /// The left arrow (`UIKeyCommand.inputLeftArrow`, `"ArrowLeft"`).
    case left
    /// The right arrow.
    case right
    /// The up arrow.
    case up
    /// The down arrow.
    case down
}
