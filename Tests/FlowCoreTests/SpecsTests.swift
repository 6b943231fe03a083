import Testing

import FlowCore
@testable import FlowSpecs

/// Every recorded trace in Specs/ is one test case.
@Suite struct SpecsTests {
    @Test(arguments: Repository.specFiles)
    func specPasses(file: String) throws {
        let spec = try Spec(text: Repository.text(file), file: file)
        let failure = MachineRegistry.all.check(spec, file: file)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    @Test(arguments: Repository.specFiles)
    func specIsCanonical(file: String) throws {
        let text = try Repository.text(file)
        let recorded = try MachineRegistry.all.record(Spec(text: text, file: file), file: file).text
        #expect(text == recorded, "\(file) is not what 'flow record' writes; run it with --write and review the change")
    }

    /// The trace's end is asserted: without its last fire step, no spec passes.
    @Test(arguments: Repository.specFiles)
    func specFailsWithoutItsLastFireStep(file: String) throws {
        var spec = try Spec(text: Repository.text(file), file: file)
        guard let last = spec.steps.lastIndex(where: { $0.source == .fire }) else { return }
        spec.steps.remove(at: last)
        #expect(MachineRegistry.all.check(spec, file: file) != nil)
    }

    @Test func everyRegisteredMachineHasSpecs() throws {
        var machines = Set<String>()
        for file in Repository.specFiles {
            machines.insert(try Spec(text: Repository.text(file), file: file).machine)
        }
        #expect(Set(MachineRegistry.all.names).subtracting(machines).isEmpty)
    }

    @Test func everySpecFolderHasAReadme() throws {
        let folders = Set(Repository.specFiles.map { $0.split(separator: "/").dropLast().joined(separator: "/") })
        for folder in folders {
            // Generated specs (Specs/<component>/explored/<machine>) are described
            // in their component's README, in the machine's explored section.
            if let range = folder.range(of: "/explored/") {
                let machine = folder[range.upperBound...]
                let readme = try? Repository.text(String(folder[..<range.lowerBound]) + "/README.md")
                #expect(readme?.contains("<!-- explored: \(machine) -->") == true, "\(folder) is not described in its component's README")
                continue
            }
            #expect((try? Repository.text(folder + "/README.md")) != nil, "\(folder) has no README.md")
        }
    }
}
