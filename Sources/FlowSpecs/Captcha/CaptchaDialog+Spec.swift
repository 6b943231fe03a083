import FlowCore

extension CaptchaDialog: SpecMachine {}
