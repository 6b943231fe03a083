// The bridge reads and writes each machine through its JSON coding.
@_exported import FlowAlertCoding
@_exported import FlowCaptchaCoding
@_exported import FlowCoachMarksCoding
@_exported import FlowLaunchGateCoding
@_exported import FlowNetworkActivityCoding
@_exported import FlowOnboardingCoding
@_exported import FlowPermissionsCoding
@_exported import FlowPopupQueueCoding
@_exported import FlowSessionCoding
@_exported import FlowTextInputCoding
@_exported import FlowTitleButtonCoding
