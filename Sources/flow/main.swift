#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var console = StandardConsole()
exit(FlowTool.run(Array(CommandLine.arguments.dropFirst()), console: &console))
