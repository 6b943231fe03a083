// The JSON coding of Captcha's machines, generated from their declarations
// (swift run flow-coding --write Sources/FlowCaptcha --into Sources/FlowCaptchaCoding):
// what an app imports to persist or record them. Importing it imports the
// machines and FlowCore's JSON.
@_exported import FlowCaptcha
@_exported import FlowJSON
