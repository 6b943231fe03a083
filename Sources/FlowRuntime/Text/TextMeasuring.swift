/// Measures text as a front's text engine would lay it out, so layout math
/// can run without UIKit.
///
/// Fronts implement it with their engine (`NSAttributedString.boundingRect`,
/// Core Text, a browser canvas); `EstimatedTextMeasurer` is the deterministic
/// default that tests, specs and fronts without an engine rely on.
public protocol TextMeasuring: Sendable {
    /// The size `text` takes in `font` when wrapped to `maxWidth`: the widest
    /// line's width and the height of all lines. Empty text is `.zero`.
    func size(of text: String, font: FontSpec, maxWidth: Double) -> LayoutSize
}

#if hasFeature(Embedded)
/// The measurer a layout holds: in the Embedded Swift build, which has no
/// existentials, always the estimated one.
public typealias AnyTextMeasuring = EstimatedTextMeasurer
#else
/// The measurer a layout holds: any `TextMeasuring`, the front's own text
/// engine or the estimated one.
public typealias AnyTextMeasuring = any TextMeasuring
#endif
