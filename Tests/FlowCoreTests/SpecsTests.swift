import Testing

@testable import FlowCore

/// Every recorded trace in Specs/ is one test case.
@Suite struct SpecsTests {
    @Test(arguments: Repository.specFiles)
    func specPasses(file: String) throws {
        let spec = try Spec(text: Repository.text(file), file: file)
        let failure = MachineRegistry.all.check(spec, file: file)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
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
            #expect((try? Repository.text(folder + "/README.md")) != nil, "\(folder) has no README.md")
        }
    }
}
