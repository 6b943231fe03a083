import Foundation
import Testing

@testable import FlowCommandLine
import FlowCore
@testable import FlowFiles

/// Every command on what is not a spec file: a folder, a device, a FIFO, a
/// sparse file over the size limit, an unreadable file, an unwritable
/// output. Each is a message and an exit status, never a trap or a wait
/// (issue 25, item 1).
@Suite struct FileEdgeTests {
    /// A folder with a FIFO, a sparse 2 GiB file and a valid spec in it.
    static func edges() throws -> (folder: String, fifo: String, sparse: String, spec: String) {
        let folder = try Repository.temporaryDirectory().path
        let fifo = folder + "/pipe.json"
        #expect(mkfifo(fifo, 0o644) == 0)
        let sparse = folder + "/sparse.json"
        #expect(FileManager.default.createFile(atPath: sparse, contents: nil))
        #expect(truncate(sparse, 2 << 30) == 0)
        let spec = folder + "/alert.json"
        try Repository.text("Specs/alert/double-tap.json").write(toFile: spec, atomically: true, encoding: .utf8)
        return (folder, fifo, sparse, spec)
    }

    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var console = CapturedConsole()
        let status = FlowTool().run(arguments, console: &console)
        return (status, console.output, console.errors)
    }

    @Test func theReaderNamesWhatIsNotAFileAndRefusesWhatIsTooLarge() throws {
        let (folder, fifo, sparse, spec) = try Self.edges()
        #expect(throws: FileError(path: folder, reason: "is a folder, not a file")) { try FileReader.read(folder) }
        #expect(throws: FileError(path: "/dev/null", reason: "is a character device, not a file")) { try FileReader.read("/dev/null") }
        #expect(throws: FileError(path: fifo, reason: "is a named pipe (FIFO), not a file")) { try FileReader.read(fifo) }
        #expect(throws: FileError(path: sparse, reason: "is 2 GiB, more than the 1 GiB a file may be")) { try FileReader.read(sparse) }
        #expect(throws: FileError(path: folder + "/none.json", reason: "no such file or folder")) { try FileReader.read(folder + "/none.json") }
        // A file that cannot be read though it is there (root reads any mode, so a kernel file stands in).
        #expect(throws: FileError(path: "/proc/self/mem", reason: "an input/output error")) { try FileReader.read("/proc/self/mem") }
        // The size reported is not trusted: /proc files report 0 and hold text; a file growing past the bound is cut off.
        #expect(String(decoding: try FileReader.read("/proc/self/status"), as: UTF8.self).contains("VmHWM:"))
        #expect { try FileReader.read(spec, maximumSize: 1024) } throws: { ($0 as? FileError)?.reason.hasSuffix(" bytes, more than the 1 KiB a file may be") == true }
        #expect(try FileReader.read(spec) == Array(try Repository.text("Specs/alert/double-tap.json").utf8))
    }

    @Test func everyCommandAnswersEveryEdgeWithAMessage() throws {
        let (folder, fifo, sparse, _) = try Self.edges()
        for command in ["replay", "record", "render"] {
            let extra = command == "render" ? ["--step", "0"] : []
            let onFolder = run([command, folder] + extra)
            #expect(onFolder.status == 2 && onFolder.errors.contains("\(folder) is a folder, not a spec file"), "\(command)")
            let onDevice = run([command, "/dev/null"] + extra)
            #expect(onDevice.status == 2 && onDevice.errors.contains("/dev/null is a character device, not a spec file"), "\(command)")
            let onPipe = run([command, fifo] + extra)
            #expect(onPipe.status == 2 && onPipe.errors.contains("is a named pipe (FIFO), not a spec file"), "\(command)")
            let onSparse = run([command, sparse] + extra)
            #expect(onSparse.status == 1 && (onSparse.output + onSparse.errors).contains("cannot read the file: it is 2 GiB, more than the 1 GiB"), "\(command)")
            let unreadable = run([command, "/proc/self/mem"] + extra)
            #expect(unreadable.status == 1 && (unreadable.output + unreadable.errors).contains("cannot read the file: an input/output error"), "\(command)")
        }
        // check walks a folder and reports each file it cannot read as a failed spec, exiting 4:
        // the run could not look at every spec (no spec failed its check).
        let checked = run(["check", folder])
        #expect(checked.status == 4)
        #expect(checked.output.contains("pipe.json: cannot read the file: it is a named pipe (FIFO), not a file"))
        #expect(checked.output.contains("sparse.json: cannot read the file: it is 2 GiB, more than the 1 GiB a file may be"))
        #expect(checked.output.hasSuffix("1 passed, 2 failed (2 could not be read)\n"))
        #expect(run(["check", "/dev/null"]).output.contains("/dev/null: cannot read the file: it is a character device, not a file"))
    }

    @Test func unwritableOutputsAreNamedInPlainWords() throws {
        let (folder, _, _, spec) = try Self.edges()
        let intoFolder = run(["render", spec, "--step", "0", "-o", folder])
        #expect(intoFolder.status == 4 && intoFolder.errors.contains("cannot write \(folder): is a folder"))
        let noFolder = run(["replay", spec, "--html", folder + "/missing/page.html"])
        #expect(noFolder.status == 4 && noFolder.errors.contains("the folder \(folder)/missing does not exist"))
        let underAFile = run(["render", spec, "--step", "0", "-o", spec + "/x.svg"])
        #expect(underAFile.status == 4 && underAFile.errors.contains("\(spec) is not a folder"))
        #expect(!(intoFolder.errors + noFolder.errors + underAFile.errors).contains("NSCocoaErrorDomain"))
        // A record that fails leaves the spec as it was and no partial file beside it.
        let before = try String(contentsOfFile: spec, encoding: .utf8)
        try before.replacingOccurrences(of: "\"buttonTapped\"", with: "\"noSuchEvent\"").write(toFile: spec, atomically: true, encoding: .utf8)
        let broken = try String(contentsOfFile: spec, encoding: .utf8)
        #expect(run(["record", spec, "--write"]).status == 1)
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == broken)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".partial") }.isEmpty)
    }
}
