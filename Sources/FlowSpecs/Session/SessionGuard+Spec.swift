import FlowCore

extension SessionGuard: SpecMachine {}
