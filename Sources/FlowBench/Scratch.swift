import Foundation

/// A folder only this run can write in (made by `mkdtemp`, mode 700),
/// removed when the run ends: the traces the benchmarks generate go
/// here, never to a fixed name in the shared temporary folder, where
/// another user could have planted a link to a file of ours.
enum Scratch {
    static let folder: String = {
        var template = Array((NSTemporaryDirectory() + "flowbench-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("FlowBench: cannot make a temporary folder: \(String(cString: strerror(errno)))") }
        atexit { try? FileManager.default.removeItem(atPath: Scratch.folder) }
        return String(cString: made)
    }()

    /// `name` in the run's own folder.
    static func path(_ name: String) -> String {
        folder + "/" + name
    }
}
