import FlowCore
import FlowSVG
import Foundation
import Testing

@testable import FlowTesting

/// The toast drawn: a dark pill with its text while it shows, nothing once hidden.
extension Toast: DrawableMachine {
    func scene(_ state: State, animations: [Timeline], at time: Double) -> MachineScene {
        guard state.isShown else { return MachineScene(size: LayoutSize(width: 320, height: 120), parts: []) }
        let text = SceneText(state.text, font: .system(14), color: "#FFFFFF")
        return MachineScene(
            size: LayoutSize(width: 320, height: 120),
            parts: [ScenePart(name: "toast", frame: LayoutRect(x: 60, y: 40, width: 200, height: 40), fill: "#333333", text: text)])
    }

    func animations(in effects: [Effect]) -> [Timeline] { [] }
}

/// `assertSceneSnapshot` and `TestRunner.assertSnapshot` (issue 70, item
/// 2): compared with an SVG file beside the test, recorded on purpose.
@Suite struct SceneSnapshotTests {
    /// A test file's path in a fresh folder: its snapshots go beside it.
    static func testFile() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowcore-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("ToastTests.swift").path
    }

    static func shown(_ text: String) -> MachineScene {
        Toast().scene(Toast.State(text: text, isShown: true, shownCount: 1), animations: [], at: 0)
    }

    static func check(_ scene: MachineScene, _ file: String, _ recording: SnapshotRecording) -> String? {
        SceneSnapshot.check(scene, named: "toast", besides: file, renderer: SVGRenderer(), recording: recording)?.message
    }

    @Test func aMissingSnapshotIsRecordedAndFailsOnceThenPasses() throws {
        let file = try Self.testFile()
        let snapshot = SceneSnapshot.folder(besides: file) + "/toast.svg"
        #expect(snapshot.hasSuffix("/__Snapshots__/ToastTests/toast.svg"))
        let first = Self.check(Self.shown("已保存"), file, .missing)
        #expect(first == "recorded the snapshot \(snapshot): look at it, then run the test again")
        #expect(try String(contentsOfFile: snapshot, encoding: .utf8) == SVGRenderer().render(Self.shown("已保存")))
        #expect(Self.check(Self.shown("已保存"), file, .missing) == nil)
        #expect(Self.check(Self.shown("已保存"), file, .never) == nil)
    }

    @Test func aChangedSceneFailsWithThePartThatChangedAndKeepsTheFile() throws {
        let file = try Self.testFile()
        _ = Self.check(Self.shown("已保存"), file, .missing)
        let snapshot = SceneSnapshot.folder(besides: file) + "/toast.svg"
        let recorded = try String(contentsOfFile: snapshot, encoding: .utf8)
        let failure = try #require(Self.check(Self.shown("保存失败"), file, .missing))
        #expect(failure.hasPrefix("the snapshot \(snapshot) differs from what the scene draws at line "))
        #expect(failure.contains(", in part \"toast\""))
        #expect(failure.contains("已保存") && failure.contains("保存失败"), "the two lines quoted")
        #expect(try String(contentsOfFile: snapshot, encoding: .utf8) == recorded, "nothing written outside a record mode that asks")
    }

    @Test func recordModesWriteWhatTheySayAndFailOnce() throws {
        let file = try Self.testFile()
        let snapshot = SceneSnapshot.folder(besides: file) + "/toast.svg"
        #expect(Self.check(Self.shown("已保存"), file, .never)?.contains("no snapshot \(snapshot)") == true)
        #expect(!FileManager.default.fileExists(atPath: snapshot), "never writes nothing")
        _ = Self.check(Self.shown("已保存"), file, .missing)
        #expect(Self.check(Self.shown("保存失败"), file, .failed)?.hasPrefix("recorded the snapshot \(snapshot) again: it differed at line") == true)
        #expect(Self.check(Self.shown("保存失败"), file, .missing) == nil, "rewritten")
        #expect(Self.check(Self.shown("保存失败"), file, .all)?.contains("again (the same picture)") == true, "all writes and fails even when the same")
    }

    @Test func aNameThatIsNoFileNameIsRefusedAndNothingWritten() throws {
        let file = try Self.testFile()
        for name in ["../escape", "a/b", ".hidden", "", String(repeating: "x", count: 101), "名字"] {
            let failure = SceneSnapshot.check(Self.shown("x"), named: name, besides: file, renderer: SVGRenderer(), recording: .all)
            #expect(failure?.message.contains("is not a file name") == true, "\(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: SceneSnapshot.folder(besides: file)))
    }

    /// The public calls, as a test author writes them: the toast's
    /// picture while it shows is the file committed beside this test
    /// (`__Snapshots__/SceneSnapshotTests/toast-shown.svg`), and a failure
    /// is reported at the caller's line through the test kit's reporter.
    @Test func theAssertionsAsATestWritesThem() throws {
        let test = TestRunner(Toast())
        test.send(.show(text: "已保存"), effects: [.present(text: "已保存")]) {
            $0.text = "已保存"
            $0.isShown = true
            $0.shownCount = 1
        }
        test.assertSnapshot(named: "toast-shown")
        assertSceneSnapshot(Self.shown("已保存"), named: "toast-shown")
        withExpectedIssue {
            assertSceneSnapshot(Self.shown("已保存"), named: "bad/name")
        } matching: { issue in
            issue.comments.description.contains("is not a file name") && issue.sourceLocation?.line == #line - 2
        }
        withExpectedIssue {
            assertSceneSnapshot(Self.shown("保存失败"), named: "toast-shown", recording: .never)
        } matching: { issue in
            issue.comments.description.contains("differs from what the scene draws at line")
        }
        test.advance(by: 2)
        test.receive(.expired, effects: [.dismiss]) { $0.isShown = false }
        test.finish()
    }
}
