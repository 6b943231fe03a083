// The JSON coding of PopupQueue's machines, generated from their declarations
// (swift run flow-coding --write Sources/FlowPopupQueue --into Sources/FlowPopupQueueCoding):
// what an app imports to persist or record them. Importing it imports the
// machines and FlowCore's JSON.
@_exported import FlowPopupQueue
@_exported import FlowJSON
