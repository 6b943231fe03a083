// Importing this module imports the runtime its machines are built on.
@_exported import FlowRuntime
