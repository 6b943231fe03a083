import Foundation
import Testing

@testable import FlowCommandLine
import FlowCore
import FlowSVG
import FlowTesting
@_spi(FlowTools) import FlowJSON
@_spi(FlowTools) @testable import FlowSpecs

/// Issue 71: the input that makes each event on a front, declared beside each
/// drawable machine's exploration, and the conformance files `flow conform`
/// writes from specs for a front's test runner.
@Suite struct ConformanceTests {
    /// The alert shown, its second button pressed, the mask tapped (ignored
    /// once dismissing), the fade's timer: one of each kind of step.
    let alertSpec = #"""
        {"formatVersion": 1, "machine": "alert", "title": "t", "until": 3,
         "config": {"content": {"title": "提示", "message": "确定删除吗?", "buttons": ["取消", "删除"]}},
         "steps": [
          {"at": 0, "send": {"showRequested": {"screen": {"width": 375, "height": 667}, "safeArea": {"top": 20}}}},
          {"at": 1, "send": {"buttonTapped": {"index": 1}}},
          {"at": 1.1, "send": "maskTapped"},
          {"at": 1.2, "send": {"keyPressed": "escape"}}
         ]}
        """#

    func conformance(_ text: String) throws -> [String: JSONValue] {
        let value = try #require(try MachineRegistry.all.conformance(bytes: Array(text.utf8), file: "t.json"))
        guard case .object(let members) = value else { Issue.record("not an object"); return [:] }
        return members
    }

    func steps(_ members: [String: JSONValue]) -> [[String: JSONValue]] {
        guard case .array(let steps)? = members["steps"] else { return [] }
        return steps.compactMap { if case .object(let step) = $0 { step } else { nil } }
    }

    @Test func eachStepIsTheInputThatMakesItAndTheSceneAfter() throws {
        let file = try conformance(alertSpec)
        let made = steps(file)
        #expect(made.map { $0["input"] } == [
            FrontInput.app(why: "the app shows the alert").jsonValue,
            FrontInput.press(part: "window/button[1]").jsonValue,
            FrontInput.press(part: "window/mask", at: LayoutPoint(x: 2, y: 2)).jsonValue,
            FrontInput.key("Escape").jsonValue,
            FrontInput.timer.jsonValue,  // the fade's end, fired by the clock
        ])
        #expect(file["counts"] == .object(["input": 3, "app": 1, "timer": 1]))
        // After the alert shows: a modal dialog, its title a heading, its buttons where the layout puts them.
        let shown = try #require(made.first?["expect"])
        guard case .object(let observation) = shown, case .array(let elements)? = observation["elements"] else {
            Issue.record("no elements")
            return
        }
        #expect(observation["modal"] == true)
        let dialog = try AlertDialog(content: AlertContent(title: "提示", message: "确定删除吗?", buttons: ["取消", "删除"]))
        let test = TestRunner(dialog)
        test.exhaustivity = .off  // the state is the alert's own tests'; here, what it draws
        test.send(.showRequested(screen: LayoutSize(width: 375, height: 667), safeArea: Insets(top: 20)))
        let scene = dialog.scene(test.state, animations: [], at: 0)
        let button = try #require(scene.part("window/button[1]"))
        #expect(elements.contains(.object(["part": "window/button[1]", "role": "button", "name": "删除", "frame": Conformance.frame(button.frame)])))
        #expect(elements.first == .object(["part": "window/title", "role": "heading", "name": "提示", "frame": Conformance.frame(try #require(scene.part("window/title")).frame)]))
        // The picture is what `flow render --step 0` draws.
        guard case .string(let svg)? = observation["svg"] else { Issue.record("no svg"); return }
        let rendered = try #require(try MachineRegistry.all.scenes(bytes: Array(alertSpec.utf8), step: 0, times: .at(0)).first)
        #expect(svg == (try SVGRenderer().render(rendered.scene)))
        // Once dismissed the scene is no dialog, and nothing is drawn when the fade has ended.
        guard case .object(let last)? = made.last?["expect"] else { return }
        #expect(last["modal"] == false && last["elements"] == .array([]))
    }

    /// The code entry's field: a character a key types and Backspace are
    /// the reader's input on the cells; more than one character, a space
    /// (a key of its own) or a character outside the Basic Multilingual
    /// Plane is the app's call; the file carries the field's events, the
    /// typed one with a marker where the character goes.
    @Test func typingOnTheCodeEntrysCellsIsTheReadersInput() throws {
        let spec = #"""
            {"formatVersion": 1, "machine": "code-entry", "title": "t", "config": {},
             "steps": [{"at": 0, "send": {"typed": {"text": "1"}}}, {"at": 0.1, "send": {"typed": {"text": "中"}}},
                       {"at": 0.2, "send": "deletedBackward"}, {"at": 0.3, "send": {"typed": {"text": "ab"}}},
                       {"at": 0.4, "send": {"typed": {"text": " "}}}, {"at": 0.5, "send": {"typed": {"text": "😀"}}}]}
            """#
        let file = try conformance(spec)
        #expect(steps(file).map { $0["input"] } == [
            FrontInput.type("1", on: "cells").jsonValue,
            FrontInput.type("中", on: "cells").jsonValue,
            FrontInput.key("Backspace", on: "cells").jsonValue,
            FrontInput.app(why: "the front's text field").jsonValue,
            FrontInput.app(why: "the front's text field").jsonValue,
            FrontInput.app(why: "the front's text field").jsonValue,
        ])
        #expect(FrontInput.type("1", on: "cells").jsonValue == .object(["type": .object(["text": "1", "on": "cells"])]))
        let marker = "\u{FFFC}typed\u{FFFC}"
        #expect(file["textField"] == .object([
            "part": "cells", "marker": .string(marker), "typed": .object(["typed": .object(["text": .string(marker)])]), "deletedBackward": "deletedBackward",
        ]))
        // A machine with no field writes none.
        #expect(try conformance(alertSpec)["textField"] == nil)
    }

    /// A field whose typed event does not carry the character as a string of its own cannot be made by a front: refused.
    @Test func aTextFieldWhoseTypedEventLosesTheTextIsRefused() {
        let field = FrontTextField<CodeEntry.Event>(part: "cells", typed: { _ in .deletedBackward }, deletedBackward: .deletedBackward)
        #expect(throws: SpecFailure.self) { try Conformance.textField(field, file: "t.json") }
        let prefixed = FrontTextField<CodeEntry.Event>(part: "cells", typed: { .typed(text: "x" + $0) }, deletedBackward: .deletedBackward)
        #expect(throws: SpecFailure.self) { try Conformance.textField(prefixed, file: "t.json") }
    }

    @Test func aPartNotDrawnIsTheAppsCallAndSaysWhy() throws {
        // A button out of range has no part to press.
        let text = alertSpec.replacingOccurrences(of: #"{"buttonTapped": {"index": 1}}"#, with: #"{"buttonTapped": {"index": 5}}"#)
        let made = steps(try conformance(text))
        #expect(made[1]["input"] == FrontInput.app(why: "no part window/button[5] is drawn to act on").jsonValue)
    }

    @Test func everyMachineThatDrawsDeclaresItsInputs() throws {
        for entry in MachineRegistry.all.entries where entry.isDrawable {
            #expect(entry.conform != nil, "\(entry.name) draws a scene but declares no front inputs")
        }
        // A machine with nothing to draw has no conformance file.
        let turnstile = try MachineRegistry([Turnstile.self])
        let spec = #"{"formatVersion": 1, "machine": "turnstile", "title": "t", "config": {}, "steps": [{"at": 0, "send": "coin"}]}"#
        #expect(try turnstile.conformance(bytes: Array(spec.utf8)) == nil)
    }

    @Test func contrastIsJudgedAgainstWhatIsBehind() {
        let size = LayoutSize(width: 100, height: 100)
        // #767676 on white is WCAG's classic 4.54:1; on a #000000 card, 4.62:1 the other way.
        let grey = ScenePart(name: "t", frame: LayoutRect(x: 0, y: 0, width: 50, height: 20), text: SceneText("文", font: FontSpec(size: 14), color: "#767676"))
        let onWhite = Conformance.contrastMinimums(in: MachineScene(size: size, parts: [grey]))
        #expect(abs((onWhite.text ?? 0) - 4.54) < 0.01 && onWhite.control == nil)
        let card = ScenePart(name: "card", frame: LayoutRect(x: 0, y: 0, width: 100, height: 100), fill: "#000000")
        let onBlack = Conformance.contrastMinimums(in: MachineScene(size: size, parts: [card, grey]))
        #expect(abs((onBlack.text ?? 0) - 4.62) < 0.01)
        // A control: the better of its fill and its outline against what is behind it.
        var button = ScenePart(name: "b", frame: LayoutRect(x: 10, y: 10, width: 40, height: 40), fill: "#F1F1F1", accessibility: SceneAccessibility(label: "b", traits: [.button]))
        let pale = Conformance.contrastMinimums(in: MachineScene(size: size, parts: [button]))
        #expect((pale.control ?? 9) < 1.2)
        button.stroke = SceneStroke(color: "#767676", width: 1)
        #expect((Conformance.contrastMinimums(in: MachineScene(size: size, parts: [button])).control ?? 0) > 4.5)
    }

    @Test func everyKeyHasItsOwnWebName() {
        let names = KeyboardKey.allCases.map(FrontInput.webKey)
        #expect(Set(names).count == KeyboardKey.allCases.count)
        #expect(FrontInput.webKey(.escape) == "Escape" && FrontInput.webKey(.space) == " " && FrontInput.webKey(.left) == "ArrowLeft")
    }

    @Test func smallTargetsAreFindingsUnlessSpacedAsWCAGAllows() {
        func button(_ name: String, _ frame: LayoutRect) -> ScenePart {
            ScenePart(name: name, frame: frame, accessibility: SceneAccessibility(label: name, traits: [.button]))
        }
        let size = LayoutSize(width: 200, height: 200)
        // Alone, a 16-point button is spaced: a 24-point circle on it meets nothing.
        #expect(Conformance.findings(in: MachineScene(size: size, parts: [button("close", LayoutRect(x: 10, y: 10, width: 16, height: 16))])).isEmpty)
        // Two small ones 20 points apart, centre to centre: their circles meet.
        let crowded = MachineScene(size: size, parts: [button("a", LayoutRect(x: 10, y: 10, width: 16, height: 16)), button("b", LayoutRect(x: 30, y: 10, width: 16, height: 16))])
        #expect(Conformance.findings(in: crowded).count == 2)
        // A small one whose centre is 10 points from a large one's edge: its circle reaches into it.
        let beside = MachineScene(size: size, parts: [button("a", LayoutRect(x: 10, y: 10, width: 16, height: 16)), button("big", LayoutRect(x: 28, y: 0, width: 100, height: 44))])
        #expect(Conformance.findings(in: beside) == ["a is a 16 × 16 target beside another (WCAG 2.5.8: 24 × 24, or spaced)"])
        // A disabled control is no target; nothing to press is a finding alone.
        var disabled = button("off", LayoutRect(x: 30, y: 10, width: 16, height: 16))
        disabled.accessibility?.traits.append(.notEnabled)
        #expect(Conformance.findings(in: MachineScene(size: size, parts: [button("a", LayoutRect(x: 10, y: 10, width: 16, height: 16)), disabled])).isEmpty)
        #expect(Conformance.findings(in: MachineScene(size: size, parts: [button("flat", LayoutRect(x: 10, y: 10, width: 40, height: 0))])).count == 1)
    }

    @Test func theCommandWritesAFilePerSpecAndCountsEachKind() throws {
        let folder = try Repository.temporaryDirectory()
        let spec = folder.appendingPathComponent("delete.json").path
        try alertSpec.write(toFile: spec, atomically: true, encoding: .utf8)
        var console = CapturedConsole()
        let out = folder.appendingPathComponent("out").path
        #expect(FlowTool().run(["conform", spec, "--write", out], console: &console) == 0)
        #expect(console.output.contains("alert: 3 steps by a person's input, 1 by the app, 1 by the clock; lowest contrast, text "))
        let written = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: out + "/alert/delete.json"))))
        #expect(written == (try MachineRegistry.all.conformance(bytes: Array(alertSpec.utf8), file: spec)))
        // No folder to write into, or nothing to read, is a usage error.
        var again = CapturedConsole()
        #expect(FlowTool().run(["conform", spec], console: &again) == ExitStatus.usage.rawValue)
        #expect(FlowTool().run(["conform", folder.appendingPathComponent("none").path, "--write", out], console: &again) == ExitStatus.usage.rawValue)
    }
}
