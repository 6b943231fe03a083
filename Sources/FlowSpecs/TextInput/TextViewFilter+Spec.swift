import FlowCore

extension TextViewFilter: SpecMachine {}
