import AppFlow
import AppFlowSpecs
import FlowCore
import FlowSpecs
import FlowTesting
import XCTest

// FlowTesting from XCTest: no `import Testing`, and a failure is an XCTest
// failure at the line of the call, with the same diff as under Swift Testing.
final class AppLaunchXCTests: XCTestCase {
    func makeApp() throws -> AppLaunch {
        AppLaunch(
            guide: try GuidePager(pageCount: 3, pageSize: LayoutSize(width: 375, height: 812)),
            popups: try PopupQueue(kinds: [PopupKind(id: "gift", priority: 1)]))
    }

    func testADataLoadFadesTheSpinner() throws {
        let test = TestRunner(try makeApp())
        test.exhaustivity = .off
        test.send(.gate(.launched(version: "1.0", build: "1", isLoggedIn: true))) { $0.hud.phase = .visible }
        test.send(.dataLoaded) { $0.hud.phase = .fadingOut }
        test.advance(by: 0.15)
        test.receive(.hud(.fadeOutEnded), effects: [.hud(.remove)])
        XCTAssertEqual(test.state.hud.phase, .hidden)
    }

    /// A wrong expectation must fail under XCTest. CI runs it on purpose
    /// (FLOWTESTING_EXPECTED_FAILURES=1) and checks the failure's line and message.
    func testAWrongExpectationFails() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["FLOWTESTING_EXPECTED_FAILURES"] == "1", "an expected failure, run by CI on purpose")
        let test = TestRunner(try makeApp())
        test.exhaustivity = .off
        test.send(.gate(.launched(version: "1.0", build: "1", isLoggedIn: true))) { $0.hud.phase = .fadingOut }  // EXPECTED FAILURE (XCTest)
    }
}
