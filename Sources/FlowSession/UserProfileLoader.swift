/// Loading the user's profile after login (the seed's `loadUserInfo`):
/// once the token is saved, `users/show.json` is asked for the account's
/// `uid`; its `screen_name` and `avatar_large` are stored with the account,
/// and only then is the login complete, so the first screen already has the
/// name for its title and the avatar for the welcome screen.
///
/// As the seed does, a profile that fails to load still completes the login
/// (without the name and avatar). Unlike the seed, an account without a
/// `uid` completes the login as failed rather than never completing it.
/// - JSON: machine
public struct UserProfileLoader: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "user-profile"

    /// Where the profile is read (the seed's `HQUserInfoUrlString`).
    public let url: String

    /// A loader asking `url` (Weibo's `users/show.json` by default).
    public init(url: String = "https://api.weibo.com/2/users/show.json") {
        self.url = url
    }

    /// Where the loading is.
    /// - JSON: coded
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Waiting for a login.
        case idle
        /// The profile request is out.
        case loading
        /// The login completed.
        case completed
    }

    /// The request out, and what the profile said.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// Where the loading is.
        public var phase: Phase = .idle
        /// The user's nickname (`screen_name`), once loaded.
        public var screenName: String?
        /// The large avatar's address (`avatar_large`), once loaded.
        public var avatarURL: String?

        /// Nothing loaded.
        public init() {}
    }

    /// What the login and the network tell it.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// The login got its token; `uid` is the account's (nil when the
        /// answer had none).
        case tokenLoaded(uid: String?)
        /// The profile request answered with this JSON.
        case profileLoaded(profile: JSONValue)
        /// The profile request failed.
        case profileFailed
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Ask `url` with `parameters` (the token request adds the access token).
        case request(url: String, parameters: [String: String])
        /// Store the account with the profile's name and avatar (nil: not known).
        case saveAccount(screenName: String?, avatarURL: String?)
        /// The login's completion: `success` as the seed reports it.
        /// - JSON: was loginCompleted
        case finish(success: Bool)
    }

    /// The state before any event.
    public var initialState: State { State() }

    /// Applies one event: the state changes and the commands asked for.
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch (state.phase, event) {
        case (.idle, .tokenLoaded(let uid)):
            guard let uid, !uid.isEmpty else {
                // The seed returns here without calling the completion: the login would never end.
                state.phase = .completed
                commands.append(.effect(.finish(success: false)))
                return
            }
            state.phase = .loading
            commands.append(.effect(.request(url: url, parameters: ["uid": uid])))
        case (.loading, .profileLoaded(let profile)):
            // As YYModel sets them: string members only; others leave the account as it was.
            if case .string(let name)? = profile["screen_name"] { state.screenName = name }
            if case .string(let avatar)? = profile["avatar_large"] { state.avatarURL = avatar }
            complete(&state, into: &commands)
        case (.loading, .profileFailed):
            // The seed hands an empty profile on: the account is saved as it was, and the login completes.
            complete(&state, into: &commands)
        case (.idle, _), (.loading, _), (.completed, _):
            break
        }
    }

    private func complete(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        state.phase = .completed
        commands.append(.effect(.saveAccount(screenName: state.screenName, avatarURL: state.avatarURL)))
        commands.append(.effect(.finish(success: true)))
    }
}
