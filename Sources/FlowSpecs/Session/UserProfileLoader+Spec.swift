import FlowCore

extension UserProfileLoader: SpecMachine {}
