/// The screen a launch leads to.
public enum LaunchScreen: String, Equatable, Codable, Sendable, CaseIterable {
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
/// logged-out user.
///
/// Two presets reproduce the seed articles; `standard` combines them.
public struct LaunchPolicy: Equatable, Codable, Sendable {
    /// The screens for one kind of launch.
    public struct Choice: Equatable, Codable, Sendable {
        /// The screen when a user is logged in.
        public var loggedIn: LaunchScreen
        /// The screen when no user is logged in.
        public var loggedOut: LaunchScreen

        /// A choice of one screen for each case.
        public init(loggedIn: LaunchScreen, loggedOut: LaunchScreen) {
            self.loggedIn = loggedIn
            self.loggedOut = loggedOut
        }

        /// The same screen whether or not a user is logged in.
        public static func always(_ screen: LaunchScreen) -> Choice {
            Choice(loggedIn: screen, loggedOut: screen)
        }

        func screen(isLoggedIn: Bool) -> LaunchScreen { isLoggedIn ? loggedIn : loggedOut }
    }

    /// The very first launch.
    public var firstInstall: Choice
    /// The first launch of a newer version. An update back to a version
    /// launched before (2.0 → 1.9 → 2.0) uses `sameVersion`: its news were
    /// already shown.
    public var updated: Choice
    /// A launch of an older version than the last one.
    public var downgraded: Choice
    /// Any other launch.
    public var sameVersion: Choice

    /// A policy with a choice for each kind of launch.
    public init(firstInstall: Choice, updated: Choice, downgraded: Choice, sameVersion: Choice) {
        self.firstInstall = firstInstall
        self.updated = updated
        self.downgraded = downgraded
        self.sameVersion = sameVersion
    }

    /// Guide pages on first install; what is new after an update and a
    /// welcome on other launches, for logged-in users only; otherwise the app.
    public static let standard = LaunchPolicy(
        firstInstall: .always(.guidePages),
        updated: Choice(loggedIn: .newFeaturePages, loggedOut: .main),
        downgraded: .always(.main),
        sameVersion: Choice(loggedIn: .welcome, loggedOut: .main))

    /// The guide-page article's AppDelegate: the guide whenever the stored
    /// version is missing or differs from the current one, else the app.
    public static let guideOnNewVersion = LaunchPolicy(
        firstInstall: .always(.guidePages), updated: .always(.guidePages),
        downgraded: .always(.guidePages), sameVersion: .always(.main))

    /// The new-feature article: nothing unless logged in; then what is new
    /// when the version differs from the saved one (none saved included), and
    /// the welcome screen otherwise.
    public static let welcomeAndNewFeature = LaunchPolicy(
        firstInstall: Choice(loggedIn: .newFeaturePages, loggedOut: .main),
        updated: Choice(loggedIn: .newFeaturePages, loggedOut: .main),
        downgraded: Choice(loggedIn: .newFeaturePages, loggedOut: .main),
        sameVersion: Choice(loggedIn: .welcome, loggedOut: .main))

    /// The presets by name, as configurations may give them.
    public static let presets: [String: LaunchPolicy] = [
        "standard": .standard, "guideOnNewVersion": .guideOnNewVersion, "welcomeAndNewFeature": .welcomeAndNewFeature,
    ]

    private enum CodingKeys: String, CodingKey, CaseIterable { case firstInstall, updated, downgraded, sameVersion }

    /// Reads a preset's name, or an object whose missing members come from `standard`.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let preset = Self.presets[name] else {
                throw LaunchGateError.unknownPolicy(name, known: Self.presets.keys.sorted())
            }
            self = preset
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let base = Self.standard
        firstInstall = try container.decodeIfPresent(Choice.self, forKey: .firstInstall) ?? base.firstInstall
        updated = try container.decodeIfPresent(Choice.self, forKey: .updated) ?? base.updated
        downgraded = try container.decodeIfPresent(Choice.self, forKey: .downgraded) ?? base.downgraded
        sameVersion = try container.decodeIfPresent(Choice.self, forKey: .sameVersion) ?? base.sameVersion
    }
}

/// Why a launch gate configuration was rejected.
public enum LaunchGateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A preset name that is not one of the known ones.
    case unknownPolicy(String, known: [String])

    public var description: String {
        switch self {
        case .unknownPolicy(let name, let known):
            "unknown policy \(JSONValue.quoted(name)) (known: \(known.joined(separator: ", ")))"
        }
    }
}
