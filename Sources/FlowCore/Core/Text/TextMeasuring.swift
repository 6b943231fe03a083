/// Measures text as a front's text engine would lay it out, so layout math
/// can run without UIKit.
///
/// Fronts implement it with their engine (`NSAttributedString.boundingRect`,
/// Core Text, a browser canvas); `EstimatedTextMeasurer` is the deterministic
/// default that tests, specs and fronts without an engine rely on.
public protocol TextMeasuring: Sendable {
    /// The size `text` takes in `font` when wrapped to `maxWidth`: the widest
    /// line's width and the height of all lines. Empty text is `.zero`.
    func size(of text: String, font: FontSpec, maxWidth: Double) -> Size
}
