// A spec's document (`Spec`, `SpecWriter`) is FlowSpecFormat's, which the
// web module shares; whoever imports FlowSpecs reads and writes specs with it.
@_exported import FlowSpecFormat

// Specs read and write every machine through its coding: whoever imports
// FlowSpecs has FlowCore's machines with their JSON coding.
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
