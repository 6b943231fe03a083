import Testing

import FlowCore
@testable import FlowSVG

/// A modal scene is drawn as ARIA's dialog: named, modal, its focus and escape as data.
@Suite struct SVGDialogTests {
    func opening(_ scene: MachineScene) throws -> Substring {
        let svg = try SVGRenderer().render(scene)
        return svg[..<(svg.firstIndex(of: "\n") ?? svg.endIndex)]
    }

    @Test func aModalSceneIsADialogNamedByItsFirstHeading() throws {
        let alert = try AlertDialog(content: AlertContent(title: "提示 <&>", message: "内容", buttons: ["取消", "好的"]))
        let scene = alert.scene(stateAfter(.showRequested(screen: LayoutSize(width: 375, height: 667), safeArea: .zero), in: alert))
        let heading = try #require(scene.parts.first { $0.accessibility?.traits.contains(.header) == true })
        #expect(heading.accessibility?.label == "提示 <&>")
        #expect(
            try opening(scene)
                == "<svg aria-label=\"提示 &lt;&amp;&gt;\" aria-modal=\"true\" data-escapes=\"true\" data-focus=\"\(scene.focus ?? "")\" height=\"667\" role=\"dialog\" viewBox=\"0 0 375 667\" width=\"375\" xmlns=\"http://www.w3.org/2000/svg\">"
        )
    }

    @Test func withoutAHeadingTheFocusedPartNamesIt() throws {
        let named = ScenePart(name: "tip", frame: LayoutRect(x: 0, y: 0, width: 10, height: 10), accessibility: SceneAccessibility(label: "点这里", traits: [.staticText]))
        let scene = MachineScene(size: LayoutSize(width: 10, height: 10), parts: [named], isModal: true, focus: "tip")
        #expect(try opening(scene).hasPrefix("<svg aria-label=\"点这里\" aria-modal=\"true\" data-focus=\"tip\" height=\"10\" role=\"dialog\""))
        // Unnamed, it is still a modal dialog; not modal, none of it.
        #expect(try opening(MachineScene(size: LayoutSize(width: 10, height: 10), parts: [], isModal: true)).hasPrefix("<svg aria-modal=\"true\" height=\"10\" role=\"dialog\""))
        #expect(try opening(MachineScene(size: LayoutSize(width: 10, height: 10), parts: [named], focus: "tip")).hasPrefix("<svg height=\"10\" viewBox"))
    }
}
