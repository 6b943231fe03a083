// The JSON coding of Alert's machines, generated from their declarations
// (swift run flow-coding --write Sources/FlowAlert --into Sources/FlowAlertCoding):
// what an app imports to persist or record them. Importing it imports the
// machines and FlowCore's JSON.
@_exported import FlowAlert
@_exported import FlowJSON
@_exported import FlowTextInputCoding
