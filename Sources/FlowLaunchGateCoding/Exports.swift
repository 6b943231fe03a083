// The JSON coding of LaunchGate's machines, generated from their declarations
// (swift run flow-coding --write Sources/FlowLaunchGate --into Sources/FlowLaunchGateCoding):
// what an app imports to persist or record them. Importing it imports the
// machines and FlowCore's JSON.
@_exported import FlowLaunchGate
@_exported import FlowJSON
