/// How much a `TestRunner` insists on: every change, effect and timer
/// (`.on`, the default), every effect and timer but only the state members
/// the test sets (`.partialState`), or only what the test states (`.off`).
///
/// With `.off`, a state assertion checks only the members the closure sets,
/// listed effects need only appear in order among the actual ones, `receive`
/// passes over timers that fired before the one it names, and `finish` lets
/// pending timers be. Turn it off for integration-style tests of composed
/// machines, where the children's details are not the point.
public enum Exhaustivity: Equatable, Sendable {
    /// Every state change, effect and fired timer must be asserted.
    case on
    /// Every effect and fired timer must be asserted, as with `.on`, but a
    /// state assertion checks only the members the closure sets: for tests
    /// about one property of a large state (a layout, a text) whose effects
    /// still matter exactly, nothing happening included.
    case partialState
    /// Only what the test states is checked; with `showSkippedAssertions`,
    /// what was passed over is still shown, as known issues that do not fail
    /// the test.
    case off(showSkippedAssertions: Bool)

    /// Non-exhaustive, without showing what was skipped.
    public static let off = Self.off(showSkippedAssertions: false)
}
