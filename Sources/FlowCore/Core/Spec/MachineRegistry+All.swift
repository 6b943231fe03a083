extension MachineRegistry {
    /// Every machine type FlowCore ships, in the order `flow` lists them.
    /// An app's registry is these plus its own: `try .all.adding([MyFlow.self])`.
    public static let builtInTypes: [any SpecMachine.Type] = [
        LaunchGate.self,
        TextViewFilter.self,
        CodeEntry.self,
        AlertDialog.self,
        CaptchaDialog.self,
        SMSCodeFlow.self,
        PageIndicator.self,
        GuidePager.self,
        WelcomeScreen.self,
        GIFPlayer.self,
        CoachMarks.self,
        PopupQueue.self,
        ProgressHUD.self,
        SessionGuard.self,
        TitleButton.self,
        NetworkActivityIndicator.self,
        NotificationPermission.self,
        UserProfileLoader.self,
        PictureCodeFlow.self,
        CellCoachMarkTrigger.self,
    ]

    /// Every machine FlowCore ships, by the name its specs use. (The names
    /// are distinct, which a test checks, so building it cannot fail.)
    public static let all = try! MachineRegistry(builtInTypes)
}
