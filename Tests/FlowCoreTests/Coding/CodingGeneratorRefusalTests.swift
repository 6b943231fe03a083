import Foundation
import Testing

@testable import FlowCoding

/// The generator fails closed (issue 68): each form an outside reader found
/// it reading wrongly, or writing into code that does not build, is now
/// read right (and the code it writes builds) or refused with its file and
/// line.
@Suite struct CodingGeneratorRefusalTests {
    func generate(_ source: String) throws -> String {
        let files = try CodingGenerator(files: [("Sources/App/Thing.swift", source)], folder: "Sources/App", command: "-").files()
        return try #require(files.first { $0.path == "Sources/App/Thing+JSON.swift" }).text
    }

    /// The refusal's text, or nil when the source was generated.
    func refusal(_ source: String) -> String? {
        do {
            _ = try CodingGenerator(files: [("Sources/App/Thing.swift", source)], folder: "Sources/App", command: "-").files()
            return nil
        } catch {
            return error.description
        }
    }

    /// Type-checks `source` with the coding the generator writes for it and
    /// its readers, against the built FlowRuntime: the compiler's words, or
    /// nil when it builds.
    func compilerErrors(_ source: String) throws -> String? {
        let folder = try Repository.temporaryDirectory()
        let declaring = folder.appendingPathComponent("Thing.swift")
        try ("import FlowRuntime\n\n" + source).write(to: declaring, atomically: true, encoding: .utf8)
        var paths = [declaring.path]
        for file in try CodingGenerator(files: [(declaring.path, "import FlowRuntime\n\n" + source)], folder: folder.path, command: "-").files() {
            try file.text.write(toFile: file.path, atomically: true, encoding: .utf8)
            paths.append(file.path)
        }
        let (status, text, _) = try FormerNameTests.typecheck(files: paths)
        return status == 0 ? nil : text
    }

    // MARK: Read right

    @Test func aDirectiveAboveAnAttributeIsRead() throws {
        let source = """
            /// - JSON: coded
            public struct Card: Equatable, Sendable {
                /// Its width.
                /// - JSON: optional; bounds 0...100
                @available(*, deprecated, message: "use the height")
                public var width: Double = 1
                public var height: Double
            }

            /// - JSON: coded
            public enum Move: Equatable, Sendable {
                /// - JSON: was go
                @available(*, deprecated, message: "use stop")
                case start
                case stop
            }
            """
        let text = try generate(source)
        #expect(text.contains(#"width: try c.read("width", default: 1, schemaBounds: 0...100)"#), "\(text)")
        #expect(text.contains(#"let value = try json.enumCase(renamed: ["go": "start"], bare: "start stop")"#))
        #expect(try compilerErrors(source) == nil)
    }

    @Test func aBlockDocumentationCommentIsDocumentation() throws {
        let text = try generate(
            """
            /// - JSON: coded
            public struct Card: Equatable, Sendable {
                /**
                 * Its width.
                 * - JSON: bounds 0...100
                 */
                public var width: Double
            }
            """)
        #expect(text.contains(#"width: try c.read("width", schemaBounds: 0...100)"#), "\(text)")
    }

    @Test func aDefaultContinuedOnTheNextLineIsReadWhole() throws {
        let source = """
            /// - JSON: coded
            public struct Timing: Equatable, Sendable {
                public static let base = 2.0
                /// - JSON: optional
                public var delay: Double = Timing.base
                    * 4
                /// - JSON: optional
                public var pause: Double = Timing.base +
                    1
                public var label: String
            }
            """
        let text = try generate(source)
        #expect(text.contains("default: Timing.base\n        * 4)"), "\(text)")
        #expect(text.contains("default: Timing.base +\n        1)"), "\(text)")
        #expect(try compilerErrors(source) == nil)
    }

    @Test func everyNameOfAListedDeclarationIsAMember() throws {
        let source = """
            /// - JSON: coded
            public struct Pair: Equatable, Sendable {
                public var third: Int = 3, fourth: String = "4"
            }
            """
        let text = try generate(source)
        #expect(text.contains(#"json.members("third fourth")"#), "\(text)")
        #expect(try compilerErrors(source) == nil)
    }

    @Test func aKeywordNameIsEscapedInSwiftAndBareInJSON() throws {
        let source = """
            /// - JSON: coded
            public struct Choice: Equatable, Sendable {
                public var `default`: Int
                public var `in`: String?
            }

            /// - JSON: coded
            public enum Pick: Equatable, Sendable {
                case `default`
                case `switch`(to: Int, `default`: Bool)
                /// - JSON: was return
                case `repeat`(Int)
            }
            """
        let text = try generate(source)
        #expect(text.contains(#"json.members("default in")"#))
        #expect(text.contains(#"case "default": self = .`default`"#))
        #expect(try compilerErrors(source) == nil)
    }

