import AppFlow
import AppFlowSpecs
import FlowCommandLine
import FlowCore
import FlowSpecs

// The app's own `flow`: every command, with the app's machines beside
// FlowCore's. A registry that cannot be made is printed, with exit status 2.
FlowTool.main(name: "app-flow", version: "1.0.0") { try MachineRegistry.appFlow() }
