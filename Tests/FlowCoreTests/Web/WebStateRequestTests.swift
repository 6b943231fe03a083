import Testing

import FlowCore
@testable import FlowWeb

/// What a page reads back from the module besides effects and pictures:
/// a session's state, and the machines a module holds (`flowcore.mjs`'s
/// `session.state()` and `module.machines`).
@Suite struct WebStateRequestTests {
    @Test func aSessionsStateIsTheMachinesStateInTheSpecsVocabulary() throws {
        var bridge = WebBridge()
        func call(_ request: String) throws -> JSONValue { try JSONParser.parse(bridge.respond(to: request)) }
        _ = try call(#"{"create": {"machine": "progress-hud", "config": {"graceTime": 0.5}}}"#)
        let hidden = try call(#"{"state": {"session": 1}}"#)
        #expect(hidden["nextTimer"] == .null)
        #expect(hidden["pending"] == [])
        // The HUD's grace time starts on a show request: the state says so, and the timer is pending.
        _ = try call(#"{"send": {"session": 1, "at": 0, "event": {"showRequested": {"content": {"kind": "progress", "mask": "none", "text": "请稍候"}}}}}"#)
        let shown = try call(#"{"state": {"session": 1}}"#)
        #expect(hidden["state"]?["phase"] == "hidden")
        #expect(shown["state"]?["phase"] == "waitingGrace")
        #expect(shown["nextTimer"] == 0.5)
        #expect(shown["pending"]?.arrayValue?.count == 1)
        #expect(try call(#"{"state": {"session": 2}}"#)["error"] == "request.state.session: no session 2")
        #expect(try call(#"{"state": {"session": 1, "at": 0}}"#)["error"] != nil, "the request takes the session only")
    }

    @Test func aModuleListsTheMachinesItRuns() throws {
        var bridge = WebBridge(machines: [.machine(AlertDialog.self), .machine(CaptchaDialog.self)])
        #expect(try JSONParser.parse(bridge.respond(to: #"{"machines": {}}"#)) == ["machines": ["alert", "captcha"]])
        // A machine the module was not built with is refused by name.
        let refused = try JSONParser.parse(bridge.respond(to: #"{"create": {"machine": "progress-hud"}}"#))
        #expect(refused["error"]?.stringValue?.contains("progress-hud") == true, "\(refused)")
    }
}
