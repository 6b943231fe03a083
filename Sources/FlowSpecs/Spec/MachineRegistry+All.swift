import FlowCore

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
    ///
    /// Built from the types as the compiler knows them, so that what each
    /// can do (explore, draw) needs no dynamic cast: with casts its first
    /// use cost every `flow` process 55 million instructions (callgrind),
    /// nearly all of it the runtime scanning protocol conformances. The
    /// list is `builtInTypes`, in its order, which a test checks.
    public static let all = try! MachineRegistry(known: [
        .known(LaunchGate.self),
        .known(TextViewFilter.self),
        .known(CodeEntry.self),
        .known(AlertDialog.self),
        .known(CaptchaDialog.self),
        .known(SMSCodeFlow.self),
        .known(PageIndicator.self),
        .known(GuidePager.self),
        .known(WelcomeScreen.self),
        .known(GIFPlayer.self),
        .known(CoachMarks.self),
        .known(PopupQueue.self),
        .known(ProgressHUD.self),
        .known(SessionGuard.self),
        .known(TitleButton.self),
        .known(NetworkActivityIndicator.self),
        .known(NotificationPermission.self),
        .known(UserProfileLoader.self),
        .known(PictureCodeFlow.self),
        .known(CellCoachMarkTrigger.self),
    ])
}
