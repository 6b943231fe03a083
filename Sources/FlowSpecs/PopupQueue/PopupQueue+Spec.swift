import FlowCore

extension PopupQueue: SpecMachine {}
