import Foundation
import Testing

@testable import FlowCommandLine
import FlowCore
@testable import FlowSpecs

/// Pictures in specs: checked byte for byte, drawn by record, refused when misnamed.
@Suite struct SnapshotSpecTests {
    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var console = CapturedConsole()
        let status = FlowTool().run(arguments, console: &console)
        return (status, console.output, console.errors)
    }

    /// A copy of the code-entry spec with its picture, in a fresh folder.
    func copy() throws -> (folder: URL, spec: String, picture: String) {
        let folder = try Repository.temporaryDirectory()
        let spec = folder.appendingPathComponent("entry.json").path
        try Repository.text("Specs/code-entry/type-to-completion.json").write(toFile: spec, atomically: true, encoding: .utf8)
        let pictures = folder.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        let picture = pictures.appendingPathComponent("code-two-entered.svg").path
        try Repository.text("Specs/code-entry/pictures/code-two-entered.svg").write(toFile: picture, atomically: true, encoding: .utf8)
        return (folder, spec, picture)
    }

    @Test func aChangedPictureFailsNamingTheLineAndPart() throws {
        let (_, spec, picture) = try copy()
        #expect(run(["check", spec]).status == 0)
        let original = try String(contentsOfFile: picture, encoding: .utf8)
        let changed = original.replacingOccurrences(of: ">0</tspan>", with: ">8</tspan>")
        #expect(changed != original)
        try changed.write(toFile: picture, atomically: true, encoding: .utf8)
        let result = run(["check", spec])
        #expect(result.status == 1)
        #expect(result.output.contains("step 1: steps[1].picture: the picture"))
        #expect(result.output.contains("in part \"cell[1]\""))
    }

    @Test func aMissingPictureFailsWithItsPathAndRecordDrawsIt() throws {
        let (_, spec, picture) = try copy()
        let original = try String(contentsOfFile: picture, encoding: .utf8)
        try FileManager.default.removeItem(atPath: picture)
        let missing = run(["check", spec])
        #expect(missing.status == 1 && missing.output.contains("the picture \(picture) is missing"))
        let recorded = run(["record", spec, "--write"])
        #expect(recorded.status == 0 && recorded.output.contains("wrote \(picture)"))
        #expect(try String(contentsOfFile: picture, encoding: .utf8) == original, "record draws the same bytes")
        #expect(run(["check", spec]).status == 0)
    }

    @Test func pictureNamesThatLeaveTheFolderOrAreNotSVGAreRefused() throws {
        for name in ["../x.svg", "/etc/x.svg", "x.png", "a//b.svg", "sp ace.svg", ""] {
            let text = """
                {"formatVersion": 1, "machine": "code-entry", "title": "t", "config": {}, "steps": [{"at": 0, "send": {"type": {"text": "1"}}, "picture": \(JSONValue.quoted(name))}]}
                """
            #expect(throws: SpecFailure.self, "\(name)") { try Spec(text: text) }
        }
        let spec = try Spec(text: """
            {"formatVersion": 1, "machine": "code-entry", "title": "t", "config": {}, "steps": [{"at": 0, "send": {"type": {"text": "1"}}, "picture": {"file": "p/a-b_c.1.svg", "at": 0.5}}]}
            """)
        #expect(spec.steps[0].picture == Spec.Step.Picture(file: "p/a-b_c.1.svg", at: 0.5))
        #expect(spec.text.contains("\"picture\": {\"file\": \"p/a-b_c.1.svg\", \"at\": 0.5}"))
    }

    @Test func aPictureOfAMachineWithNothingToDrawIsAnError() throws {
        let folder = try Repository.temporaryDirectory()
        let spec = folder.appendingPathComponent("gate.json").path
        let text = try Repository.text("Specs/launch-gate/update.json")
            .replacingOccurrences(of: "\"steps\": [\n    {", with: "\"steps\": [\n    {\"picture\": \"gate.svg\", ")
        try text.write(toFile: spec, atomically: true, encoding: .utf8)
        let result = run(["check", spec])
        #expect(result.status == 1 && result.output.contains("launch-gate has nothing to draw"))
    }

    @Test func aMachineWithNothingToDrawRendersItsTimeline() throws {
        let result = run(["render", Repository.specs.appendingPathComponent("session/expired-notice-then-login.json").path, "--step", "1"])
        #expect(result.status == 0)
        #expect(result.output.contains("data-part=\"highlight\"") && result.output.contains("data-part=\"event[1]\""))
        #expect(result.output.contains("responseReceived"))
    }

    @Test func renderRefusesAnUnwritableOutputWithTheOutputErrorStatus() throws {
        let result = run(["render", Repository.specs.appendingPathComponent("code-entry/type-to-completion.json").path, "--step", "1", "-o", "/no/such/folder/x.svg"])
        #expect(result.status == 4 && result.errors.contains("cannot write /no/such/folder/x.svg"))
        let beyond = run(["render", Repository.specs.appendingPathComponent("code-entry/type-to-completion.json").path, "--step", "9"])
        #expect(beyond.status == 1 && beyond.errors.contains("there is no step 9: the run has 4"))
    }
}

/// Every committed picture, as the renderer promises: each element's
/// attributes in alphabetical order, every number with at most three decimals.
@Suite struct PictureFormatTests {
    @Test func everyElementsAttributesAreSorted() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Repository.specs.path).filter { $0.hasSuffix(".svg") }
            + ["alert.svg", "captcha-failure.svg", "indicator-slide.svg", "coach-marks.svg"].map { "../Documentation/Pictures/" + $0 }
        #expect(files.count >= 40)
        let attribute = try Regex(#" ([a-zA-Z-]+)=""#)
        let number = try Regex(#"="-?\d+\.\d{4,}"#)
        for file in files {
            let text = try String(contentsOfFile: Repository.specs.appendingPathComponent(file).path, encoding: .utf8)
            for line in text.split(separator: "\n") {
                // Only the tags: text between them is words, not attributes.
                for tag in line.split(separator: "<").map({ $0.prefix { $0 != ">" } }) {
                    let names = tag.matches(of: attribute).map { String(tag[$0.range]).dropFirst().dropLast(2) }
                    #expect(names == names.sorted(), "\(file): \(tag.prefix(80))")
                }
                #expect(line.firstMatch(of: number) == nil, "\(file): \(line.prefix(80))")
            }
        }
    }
}
