import AppFlow
import AppFlowSpecs
import FlowCore
import FlowSpecs
import FlowTesting

// FlowTesting outside any test (a playground, a script): a failure is
// printed to standard error, never swallowed. CI runs this and reads it.
let test = TestRunner(try AppLaunch(guide: GuidePager(pageCount: 1, pageSize: LayoutSize(width: 375, height: 812)), popups: PopupQueue(kinds: [])))
test.exhaustivity = .off
test.send(.gate(.launched(version: "1.0", build: "1", isLoggedIn: true))) { $0.hud.phase = .fadingOut }  // EXPECTED FAILURE (no test)
