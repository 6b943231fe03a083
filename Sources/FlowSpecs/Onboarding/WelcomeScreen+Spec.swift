import FlowCore

extension WelcomeScreen: SpecMachine {}
