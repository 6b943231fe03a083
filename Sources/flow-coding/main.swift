import FlowCoding
import FlowFiles
import FlowJSON
import Foundation

// `flow-coding [--write | --check] FOLDER [--into CODING_FOLDER]...`: the JSON
// coding of a module's machines and values, generated from their declarations
// (CodingGenerator), beside them or in a coding module of their own.
// A tool of its own, on the generator and the file writer alone, so it
// builds and runs while the modules it writes for do not compile yet.

let usage = """
    Usage: flow-coding [--write | --check | --dump] FOLDER [--into CODING_FOLDER]...

    Reads the Swift declarations in each FOLDER (a module's sources) and writes the
    JSON coding of every type whose documentation says '- JSON: coded' (or
    '- JSON: machine' for a machine): its conformance to JSONCodable (JSONMachine),
    init(json:), jsonValue, member and case names, former names and the Codable
    bridge, into NAME+JSON.swift, one for each declaring file, and the readers those
    call (the runtime's, generic ones kept out of line) into JSONReaders.swift. They
    are written beside the declarations, or with --into into CODING_FOLDER, a module
    of their own (Sources/FlowAlert --into Sources/FlowAlertCoding): an app that
    does not persist or record its machines leaves that module out. Names are
    written once (the Swift property or case), defaults once (the initializer's or
    the property's); what Swift cannot say is a doc comment line '- JSON: …' (bounds,
    optional, was NAME, default EXPR, flattened, custom). A declaration the generator
    cannot read, or a member a coding module cannot see, is an error with its file
    and line.

    Without an option, says which generated files are not current. --check exits 1
    when one is not (CI runs it); --write writes them and removes those for nothing
    (only those a run of the same FOLDER wrote: a coding folder may hold another's).
    --dump prints, one JSON line a FOLDER, the coded types as the generator read
    them (members, cases, initializers, directives), which
    Scripts/check-coding-symbols.py compares with the compiler's symbol graph.
    Exit status: 0 current or written, 1 not current or a declaration it cannot
    read, 2 wrong usage.
    """

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
let write = arguments.contains("--write")
let check = arguments.contains("--check")
let dump = arguments.contains("--dump")
arguments.removeAll { $0 == "--write" || $0 == "--check" || $0 == "--dump" }

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let shortUsage = "Usage: flow-coding [--write | --check | --dump] FOLDER [--into CODING_FOLDER]..."

/// A folder of declarations, and the coding module's folder its codings go into (nil: beside them).
struct Job {
    var folder: String
    var codingFolder: String?
}

/// `Sources/FlowAlert/` and `Sources/FlowAlert` write the same header.
func trimmed(_ folder: String) -> String {
    var folder = folder
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    return folder
}

var jobs: [Job] = []
var position = 0
while position < arguments.count {
    let argument = arguments[position]
    position += 1
    if argument == "--into" {
        guard position < arguments.count, !arguments[position].hasPrefix("-") else { fail("flow-coding: --into needs a folder\n\(shortUsage)", status: 2) }
        guard let last = jobs.indices.last, jobs[last].codingFolder == nil else { fail("flow-coding: --into follows the FOLDER whose coding it holds\n\(shortUsage)", status: 2) }
        jobs[last].codingFolder = trimmed(arguments[position])
        position += 1
    } else if argument.hasPrefix("-") {
        fail("flow-coding: unknown option \(VisibleText.escaping(argument))\n\(shortUsage)", status: 2)
    } else {
        jobs.append(Job(folder: trimmed(argument)))
    }
}
if jobs.isEmpty { fail("flow-coding: expected one or more module folders (Sources/FlowAlert …)\n\(shortUsage)", status: 2) }
if [write, check, dump].filter({ $0 }).count > 1 { fail("flow-coding: takes one of --write, --check and --dump", status: 2) }

/// The `.swift` files at or under `folder`, sorted.
func swiftFiles(under folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var found: [String] = []
    while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(".swift") { found.append((folder as NSString).appendingPathComponent(relative)) }
    }
    return found.sorted()
}

/// The generated files under `folder`, by path, and the files written by hand.
func read(_ folder: String) -> (sources: [(path: String, source: String)], generated: [String: String]) {
    var sources: [(path: String, source: String)] = []
    var generated: [String: String] = [:]
    for path in swiftFiles(under: folder) {
        do {
            let text = String(decoding: try FileReader.read(path), as: UTF8.self)
            if CodingGenerator.isGenerated(text) { generated[path] = text } else { sources.append((path, text)) }
        } catch {
            fail("flow-coding: \(VisibleText.escaping(error.description))", status: 1)
        }
    }
    return (sources, generated)
}

var stale: [String] = []
var status: Int32 = 0
for job in jobs {
    let folder = job.folder
    guard case .directory = FileReader.kind(of: folder) else { fail("flow-coding: \(VisibleText.escaping(folder)) is not a folder", status: 2) }
    if let codingFolder = job.codingFolder {
        guard case .directory = FileReader.kind(of: codingFolder) else { fail("flow-coding: \(VisibleText.escaping(codingFolder)) is not a folder", status: 2) }
    }
    let (sources, own) = read(folder)
    let command = "swift run flow-coding --write \(folder)" + (job.codingFolder.map { " --into \($0)" } ?? "")
    // The files this job wrote before: in the folder it writes into, those whose header names this command.
    let written = (job.codingFolder.map { read($0).generated } ?? own).filter { CodingGenerator.command(of: $0.value) == command }
    let files: [CodingGenerator.GeneratedFile]
    do {
        let codingSources = job.codingFolder.map { read($0).sources } ?? []
        let generator = try CodingGenerator(files: sources, folder: folder, codingFolder: job.codingFolder, codingSources: codingSources, command: command)
        if dump {
            print(JSONWriter.compact(CodedTypesDump.json(module: folder, types: try generator.codedTypes())))
            continue
        }
        files = try generator.files()
    } catch {
        FileHandle.standardError.write(Data("flow-coding: \(VisibleText.escaping(error.description))\n".utf8))
        status = 1
        continue
    }
    let handWritten = Set(sources.map(\.path) + (job.codingFolder.map { read($0).sources.map(\.path) } ?? []))
    let wanted = Set(files.map(\.path))
    for file in files where written[file.path] != file.text {
        stale.append(file.path)
        guard write else { continue }
        if handWritten.contains(file.path) {
            FileHandle.standardError.write(Data("flow-coding: \(file.path) is written by hand: move its coding to the declarations, or rename it\n".utf8))
            status = 1
            continue
        }
        do throws(FileError) {
            try OutputFile.write(file.text, to: file.path)
        } catch {
            fail("flow-coding: \(VisibleText.escaping(error.description))", status: 1)
        }
        print("wrote \(VisibleText.escaping(file.path))")
    }
    for path in written.keys.sorted() where !wanted.contains(path) {
        stale.append(path)
        guard write else { continue }
        do throws(FileError) { try Folder.removeFile(path) } catch { fail("flow-coding: \(VisibleText.escaping(error.description))", status: 1) }
        print("removed \(VisibleText.escaping(path)) (it codes nothing now)")
    }
}
if !write && !dump {
    for path in stale { print("not current: \(VisibleText.escaping(path)) (run flow-coding --write)") }
    if stale.isEmpty { print("every generated coding is current") }
    if check && !stale.isEmpty { status = 1 }
}
exit(status)
