import Foundation
import Testing

@_spi(FlowTools) import FlowCore
@testable import FlowSpecs
@_spi(FlowTools) import FlowJSON

/// Each machine's one JSON coding (`JSONMachine`): what it writes reads back
/// to the same value, and what it refuses it refuses at a path, with what is
/// allowed there.
@Suite struct MachineCodingTests {
    /// `value` written, read back and written again gives the same JSON (JSON
    /// rather than `==`: a value holding NaN is not equal to itself).
    func roundTrips<T: JSONCodable>(_ value: T, _ what: String) {
        let json = value.jsonValue
        do {
            let again = try T(json: JSONInput(json))
            #expect(again.jsonValue == json, "\(what) \(json.compactText.prefix(300))")
        } catch {
            Issue.record("\(what) \(json.compactText.prefix(300)) does not read back: \(error)")
        }
    }

    /// `value` cut down to what a template names is its whole form cut down,
    /// for templates naming each member, a member's first member, and no
    /// member it has.
    func writesWhatIsNamed<T: JSONEncodable>(_ value: T, _ what: String) {
        let whole = value.jsonValue
        #expect(value.jsonValue(keeping: nil) == whole, "\(what)")
        var templates: [JSONValue] = [.object(["noSuchMember": .null]), .object([:])]
        if case .object(let members) = whole {
            for (key, member) in members {
                templates.append(.object([key: .null]))
                if case .object(let inner) = member, let first = inner.keys.sorted().first {
                    templates.append(.object([key: .object([first: .null])]))
                }
            }
            templates.append(.object(members.mapValues { _ in .null }))
        }
        for template in templates {
            #expect(value.jsonValue(keeping: template) == whole.keeping(template), "\(what) keeping \(template.compactText)")
        }
    }

    /// Every configuration, event, effect and state of `M` met in a few chaos runs.
    func everyValueRoundTrips<M: JSONMachine & ChaosTestable>(_: M.Type, steps: Int = 300) {
        for seed in 1...3 as ClosedRange<UInt64> {
            var random = SplitMix64(seed: seed)
            let machine = M.chaosSample(using: &random)
            roundTrips(machine, "\(M.specName) configuration")
            var runner = Runner(machine)
            for _ in 0..<steps {
                let event = machine.chaosEvent(in: runner.state, using: &random)
                roundTrips(event, "\(M.specName) event")
                for effect in runner.send(event) { roundTrips(effect, "\(M.specName) effect") }
                for firing in runner.advance(by: 0.25) {
                    roundTrips(firing.event, "\(M.specName) timer event")
                    for effect in firing.effects { roundTrips(effect, "\(M.specName) effect") }
                }
                roundTrips(runner.state, "\(M.specName) state")
                writesWhatIsNamed(runner.state, "\(M.specName) state")
            }
        }
    }

    @Test func everyMachinesValuesReadBackAsWritten() {
        everyValueRoundTrips(LaunchGate.self)
        everyValueRoundTrips(TextViewFilter.self)
        everyValueRoundTrips(CodeEntry.self)
        everyValueRoundTrips(AlertDialog.self)
        everyValueRoundTrips(CaptchaDialog.self)
        everyValueRoundTrips(SMSCodeFlow.self)
        everyValueRoundTrips(PageIndicator.self)
        everyValueRoundTrips(GuidePager.self)
        everyValueRoundTrips(WelcomeScreen.self)
        everyValueRoundTrips(GIFPlayer.self)
        everyValueRoundTrips(CoachMarks.self)
        everyValueRoundTrips(PopupQueue.self)
        everyValueRoundTrips(ProgressHUD.self)
        everyValueRoundTrips(SessionGuard.self)
        everyValueRoundTrips(TitleButton.self)
        everyValueRoundTrips(NetworkActivityIndicator.self)
        everyValueRoundTrips(NotificationPermission.self)
        everyValueRoundTrips(UserProfileLoader.self)
        everyValueRoundTrips(PictureCodeFlow.self)
        everyValueRoundTrips(CellCoachMarkTrigger.self)
    }

