import FlowCore

extension TitleButton: SpecMachine {}
