import FlowCore

extension ProgressHUD: SpecMachine {}
