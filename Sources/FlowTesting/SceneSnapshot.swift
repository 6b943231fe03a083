import FlowCore
import FlowFiles
import FlowSVG
import Foundation

/// How `assertSceneSnapshot` treats the SVG files beside a test, as
/// swift-snapshot-testing's record modes: set by the environment variable
/// `FLOWCORE_RECORD_SNAPSHOTS` (`all`, `missing`, `failed` or `never`), or
/// per call.
public enum SnapshotRecording: String, Sendable {
    /// Every snapshot is written again: after a change meant to show.
    case all
    /// Only a missing snapshot is written (the default).
    case missing
    /// A snapshot that differs is written again, and a missing one written.
    case failed
    /// Nothing is written: a missing snapshot is a failure (CI).
    case never

    /// The environment variable that sets the mode for a whole test run.
    public static let environmentVariable = "FLOWCORE_RECORD_SNAPSHOTS"

    /// The mode the environment asks for; `missing` when it asks for none.
    /// A value that names no mode is refused with the modes there are.
    static func fromEnvironment() -> Result<SnapshotRecording, SnapshotFailure> {
        guard let value = ProcessInfo.processInfo.environment[environmentVariable], !value.isEmpty else { return .success(.missing) }
        guard let mode = SnapshotRecording(rawValue: value) else {
            return .failure(SnapshotFailure("\(environmentVariable)=\(JSONValue.quoted(value)) names no mode: use all, missing, failed or never"))
        }
        return .success(mode)
    }
}

/// A snapshot that could not be compared or written, in words.
struct SnapshotFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Compares `scene`, drawn as SVG by `renderer`, with the file
/// `__Snapshots__/<test file's name>/<name>.svg` beside the test file, and
/// fails at the caller's line with the first differing line and the part
/// it draws (what `flow check` says of a spec's picture). A missing file
/// is written and the test fails once, so a recording is never silent; the
/// record mode (`recording`, else `FLOWCORE_RECORD_SNAPSHOTS`) says when a
/// file is written again. Works under Swift Testing and XCTest.
///
/// ```swift
/// @Test func theAlertAtRest() throws {
///     let alert = try AlertDialog(content: AlertContent(title: "提示", message: "确定要退出吗?", buttons: ["取消", "确定"]))
///     var state = alert.initialState
///     _ = alert.reduce(&state, .showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34)))
///     assertSceneSnapshot(alert.scene(state, animations: [], at: 0), named: "alert-at-rest")
/// }
/// ```
///
/// `name` is a file name: letters, digits, `-`, `_` and `.` (not leading),
/// at most 100 characters; anything else fails the test, nothing written.
/// Commit the `__Snapshots__` folder, and leave it out of the test target's
/// sources (`exclude: ["__Snapshots__"]` in `Package.swift`), as for
/// swift-snapshot-testing.
public func assertSceneSnapshot(
    _ scene: MachineScene, named name: String, renderer: SVGRenderer = SVGRenderer(), recording: SnapshotRecording? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let failure = SceneSnapshot.check(scene, named: name, besides: "\(filePath)", renderer: renderer, recording: recording) {
        IssueReporter.fail(failure.message, at: site)
    }
}

extension TestRunner where M: DrawableMachine {
    /// `assertSceneSnapshot` of the machine's picture in its state now, at
    /// rest (no animation sampled).
    public func assertSnapshot(
        named name: String, renderer: SVGRenderer = SVGRenderer(), recording: SnapshotRecording? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        assertSceneSnapshot(
            runner.machine.scene(state, animations: [], at: 0), named: name, renderer: renderer, recording: recording, fileID: fileID,
            filePath: filePath, line: line, column: column)
    }
}

/// The comparison and the writing, apart from the framework that reports.
enum SceneSnapshot {
    /// The longest snapshot name.
    static let maximumNameLength = 100

    /// The folder of the snapshots of the test file at `testFile`.
    static func folder(besides testFile: String) -> String {
        let url = URL(fileURLWithPath: testFile)
        return url.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(url.deletingPathExtension().lastPathComponent).path
    }

    /// Why the snapshot failed, or nil when the file holds the picture.
    static func check(_ scene: MachineScene, named name: String, besides testFile: String, renderer: SVGRenderer, recording: SnapshotRecording?) -> SnapshotFailure? {
        let mode: SnapshotRecording
        switch recording.map({ .success($0) }) ?? SnapshotRecording.fromEnvironment() {
        case .success(let chosen): mode = chosen
        case .failure(let failure): return failure
        }
        guard Self.isFileName(name) else {
            return SnapshotFailure("the snapshot name \(JSONValue.quoted(name)) is not a file name: use letters, digits, -, _ and . (not first), at most \(maximumNameLength)")
        }
        let svg: String
        do {
            svg = try renderer.render(scene)
        } catch {
            return SnapshotFailure("the scene cannot be drawn: \(error.description)")
        }
        let folder = Self.folder(besides: testFile)
        let file = folder + "/" + name + ".svg"
        let saved: String?
        do {
            saved = String(decoding: try FileReader.read(file), as: UTF8.self)
        } catch {
            guard case .missing = FileReader.linkKind(of: file) else { return SnapshotFailure("the snapshot \(file) cannot be read: \(error.reason)") }
            saved = nil
        }
        let difference = saved.flatMap { SVGDifference(expected: $0, actual: svg) }
        if saved != nil, difference == nil, mode != .all { return nil }
        let writes: Bool
        switch mode {
        case .all, .failed: writes = true
        case .missing: writes = saved == nil
        case .never: writes = false
        }
        guard writes else {
            guard let difference else { return SnapshotFailure("no snapshot \(file): run with \(SnapshotRecording.environmentVariable)=missing to record it") }
            return SnapshotFailure(
                "the snapshot \(file) differs from what the scene draws at \(difference) (expected \(Self.quoted(difference.expected)), actual \(Self.quoted(difference.actual))): "
                    + "if the change is meant, run with \(SnapshotRecording.environmentVariable)=failed and look at the picture")
        }
        do {
            try Folder.make(folder)
            try OutputFile.write(svg, to: file, throughLink: false)
        } catch {
            return SnapshotFailure("cannot write the snapshot \(file): \(error.reason)")
        }
        if saved == nil { return SnapshotFailure("recorded the snapshot \(file): look at it, then run the test again") }
        guard let difference else { return SnapshotFailure("recorded the snapshot \(file) again (the same picture): unset \(SnapshotRecording.environmentVariable) to compare") }
        return SnapshotFailure("recorded the snapshot \(file) again: it differed at \(difference); look at it, then run the test again")
    }

    /// A line of a picture, quoted and cut for a message.
    static func quoted(_ line: String?) -> String {
        guard let line else { return "(end of file)" }
        // As `flow check` quotes a picture's line: JSON's escapes, cut at 120 characters.
        return VisibleText.escaping(JSONValue.string(line.count <= 120 ? line : line.prefix(120) + "… (\(line.utf8.count) bytes)").compactText)
    }

    /// Whether `name` is a plain file name: ASCII letters, digits, `-`,
    /// `_` and `.`, not starting with `.`, at most `maximumNameLength`.
    static func isFileName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= maximumNameLength, name.first != "." else { return false }
        return name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F || byte == 0x2E
        }
    }
}
