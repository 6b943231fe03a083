import Testing

import FlowCore
@testable import FlowWeb

/// What changed from one scene to the next, part by part (issue 50, item 2):
/// what a front patches instead of drawing everything again.
@Suite struct SceneChangesTests {
    static func part(_ name: String, x: Double = 0, fill: ColorToken = "#000000") -> ScenePart {
        ScenePart(name: name, frame: LayoutRect(x: x, y: 0, width: 10, height: 10), fill: fill)
    }

    static let before = MachineScene(size: LayoutSize(width: 100, height: 100), parts: [part("a"), part("b", x: 10), part("c", x: 20)])

    @Test func theSameSceneChangesNothing() {
        #expect(Self.before.changes(from: Self.before).isEmpty)
        #expect(Self.before.changes(from: Self.before) == SceneChanges())
    }

    @Test func aChangedPartIsTheOnlyOneNamed() {
        var after = Self.before
        after.parts[1].frame = LayoutRect(x: 42, y: 0, width: 10, height: 10)
        let changes = after.changes(from: Self.before)
        #expect(changes.changed == [after.parts[1]] && changes.removed.isEmpty && changes.reordered == nil && !changes.redrawsAll)
    }

    @Test func addedAndRemovedPartsAreNamedAndTheOrderKeptNeedsNoList() {
        let after = MachineScene(size: Self.before.size, parts: [Self.part("a"), Self.part("new", x: 5), Self.part("c", x: 20)])
        let changes = after.changes(from: Self.before)
        #expect(changes.changed.map(\.name) == ["new"])
        #expect(changes.removed == ["b"])
        #expect(changes.reordered == nil, "the kept parts a and c are still in their order")
    }

    @Test func aPartMovedInFrontListsTheWholeOrder() {
        let after = MachineScene(size: Self.before.size, parts: [Self.part("b", x: 10), Self.part("a"), Self.part("c", x: 20)])
        let changes = after.changes(from: Self.before)
        #expect(changes.reordered == ["b", "a", "c"])
        #expect(changes.changed.isEmpty && changes.removed.isEmpty)
    }

    @Test func whatChangesTheSceneAsAWholeRedrawsAll() {
        var resized = Self.before
        resized.size.width = 99
        var modal = Self.before
        modal.isModal = true
        var focused = Self.before
        focused.focus = "a"
        var escaping = Self.before
        escaping.escapes = true
        let twice = MachineScene(size: Self.before.size, parts: [Self.part("a"), Self.part("a", x: 1)])
        for after in [resized, modal, focused, escaping, twice] {
            #expect(after.changes(from: Self.before) == .all)
        }
        #expect(Self.before.changes(from: twice) == .all, "a name used twice before cannot be told apart either")
    }

    @Test func aDragOfTheCaptchasThumbChangesAFewOfItsParts() throws {
        let captcha = try CaptchaDialog()
        var state = captcha.initialState
        state.phase = .ready
        let first = captcha.scene(state)
        state.phase = .dragging
        state.thumbOffset = 40
        state.pieceOffset = 57
        let changes = captcha.scene(state).changes(from: first)
        #expect(!changes.redrawsAll && !changes.changed.isEmpty)
        #expect(changes.changed.count * 3 <= first.parts.count, "\(changes.changed.map(\.name)) of \(first.parts.count) parts")
        #expect(changes.changed.contains { $0.name == "thumb" })
    }

    /// The web bridge's `changes` request: the whole picture first and when
    /// the parts themselves change, nothing when nothing moved, then only the
    /// parts whose drawing changed, each exactly as the whole picture draws it.
    @Test func theWebBridgeAnswersWithThePartsThatChanged() throws {
        var bridge = WebBridge()
        func call(_ request: String) throws -> JSONValue { try JSONParser.parse(bridge.respond(to: request)) }
        let session = Int(try #require(try call(#"{"create": {"machine": "progress-hud"}}"#)["session"]?.numberValue))
        func changes(at time: Double) throws -> JSONValue { try call(#"{"changes": {"session": \#(session), "at": \#(time)}}"#) }
        #expect(try changes(at: 0)["svg"]?.stringValue?.hasPrefix("<svg ") == true, "the first answer is the whole picture")
        #expect(try changes(at: 0) == ["quietFrom": 0], "nothing changed, and nothing will until an event")
        #expect(try call(#"{"send": {"session": \#(session), "at": 0, "event": {"showRequested": {"content": {"kind": "progress", "text": "加载中", "mask": "clear"}}}}}"#)["error"] == nil)
        #expect(try call(#"{"advance": {"session": \#(session), "to": 0.5}}"#)["error"] == nil)
        #expect(try changes(at: 0.5)["svg"] != nil, "the HUD's parts appeared: the whole picture again")
        // Between two moments the spinner turns, and nothing else changes.
        let patch = try changes(at: 0.6)
        let parts = try #require(patch["parts"]?.arrayValue, "\(patch)")
        let whole = String(decoding: try bridge.render(session: session, at: 0.6), as: UTF8.self)
        #expect(parts.count == 1 && parts[0]["svg"]?.stringValue?.contains(#"data-part="hud/spinner""#) == true, "\(parts)")
        for part in parts {
            let svg = try #require(part["svg"]?.stringValue)
            #expect(svg.hasPrefix("  <g ") && whole.contains(svg), "each part's group is the whole picture's: \(svg)")
        }
        #expect(try #require(parts[0]["index"]?.numberValue) >= 1, "the spinner's place among the parts, after the card")
        #expect(patch["quietFrom"] == .null, "the spinner turns for as long as it is shown: never still")
        #expect(try call(#"{"changes": {"session": 99, "at": 0}}"#)["error"] == "request.changes.session: no session 99")
    }

    /// `quietFrom` (issue 69): a page that asked at or after it may skip the
    /// module until it sends or a timer fires, because the scene is still:
    /// an alert's fade in ends 0.3 s after it shows, and after that every
    /// `changes` is empty until the next event.
    @Test func aSceneIsStillFromItsAnimationsEnd() throws {
        var bridge = WebBridge()
        func call(_ request: String) throws -> JSONValue { try JSONParser.parse(bridge.respond(to: request)) }
        _ = try call(#"{"create": {"machine": "alert", "config": {"content": {"title": "提示", "buttons": ["好的"]}}}}"#)
        _ = try call(#"{"send": {"session": 1, "at": 1, "event": {"showRequested": {"screen": {"width": 375, "height": 667}, "safeArea": {"top": 20}}}}}"#)
        let first = try call(#"{"changes": {"session": 1, "at": 1.1}}"#)
        #expect(first["svg"] != nil && first["quietFrom"] == 1.3, "\(first["quietFrom"] ?? .null)")
        #expect(try call(#"{"changes": {"session": 1, "at": 1.2}}"#)["parts"] != nil, "mid-fade: the window's opacity moves")
        #expect(try call(#"{"changes": {"session": 1, "at": 1.3}}"#)["parts"] != nil, "the fade's last frame")
        for time in [1.4, 2.0, 60.0] {
            #expect(try call(#"{"changes": {"session": 1, "at": \#(time)}}"#) == ["quietFrom": 1.3], "still at \(time)")
        }
    }
}
