import Testing

import FlowCore
@testable import FlowSpecs
@testable import FlowWeb

/// The web bridge runs every machine through the same JSON coding as the
/// specs: every committed spec, its configuration and its sends given to the
/// bridge as a page gives them, must do in the browser's session what it does
/// in `flow check` (each event, sent or fired, at its time, with its effects),
/// and the session saved as a spec must be what `flow record` writes.
@Suite struct WebCodingTests {
    /// What happened, in the order it happened: `at source event -> effects`.
    static func nativeRun(_ spec: Spec) throws -> [String] {
        try MachineRegistry.all.transcript(spec).entries.map { entry in
            "\(JSONWriter.format(entry.at)) \(entry.source.rawValue) \(entry.event.compactText) -> \(JSONValue.array(entry.effects).compactText)"
        }
    }

    /// What happened in the bridge, as `nativeRun` writes it, and the session saved as a spec.
    static func webRun(_ spec: Spec, until end: Double) throws -> (lines: [String], saved: String) {
        var bridge = WebBridge()
        func call(_ request: JSONValue) throws -> JSONValue {
            let answer = try JSONParser.parse(bridge.respond(to: request.compactText))
            if let error = answer["error"] { Issue.record("\(spec.title): \(error.compactText)") }
            return answer
        }
        var lines: [String] = []
        func firings(_ answer: JSONValue) {
            for firing in answer["firings"]?.arrayValue ?? [] {
                lines.append("\(firing["at"]!.compactText) fire \(firing["event"]!.compactText) -> \(firing["effects"]!.compactText)")
            }
        }
        let created = try call(.object(["create": .object(["machine": .string(spec.machine), "config": spec.config])]))
        let session = created["session"] ?? .null
        for step in spec.steps where step.source == .send {
            let answer = try call(.object(["send": .object(["session": session, "at": .number(step.at), "event": step.event])]))
            firings(answer)
            lines.append("\(JSONWriter.format(step.at)) send \(step.event.compactText) -> \(answer["effects"]?.compactText ?? "?")")
        }
        firings(try call(.object(["advance": .object(["session": session, "to": .number(end)])])))
        let saved = try call(.object(["spec": .object(["session": session, "title": .string(spec.title)])]))
        return (lines, saved["text"]?.stringValue ?? "")
    }

    @Test(arguments: Repository.specFiles)
    func everySpecRunsAlikeNativelyAndInTheBrowser(file: String) throws {
        let spec = try Spec(text: try Repository.text(file), file: file)
        let native = try Self.nativeRun(spec)
        let end = max(spec.until ?? 0, spec.steps.last?.at ?? 0)
        let web = try Self.webRun(spec, until: end)
        #expect(web.lines == native, "\(file)")
        // Saved, the session is already canonical: recording it again changes no byte.
        var recorded = ""
        try MachineRegistry.all.record(bytes: Array(web.saved.utf8), file: file) { recorded += $0 }
        #expect(!web.saved.isEmpty && web.saved == recorded, "\(file)")
    }

    @Test func everyMachineRunsInTheBrowser() {
        #expect(WebBridge().machines == MachineRegistry.builtInTypes.map { $0.specName })
    }

