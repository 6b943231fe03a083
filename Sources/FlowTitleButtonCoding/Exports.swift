// The JSON coding of TitleButton's machines, generated from their declarations
// (swift run flow-coding --write Sources/FlowTitleButton --into Sources/FlowTitleButtonCoding):
// what an app imports to persist or record them. Importing it imports the
// machines and FlowCore's JSON.
@_exported import FlowTitleButton
@_exported import FlowJSON
