/// What a command exits with, the same for every command, so that a CI
/// tells a failed spec from a run that could not look at one.
enum ExitStatus: Int32, CaseIterable {
    /// Everything passed.
    case passed = 0
    /// A spec, a soak or an exploration failed: a verdict on the machines.
    case failed = 1
    /// The command line was wrong (an unknown command or option, a missing value, a path that does not exist).
    case usage = 2
    /// Nothing to run: no spec file under the paths given.
    case nothingToRun = 3
    /// A file could not be read or written (a spec, a report, standard output).
    case ioError = 4
}
