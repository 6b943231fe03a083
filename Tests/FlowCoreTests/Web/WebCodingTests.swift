import Testing

@testable import FlowCore
@testable import FlowSpecs
@testable import FlowWeb

/// The web bridge reads and writes by hand what `Codable` reads and writes
/// for the specs (Embedded Swift has no `Codable`): these hold the two to
/// the same JSON on thousands of chaos events and effects, so a session
/// recorded on the page replays in `flow check`.
@Suite struct WebCodingTests {
    /// Runs `M`'s chaos for `steps` events on a few configurations, checking
    /// every event and effect both ways.
    func agree<M: WebMachine & ChaosTestable>(_: M.Type, steps: Int = 600) throws where M.Event: Encodable, M.Effect: Encodable {
        for seed in 1...4 as ClosedRange<UInt64> {
            var random = SplitMix64(seed: seed)
            let machine = M.chaosSample(using: &random)
            var runner = Runner(machine)
            for _ in 0..<steps {
                let event = machine.chaosEvent(in: runner.state, using: &random)
                let json = try JSONEncoding.encode(event)
                #expect(M.json(event) == json, "\(M.webName) event")
                // Compared as JSON: an event carrying NaN is not equal to itself.
                #expect(M.json(try M.event(JSONReader(json, at: "event"))) == json, "\(M.webName) reads \(json.compactText)")
                for effect in runner.send(event) {
                    #expect(M.json(effect) == (try JSONEncoding.encode(effect)), "\(M.webName) effect")
                }
                for firing in runner.advance(by: 0.25) {
                    #expect(M.json(firing.event) == (try JSONEncoding.encode(firing.event)))
                    for effect in firing.effects { #expect(M.json(effect) == (try JSONEncoding.encode(effect)), "\(M.webName) timer effect") }
                }
            }
        }
    }

    @Test func theAlertsJSONIsTheSpecs() throws { try agree(AlertDialog.self) }
    @Test func theHUDsJSONIsTheSpecs() throws { try agree(ProgressHUD.self) }
    @Test func theCaptchasJSONIsTheSpecs() throws { try agree(CaptchaDialog.self) }
    @Test func theCodeEntrysJSONIsTheSpecs() throws { try agree(CodeEntry.self) }
    @Test func theCoachMarksJSONIsTheSpecs() throws { try agree(CoachMarks.self) }
    @Test func theGuidePagersJSONIsTheSpecs() throws { try agree(GuidePager.self) }
    @Test func theSessionsJSONIsTheSpecs() throws { try agree(SessionGuard.self) }
    @Test func theTextViewsJSONIsTheSpecs() throws { try agree(TextViewFilter.self) }

    /// A configuration the bridge reads gives the machine `Codable` gives.
    func sameMachine<M: WebMachine & SpecMachine>(_: M.Type, _ config: String) throws where M: Encodable {
        let json = try JSONParser.parse(config)
        let web = try M(webConfig: JSONReader(json, at: "config"))
        let native = try JSONDecoding.decode(M.self, from: json)
        #expect(try JSONEncoding.encode(web) == JSONEncoding.encode(native), "\(config)")
    }

    @Test func configurationsReadAsTheSpecsReadThem() throws {
        try sameMachine(AlertDialog.self, #"{"content": {"title": "提示", "message": "内容", "kind": "textView", "buttons": ["取消", "好的"], "emphasizedIndex": 1, "cancelIndex": 0}, "metrics": {"contentSize": "accessibilityLarge", "layoutDirection": "rightToLeft"}, "buttonPolicy": "adaptive"}"#)
        try sameMachine(AlertDialog.self, #"{"content": {}}"#)
        try sameMachine(ProgressHUD.self, #"{"graceTime": 0.5, "minimumShowTime": 1, "maximumDismissTime": 5, "noticeLengthUnit": "graphemes", "contentSize": "extraLarge", "loadingLabel": "Loading"}"#)
        try sameMachine(ProgressHUD.self, "{}")
        try sameMachine(CaptchaDialog.self, #"{"kind": "clickWord", "phone": "13800138000", "clientUid": "ui-1", "envelope": "ajCaptcha", "expiredCodes": ["6110", "6111"], "accessibility": {"adjustmentStep": 0.05, "alternative": "hostVerification"}, "reducesMotion": true, "style": {"contentSize": "accessibilityMedium"}, "texts": {"failure": "Try again", "clickPrompt": "Tap {words}"}}"#)
        try sameMachine(CaptchaDialog.self, "{}")
        try sameMachine(CodeEntry.self, #"{"length": 6, "alphabet": {"alphanumeric": {"uppercased": true}}, "isSecure": true, "mask": "*", "style": {"contentSize": "extraLarge", "layoutDirection": "rightToLeft"}}"#)
        try sameMachine(CodeEntry.self, #"{"alphabet": {"characters": {"set": "0123ABC"}}}"#)
        try sameMachine(GuidePager.self, #"{"variant": "newFeature", "exitStyle": "fade", "pageCount": 4, "pageSize": {"width": 375, "height": 667}, "safeArea": {"top": 20, "left": 0, "bottom": 34, "right": 0}, "hidesSkipButton": true, "slipsIntoHome": true, "fitScale": 1.104, "reducesMotion": true, "style": {"contentSize": "accessibilityMedium"}}"#)
        try sameMachine(SessionGuard.self, #"{"expiredStatuses": [401, 403], "loginDelay": 1.5, "notice": {"kind": "error", "text": "Signed out", "mask": "black"}, "hud": {"minimumDismissTime": 2}}"#)
        try sameMachine(CoachMarks.self, #"{"screens": [{"id": "home", "items": [{"shape": {"circle": {"center": {"x": 200, "y": 300}, "radius": 23}}, "arrow": {"offset": {"x": -10, "y": 25}, "quadrant": 2, "size": {"width": 50, "height": 60}}, "tip": {"text": "点这里", "position": "below", "alignment": "center"}}, {"shape": {"oval": {"center": {"x": 100, "y": 600}, "size": {"width": 70, "height": 40}}}}]}], "screen": {"width": 375, "height": 667}, "safeArea": {"top": 20, "left": 0, "bottom": 0, "right": 0}, "layoutDirection": "rightToLeft", "passesTapsThroughCutouts": true, "placesAutomatically": true, "style": {"contentSize": "accessibilityExtraExtraExtraLarge"}}"#)
        try sameMachine(TextViewFilter.self, ##"{"placeholder": {"text": "请输入", "origin": {"x": 19, "y": 12}, "font": {"size": 15, "textStyle": "body"}, "color": "#9A9A9A"}, "maxLength": 20, "lengthUnit": "utf16", "removesEmoji": true, "leadingWhitespace": "allowed"}"##)
    }

    @Test func whatTheBridgeDoesNotReadIsRefusedNotIgnored() throws {
        #expect(throws: WebError.self) { try AlertDialog(webConfig: JSONReader(try JSONParser.parse(#"{"content": {}, "metrics": {"width": 300}}"#), at: "config")) }
        #expect(throws: WebError.self) { try AlertDialog.event(JSONReader(.string("tapped"), at: "event")) }
        #expect(throws: WebError.self) { try ProgressHUD.event(JSONReader(try JSONParser.parse(#"{"hide": {"delay": "soon"}}"#), at: "event")) }
        #expect(throws: WebError.self) { try AlertDialog(webConfig: JSONReader(try JSONParser.parse(#"{"content": {"buttons": ["a"], "emphasizedIndex": 3}}"#), at: "config")) }
    }

    @Test func aPageSessionRunsThroughTheBridge() {
        #expect(WebBridge.selfTest() == 0)
        var bridge = WebBridge()
        #expect(bridge.respond(to: "not json").hasPrefix(#"{"error":"request: "#))
        #expect(bridge.respond(to: #"{"create": {"machine": "launch-gate"}}"#).contains("the web bridge runs alert, captcha, code-entry, coach-marks, guide-pager, progress-hud, session, text-view-filter"))
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
