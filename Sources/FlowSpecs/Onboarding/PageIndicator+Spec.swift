import FlowCore

extension PageIndicator: SpecMachine {}
