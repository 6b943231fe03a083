@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowJSON

extension GuidePager: SpecMachine {}
