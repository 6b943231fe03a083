// The JSON coding of Onboarding's machines, generated from their declarations
// (swift run flow-coding --write Sources/FlowOnboarding --into Sources/FlowOnboardingCoding):
// what an app imports to persist or record them. Importing it imports the
// machines and FlowCore's JSON.
@_exported import FlowOnboarding
@_exported import FlowJSON
@_exported import FlowLaunchGateCoding
