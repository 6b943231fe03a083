// Importing this module imports the runtime its machines are built on.
@_exported import FlowRuntime
// Its server speaks JSON: the machine's events carry FlowCore's JSON values.
@_exported import FlowJSON
