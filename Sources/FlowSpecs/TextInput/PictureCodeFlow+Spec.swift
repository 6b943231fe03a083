import FlowCore

extension PictureCodeFlow: SpecMachine {}
