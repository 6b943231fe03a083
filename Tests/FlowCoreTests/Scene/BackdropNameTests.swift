import Foundation
import Testing

import FlowCore
@testable import FlowSpecs

/// The backdrop has one name in every machine (issue 29, item 5): a front
/// that dims the app, or routes a tap outside the dialog, finds the same
/// part wherever it looks. A backdrop is a translucent full-screen fill
/// with no text or image; its name, last path component, is `mask`.
@Suite struct BackdropNameTests {
    static func isBackdrop(_ part: ScenePart, on scene: MachineScene) -> Bool {
        guard part.frame == LayoutRect(origin: .zero, size: scene.size), part.text == nil, part.image == nil else { return false }
        if part.gradient != nil { return true }
        guard let fill = part.fill, let color = SceneColor(fill) else { return false }
        return color.alpha < 1 || part.opacity < 1
    }

    @Test func everyBackdropInEveryCommittedPictureIsNamedMask() throws {
        var seen: Set<String> = []
        for file in Repository.specFiles {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            for drawn in try MachineRegistry.all.pictures(bytes: bytes, file: file) {
                for part in drawn.scene.parts where Self.isBackdrop(part, on: drawn.scene) {
                    #expect(part.name.split(separator: "/").last == "mask", "\(file): the backdrop is named \(part.name)")
                    seen.insert(URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent)
                }
            }
        }
        // Every component that dims the app behind it was looked at.
        #expect(seen.isSuperset(of: ["alert", "captcha", "code-entry", "coach-marks", "progress-hud"]), "\(seen.sorted())")
    }

    @Test func aDimLayerCountsAsABackdropAndAnOpaqueBackgroundDoesNot() {
        let scene = MachineScene(size: LayoutSize(width: 10, height: 10), parts: [])
        let full = LayoutRect(origin: .zero, size: scene.size)
        #expect(Self.isBackdrop(ScenePart(name: "dim", frame: full, fill: "#333333CC"), on: scene))
        #expect(Self.isBackdrop(ScenePart(name: "dim", frame: full, fill: "#000000", opacity: 0.4), on: scene))
        #expect(!Self.isBackdrop(ScenePart(name: "background", frame: full, fill: "#FFFFFF"), on: scene))
        #expect(!Self.isBackdrop(ScenePart(name: "card", frame: LayoutRect(x: 1, y: 1, width: 5, height: 5), fill: "#333333CC"), on: scene))
    }
}
