import FlowCore

extension SMSCodeFlow: SpecMachine {}
