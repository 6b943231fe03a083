import FlowCoding
import FlowFiles
import FlowRuntime
import Foundation

// `flow-coding FOLDER... [--write | --check]`: the JSON coding of a module's
// machines and values, generated from their declarations (CodingGenerator).
// A tool of its own, on the generator and the file writer alone, so it
// builds and runs while the modules it writes for do not compile yet.

let usage = """
    Usage: flow-coding FOLDER... [--write | --check | --dump]

    Reads the Swift declarations in each FOLDER (a module's sources) and writes the
    JSON coding of every type whose declaration conforms to JSONCodable or
    JSONMachine (init(json:), jsonValue, member and case names, former names, the
    Codable bridge) into NAME+JSON.swift beside the file that declares it, and the
    readers those call (the runtime's, generic ones kept out of line) into
    FOLDER/JSONReaders.swift. Names are
    written once (the Swift property or case), defaults once (the initializer's or
    the property's); what Swift cannot say is a doc comment line '- JSON: …' (bounds,
    optional, was NAME, default EXPR, flattened, custom). A declaration the generator
    cannot read is an error with its file and line.

    Without an option, says which generated files are not current. --check exits 1
    when one is not (CI runs it); --write writes them and removes those for nothing.
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

if let option = arguments.first(where: { $0.hasPrefix("-") }) {
    fail("flow-coding: unknown option \(VisibleText.escaping(option))\nUsage: flow-coding FOLDER... [--write | --check]", status: 2)
}
if arguments.isEmpty { fail("flow-coding: expected one or more module folders (Sources/FlowAlert …)\nUsage: flow-coding FOLDER... [--write | --check]", status: 2) }
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

var stale: [String] = []
var status: Int32 = 0
for given in arguments {
    // `Sources/FlowAlert/` and `Sources/FlowAlert` write the same header.
    var folder = given
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    guard case .directory = FileReader.kind(of: folder) else { fail("flow-coding: \(VisibleText.escaping(folder)) is not a folder", status: 2) }
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
    let files: [CodingGenerator.GeneratedFile]
    do {
        let generator = try CodingGenerator(files: sources, folder: folder, command: "swift run flow-coding --write \(folder)")
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
    let wanted = Set(files.map(\.path))
    for file in files where generated[file.path] != file.text {
        stale.append(file.path)
        guard write else { continue }
        if sources.contains(where: { $0.path == file.path }) {
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
    for path in generated.keys.sorted() where !wanted.contains(path) {
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
