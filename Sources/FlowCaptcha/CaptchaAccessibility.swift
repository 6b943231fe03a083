/// How the captcha serves people who cannot drag, or cannot see, the puzzle.
///
/// The puzzle's thumb is adjustable: increment and decrement move it by
/// `adjustmentStep` of its travel and announce where it is, and activating
/// it submits that place (Switch Control, Full Keyboard Access, a keyboard's
/// arrows and Return). A picture puzzle cannot be solved without sight, so
/// the dialog can also offer, while VoiceOver runs, a way out to another
/// verification the host provides (W3C's note on the inaccessibility of
/// CAPTCHA: never a single visual test). Both send AJ-Captcha's own
/// requests: an adjusted answer is the same `/captcha/check` with the
/// piece's place; the other way never calls the server at all.
/// - JSON: every member optional
/// - JSON: coded
public struct CaptchaAccessibility: Hashable, Sendable {
    /// What a VoiceOver user is offered besides the picture.
    /// - JSON: coded
    public enum Alternative: String, Hashable, Sendable, CaseIterable {
        /// Nothing: the seed's dialog.
        case none
        /// A button "使用其他方式验证" while VoiceOver runs: the dialog
        /// closes and asks the host for another verification (a voice code,
        /// a call), with the `startAlternative` effect.
        case hostVerification
    }

    /// One increment's move, as a fraction of the thumb's travel: 1/50, so
    /// the piece moves (310 − 47) / 50 ≈ 5.3 points a step, within
    /// AJ-Captcha's default 5-point tolerance on either side of any gap.
    /// - JSON: bounds CaptchaAccessibility.adjustmentSteps
    public var adjustmentStep = 0.02
    /// What a VoiceOver user is offered besides the picture (none, as the seed).
    public var alternative: Alternative = .none

    /// The steps accepted: from a thousandth of the travel to all of it.
    public static let adjustmentSteps: ClosedRange<Double> = 0.001...1

    /// The defaults.
    public init() {}

    /// A configuration with this step and alternative.
    public init(adjustmentStep: Double, alternative: Alternative) {
        self.adjustmentStep = adjustmentStep
        self.alternative = alternative
    }
}
