// The JSON coding of TextInput's machines, generated from their declarations
// (swift run flow-coding --write Sources/FlowTextInput --into Sources/FlowTextInputCoding):
// what an app imports to persist or record them. Importing it imports the
// machines and FlowCore's JSON.
@_exported import FlowTextInput
@_exported import FlowJSON
