import FlowCore

extension AlertDialog: SpecMachine {}
