import Testing

import FlowCore
@testable import FlowWeb

/// A page's sessions are bounded: it closes each one it replaces, and the
/// bridge refuses, with an error and never a trap, one more than
/// `WebBridge.maximumSessions` open at once (issue 50).
@Suite struct WebSessionBoundTests {
    @Test func theBridgeCountsOpenSessionsAndRefusesOneTooMany() throws {
        var bridge = WebBridge()
        func call(_ request: String) throws -> JSONValue { try JSONParser.parse(bridge.respond(to: request)) }
        #expect(try call(#"{"sessions": {}}"#) == ["open": 0])
        for number in 1...WebBridge.maximumSessions {
            #expect(try call(#"{"create": {"machine": "progress-hud"}}"#) == ["session": .number(Double(number))])
        }
        #expect(try call(#"{"sessions": {}}"#) == ["open": .number(Double(WebBridge.maximumSessions))])
        let refused = try call(#"{"create": {"machine": "progress-hud"}}"#)
        #expect(refused["error"]?.stringValue?.hasPrefix("request.create: 256 sessions are open, the most a page may keep") == true, "\(refused)")
        // Closing one makes room; numbers are never reused, so an old number cannot reach a new session.
        #expect(try call(#"{"close": {"session": 7}}"#) == .object([:]))
        #expect(try call(#"{"create": {"machine": "progress-hud"}}"#) == ["session": 257])
        #expect(try call(#"{"send": {"session": 7, "at": 0, "event": "hideRequested"}}"#)["error"] == "request.send.session: no session 7")
        // Closing what is closed, or never was, is harmless.
        #expect(try call(#"{"close": {"session": 7}}"#) == .object([:]))
        #expect(try call(#"{"close": {"session": 100000}}"#) == .object([:]))
        #expect(try call(#"{"sessions": {"all": true}}"#)["error"] != nil, "the request takes no members")
    }

    @Test func creatingAndClosingOverAndOverKeepsNothing() throws {
        var bridge = WebBridge()
        for _ in 0..<2_000 {
            let created = try JSONParser.parse(bridge.respond(to: #"{"create": {"machine": "alert", "config": {"content": {"buttons": ["好的"]}}}}"#))
            let number = try #require(created["session"]?.numberValue)
            _ = bridge.respond(to: #"{"close": {"session": \#(Int(number))}}"#)
        }
        #expect(try JSONParser.parse(bridge.respond(to: #"{"sessions": {}}"#)) == ["open": 0])
    }
}
