// The JSON coding of NetworkActivity's machines, generated from their declarations
// (swift run flow-coding --write Sources/FlowNetworkActivity --into Sources/FlowNetworkActivityCoding):
// what an app imports to persist or record them. Importing it imports the
// machines and FlowCore's JSON.
@_exported import FlowNetworkActivity
@_exported import FlowJSON
