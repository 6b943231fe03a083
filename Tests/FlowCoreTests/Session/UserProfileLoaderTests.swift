import FlowTesting
import Testing

import FlowCore

@Suite struct UserProfileLoaderTests {
    @Test func theLoginCompletesOnlyAfterTheProfileIsSaved() {
        let test = TestRunner(UserProfileLoader())
        test.send(.tokenLoaded(uid: "42"), effects: [.request(url: "https://api.weibo.com/2/users/show.json", parameters: ["uid": "42"])]) {
            $0.phase = .loading
        }
        test.send(
            .profileLoaded(profile: ["screen_name": "小明", "avatar_large": "https://a/b.jpg"]),
            effects: [.saveAccount(screenName: "小明", avatarURL: "https://a/b.jpg"), .finish(success: true)]
        ) {
            $0.phase = .completed
            $0.screenName = "小明"
            $0.avatarURL = "https://a/b.jpg"
        }
        test.send(.profileFailed)
    }

    @Test func membersThatAreNotStringsAreLeftAsTheyWere() {
        var state = UserProfileLoader.State()
        let loader = UserProfileLoader()
        _ = loader.reduce(&state, .tokenLoaded(uid: "1"))
        let effects = loader.reduce(&state, .profileLoaded(profile: ["screen_name": 7, "avatar_large": .null])).compactMap(\.effect)
        #expect(effects == [.saveAccount(screenName: nil, avatarURL: nil), .finish(success: true)])
    }

    @Test func noUIDCompletesAsFailedInsteadOfHanging() {
        var state = UserProfileLoader.State()
        #expect(UserProfileLoader().reduce(&state, .tokenLoaded(uid: "")).compactMap(\.effect) == [.finish(success: false)])
    }
}
