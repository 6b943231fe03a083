import Foundation
import Testing

@testable import FlowCommandLine
@_spi(FlowTools) import FlowCore
@testable import FlowFiles
@testable import FlowSpecs
@_spi(FlowTools) import FlowViewer
@_spi(FlowTools) import FlowWeb
@_spi(FlowTools) import FlowJSON

/// Every output written safely, inputs never harmed, pages in bounded
/// memory (issue 47): each test here failed before the fix.
@Suite struct OutputSafetyTests {
    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var console = CapturedConsole()
        let status = FlowTool().run(arguments, console: &console)
        return (status, console.output, console.errors)
    }

    /// A fresh folder holding the alert spec that names a picture, and its picture.
    static func specWithPicture() throws -> (folder: String, spec: String, picture: String) {
        let folder = try Repository.temporaryDirectory().path
        try FileManager.default.createDirectory(atPath: folder + "/pictures", withIntermediateDirectories: true)
        let spec = folder + "/spec.json"
        try Repository.text("Specs/alert/alert-increased-contrast.json").write(toFile: spec, atomically: true, encoding: .utf8)
        let name = try #require(try Repository.text("Specs/alert/alert-increased-contrast.json").firstMatch(of: /"file": "([^"]+\.svg)"/)?.1)
        let picture = folder + "/" + name
        try Repository.text("Specs/alert/" + name).write(toFile: picture, atomically: true, encoding: .utf8)
        return (folder, spec, picture)
    }

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    static func leftovers(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".partial") }
    }

    // MARK: N1, the temporary file

    @Test func aLinkPlantedAtTheTemporaryNameIsNeverFollowed() throws {
        let folder = try Repository.temporaryDirectory().path
        let victim = folder + "/victim"
        try "secret".write(toFile: victim, atomically: true, encoding: .utf8)
        chmod(victim, 0o600)
        let target = folder + "/out.svg"
        // The name the old writer used, and the first random name the new one will try.
        symlink(victim, target + ".\(getpid()).partial")
        symlink(victim, folder + "/.out.svg.00000000000000ab.partial")
        var suffixes: [UInt64] = [0xAB, 0xCD]
        let file = try OutputFile(target, suffixes: { suffixes.removeFirst() }, unnamed: false)
        let temporary = try #require(TemporaryFiles.registered.first { $0.hasPrefix(folder) })
        #expect(temporary == folder + "/.out.svg.00000000000000cd.partial", "the planted name is passed over")
        #expect(FileReader.linkKind(of: temporary) == .regular)
        try file.write("<svg/>")
        try file.commit()
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "secret")
        #expect(Self.mode(victim) == 0o600)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "<svg/>")
        #expect(!TemporaryFiles.registered.contains(temporary))
    }

    @Test func temporaryNamesAreRandomAndTheFileIsRemovedWhenNotCommitted() throws {
        let folder = try Repository.temporaryDirectory().path
        var names: Set<String> = []
        for _ in 0..<20 {
            let file = try OutputFile(folder + "/x.json", unnamed: false)
            names.formUnion(TemporaryFiles.registered.filter { $0.hasPrefix(folder) })
            try file.write("partial")
        }
        #expect(names.count == 20)
        #expect(try Self.leftovers(in: folder).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.json"))
    }

    /// On Linux the file being written has no name until it is committed:
    /// nothing of it is in the folder, so a process killed outright leaves
    /// nothing (issue 68, R6); at the commit a planted link at the name it
    /// then takes is passed over as before.
    @Test func theFileBeingWrittenHasNoNameUntilItIsCommitted() throws {
        #if os(Linux)
        let folder = try Repository.temporaryDirectory().path
        let victim = folder + "/victim"
        try "secret".write(toFile: victim, atomically: true, encoding: .utf8)
        symlink(victim, folder + "/.out.svg.00000000000000ab.partial")
        var suffixes: [UInt64] = [0xAB, 0xCD]
        let file = try OutputFile(folder + "/out.svg", suffixes: { suffixes.removeFirst() })
        try file.write(String(repeating: "<svg/>", count: 50_000))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [".out.svg.00000000000000ab.partial", "victim"])
        #expect(!TemporaryFiles.registered.contains { $0.hasPrefix(folder) })
        try file.commit()
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "secret")
        #expect(try String(contentsOfFile: folder + "/out.svg", encoding: .utf8).count == 300_000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [".out.svg.00000000000000ab.partial", "out.svg", "victim"])
        #endif
    }

    // MARK: N2, an output over an input

    @Test func anOutputThatIsAnInputIsRefusedAndTheInputKept() throws {
        let (folder, spec, _) = try Self.specWithPicture()
        let before = try Data(contentsOf: URL(fileURLWithPath: spec))
        symlink(spec, folder + "/link.json")
        link(spec, folder + "/hard.json")
        for output in [spec, folder + "/link.json", folder + "/hard.json", folder + "/./spec.json"] {
            let rendered = run(["render", spec, "--step", "0", "-o", output])
            #expect(rendered.status == 4 && rendered.errors.contains("is an input of this command"), "\(output)")
            let page = run(["replay", spec, "--html", output])
            #expect(page.status == 4 && page.errors.contains("is an input of this command"), "\(output)")
        }
        let gate = folder + "/gate.json"
        try Repository.text("Specs/launch-gate/update.json").write(toFile: gate, atomically: true, encoding: .utf8)
        let explored = run(["explore", "launch-gate", "--config", gate, "--mermaid", gate])
        #expect(explored.status == 4 && explored.errors.contains("is an input of this command"))
        #expect(try String(contentsOfFile: gate, encoding: .utf8) == (try Repository.text("Specs/launch-gate/update.json")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: spec)) == before)
        #expect(try Self.leftovers(in: folder).isEmpty)
    }

    // MARK: N3, links and modes

    @Test func recordWritesThroughALinkAndKeepsTheMode() throws {
        let (folder, spec, _) = try Self.specWithPicture()
        chmod(spec, 0o600)
        let link = folder + "/link.json"
        symlink("spec.json", link)
        let recorded = run(["record", link, "--write"])
        #expect(recorded.status == 0, "\(recorded.errors)")
        #expect(FileReader.linkKind(of: link) == .symbolicLink, "the link is still a link")
        #expect(Self.mode(spec) == 0o600)
        #expect(MachineRegistry.all.check(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: spec)))) == nil)
        #expect(try Self.leftovers(in: folder).isEmpty)
        // A link to nothing is refused, not replaced by a file.
        symlink(folder + "/nothing.svg", folder + "/dangling.svg")
        #expect(throws: FileError(path: folder + "/dangling.svg", reason: "is a symbolic link to nothing")) {
            try OutputFile.write("x", to: folder + "/dangling.svg")
        }
    }

    // MARK: N4, interrupted

    /// Interrupted however (SIGKILL too: on Linux the file being written
    /// has no name), a record leaves the spec as it was and nothing beside it.
    @Test(arguments: [SIGINT, SIGTERM, SIGQUIT, SIGKILL]) func anInterruptedRecordLeavesNothingBehind(signal: Int32) throws {
        let flow = try #require(Repository.flowExecutable, "the flow executable is built beside the tests")
        let folder = try Repository.temporaryDirectory().path
        // A GIF that loops for ever, recorded to a far end: the run writes until a million firings.
        let spec = folder + "/forever.json"
        try Self.foreverGIF.write(toFile: spec, atomically: true, encoding: .utf8)
        let pid = try Self.spawn(flow, ["record", spec, "--write"])
        var seen = false
        for _ in 0..<400 where !seen {
            usleep(50_000)
            seen = try !Self.leftovers(in: folder).isEmpty || Self.isWriting(pid, in: folder)
        }
        #expect(seen, "the temporary file appeared")
        kill(pid, signal)
        var status: Int32 = 0
        var waited: pid_t
        repeat { waited = waitpid(pid, &status, 0) } while waited < 0 && errno == EINTR
        #expect(waited == pid, "waitpid: \(String(cString: strerror(errno)))")
        #expect(status & 0x7F == signal, "ended by the signal, as it would have without the handler")
        #expect(try Self.leftovers(in: folder).isEmpty)
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == Self.foreverGIF)
    }

    /// A page that grows past the process's file size limit (16 KB, for a
    /// page of about 60 KB) fails with the write's own words, not SIGXFSZ,
    /// and leaves nothing behind.
    @Test func aPagePastTheFileSizeLimitFailsAndLeavesNothing() throws {
        let flow = try #require(Repository.flowExecutable, "the flow executable is built beside the tests")
        let folder = try Repository.temporaryDirectory().path
        let spec = Repository.root.appendingPathComponent("Specs/alert/plain-two-buttons.json").path
        let pid = try Self.spawn("/bin/sh", ["-c", "ulimit -f 16 && exec \"$0\" replay \"$1\" --html \"$2\"", flow, spec, folder + "/page.html"])
        var status: Int32 = 0
        var waited: pid_t
        repeat { waited = waitpid(pid, &status, 0) } while waited < 0 && errno == EINTR
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 4, "exits 4 (the output error), not killed (status \(status))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// Whether process `pid` holds open a file of `folder` that has no name
    /// (Linux's unnamed temporary files show as "#inode (deleted)").
    static func isWriting(_ pid: pid_t, in folder: String) -> Bool {
        #if os(Linux)
        let descriptors = "/proc/\(pid)/fd"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: descriptors) else { return false }
        let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: folder)) ?? folder
        return entries.contains { entry in
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: descriptors + "/" + entry) else { return false }
            return (target.hasPrefix(folder + "/#") || target.hasPrefix(resolved + "/#")) && target.hasSuffix("(deleted)")
        }
        #else
        return false
        #endif
    }

    /// Starts `executable` with `arguments`, its output to /dev/null and
    /// SIGINT and SIGTERM as the system sets them (a test runner may
    /// ignore or block them, and a child would inherit that).
    static func spawn(_ executable: String, _ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGQUIT, SIGXFSZ] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // Nor blocked: a test runner's threads may block them, and a child inherits the mask.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        try #require(result == 0, "posix_spawn: \(result)")
        return pid
    }

    static let foreverGIF = """
        {"formatVersion": 1, "machine": "gif-player", "title": "for ever", "config": {"gif": "\
        R0lGODlhAQABAAAAACH5BAQEAAAALAAAAAABAAEAAAICRAEAIfkEBAQAAAAsAAAAAAEAAQAAAgJEAQAh+QQEBAAAACwAAAAAAQABAAACAkQBACH5BAQEAAAALAAAAAABAAEAAAICRAEAIfkEBAQAAAAsAAAAAAEAAQAAAgJEAQA7"},
         "steps": [{"at": 0, "send": "startRequested"}], "until": 1e9}

        """

    /// R2 (issue 68): a write to standard output that fails (a full disk)
    /// is not a success: every command that prints exits 1 and says why.
    @Test(arguments: [
        ["render", "Specs/alert/plain-two-buttons.json", "--step", "0"], ["machines"], ["assets"], ["explore", "notification-permission"],
        ["record", "Specs/alert/plain-two-buttons.json"], ["check", "Specs/alert"], ["schema", "alert"],
    ])
    func aFullStandardOutputIsAnError(arguments: [String]) throws {
        let flow = try #require(Repository.flowExecutable, "the flow executable is built beside the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: flow)
        process.arguments = arguments
        process.currentDirectoryURL = Repository.root
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 4, "\(arguments): an output error, not a verdict: \(said)")
        #expect(said.contains("flow: cannot write standard output: No space left on device"), "\(said)")
    }

    /// R7 (issue 68): a name is echoed on one line and in bounds: a line
    /// feed in a file's name cannot forge an `ok` line, invisibles (the
    /// variation selectors too) show as escapes, a long name is cut.
    @Test func aFileNameIsEchoedOnOneLineWithItsInvisiblesShown() throws {
        let folder = try Repository.temporaryDirectory().path
        let forged = folder + "/x\nok    other.json"
        try Repository.text("Specs/launch-gate/update.json").write(toFile: forged, atomically: true, encoding: .utf8)
        let checked = run(["check", forged])
        #expect(checked.status == 0)
        #expect(checked.output.split(separator: "\n").filter { $0.hasPrefix("ok") }.count == 1, "\(checked.output)")
        #expect(checked.output.contains("x\\u000Aok    other.json"))
        let selector = folder + "/heart\u{2764}\u{FE0F}.json"
        try Repository.text("Specs/launch-gate/update.json").write(toFile: selector, atomically: true, encoding: .utf8)
        #expect(run(["check", selector]).output.contains("heart\u{2764}\\uFE0F.json"))
        #expect(VisibleText.name(String(repeating: "n", count: 100_000)) == String(repeating: "n", count: 200) + "… (100000 characters)")
    }

    /// R7: the pages of two specs never share a name (`a/b.json` and
    /// `a__b.json` once both became `a__b.html`).
    @Test func pageNamesNeverCollide() {
        let files = ["a/b.json", "a__b.json", "a_/b.json", "a/_b.json", "/a/b.json", "a%2Fb.json", "./a/b.json", ".hidden.json", String(repeating: "長", count: 120) + ".json",
                     String(repeating: "長", count: 120) + "x.json"]
        let names = files.map(TracePages.name(for:))
        #expect(names[0] == names[6], "./a/b.json is a/b.json")
        #expect(Set(names).count == files.count - 1, "\(names)")
        #expect(names.allSatisfy { $0.utf8.count <= 255 && !$0.hasPrefix(".") && $0.unicodeScalars.allSatisfy { $0.isASCII } })
        #expect(TracePages.name(for: "Specs/alert/plain.json") == "Specs%2Falert%2Fplain.html")
    }

    /// R7: the web bridge echoes no name whole.
    @Test func theBridgeEchoesANameInBounds() {
        var bridge = WebBridge()
        let long = String(repeating: "m", count: 100_000)
        let answer = bridge.respond(to: #"{"create": {"machine": ""# + long + #"", "config": {}}}"#)
        #expect(answer.utf8.count < 2_000, "\(answer.prefix(300))")
        #expect(answer.contains("(100000 characters)"))
    }

    // MARK: N7, pipes and standard output

    @Test func pipesSocketsAndDevicesAreRefusedAsOutputs() throws {
        let (folder, spec, _) = try Self.specWithPicture()
        let fifo = folder + "/pipe.svg"
        #expect(mkfifo(fifo, 0o644) == 0)
        let toPipe = run(["render", spec, "--step", "0", "-o", fifo])
        #expect(toPipe.status == 4 && toPipe.errors.contains("is a named pipe (FIFO), not a file: name a file, or - for standard output"))
        let toDevice = run(["assets", "-o", "/dev/null"])
        #expect(toDevice.status == 4 && toDevice.errors.contains("is a character device, not a file"))
        // Standard output is -.
        let printed = run(["render", spec, "--step", "0", "-o", "-"])
        #expect(printed.status == 0 && printed.output.hasPrefix("<svg "))
        // A schema folder holding a pipe where a schema goes: refused, not waited on.
        let schemas = folder + "/schemas"
        try FileManager.default.createDirectory(atPath: schemas, withIntermediateDirectories: true)
        #expect(mkfifo(schemas + "/alert.schema.json", 0o644) == 0)
        let written = run(["schema", "--write", schemas])
        #expect(written.status == 4 && written.errors.contains("alert.schema.json: is a named pipe (FIFO)"))
    }

    @Test func recordToStandardOutputPrintsNothingWhenTheRunFails() throws {
        var text = try Repository.text("Specs/alert/double-tap.json")
        // The last step names an event the alert does not have: the run fails after printing most steps, before.
        let last = try #require(text.range(of: "\"buttonTapped\"", options: .backwards))
        text.replaceSubrange(last, with: "\"noSuchEvent\"")
        let folder = try Repository.temporaryDirectory().path
        try text.write(toFile: folder + "/broken.json", atomically: true, encoding: .utf8)
        let recorded = run(["record", folder + "/broken.json"])
        #expect(recorded.status == 1 && recorded.errors.contains("unknown case \"noSuchEvent\""))
        #expect(recorded.output.isEmpty)
        // And a run that succeeds prints the whole spec, past the part held in memory.
        let held = HeldOutput()
        let piece = String(repeating: "中文 ", count: 1000)
        var expected = ""
        while expected.utf8.count <= HeldOutput.memoryLimit * 2 {
            held.write(piece)
            expected += piece
        }
        var released = ""
        try held.release { released += $0 }
        #expect(released == expected)
    }

    // MARK: N5, pictures outside the folder

    @Test func aPictureLinkLeavingTheFolderIsNamedNotRead() throws {
        let (folder, spec, picture) = try Self.specWithPicture()
        let outside = try Repository.temporaryDirectory().path + "/environ"
        try "TOKEN=s3cr3t-value".write(toFile: outside, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: picture)
        symlink(outside, picture)
        let checked = run(["check", spec, "--html-on-failure", folder + "/pages"])
        #expect(checked.status == 1)
        #expect(checked.output.contains("is a symbolic link: a spec's picture is a file of its own in the spec's folder, never a link"))
        let page = try FileManager.default.contentsOfDirectory(atPath: folder + "/pages").first.map { try String(contentsOfFile: folder + "/pages/" + $0, encoding: .utf8) }
        #expect(page?.contains("<!doctype html>") == true)
        #expect(!(checked.output + checked.errors + (page ?? "")).contains("s3cr3t"))
        // record --write does not write through it either.
        let recorded = run(["record", spec, "--write"])
        #expect(recorded.status == 1 && recorded.errors.contains("is a symbolic link: a spec's picture is a file of its own"))
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "TOKEN=s3cr3t-value")
    }

    /// R1 (issue 68): a picture that is a link inside the spec's folder, to
    /// another spec or any file there, is refused too, read or written: a
    /// pull request could plant `pictures/x.svg -> ../other.json`, and
    /// `record --write` replaced the spec it led to. So is a folder on the
    /// way that is a link (onto another component's pictures).
    @Test func aPictureLinkInsideTheFolderIsRefusedAndNothingItLeadsToIsWritten() throws {
        let (folder, spec, picture) = try Self.specWithPicture()
        let other = folder + "/other.json"
        try Repository.text("Specs/launch-gate/update.json").write(toFile: other, atomically: true, encoding: .utf8)
        let before = try String(contentsOfFile: other, encoding: .utf8)
        try FileManager.default.removeItem(atPath: picture)
        symlink("../other.json", picture)
        let recorded = run(["record", spec, "--write"])
        #expect(recorded.status == 1 && recorded.errors.contains("is a symbolic link: a spec's picture is a file of its own"), "\(recorded.errors)")
        #expect(try String(contentsOfFile: other, encoding: .utf8) == before, "the other spec is untouched")
        #expect(run(["check", spec]).status == 1)
        // The folder of pictures a link to another folder of the spec's.
        try FileManager.default.removeItem(atPath: picture)
        let pictures = OutputFile.folder(of: picture)
        try FileManager.default.moveItem(atPath: pictures, toPath: folder + "/elsewhere")
        symlink("elsewhere", pictures)
        let throughFolder = run(["record", spec, "--write"])
        #expect(throughFolder.status == 1 && throughFolder.errors.contains("its folder pictures is a symbolic link"), "\(throughFolder.errors)")
    }

    /// R5 (issue 68): a picture that is a hard link (to a file outside the
    /// folder, which its path does not show) is refused, not read or quoted.
    @Test func aPictureWithAnotherNameIsRefused() throws {
        let (_, spec, picture) = try Self.specWithPicture()
        let outside = try Repository.temporaryDirectory().path + "/secret.svg"
        try "<svg>TOKEN=s3cr3t</svg>".write(toFile: outside, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: picture)
        #expect(link(outside, picture) == 0)
        let checked = run(["check", spec])
        #expect(checked.status == 1 && checked.output.contains("has other names (a hard link)"), "\(checked.output)")
        #expect(!(checked.output + checked.errors).contains("s3cr3t"))
        let recorded = run(["record", spec, "--write"])
        #expect(recorded.status == 1 && recorded.errors.contains("has other names (a hard link)"))
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "<svg>TOKEN=s3cr3t</svg>")
    }

    /// Files of a folder a command was named (explore --write, schema
    /// --write, chaos --failures, check --html-on-failure) are written in
    /// place of their name, never through a link planted there.
    @Test func aLinkPlantedInAnOutputFolderIsNotWrittenThrough() throws {
        let folder = try Repository.temporaryDirectory().path
        let victim = folder + "/victim.txt"
        try "keep".write(toFile: victim, atomically: true, encoding: .utf8)
        let schemas = folder + "/schemas"
        try FileManager.default.createDirectory(atPath: schemas, withIntermediateDirectories: true)
        symlink(victim, schemas + "/alert.schema.json")
        let written = run(["schema", "--write", schemas])
        #expect(written.status == 4 && written.errors.contains("alert.schema.json: is a symbolic link"), "\(written.errors)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
    }

    // MARK: N6 and N9, pages in bounded memory

    @Test func aPageOverItsStepLimitIsRefusedBeforeTheRunAndLeavesNoFolder() throws {
        var text = #"{"formatVersion": 1, "machine": "network-activity", "title": "long", "config": {}, "steps": ["#
        text += #"{"at": 0, "send": {"enabledChanged": true}}"#
        for index in 1...Trace.maximumSteps {
            text += #", {"at": \#(Double(index) * 0.4), "send": "\#(index % 2 == 1 ? "requestStarted" : "requestEnded")"}"#
        }
        text += "]}"
        let folder = try Repository.temporaryDirectory().path
        try text.write(toFile: folder + "/long.json", atomically: true, encoding: .utf8)
        #expect { try MachineRegistry.all.trace(bytes: Array(text.utf8)) } throws: {
            ($0 as? SpecFailure)?.reason == "the spec has more than the 10000 steps a trace page shows"
        }
        let page = run(["replay", folder + "/long.json", "--html", folder + "/long.html"])
        #expect(page.status == 1 && page.errors.contains("more than the 10000 steps"))
        let checked = run(["check", folder + "/long.json", "--html-on-failure", folder + "/pages"])
        #expect(checked.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/pages"), "no empty folder left behind")
    }

    @Test func picturesAreBoundedWhenReadAndWhenShown() throws {
        let (_, spec, picture) = try Self.specWithPicture()
        // Past the 8 MiB a picture may be: named with its exact size, not read.
        #expect(FileManager.default.createFile(atPath: picture, contents: nil))
        #expect(truncate(picture, off_t(SpecPictures.maximumSize + 1)) == 0)
        let tooLarge = run(["check", spec])
        #expect(tooLarge.output.contains("cannot be read: is 8,388,609 bytes, more than the 8 MiB a picture may be"))
        // Within it, but past what a page shows: the page says its size instead of holding it.
        let large = String(repeating: "<g/>\n", count: (TracePage.maximumShownPicture / 5) + 1)
        let trace = try MachineRegistry.all.trace(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: spec))))
        var failed = trace
        failed.transcript.verdict = SpecFailure(reason: "differs")
        let html = try TracePage(trace: failed, expectedPicture: large).html()
        #expect(html.contains("more than the \(TracePage.maximumShownPicture) a page shows"))
        #expect(html.utf8.count < large.utf8.count)
    }

    // MARK: W1-W5, wording

    @Test func fileErrorsNameTheirCause() throws {
        let folder = try Repository.temporaryDirectory().path
        symlink(folder + "/b", folder + "/a")
        symlink(folder + "/a", folder + "/b")
        let loop = run(["check", folder + "/a"])
        #expect(loop.status == 2 && loop.errors.contains("\(folder)/a: a loop of symbolic links"))
        let missing = run(["replay", folder + "/none.json"])
        #expect(missing.errors.contains("\(folder)/none.json: no such file or folder"))
        try "".write(toFile: folder + "/file", atomically: true, encoding: .utf8)
        let underAFile = run(["check", folder + "/file/x.json"])
        #expect(underAFile.errors.contains("a part of the path is not a folder"))
        #expect(FileReader.reason(EACCES) == "permission denied")
        // Sizes exactly: one byte over is not "1 GiB".
        #expect(ByteCount(1 << 30).description == "1 GiB")
        #expect(ByteCount((1 << 30) + 1).description == "1,073,741,825 bytes")
        #expect(ByteCount(1536).description == "1,536 bytes")
        #expect(ByteCount(999).description == "999 bytes")
        // Folders made by the tools speak the same words, with no Foundation domain.
        let blocked = run(["schema", "--write", folder + "/file/schemas"])
        #expect(blocked.status == 4 && blocked.errors.contains("\(folder)/file is a file, not a folder"))
        #expect(!blocked.errors.contains("NSCocoaErrorDomain"))
    }

    @Test func namesAndValuesAreEchoedVisiblyAndNumbersAsWritten() throws {
        let (folder, spec, _) = try Self.specWithPicture()
        let hostile = folder + "/\u{1B}[31mred\u{202E}.svg"
        let written = run(["render", spec, "--step", "0", "-o", hostile])
        #expect(written.status == 0)
        #expect(written.output.contains("\\u001B[31mred\\u202E.svg"))
        #expect(!written.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        for invisible in ["\u{E0041}", "\u{2061}", "\u{AD}", "\u{3164}", "\u{FFF9}"] {
            #expect(VisibleText.escaping("a\(invisible)b") != "a\(invisible)b", "U+\(String(invisible.unicodeScalars.first!.value, radix: 16))")
        }
        #expect(VisibleText.escaping("\u{E0041}") == "\\u{E0041}")
        // What visible text needs stays: joiners and variation selectors.
        for kept in ["👩‍💻", "❤️", "葛󠄀", "می‌خواهم"] { #expect(VisibleText.escaping(kept) == kept) }
        // 2^53 + 1 is refused as an integer, and not echoed as if it had been written 2^53.
        #expect { try JSONInput(try JSONParser.parse("[9007199254740993]")).decode([Int].self) } throws: {
            "\($0)".contains("found a number of about 9007199254740992")
        }
        #expect(try JSONParser.parse("9007199254740992") == .number(9_007_199_254_740_992))
        #expect(try JSONParser.parse("-9007199254740994") == .number(-9_007_199_254_740_994))
        #expect(try JSONParser.parse("18446744073709551616e0") == .number(0x1p64))
        // Read as the nearest Double, as every JSON reader and JSON Schema validator reads them.
        #expect(try JSONParser.parse("100000000000000000001") == .number(1e20))
        #expect(try JSONParser.parse("12345678901234567") == .number(12_345_678_901_234_568))
    }

    @Test func coveredByCountsOnlyRealSpecs() throws {
        let onDevice = run(["explore", "notification-permission", "--covered-by", "/dev/null"])
        #expect(onDevice.status == 1 && onDevice.errors.contains("/dev/null: cannot read the file: it is a character device"))
        let folder = try Repository.temporaryDirectory().path
        let empty = run(["explore", "notification-permission", "--covered-by", folder])
        #expect(empty.status == 1 && empty.errors.contains("no spec files (.json) under \(folder)"))
        let real = run(["explore", "notification-permission", "--covered-by", Repository.specs.path + "/notification-permission"])
        #expect(real.status == 0 && real.output.contains("specs under"))
    }
}
