import AppFlow
import FlowCommandLine
import FlowCore

// The app's own `flow`: every command, with the app's machines beside FlowCore's.
FlowTool(name: "app-flow", registry: .app).main()
