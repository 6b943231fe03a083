import FlowCore

extension GIFPlayer: SpecMachine {}
