// The JSON coding of CoachMarks's machines, generated from their declarations
// (swift run flow-coding --write Sources/FlowCoachMarks --into Sources/FlowCoachMarksCoding):
// what an app imports to persist or record them. Importing it imports the
// machines and FlowCore's JSON.
@_exported import FlowCoachMarks
@_exported import FlowJSON
