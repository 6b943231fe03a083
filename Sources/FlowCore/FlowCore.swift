// FlowCore is every machine: importing it imports each component's module
// and the runtime they share. An app that uses a few machines can import and
// link just those modules (`FlowAlert`, `FlowCaptcha`, …); each brings the
// runtime with it, and the machines it leaves out stay out of its binary.
@_exported import FlowRuntime
@_exported import FlowAlert
@_exported import FlowCaptcha
@_exported import FlowCoachMarks
@_exported import FlowLaunchGate
@_exported import FlowNetworkActivity
@_exported import FlowOnboarding
@_exported import FlowPermissions
@_exported import FlowPopupQueue
@_exported import FlowSession
@_exported import FlowTextInput
@_exported import FlowTitleButton
