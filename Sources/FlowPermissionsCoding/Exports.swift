// The JSON coding of Permissions's machines, generated from their declarations
// (swift run flow-coding --write Sources/FlowPermissions --into Sources/FlowPermissionsCoding):
// what an app imports to persist or record them. Importing it imports the
// machines and FlowCore's JSON.
@_exported import FlowPermissions
@_exported import FlowJSON
