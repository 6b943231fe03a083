import FlowCore

extension CoachMarks: SpecMachine {}
