import FlowCore

extension CellCoachMarkTrigger: SpecMachine {}
