// Importing FlowCore's JSON imports the runtime whose types it codes.
@_exported import FlowRuntime
