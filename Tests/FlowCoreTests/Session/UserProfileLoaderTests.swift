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
        let test = TestRunner(UserProfileLoader())
        test.send(.tokenLoaded(uid: "1"), effects: [.request(url: "https://api.weibo.com/2/users/show.json", parameters: ["uid": "1"])]) { $0.phase = .loading }
        test.send(.profileLoaded(profile: ["screen_name": 7, "avatar_large": .null]), effects: [.saveAccount(screenName: nil, avatarURL: nil), .finish(success: true)]) {
            $0.phase = .completed
        }
    }

    @Test func noUIDCompletesAsFailedInsteadOfHanging() {
        let test = TestRunner(UserProfileLoader())
        test.exhaustivity = .partialState
        test.send(.tokenLoaded(uid: ""), effects: [.finish(success: false)])
    }
}
