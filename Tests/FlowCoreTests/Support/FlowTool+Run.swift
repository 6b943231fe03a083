@testable import FlowCommandLine

extension FlowTool {
    /// Runs one command line, capturing what it prints: its exit status, standard output and standard error.
    func captured(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var console = CapturedConsole()
        let status = run(arguments, console: &console)
        return (status, console.output, console.errors)
    }
}
