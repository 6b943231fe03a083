import FlowCore

extension CodeEntry: SpecMachine {}
