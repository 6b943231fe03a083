extension MachineRegistry {
    /// Every machine FlowCore ships, by the name its specs use.
    public static let all = MachineRegistry([
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
    ])
}