    @Test func scenesReadBackAsWritten() {
        for seed in 1...3 as ClosedRange<UInt64> {
            var random = SplitMix64(seed: seed)
            let alert = AlertDialog.chaosSample(using: &random)
            var runner = Runner(alert)
            for _ in 0..<100 {
                _ = runner.send(alert.chaosEvent(in: runner.state, using: &random))
                roundTrips(alert.scene(runner.state, animations: [], at: 0), "alert scene")
            }
        }
    }

    /// The error for `json` read as a `T`.
    func refusal<T: JSONDecodable>(_ type: T.Type, _ json: String) throws -> JSONDecodingError? {
        let value = try JSONParser.parse(json)
        do throws(JSONDecodingError) {
            _ = try T(json: JSONInput(value))
            return nil
        } catch {
            return error
        }
    }

    @Test func aWrongValueIsRefusedAtItsPathWithWhatIsAllowed() throws {
        let error = try #require(
            try refusal(SessionGuard.Event.self, #"{"hud": {"event": {"show": {"content": {"kind": "loud", "mask": "none"}}}}}"#))
        #expect(error.path.description == "hud.event.show.content.kind")
        let allowed = ProgressHUD.Content.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        #expect(error.reason == "unknown value \"loud\" (allowed: \(allowed))")

        let unknownCase = try #require(try refusal(ProgressHUD.Event.self, #""tapped""#))
        #expect(unknownCase.path == .root)
        #expect(unknownCase.reason.hasPrefix("unknown case \"tapped\" (allowed: \"showRequested\", \"hideRequested\""))

        let typo = try #require(try refusal(ProgressHUD.self, #"{"graceTme": 1}"#))
        #expect(typo.reason.hasPrefix("unknown member \"graceTme\" (allowed: \"graceTime\""))

        let element = try #require(try refusal(PopupQueue.self, #"{"kinds": [{"id": "a", "priority": 1}, {"id": "b", "priority": "high"}]}"#))
        #expect(element.path.description == "kinds[1].priority")
        #expect(element.reason == "expected an integer, found a string")
    }

    @Test func aBoundIsEnforcedWhereTheConfigurationIs() throws {
        let error = try #require(try refusal(ProgressHUD.self, #"{"graceTime": -1}"#))
        #expect(error.path == .root)
        #expect(error.reason.contains("graceTime"))
        #expect(throws: JSONDecodingError.self) { try ProgressHUD(json: JSONInput(["maximumDismissTime": 0.5])) }
    }

    @Test func aConfigurationWritesBackOnlyWhatDiffersFromItsDefaults() throws {
        #expect(ProgressHUD.standard.jsonValue == .object([:]))
        #expect(try ProgressHUD(json: JSONInput(["graceTime": 0.5])).jsonValue == ["graceTime": 0.5])
        #expect(try SessionGuard().jsonValue == .object([:]))
        #expect(try SessionGuard(hud: ProgressHUD(json: JSONInput(["loadingLabel": "Loading"]))).jsonValue == ["hud": ["loadingLabel": "Loading"]])
    }

    @Test func codableIsTheSameJSON() throws {
        let event = SessionGuard.Event.hud(event: .showRequested(content: ProgressHUD.Content(kind: .info, text: "登录超时", mask: .gradient)))
        let data = try JSONEncoder().encode(event)
        #expect(try JSONParser.parse(String(decoding: data, as: UTF8.self)) == event.jsonValue)
        #expect(try JSONDecoder().decode(SessionGuard.Event.self, from: data) == event)
        let hud = try JSONDecoder().decode(ProgressHUD.self, from: Data(#"{"graceTime": 0.5}"#.utf8))
        #expect(hud.graceTime == 0.5)
        #expect(throws: (any Error).self) { try JSONDecoder().decode(ProgressHUD.self, from: Data(#"{"graceTme": 0.5}"#.utf8)) }
    }

    @Test func aFrontsOwnMeasurerIsNamedAndRefused() throws {
        struct Ruler: TextMeasuring {
            func size(of text: String, font: FontSpec, maxWidth: Double) -> LayoutSize { LayoutSize(width: 1, height: 1) }
        }
        let button = TitleButton(title: "首页", style: try TitleButtonStyle(arrowSize: LayoutSize(width: 10, height: 6)), measurer: Ruler())
        #expect(button.jsonValue["measurer"] == ["front": "Ruler"])
        let error = try #require(try refusal(TitleButton.self, button.jsonValue.compactText))
        #expect(error.path.description == "measurer")
        #expect(error.reason.contains("has no JSON form"))
    }
}

@Suite struct PictureScanTests {
    /// `flow check` skips its pictures pass only when no key could be "picture".
    @Test func aSpecWithoutThePictureKeyIsSkippedAndAnyOtherIsRead() {
        func mentions(_ text: String) -> Bool { MachineRegistry.mentionsPicture(Array(text.utf8)) }
        #expect(!mentions(#"{"steps": [{"at": 0, "send": "tap"}]}"#))
        #expect(!mentions(#"{"title": "pictures of a picture"}"#))
        #expect(mentions(#"{"steps": [{"at": 0, "send": "tap", "picture": "a.svg"}]}"#))
        #expect(mentions(#"{"steps": [{"at": 0, "send": "tap", "pic\u0074ure": "a.svg"}]}"#), "an escape could spell the key")
        #expect(mentions(#""picture""#))
        #expect(!mentions(#""pictur"#))
        #expect(!mentions(""))
    }

    /// The scan reads eight bytes at a time: a match, or a near miss, at every
    /// offset of a word and across the boundary between two.
    @Test func theKeyIsFoundAtEveryOffset() {
        for offset in 0..<24 {
            let padding = String(repeating: "x", count: offset)
            let tail = String(repeating: "y", count: 24 - offset)
            func mentions(_ text: String) -> Bool { MachineRegistry.mentionsPicture(Array((padding + text + tail).utf8)) }
            #expect(mentions(#""picture""#), "at \(offset)")
            #expect(mentions(#"\u0070"#), "at \(offset)")
            #expect(MachineRegistry.mentionsPicture(Array((padding + #""picture""#).utf8)), "ending the bytes at \(offset)")
            #expect(!mentions(#"picture""#), "no opening quote, at \(offset)")
            #expect(!mentions(#""picturE""#), "at \(offset)")
            #expect(!mentions(#"\n"pictur"#), "at \(offset)")
            #expect(!MachineRegistry.mentionsPicture(Array((padding + #""pictur"#).utf8)), "cut short at \(offset)")
            #expect(!MachineRegistry.mentionsPicture(Array((padding + #"\"#).utf8)), "a backslash last, at \(offset)")
        }
    }
}

/// A spec's insets leave out what Swift's `Insets(top:left:bottom:right:)`
/// defaults (issue 70): `{"top": 44, "bottom": 34}` is a phone's safe area.
@Suite struct PartialInsetsTests {
    @Test func leftOutEdgesAreZeroAsInSwift() throws {
        #expect(try Insets(json: JSONInput(try JSONParser.parse(#"{"top": 44, "bottom": 34}"#))) == Insets(top: 44, bottom: 34))
        #expect(try Insets(json: JSONInput(try JSONParser.parse("{}"))) == Insets())
        #expect(try Insets(json: JSONInput(try JSONParser.parse(#"{"left": null, "right": 8}"#))) == Insets(right: 8))
        #expect(Insets(top: 44, bottom: 34).jsonValue == (try JSONParser.parse(#"{"top": 44, "left": 0, "bottom": 34, "right": 0}"#)), "all four written")
        #expect(throws: JSONDecodingError.self) { try Insets(json: JSONInput(try JSONParser.parse(#"{"top": 44, "middle": 1}"#))) }
    }

    @Test func aSpecWithAPartialSafeAreaPassesAsTheFullOne() throws {
        let full = try Repository.text("Specs/alert/plain-two-buttons.json")
        let safeArea = try #require(full.firstMatch(of: /"safeArea": \{[^}]*\}/))
        let partial = full.replacingCharacters(in: safeArea.range, with: #""safeArea": {"bottom": 34, "top": 44}"#)
        #expect(partial != full)
        #expect(MachineRegistry.all.check(bytes: Array(partial.utf8), file: "partial.json") == nil)
    }
}
