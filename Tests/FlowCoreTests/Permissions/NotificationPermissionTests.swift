import FlowTesting
import Testing

import FlowCore

@Suite struct NotificationPermissionTests {
    @Test func theSeedAsksForAlertBadgeSoundAndCarPlayThenKeepsTheAnswer() {
        let test = TestRunner(NotificationPermission())
        test.send(.launched(status: .notDetermined, hasUserNotifications: true), effects: [.requestAuthorization(options: [.alert, .badge, .sound, .carPlay])]) {
            $0.isAsking = true
        }
        // A second launch while the prompt is up does not ask twice.
        test.send(.launched(status: .notDetermined, hasUserNotifications: true))
        test.send(.answered(granted: false), effects: [.persist(status: .denied)]) {
            $0.isAsking = false
            $0.status = .denied
        }
        test.send(.launched(status: .denied, hasUserNotifications: true))
    }

    @Test func oldSystemsGetTheLegacyRegistrationUnlessItIsOff() {
        let legacy = TestRunner(NotificationPermission())
        legacy.exhaustivity = .partialState
        legacy.send(.launched(status: .notDetermined, hasUserNotifications: false), effects: [.registerUserNotificationSettings(types: [.alert, .badge, .sound])])
        let off = TestRunner(NotificationPermission(usesLegacyFallback: false))
        off.exhaustivity = .partialState
        off.send(.launched(status: .notDetermined, hasUserNotifications: false))
    }
}
