import FlowCore

extension GuidePager: SpecMachine {}
