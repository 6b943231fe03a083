/// The screen a launch leads to.
/// - JSON: coded
public enum LaunchScreen: String, Hashable, Sendable, CaseIterable {
    /// The onboarding guide pages (MLGuidePageView).
    case guidePages
    /// The pages presenting what is new in this version (HQNewFeatureView).
    case newFeaturePages
    /// The "welcome back" screen (HQWelcomeView).
    case welcome
    /// Straight to the app.
    case main
}

/// Which screen each kind of launch leads to, for a logged-in and a
/// logged-out user, what makes a launch new, and which launches are recorded.
///
/// The default, `seeds`, follows both articles: each one's rule for the
/// users it speaks of. `guideOnNewVersion` and `welcomeAndNewFeature`
/// reproduce one article each; `standard` is FlowCore's earlier
/// combination, and `versionTracking` VersionTracking's finer policy.
/// - JSON: custom
public struct LaunchPolicy: Hashable, Sendable {
    /// The screens for one kind of launch.
    /// - JSON: leaves out defaults
    /// - JSON: coded
    public struct Choice: Hashable, Sendable {
        /// The screen when a user is logged in.
        public var loggedIn: LaunchScreen
        /// The screen when no user is logged in.
        public var loggedOut: LaunchScreen
        /// Whether a logged-out launch of this kind is recorded. The
        /// new-feature article returns before it reads or writes the version
        /// when no one is logged in, so an update made while logged out shows
        /// its new features at the first logged-in launch: there this is false.
        /// - JSON: optional
        public var recordsLoggedOut: Bool

        /// A choice of one screen for each case.
        public init(loggedIn: LaunchScreen, loggedOut: LaunchScreen, recordsLoggedOut: Bool = true) {
            self.loggedIn = loggedIn
            self.loggedOut = loggedOut
            self.recordsLoggedOut = recordsLoggedOut
        }

        /// The same screen whether or not a user is logged in.
        public static func always(_ screen: LaunchScreen) -> Choice {
            Choice(loggedIn: screen, loggedOut: screen)
        }

        func screen(isLoggedIn: Bool) -> LaunchScreen { isLoggedIn ? loggedIn : loggedOut }
    }

    /// What makes a launch a new version.
    /// - JSON: coded
    public enum NewVersionRule: String, Hashable, Sendable, CaseIterable {
        /// The seeds': the version string differs from the last launch's, so
        /// "2.3.0" after "2.3" is new, and so is going back to a version
        /// launched before (2.0 → 1.5 → 2.0).
        case differsFromLast
        /// VersionTracking's: the first launch of a version, compared by its
        /// numbers ("2.3" = "2.3.0"); a version launched before is not new again.
        case firstLaunchOfVersion
    }

    /// The very first launch.
    public var firstInstall: Choice
    /// A launch of a newer version (under `differsFromLast`, of any other
    /// version string that is not older).
    public var updated: Choice
    /// A launch of an older version than the last one.
    public var downgraded: Choice
    /// Any other launch.
    public var sameVersion: Choice
    /// What makes a launch new.
    public var newVersionRule: NewVersionRule

    /// A policy with a choice for each kind of launch.
    public init(
        firstInstall: Choice, updated: Choice, downgraded: Choice, sameVersion: Choice, newVersionRule: NewVersionRule = .differsFromLast
    ) {
        self.firstInstall = firstInstall
        self.updated = updated
        self.downgraded = downgraded
        self.sameVersion = sameVersion
        self.newVersionRule = newVersionRule
    }

    /// The default: both articles, each for the users it speaks of. On any
    /// change of version (a first install, an update, a downgrade: both
    /// articles show their pages whenever the saved version is missing or
    /// differs) a logged-in user sees the new-feature pages (the new-feature
    /// article, which gates on the login) and a logged-out user the guide
    /// pages (the guide article, which shows them "whatever the login");
    /// on the same version a logged-in user is welcomed back and anyone else
    /// goes to the app. Every launch is recorded, as the guide article saves
    /// the version at launch.
    public static let seeds = LaunchPolicy(
        firstInstall: Choice(loggedIn: .newFeaturePages, loggedOut: .guidePages),
        updated: Choice(loggedIn: .newFeaturePages, loggedOut: .guidePages),
        downgraded: Choice(loggedIn: .newFeaturePages, loggedOut: .guidePages),
        sameVersion: Choice(loggedIn: .welcome, loggedOut: .main))

    /// FlowCore's earlier default, an option: guide pages on first install;
    /// for logged-in users what is new after an update and a welcome on
    /// other launches; otherwise the app, a downgrade included. An update
    /// made while logged out is not recorded, so its news show at the first
    /// logged-in launch.
    public static let standard = LaunchPolicy(
        firstInstall: .always(.guidePages),
        updated: Choice(loggedIn: .newFeaturePages, loggedOut: .main, recordsLoggedOut: false),
        downgraded: .always(.main),
        sameVersion: Choice(loggedIn: .welcome, loggedOut: .main))

    /// The guide-page article's AppDelegate: the guide whenever the stored
    /// version is missing or differs from the current one, else the app.
    public static let guideOnNewVersion = LaunchPolicy(
        firstInstall: .always(.guidePages), updated: .always(.guidePages),
        downgraded: .always(.guidePages), sameVersion: .always(.main))

    /// The new-feature article: nothing unless logged in (a logged-out
    /// launch is not even recorded); then what is new when the version
    /// differs from the saved one (none saved included), and the welcome
    /// screen otherwise.
    public static let welcomeAndNewFeature = LaunchPolicy(
        firstInstall: Choice(loggedIn: .newFeaturePages, loggedOut: .main, recordsLoggedOut: false),
        updated: Choice(loggedIn: .newFeaturePages, loggedOut: .main, recordsLoggedOut: false),
        downgraded: Choice(loggedIn: .newFeaturePages, loggedOut: .main, recordsLoggedOut: false),
        sameVersion: Choice(loggedIn: .welcome, loggedOut: .main, recordsLoggedOut: false))

    /// `standard`'s screens under VersionTracking's rules: versions compared
    /// by their numbers, each version's news shown once (going back to a
    /// version launched before is not an update), every launch recorded.
    public static let versionTracking = LaunchPolicy(
        firstInstall: .always(.guidePages),
        updated: Choice(loggedIn: .newFeaturePages, loggedOut: .main),
        downgraded: .always(.main),
        sameVersion: Choice(loggedIn: .welcome, loggedOut: .main),
        newVersionRule: .firstLaunchOfVersion)

    /// The presets by name, as configurations may give them.
    public static let presets: [String: LaunchPolicy] = [
        "seeds": .seeds, "standard": .standard, "guideOnNewVersion": .guideOnNewVersion, "welcomeAndNewFeature": .welcomeAndNewFeature,
        "versionTracking": .versionTracking,
    ]
}

/// Why a launch gate configuration was rejected.
public enum LaunchGateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A preset name that is not one of the known ones.
    case unknownPolicy(String, known: [String])

    public var description: String {
        switch self {
        case .unknownPolicy(let name, let known):
            "unknown policy \(MessageText.quoted(name)) (known: \(known.joined(separator: ", ")))"
        }
    }
}