    /// An initializer declared in an extension counts whichever file is
    /// read first (`A+Init.swift` sorts before `A.swift`): read before its
    /// type, it used to be dropped, and the generator chose another.
    @Test func anExtensionReadBeforeItsTypeStillDeclaresItsInitializers() throws {
        let files = try CodingGenerator(
            files: [
                ("Sources/App/A+Init.swift", "extension A {\n    public init(x: Int, y: Int) {\n        self.x = x\n        self.y = y\n    }\n}\n"),
                ("Sources/App/A.swift", "/// - JSON: coded\npublic struct A: Equatable, Sendable {\n    public let x: Int\n    public let y: Int\n    public init() { x = 0; y = 0 }\n}\n"),
            ], folder: "Sources/App", command: "-"
        ).files()
        let text = try #require(files.first { $0.path == "Sources/App/A+JSON.swift" }).text
        #expect(text.contains(#"self.init(x: try c.read("x"), y: try c.read("y"))"#), "\(text)")
    }

    // MARK: Refused, with file and line

    @Test(arguments: [
        // Members under #if: one branch builds, the generator cannot tell which.
        ("/// - JSON: coded\npublic struct A {\n    #if DEBUG\n    public var x: Int\n    #else\n    public var x: Double\n    #endif\n}", "Thing.swift:4:", "#if at line 3"),
        ("/// - JSON: coded\npublic enum E {\n    case a\n    #if os(iOS)\n    case b\n    #endif\n}", "Thing.swift:5:", "#if at line 4"),
        // A setter the generated file cannot call.
        ("/// - JSON: coded\npublic struct A {\n    public private(set) var x: Int = 0\n    public init() {}\n}", "Thing.swift:3:", "its setter is private"),
        // Two cases of one base name.
        ("/// - JSON: coded\npublic enum E {\n    case moved(to: Int)\n    case moved(by: Int)\n}", "Thing.swift:4:", "a case of the same name"),
        // A former name that is another case's.
        ("/// - JSON: coded\npublic enum E {\n    /// - JSON: was b\n    case a\n    case b\n}", "Thing.swift:4:", "its former name b is the name of another case"),
        ("/// - JSON: coded\npublic enum E {\n    /// - JSON: was c\n    case a\n    /// - JSON: was c\n    case b\n}", "Thing.swift:6:", "already the former name of a"),
        // Bounds on what has none.
        ("/// - JSON: coded\npublic struct A {\n    /// - JSON: bounds 0...10\n    public var name: String\n}", "Thing.swift:4:", "not to a String"),
        ("/// - JSON: coded\npublic enum E {\n    /// - JSON: bounds 0...1\n    case named(title: String)\n}", "Thing.swift:4:", "(title: String)"),
        // A raw type the runtime does not code.
        ("/// - JSON: coded\npublic enum E: UInt8 {\n    case a, b\n}", "Thing.swift:2:", "a raw value of type UInt8 is not coded"),
        // Directives in other spellings, or where nothing reads them.
        ("/// - JSON: coded\npublic struct A {\n    /// - json: optional\n    public var x: Int = 0\n}", "Thing.swift:3:", "is written '- JSON: …'"),
        ("/// - JSON: coded\npublic struct A {\n    /// * JSON : optional\n    public var x: Int = 0\n}", "Thing.swift:3:", "is written '- JSON: …'"),
        ("/// - JSON: coded\npublic struct A {\n    public var x: Int\n    /// - JSON: optional\n    public func f() {}\n}", "Thing.swift:4:", "is on no declaration the coding reads"),
        ("/// - JSON: coded\npublic struct A {\n    public var x: Int\n    /// - JSON: optional\n    public var y: Int { x }\n}", "Thing.swift:4:", "is on no declaration the coding reads"),
        ("/// - JSON: coded\npublic struct A {\n    @available(*, deprecated)\n    /// - JSON: optional\n    public var x: Int = 0\n}", "Thing.swift:4:", "above the declaration's first attribute"),
        ("public struct A {\n    /// - JSON: sometimes\n    public var x: Int\n}", "Thing.swift:2:", "unknown directive"),
        // A directive that means nothing where it is.
        ("/// - JSON: coded\npublic struct A {\n    /// - JSON: was y\n    public var x: Int\n}", "Thing.swift:4:", "read for enum cases only"),
        ("/// - JSON: coded\npublic struct A {\n    /// - JSON: flattened\n    public var x: Int\n}", "Thing.swift:4:", "a machine's configuration only"),
        ("/// - JSON: optional\n/// - JSON: coded\npublic struct A {\n    public var x: Int\n}", "Thing.swift:3:", "said of a member or a case, not of a type"),
        ("/// - JSON: coded\npublic enum E {\n    /// - JSON: optional\n    case a(x: Int?)\n}", "Thing.swift:4:", "is not read for a case"),
        // A tuple pattern and a block on the next line.
        ("/// - JSON: coded\npublic struct A {\n    public var (x, y) = (1, 2)\n}", "Thing.swift:3:", "a tuple pattern"),
        ("/// - JSON: coded\npublic struct A {\n    public var x: Int\n    { 1 }\n}", "Thing.swift:4:", "a { on the line after a property"),
    ])
    func isRefusedWithItsLine(source: String, place: String, reason: String) throws {
        let refused = try #require(refusal(source), "generated: \(source)")
        #expect(refused.hasPrefix("Sources/App/" + place), "\(refused)")
        #expect(refused.contains(reason), "\(refused)")
    }

