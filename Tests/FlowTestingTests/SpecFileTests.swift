import FlowCore
import FlowTesting
import Testing

@Suite struct SpecFileTests {
    @Test(arguments: SpecFile.all(in: "Specs/launch-gate"))
    func replaysAFolderInOneLine(_ file: SpecFile) { file.check(in: .all) }

    @Test func aFolderWithoutSpecsIsOneFailingCase() {
        let files = SpecFile.all(in: "Sources/FlowTesting/Internal")
        #expect(files.count == 1)
        withExpectedIssue {
            files[0].check(in: .all)
        } matching: { issue in
            issue.comments.description.contains("no spec files (.json) under")
        }
        let missing = SpecFile.all(in: "No/Such/Folder")
        withExpectedIssue {
            missing[0].check(in: .all)
        } matching: { issue in
            issue.comments.description.contains("no such file or folder")
        }
    }

    @Test func namesAreRelativeToThePackage() {
        #expect(SpecFile.all(in: "Specs/launch-gate").first?.name == "Specs/launch-gate/build-only-change.json")
        #expect(SpecFile.named("Specs/launch-gate/update.json").path.hasSuffix("/Specs/launch-gate/update.json"))
    }
}
