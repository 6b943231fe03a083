// The JSON coding of Session's machines, generated from their declarations
// (swift run flow-coding --write Sources/FlowSession --into Sources/FlowSessionCoding):
// what an app imports to persist or record them. Importing it imports the
// machines and FlowCore's JSON.
@_exported import FlowSession
@_exported import FlowJSON
