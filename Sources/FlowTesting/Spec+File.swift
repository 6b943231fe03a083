import FlowCore
import FlowSpecs
import FlowFiles

extension Spec {
    /// Writes the spec's canonical text (`text`: the bytes `flow record`
    /// writes, so `flow check --canonical` accepts the file as it is) to
    /// `path`, in place of what was there. A folder, a missing folder or a
    /// file that cannot be written is an error that says so in plain words.
    public func write(toFile path: String) throws {
        try OutputFile.write(text, to: path)
    }
}
