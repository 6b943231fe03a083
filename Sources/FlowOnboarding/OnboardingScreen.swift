/// The onboarding machine a launch leads to, from the first-launch gate's
/// decision: the guide pages, the new-feature pages (the new-feature
/// variant's blank page after them), the welcome screen, or nothing.
public enum OnboardingScreen: Sendable {
    /// The guide pages.
    case guide(GuidePager)
    /// The new-feature pages.
    case newFeature(GuidePager)
    /// The welcome screen.
    case welcome(WelcomeScreen)
    /// Straight to the app.
    case none

    /// The machine for `screen` on a display of `pageSize`: `guidePages`
    /// guide pages (slipping into home past the last, as the seed's
    /// AppDelegate sets it), or `newFeaturePages` new-feature pages (4 in the seed).
    public init(
        for screen: LaunchScreen, guidePages: Int, newFeaturePages: Int = 4, pageSize: LayoutSize, safeArea: Insets = .zero
    ) throws(GuidePagerError) {
        switch screen {
        case .guidePages:
            self = .guide(try GuidePager(variant: .guide, pageCount: guidePages, pageSize: pageSize, safeArea: safeArea, slipsIntoHome: true))
        case .newFeaturePages:
            self = .newFeature(try GuidePager(variant: .newFeature, pageCount: newFeaturePages, pageSize: pageSize, safeArea: safeArea))
        case .welcome:
            self = .welcome(.standard)
        case .main:
            self = .none
        }
    }
}
