// Importing this module imports the runtime its machine is built on, and
// the text-view filter its text-view alert takes (FlowTextInput).
@_exported import FlowRuntime
@_exported import FlowTextInput
