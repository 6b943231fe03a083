import FlowCore

// Every built-in machine runs on the page through its JSON coding.

extension AlertDialog: WebMachine {}
extension CaptchaDialog: WebMachine {}
extension CellCoachMarkTrigger: WebMachine {}
extension CoachMarks: WebMachine {}
extension CodeEntry: WebMachine {}
extension GIFPlayer: WebMachine {}
extension GuidePager: WebMachine {}
extension LaunchGate: WebMachine {}
extension NetworkActivityIndicator: WebMachine {}
extension NotificationPermission: WebMachine {}
extension PageIndicator: WebMachine {}
extension PictureCodeFlow: WebMachine {}
extension PopupQueue: WebMachine {}
extension ProgressHUD: WebMachine {}
extension SMSCodeFlow: WebMachine {}
extension TextViewFilter: WebMachine {}
extension TitleButton: WebMachine {}
extension UserProfileLoader: WebMachine {}
extension WelcomeScreen: WebMachine {}

extension WebBridge.Entry {
    /// FlowCore's machines, in the order `flow` lists them.
    public static let builtIn: [WebBridge.Entry] = [
        .machine(LaunchGate.self), .machine(TextViewFilter.self), .machine(CodeEntry.self), .machine(AlertDialog.self),
        .machine(CaptchaDialog.self), .machine(SMSCodeFlow.self), .machine(PageIndicator.self), .machine(GuidePager.self),
        .machine(WelcomeScreen.self), .machine(GIFPlayer.self), .machine(CoachMarks.self), .machine(PopupQueue.self),
        .machine(ProgressHUD.self), .machine(SessionGuard.self), .machine(TitleButton.self), .machine(NetworkActivityIndicator.self),
        .machine(NotificationPermission.self), .machine(UserProfileLoader.self), .machine(PictureCodeFlow.self),
        .machine(CellCoachMarkTrigger.self),
    ]
}