    /// Each refused form is one the compiler refuses too, or one whose code
    /// the generator got wrong: the refusal replaces an error with no line,
    /// or a silent loss.
    @Test func theFormsOnceWrittenIntoBrokenCodeDoNotBuildByHandEither() throws {
        // What the generator used to write for a private(set) member, by hand.
        let handWritten = """
            /// - JSON: coded
            public struct A: Equatable, Sendable {
                public private(set) var x: Int = 0
                public init() {}
            }
            """
        let folder = try Repository.temporaryDirectory()
        let declaring = folder.appendingPathComponent("A.swift")
        try ("import FlowRuntime\n\n" + handWritten).write(to: declaring, atomically: true, encoding: .utf8)
        let coding = folder.appendingPathComponent("A+JSON.swift")
        try """
            import FlowRuntime

            extension A {
                public init(json: JSONInput) throws(JSONDecodingError) {
                    let c = try json.members(["x"])
                    self.init()
                    x = try c.decode("x", default: x)
                }
                public var jsonValue: JSONValue { .members(["x": x.jsonValue]) }
            }
            """.write(to: coding, atomically: true, encoding: .utf8)
        let (status, text, _) = try FormerNameTests.typecheck(files: [declaring.path, coding.path])
        #expect(status != 0 && text.contains("A+JSON.swift:7:") && text.contains("error:"), "\(text)")
    }
}

/// What a coding writes for a public type is public behind the `FlowTools`
/// SPI group (generic code reaches it through the conformance); for an
/// internal type, as the type. A coding module of its own names what each
/// generated file imports with the group, or is refused.
@Suite struct CodingSPITests {
    static let declared = "/// - JSON: coded\n%@struct Point2: Equatable {\n    %@var x: Int\n    %@init(x: Int) { self.x = x }\n}\n"

    func written(access: String, codingSources: [(path: String, source: String)] = [], into coding: String? = nil) throws -> String {
        let source = String(format: Self.declared, access, access, access)
        let files = try CodingGenerator(
            files: [("Sources/App/Point2.swift", "import FlowRuntime\n\n" + source)], folder: "Sources/App", codingFolder: coding,
            codingSources: codingSources, command: "-"
        ).files()
        return try #require(files.first { $0.path.hasSuffix("Point2+JSON.swift") }).text
    }

    @Test func aPublicTypesCodingIsBehindTheGroupAndAnInternalOnesIsNot() throws {
        let published = try written(access: "public ")
        #expect(published.contains("    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {"), "\(published)")
        #expect(published.contains("    @_spi(FlowTools) public var jsonValue: JSONValue"), "\(published)")
        #expect(!published.contains("\n    public "), "\(published)")
        #expect(published.contains("@_spi(FlowTools) import FlowRuntime\n@_spi(FlowTools) import FlowJSON\n"), "\(published)")
        let unpublished = try written(access: "")
        #expect(unpublished.contains("\n    init(json: JSONInput) throws(JSONDecodingError) {") && !unpublished.contains("    @_spi"), "\(unpublished)")
    }

    @Test func aCodingModuleImportsWhatItReexportsAndWithoutItIsRefused() throws {
        let exports = [("Sources/AppCoding/Exports.swift", "// what the codings build on\n@_exported import FlowJSON\n@_exported import App\n")]
        let text = try written(access: "public ", codingSources: exports, into: "Sources/AppCoding")
        #expect(text.contains("\n@_spi(FlowTools) import App\n@_spi(FlowTools) import FlowJSON\n\nextension Point2: JSONCodable {"), "\(text)")
        #expect(throws: SwiftDeclarations.Failure.self) { try written(access: "public ", into: "Sources/AppCoding") }
        do {
            _ = try written(access: "public ", into: "Sources/AppCoding")
        } catch {
            #expect("\(error)".hasPrefix("Sources/AppCoding:1: a coding module needs a file of its own that re-exports"), "\(error)")
        }
    }
}
