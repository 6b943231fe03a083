import Foundation
import Testing

@_spi(FlowTools) import FlowCore
@testable import FlowCoding
@_spi(FlowTools) import FlowJSON

/// The coding generator (issue 49): what it reads, what it writes, and that
/// a name can no longer drift from what is read and written.
@Suite struct CodingGeneratorTests {
    static let componentModules = [
        "FlowAlert", "FlowCaptcha", "FlowCoachMarks", "FlowLaunchGate", "FlowNetworkActivity", "FlowOnboarding", "FlowPermissions",
        "FlowPopupQueue", "FlowSession", "FlowTextInput", "FlowTitleButton",
    ]

    func generate(_ source: String, file: String = "Sources/App/Thing.swift") throws -> [String: String] {
        let files = try CodingGenerator(files: [(file, source)], folder: "Sources/App", command: "flow-coding --write Sources/App").files()
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
    }

    /// The Swift files of a module, by path.
    static func sources(of module: String) throws -> [(path: String, source: String)] {
        let folder = Repository.root.appendingPathComponent("Sources/\(module)")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted().map {
            ("Sources/\(module)/\($0)", try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
    }

    // MARK: The committed coding

    @Test(arguments: componentModules) func everyGeneratedFileIsCurrent(module: String) throws {
        let sources = try Self.sources(of: module)
        let coding = "Sources/\(module)Coding"
        let command = "swift run flow-coding --write Sources/\(module) --into \(coding)"
        let codingFiles = try Self.sources(of: module + "Coding")
        let generated = try CodingGenerator(
            files: sources, folder: "Sources/\(module)", codingFolder: coding,
            codingSources: codingFiles.filter { !CodingGenerator.isGenerated($0.source) }, command: command
        ).files()
        let committed = Dictionary(uniqueKeysWithValues: codingFiles.filter { CodingGenerator.isGenerated($0.source) }.map { ($0.path, $0.source) })
        #expect(Set(generated.map(\.path)) == Set(committed.keys), "run \(command)")
        for file in generated { #expect(committed[file.path] == file.text, "\(file.path) is not current") }
    }

    /// A component's module holds what an app runs, and no coding: no
    /// generated file, no JSON conformance or member (its coding module
    /// states them), and it builds on FlowJSON only where its machine
    /// speaks JSON to a server (the captcha, the user profile).
    @Test(arguments: componentModules) func aComponentHoldsNoCoding(module: String) throws {
        let sources = try Self.sources(of: module)
        #expect(sources.count > 2)
        for (path, source) in sources {
            #expect(!CodingGenerator.isGenerated(source), "\(path) is generated: it belongs in Sources/\(module)Coding")
            for word in ["JSONCodable", "JSONMachine", "init(json:", "var jsonValue", "CodableThroughJSON", "JSONInput"] {
                #expect(!source.contains(word), "\(path) holds \(word): a component's coding is its coding module's")
            }
        }
        let manifest = try Repository.text("Package.swift")
        let declaration = try #require(manifest.split(separator: "\n").first { $0.contains(".target(name: \"\(module)\",") })
        #expect(declaration.contains("\"FlowJSON\"") == ["FlowCaptcha", "FlowSession"].contains(module), "\(declaration)")
        let coding = try #require(manifest.split(separator: "\n").first { $0.contains(".target(name: \"\(module)Coding\",") })
        #expect(coding.contains("\"\(module)\", \"FlowJSON\""), "\(coding)")
    }

    /// A file is generated exactly when its name says so: every file
    /// under `Sources/` and `Examples/` named as the generator names its
    /// files is the generator's, and every file it wrote is so named; and
    /// the repository marks those names generated for tools.
    @Test func generatedFilesAreTheOnesNamedSoAndMarkedForTools() throws {
        var checked = 0
        for top in ["Sources", "Examples"] {
            let folder = Repository.root.appendingPathComponent(top)
            for case let relative as String in try #require(FileManager.default.enumerator(atPath: folder.path)) where relative.hasSuffix(".swift") {
                guard !relative.contains("/.build") else { continue }
                let source = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                let named = relative.hasSuffix("+JSON.swift") || relative.hasSuffix("/JSONReaders.swift")
                #expect(named == CodingGenerator.isGenerated(source), "\(top)/\(relative): \(named ? "named as generated but written by hand" : "generated but not named so")")
                if named {
                    checked += 1
                    #expect(source.split(separator: "\n").first.map { $0.hasPrefix("// Code generated ") && $0.hasSuffix(" DO NOT EDIT.") } == true)
                }
            }
        }
        #expect(checked > 50)
        let attributes = try Repository.text(".gitattributes")
        #expect(attributes.contains("*+JSON.swift linguist-generated=true") && attributes.contains("JSONReaders.swift linguist-generated=true"))
    }

    /// Outside the generated files and the documented custom codings, no
    /// component file spells a member or case name for the coding: every
    /// name is written once, as the Swift property or case.
    @Test(arguments: componentModules) func noHandWrittenFileSpellsACodingName(module: String) throws {
        let coding = try Regex(
            #"(members|decode|decodeIfPresent|read|readIfPresent|value|(update|read)\(&\w+, from:|set|enumCase|unknown\(among:)\(\s*"|case "\w+":|renamed: \["#)
        for (path, source) in try Self.sources(of: module) where !CodingGenerator.isGenerated(source) {
            let isCustom = path.hasSuffix("+CustomCoding.swift")
            let found = source.split(separator: "\n").enumerated().filter { $0.element.contains(coding) }
            if isCustom {
                #expect(source.hasPrefix("// "), "\(path): a custom coding starts by saying why it is custom")
            } else {
                #expect(found.isEmpty, "\(path):\(found.first.map { $0.offset + 1 } ?? 0): a coding name spelled by hand: \(found.first?.element ?? "")")
            }
        }
    }

    /// The coding is tuned for size in the generator (the readers it writes
    /// beside the codings keep each generic reader out of line), not in the
    /// runtime: no inlinable function there is also kept out of line.
    @Test func theRuntimeLeavesSizeTuningToTheGenerator() throws {
        let folder = Repository.root.appendingPathComponent("Sources/FlowRuntime")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20)
        for file in files {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n")
            // A declaration with its attributes, on its line or on the lines just above it.
            for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("@") {
                let attributes = lines[..<number].reversed().prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@") } + [line]
                if attributes.contains(where: { $0.contains("@inlinable") }) && attributes.contains(where: { $0.contains("@inline(never)") }) {
                    Issue.record("Sources/FlowRuntime/\(file):\(number + 1): an inlinable function kept out of line; the generated readers do that")
                }
            }
        }
        // And the readers do keep the generic ones out of line.
        let readers = CodingGenerator.readers(imports: [], command: "-")
        #expect(readers.contains("@inline(never) func read<T: JSONCodable>(_ value: inout T, from key: String)"))
        #expect(readers.contains("@inline(never) func readIfPresent<T: JSONDecodable>("))
    }

    @Test func theCustomListIsShortAndEachSaysWhy() throws {
        var custom: [String] = []
        for module in Self.componentModules {
            for (path, source) in try Self.sources(of: module) where path.hasSuffix("+CustomCoding.swift") {
                custom.append(path)
                #expect(source.contains("`- JSON: custom`"), "\(path) names the directive its type carries")
            }
        }
        #expect(custom.count <= 5, "\(custom)")
    }

    /// In every generated type, the names a reader allows are exactly the
    /// names it reads and the names its writer writes: the drift that
    /// hand-written coding allowed (a name left out of the list, so the
    /// schema lacks it and the value cannot be read back) cannot be written.
    @Test(arguments: componentModules) func namesAllowedReadAndWrittenAgree(module: String) throws {
        for (path, source) in try Self.sources(of: module) where CodingGenerator.isGenerated(source) {
            for block in source.components(separatedBy: "\nextension ").dropFirst() where block.contains("json.members(") {
                let allowed = Self.names(in: block, after: "json.members(")
                let read = Self.quotedFirstArguments(in: block, of: ["read(", "readIfPresent(", "measurer("])
                let written = Self.quotedFirstArguments(in: block, of: ["set(", "setMeasurer(", "c["]) + Self.keys(in: block)
                let name = block.prefix { $0 != " " }
                #expect(Set(read) == Set(allowed), "\(path): \(name) reads \(read.sorted()) but allows \(allowed.sorted())")
                #expect(Set(written) == Set(allowed), "\(path): \(name) writes \(written.sorted()) but allows \(allowed.sorted())")
            }
        }
    }

    /// The names in the `JSONNames` literal after `marker`.
    static func names(in text: String, after marker: String) -> [String] {
        guard let start = text.range(of: marker) else { return [] }
        let rest = text[start.upperBound...].drop { $0 == "\"" || $0 == "\n" || $0 == " " }
        let literal = rest.prefix { $0 != "\"" }
        return literal.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    /// The string literal each call of `calls` starts with (`decode("x"` → x).
    static func quotedFirstArguments(in text: String, of calls: [String]) -> [String] {
        var found: [String] = []
        for call in calls {
            var rest = Substring(text)
            while let range = rest.range(of: call) {
                rest = rest[range.upperBound...]
                let argument = rest.drop { $0 != "\"" && $0 != ")" && $0 != "\n" }
                guard argument.first == "\"" else { continue }
                found.append(String(argument.dropFirst().prefix { $0 != "\"" }))
            }
        }
        return found
    }

    /// The keys of a `.members([...])` literal: `"name": value`.
    static func keys(in text: String) -> [String] {
        guard let start = text.range(of: ".members([") else { return [] }
        let body = text[start.upperBound...].prefix { $0 != "]" }
        return body.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.first == "\"", let end = trimmed.dropFirst().firstIndex(of: "\"") else { return nil }
            return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
        }
    }

    // MARK: The generator

    @Test func aStructIsReadAndWrittenByItsProperties() throws {
        let files = try generate(
            """
            /// A card.
            /// - JSON: coded
            public struct Card: Hashable, Sendable {
                /// Its title.
                public var title: String
                /// How wide it is.
                /// - JSON: bounds Bounds.length
                public var width: Double
                /// A note, when there is one.
                public var note: String?
            }
            """)
        let text = try #require(files["Sources/App/Thing+JSON.swift"])
        #expect(text.hasPrefix("// Code generated by flow-coding from Thing.swift. DO NOT EDIT.\n"))
        #expect(text.contains(#"let c = try json.members("title width note")"#))
        #expect(text.contains(#"width: try c.read("width", schemaBounds: Bounds.length)"#))
        #expect(text.contains(#"note: try c.readIfPresent("note")"#))
        #expect(text.contains(#""note": note?.jsonValue,"#))
        #expect(text.contains("extension Card: CodableThroughJSON {}"))
        // Beside the coding, the readers it calls, written once for the folder.
        let readers = try #require(files["Sources/App/JSONReaders.swift"])
        #expect(readers.hasPrefix("// Code generated by flow-coding from this folder's declarations. DO NOT EDIT.\n"))
        #expect(readers.contains("func readIfPresent<T: JSONDecodable>(_ key: String"))
    }

    @Test func aLargeValueWrittenByNameWritesOnlyTheMembersATemplateNames() throws {
        let files = try generate(
            """
            /// A layout.
            ///
            /// - JSON: written by name
            /// - JSON: coded
            public struct Layout: Hashable, Sendable {
                /// Where it is.
                public var frame: LayoutRect
                /// Its note.
                public var note: String?
            }
            """)
        let text = try #require(files["Sources/App/Thing+JSON.swift"])
        #expect(text.contains("public var jsonValue: JSONValue { jsonValue(keeping: nil) }"))
        #expect(text.contains("var object = JSONMembersWriter(keeping: template, of: 2)"))
        #expect(text.contains(#"object.set("frame", frame)"#) && text.contains(#"object.set("note", note)"#))
        #expect(!text.contains(".members(["))
        // What it writes, named or whole, as the whole form cut down.
        var layout = AlertLayout()
        layout.container = LayoutRect(x: 1, y: 2, width: 3, height: 4)
        let template: JSONValue = .object(["container": .object(["y": .null])])
        #expect(layout.jsonValue(keeping: template) == layout.jsonValue.keeping(template))
        #expect(layout.jsonValue(keeping: nil) == layout.jsonValue)
    }

    @Test func aMachineLeavesOutDefaultsAndReadsThroughItsThrowingInitializer() throws {
        let files = try generate(
            """
            /// - JSON: machine
            public struct Timer: Sendable {
                public let delay: Double
                public let label: String?
                public let measurer: AnyTextMeasuring
                public init(delay: Double = 1.5, label: String? = nil, measurer: AnyTextMeasuring = EstimatedTextMeasurer()) throws(TimerError) {
                    self.delay = delay
                    self.label = label
                    self.measurer = measurer
                }
            }
            """)
        let text = try #require(files["Sources/App/Thing+JSON.swift"])
        #expect(text.contains(#"let delay: Double = try c.read("delay", default: 1.5)"#))
        #expect(text.contains(#"let measurer: AnyTextMeasuring = try c.measurer("measurer")"#))
        #expect(text.contains("self = try JSONDecodingError.validating { () throws(TimerError) in"))
        #expect(text.contains(#"c.set("delay", delay, unlessEqualTo: 1.5)"#))
        #expect(text.contains(#"c["label"] = label?.jsonValue"#))
    }

    @Test func aMachinesInitializerParameterThatIsNoMemberKeepsItsDefault() throws {
        let machine = """
            /// - JSON: machine
            public struct Note: Sendable {
                public let text: String
                public init(text: String? = nil, words: Words = .seed) {
                    self.text = text ?? words.text
                }
            }
            """
        let text = try #require(try generate(machine)["Sources/App/Thing+JSON.swift"])
        #expect(text.contains("self.init(text: text)\n"), "words is left to its default:\n\(text)")
        #expect(!text.contains("\"words\""))
        // Without a default, the parameter cannot be left out.
        #expect { try generate(machine.replacingOccurrences(of: "words: Words = .seed", with: "words: Words")) } throws: {
            "\($0)".contains("sets no property named words and has no default")
        }
    }

    @Test func anEnumIsReadByItsCasesWithTheirFormerNames() throws {
        let files = try generate(
            """
            /// - JSON: coded
            public enum Event: Hashable, Sendable {
                case tapped
                /// - JSON: was moveTo
                case moved(to: LayoutPoint, animated: Bool?)
                case keyPressed(KeyboardKey)
            }
            """)
        let text = try #require(files["Sources/App/Thing+JSON.swift"])
        #expect(text.contains(#"let value = try json.enumCase(renamed: ["moveTo": "moved"], bare: "tapped")"#))
        #expect(text.contains(#"self = .moved(to: try c.read("to"), animated: try c.readIfPresent("animated"))"#))
        #expect(text.contains(#"case "keyPressed": self = .keyPressed(try value.readPayload())"#))
        #expect(text.contains(#"default: throw value.unknown(among: "tapped moved keyPressed")"#))
        #expect(text.contains(#"case .moved(let to, let animated): .enumCase("moved", ["to": to.jsonValue, "animated": animated?.jsonValue])"#))
    }

    @Test func whatItCannotReadIsAnErrorWithFileAndLine() {
        #expect { try generate("/// - JSON: coded\npublic struct A {\n    public var x = f()\n}") } throws: {
            ($0 as? SwiftDeclarations.Failure)?.description == "Sources/App/Thing.swift:3: A: x needs its type written out: the generator infers only a literal's"
        }
        #expect { try generate("/// - JSON: coded\n/// - JSON: sometimes\npublic struct A {\n    public var x: Int\n}") } throws: {
            "\($0)".hasPrefix("Sources/App/Thing.swift:2: unknown directive '- JSON: sometimes'")
        }
        #expect { try generate("/// - JSON: coded\npublic enum E {\n    case a(Int, Int)\n}") } throws: {
            "\($0)".contains("a payload of more than one value needs a label on each")
        }
        #expect { try generate("/// - JSON: coded\npublic struct A {\n    let s = \"never closed\n}") } throws: {
            "\($0)" == "Sources/App/Thing.swift:3: a string is never closed on its line"
        }
        #expect { try generate("/// - JSON: coded\npublic struct A {\n    public let x: Int\n    public let y: Int\n    public init(x: Int) { self.x = x; y = 0 }\n}") } throws: {
            "\($0)" == "Sources/App/Thing.swift:2: A: no initializer takes its members by name, and none takes nothing: add one of them, or mark the type `- JSON: custom`"
        }
    }

    @Test func theTokenizerKeepsStringsAndCommentsWhole() throws {
        let tokens = try SwiftTokens(
            #"""
            let a = "{ not a brace \(f("}")) }" // { a comment
            /* { nested /* } */ still } */ let b = #"raw "{" "#
            let c = """
                {
                """
            """#)
        #expect(tokens.tokens.filter { $0.isSymbol("{") || $0.isSymbol("}") }.isEmpty)
        #expect(tokens.tokens.filter { $0.kind == .string }.count == 3)
        #expect(tokens.tokens.last?.line == 3)
    }
}

/// The articles that show what the generator writes show what it writes:
/// their listing is the generator's output for their own declarations.
@Suite struct CodingArticleTests {
    /// The ```swift blocks of a document.
    static func swiftBlocks(_ path: String) throws -> [String] {
        let text = try Repository.text(path)
        return text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```").first ?? "" }
    }

    @Test(arguments: [
        ("Sources/FlowTesting/Documentation.docc/WritingYourOwnMachine.md", "public struct ResendButton", "extension ResendButton: JSONMachine {"),
        ("Sources/FlowCore/Documentation.docc/CodingAMachine.md", "struct Stopwatch", "extension Stopwatch: JSONMachine {"),
    ])
    func theListingIsWhatTheGeneratorWrites(article: String, declaration: String, listing: String) throws {
        let blocks = try Self.swiftBlocks(article)
        let declared = try #require(blocks.first { $0.contains(declaration) })
        let shown = try #require(blocks.first { $0.hasPrefix(listing) })
        let written = try #require(try CodingGenerator(files: [("Sources/App/Machine.swift", declared)], folder: "Sources/App", command: "-").files().first?.text)
        // The generated file's two header lines and its imports come before what the article shows.
        let body = written.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("extension ") }.joined(separator: "\n")
        #expect(body == shown + "\n", "\(article) shows other code than the generator writes")
    }
}

/// Former names: a case's former name is read from JSON with no end date,
/// and no longer written as a Swift alias (the 68 aliases of the naming
/// pass were deprecated for 0.4.0's release, and removed in 0.5.0); moved
/// types are found where they went, or named.
@Suite struct FormerNameTests {
    @Test func aFormerNameIsReadFromJSONAndNoLongerASwiftAlias() throws {
        let files = try CodingGenerator(
            files: [("Sources/App/Thing.swift", "/// - JSON: coded\npublic enum Move: Hashable {\n    /// - JSON: was go\n    case start\n    case stop\n}\n")],
            folder: "Sources/App", command: "-"
        ).files()
        let text = try #require(files.first?.text)
        #expect(text.contains(#"json.enumCase(renamed: ["go": "start"]"#))
        #expect(!text.contains("@available") && !text.contains(" go"), "\(text)")
        var aliases = 0
        for module in CodingGeneratorTests.componentModules {
            for (_, source) in try CodingGeneratorTests.sources(of: module + "Coding") { aliases += source.components(separatedBy: "@available(*, deprecated").count - 1 }
        }
        #expect(aliases == 0)
    }

    /// The types that left FlowCore and FlowCommandLine for FlowSpecs: a tool
    /// that imports FlowCommandLine finds them as before; code that imports
    /// FlowCore alone is told which module to import.
    @Test func movedTypesAreFoundOrNamed() throws {
        let uses = """
            func useMovedTypes(_ value: JSONValue) throws {
                let registry = MachineRegistry.all
                _ = registry
                let error: MachineRegistryError? = nil
                _ = error
                _ = try JSONDecoding.decode(Int.self, from: value)
            }

            """
        let tool = try Self.typecheck("import FlowCommandLine\nimport FlowCore\n\n" + uses)
        #expect(tool.status == 0, "a tool's use of the moved types fails to build:\n\(tool.text.prefix(2000))")
        let app = try Self.typecheck("import FlowCore\n\n" + uses)
        let errors = app.text.split(separator: "\n").filter { $0.hasPrefix(app.file) && $0.contains("error:") }
        let named = errors.filter { $0.contains("moved to the FlowSpecs module") }
        #expect(app.status != 0 && named.count == 3 && errors.count == 3, "importing FlowCore alone, \(named.count) of \(errors.count) errors name FlowSpecs:\n\(app.text.prefix(2000))")
    }

    /// Type-checks `source` against the package's built modules: the exit status, the compiler's words, the file's path.
    static func typecheck(_ source: String) throws -> (status: Int32, text: String, file: String) {
        let file = try Repository.temporaryDirectory().path + "/Uses.swift"
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        return try typecheck(files: [file])
    }

    /// Type-checks the Swift files at `files` together, as one module: the exit status, the compiler's words, the first file's path.
    static func typecheck(files: [String]) throws -> (status: Int32, text: String, file: String) {
        let file = files[0]
        let modules = Repository.root.appendingPathComponent(".build/debug/Modules").path
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules] + files
        let output = Pipe()
        compiler.standardError = output
        compiler.standardOutput = output
        try compiler.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compiler.waitUntilExit()
        return (compiler.terminationStatus, text, file)
    }
}
