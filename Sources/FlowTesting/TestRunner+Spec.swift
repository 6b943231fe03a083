import FlowCore
import FlowSpecs

extension TestRunner where M: SpecMachine {
    /// The test's run so far as a spec: the machine's configuration, every
    /// event sent at its time, and what followed, observed up to `now`. Save
    /// it beside your specs and `flow check` replays it: a test and a trace
    /// are two doors to the same run.
    ///
    /// A runner made with a starting state or time other than the initial
    /// state at 0 cannot be written as a spec (a spec starts there); that, or
    /// a value with no JSON form, records an issue and returns nil.
    public func spec(title: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Spec? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard startsLikeASpec else {
            report("A run that starts from a given state or time cannot be written as a spec (specs start from the initial state at 0).", at: site)
            return nil
        }
        do {
            return try Spec(recording: machine, sent: sent, until: now, title: title)
        } catch {
            report("The run cannot be written as a spec: \(error)", at: site)
            return nil
        }
    }
}
