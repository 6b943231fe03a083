import FlowCore

extension LaunchGate: SpecMachine {}
