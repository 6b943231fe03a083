@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowFiles
@_spi(FlowTools) import FlowSpecs
@_spi(FlowTools) import FlowJSON
import FlowSVG
import Foundation

/// `flow conform PATH... --write DIR`
enum ConformCommand: FlowCommand {
    static let name = "conform"
    static let synopsis = "PATH... --write DIR"
    static let abstract = "write what a front's test runner must see for each spec: the inputs and the scene after each step"
    static let discussion = """
        For every spec at or under the PATHs (the covering specs `flow explore --write`
        leaves in Specs/*/explored, or any others) whose machine declares the input that
        makes each of its events on a front (FrontDriven), writes DIR/MACHINE/NAME.json:
        each step as that input (a press of a named part, a pointer at a point, a key,
        a drag, the app's call, a timer), and after it what the front must show: every
        accessibility element's role, name, description, state, value and frame, the
        dialog's modality, first focus and Escape, and the picture as SVG. Specs of a
        machine that declares no inputs are named as skipped. The format is
        Specs/CONFORMANCE.md's. Prints, per machine, the steps made by a person's input,
        by the app and by the clock, the lowest contrast of its texts and controls (as
        drawn, and with Increase Contrast on), and what the scenes break on their own
        (targets under 24 × 24 points without the spacing WCAG 2.5.8 allows; with
        Increase Contrast on, text under 4.5:1 or controls under 3:1): any such
        finding exits 1.
        """
    static let options = [OptionSpec(name: "--write", value: "DIR", help: "the folder to write the conformance files into")]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("expected spec files or folders") }
        guard let folder = arguments.values["--write"] else { throw UsageError("--write DIR is required") }
        let files = try SpecFiles.find(under: arguments.positionals)
        guard !files.isEmpty else { throw UsageError("no spec files under \(arguments.positionals.joined(separator: ", "))", status: .nothingToRun) }
        let renderer = SVGRenderer(assets: tool.assets)
        var written: Set<String> = []
        var counts: [String: [FrontInput.Kind: Int]] = [:]
        var machines: [String] = []
        var contrast: [String: [String: Double]] = [:]
        var status: Int32 = 0
        for file in files {
            let conformance: JSONValue?
            do throws(SpecFailure) {
                conformance = try tool.registry.conformance(bytes: try SpecFiles.bytes(file), file: file, renderer: renderer)
            } catch {
                console.err(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
                status = 1
                continue
            }
            guard let conformance, case .object(let members) = conformance, case .string(let machine)? = members["machine"] else {
                console.out("skip  \(file.visible): its machine declares no front inputs")
                continue
            }
            // A machine's name becomes a folder's: only a plain name (an app's registry may hold any).
            guard !machine.isEmpty, machine.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }) else {
                console.err("\(tool.name) conform: the machine name \(machine.visible) is not a folder name (a-z, 0-9 and -)")
                return ExitStatus.usage.rawValue
            }
            let name = (file as NSString).lastPathComponent
            let output = ((folder as NSString).appendingPathComponent(machine) as NSString).appendingPathComponent(name)
            guard written.insert(output).inserted else {
                console.err("\(tool.name) conform: two specs named \(name) for \(machine): \(file.visible) would replace the other's file")
                return ExitStatus.usage.rawValue
            }
            do throws(FileError) {
                try Folder.make(OutputFile.folder(of: output))
                try SpecFiles.write(JSONWriter.pretty(conformance) + "\n", to: output, notOver: files, throughLink: false)
            } catch {
                console.err("\(tool.name) conform: cannot write \(output.visible): \(error.reason)")
                return ExitStatus.ioError.rawValue
            }
            if counts[machine] == nil { machines.append(machine) }
            if case .object(let lowest)? = members["contrast"] {
                for (key, value) in lowest {
                    if case .number(let ratio) = value { contrast[machine, default: [:]][key] = min(contrast[machine]?[key] ?? ratio, ratio) }
                }
            }
            if case .object(let made)? = members["counts"] {
                for kind in FrontInput.Kind.allCases {
                    if case .number(let count)? = made[kind.rawValue] { counts[machine, default: [:]][kind, default: 0] += Int(count) }
                }
            }
            if case .array(let findings)? = members["findings"], !findings.isEmpty {
                status = 1
                for finding in findings {
                    if case .object(let finding) = finding, case .string(let text)? = finding["finding"] {
                        console.err(console.paint("FIND", .red) + "  \(file.visible): \(text)")
                    }
                }
            }
        }
        for machine in machines {
            let made = counts[machine, default: [:]]
            let lowest = contrast[machine, default: [:]]
            func ratio(_ key: String) -> String { lowest[key].map { "\(JSONWriter.format($0)):1" } ?? "none" }
            console.out(
                "\(machine): \(made[.input, default: 0]) steps by a person's input, \(made[.app, default: 0]) by the app, \(made[.timer, default: 0]) by the clock; "
                    + "lowest contrast, text \(ratio("text")) (\(ratio("increasedText")) with Increase Contrast), controls \(ratio("control")) (\(ratio("increasedControl")))")
        }
        console.out("wrote \(written.count) conformance files into \(folder.visible)")
        return status
    }
}