    @Test func whatTheBridgeCannotReadIsRefusedWithItsPlace() {
        var bridge = WebBridge()
        #expect(bridge.respond(to: #"{"create": {"machine": "alert", "config": {"content": {}, "metrics": {"width": "wide"}}}}"#)
            == #"{"error":"request.create.config.metrics.width: expected a number, found a string"}"#)
        #expect(bridge.respond(to: #"{"create": {"machine": "progress-hud"}}"#) == #"{"session":1}"#)
        #expect(bridge.respond(to: #"{"send": {"session": 1, "at": 0, "event": {"hide": {"delay": "soon"}}}}"#)
            == #"{"error":"request.send.event.hide.delay: expected a number, found a string"}"#)
        // A refused event leaves the session as it was: its clock did not move to 5.
        #expect(bridge.respond(to: #"{"send": {"session": 1, "at": 5, "event": "tapped"}}"#).contains("error"))
        #expect(!bridge.respond(to: #"{"advance": {"session": 1, "to": 1}}"#).contains("error"))
        let unknown = bridge.respond(to: #"{"send": {"session": 1, "at": 1, "event": "tapped"}}"#)
        #expect(unknown.contains(#"request.send.event: unknown case \"tapped\" (allowed: \"showRequested\", \"hideRequested\""#), "\(unknown)")
        #expect(bridge.respond(to: #"{"create": {"machine": "alert", "config": {"content": {"buttons": ["a"], "emphasizedIndex": 3}}}}"#).contains("request.create.config: "))
        // A request's own members are placed by the request's name.
        #expect(bridge.respond(to: #"{"spec": {"session": 9, "title": "x"}}"#) == #"{"error":"request.spec.session: no session 9"}"#)
        #expect(bridge.respond(to: #"{"spec": {"session": 1}}"#) == #"{"error":"request.spec: missing member \"title\""}"#)
        #expect(bridge.respond(to: #"{"send": {"session": "one", "at": 0, "event": "x"}}"#) == #"{"error":"request.send.session: expected an integer, found a string"}"#)
        #expect(bridge.respond(to: #"{"send": {"session": 1, "at": 0}}"#) == #"{"error":"request.send: missing member \"event\""}"#)
        #expect(bridge.respond(to: #"{"advance": {"session": 1, "to": 2, "at": 3}}"#)
            == #"{"error":"request.advance: unknown member \"at\" (allowed: \"session\", \"to\")"}"#)
        #expect(bridge.respond(to: #"{"create": {"machine": "alert", "increasedContrast": 1}}"#)
            == #"{"error":"request.create.increasedContrast: expected true or false, found a number"}"#)
    }

    @Test func aMachineWithoutAPictureIsDrawnAsItsState() throws {
        var bridge = WebBridge()
        #expect(bridge.respond(to: #"{"create": {"machine": "launch-gate"}}"#) == #"{"session":1}"#)
        _ = bridge.respond(to: #"{"send": {"session": 1, "at": 0, "event": {"launch": {"version": "2.0", "build": "7", "isLoggedIn": false}}}}"#)
        let svg = String(decoding: try bridge.render(session: 1, at: 0), as: UTF8.self)
        #expect(svg.contains("launch-gate") && svg.contains("record.lastVersion: &quot;2.0&quot;"), "\(svg.prefix(2000))")
    }

    @Test func aPageSessionRunsThroughTheBridge() {
        #expect(WebBridge.selfTest() == 0)
        var bridge = WebBridge()
        #expect(bridge.respond(to: "not json").hasPrefix(#"{"error":"request: "#))
        #expect(bridge.respond(to: #"{"create": {"machine": "login"}}"#).contains("the web bridge runs launch-gate, text-view-filter, code-entry"))
        #expect(bridge.respond(to: #"{"create": {"machine": "progress-hud"}}"#) == #"{"session":1}"#)
        let shown = bridge.respond(to: #"{"send": {"session": 1, "at": 0, "event": {"show": {"content": {"kind": "success", "text": "已保存", "mask": "none"}}}}}"#)
        // A 3-character notice stays the seed's minimum 1 s: its timer is due then.
        #expect(shown.contains(#""nextTimer":1"#) && shown.contains(#"{"announce":{"text":"已保存"}}"#))
        #expect(
            bridge.respond(to: #"{"advance": {"session": 1, "to": 0.5}}"#)
                == #"{"firings":[],"nextTimer":1,"pending":[{"at":1,"event":"noticeEnded"}]}"#)
        #expect(bridge.respond(to: #"{"advance": {"session": 1, "to": 0.2}}"#).contains("before the session's clock"), "the clock never goes back")
        // Past the clock's end is refused without moving the clock: the session goes on (issue 25).
        #expect(bridge.respond(to: #"{"advance": {"session": 1, "to": 1e300}}"#).contains("past the end of the virtual clock"))
        #expect(bridge.respond(to: #"{"advance": {"session": 1, "to": 1}}"#).contains(#""firings":[{"at":1,"#))
    }
}

extension WebCodingTests {
    @Test func theBridgeDecryptsWhatTheCaptchaEncrypts() throws {
        var bridge = WebBridge()
        let sealed = try AESECB.encryptToBase64(#"{"x":131.5,"y":5}"#, key: "XwKsGlMcdPMEhR1B")
        #expect(bridge.respond(to: #"{"decrypt": {"base64": "\#(sealed)", "key": "XwKsGlMcdPMEhR1B"}}"#) == #"{"text":"{\"x\":131.5,\"y\":5}"}"#)
        #expect(bridge.respond(to: #"{"decrypt": {"base64": "abc", "key": "XwKsGlMcdPMEhR1B"}}"#).hasPrefix(#"{"error":"decrypt.base64"#))
    }
}

extension WebCodingTests {
    @Test func aSessionTooLongToSaveSaysSoAndRunsOn() {
        var bridge = WebBridge()
        #expect(bridge.respond(to: #"{"create": {"machine": "network-activity"}}"#) == #"{"session":1}"#)
        for step in 0...maximumRecordedSteps {
            _ = bridge.respond(to: #"{"send": {"session": 1, "at": \#(step), "event": {"setEnabled": \#(step % 2 == 0)}}}"#)
        }
        let saved = bridge.respond(to: #"{"spec": {"session": 1, "title": "long"}}"#)
        #expect(saved.contains("the session ran past 20000 steps"), "\(saved)")
        #expect(bridge.respond(to: #"{"send": {"session": 1, "at": 1e6, "event": {"setEnabled": true}}}"#).contains("effects"))
    }
}
