// A tool's main.swift builds its registry (`MachineRegistry`, FlowSpecs')
// for `FlowTool`: importing FlowCommandLine brings it, as it did before the
// spec tools became a module of their own.
@_exported import FlowSpecs
