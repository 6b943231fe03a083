// Importing this module imports the runtime its machines are built on, and
// the launch screens an onboarding screen is chosen for (FlowLaunchGate).
@_exported import FlowRuntime
@_exported import FlowLaunchGate
