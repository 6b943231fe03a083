extension NotificationPermission {
    /// Applies one event: the state changes and the commands asked for.
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .launched(let status, let hasUserNotifications):
            state.status = status
            guard status == .notDetermined, !state.isAsking else { return }
            if hasUserNotifications {
                state.isAsking = true
                commands.append(.effect(.requestAuthorization(options: options)))
            } else if usesLegacyFallback {
                state.isAsking = true
                commands.append(.effect(.registerUserNotificationSettings(types: legacyTypes)))
            }
        case .answered(let granted):
            guard state.isAsking else { return }
            state.isAsking = false
            state.status = granted ? .authorized : .denied
            commands.append(.effect(.persist(status: state.status)))
        }
    }
}
