import FlowCore

extension NotificationPermission: SpecMachine {}
