import FlowCore

extension NetworkActivityIndicator: SpecMachine {}
