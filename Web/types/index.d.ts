// Every machine's types, by its spec name. Written by Scripts/web-types.py; do not edit.
import type * as Alert from "./alert.js";
import type * as Captcha from "./captcha.js";
import type * as CellCoachMark from "./cell-coach-mark.js";
import type * as CoachMarks from "./coach-marks.js";
import type * as CodeEntry from "./code-entry.js";
import type * as GifPlayer from "./gif-player.js";
import type * as GuidePager from "./guide-pager.js";
import type * as LaunchGate from "./launch-gate.js";
import type * as NetworkActivity from "./network-activity.js";
import type * as NotificationPermission from "./notification-permission.js";
import type * as PageIndicator from "./page-indicator.js";
import type * as PictureCodeFlow from "./picture-code-flow.js";
import type * as PopupQueue from "./popup-queue.js";
import type * as ProgressHud from "./progress-hud.js";
import type * as Session from "./session.js";
import type * as SmsCodeFlow from "./sms-code-flow.js";
import type * as TextViewFilter from "./text-view-filter.js";
import type * as TitleButton from "./title-button.js";
import type * as UserProfile from "./user-profile.js";
import type * as WelcomeScreen from "./welcome-screen.js";

export type { Alert, Captcha, CellCoachMark, CoachMarks, CodeEntry, GifPlayer, GuidePager, LaunchGate, NetworkActivity, NotificationPermission, PageIndicator, PictureCodeFlow, PopupQueue, ProgressHud, Session, SmsCodeFlow, TextViewFilter, TitleButton, UserProfile, WelcomeScreen };

/** Each machine's types by its spec name: what `createSession(name, …)` checks. */
export interface Machines {
  "alert": { Config: Alert.Config; State: Alert.State; Event: Alert.Event; Effect: Alert.Effect; Spec: Alert.Spec };
  "captcha": { Config: Captcha.Config; State: Captcha.State; Event: Captcha.Event; Effect: Captcha.Effect; Spec: Captcha.Spec };
  "cell-coach-mark": { Config: CellCoachMark.Config; State: CellCoachMark.State; Event: CellCoachMark.Event; Effect: CellCoachMark.Effect; Spec: CellCoachMark.Spec };
  "coach-marks": { Config: CoachMarks.Config; State: CoachMarks.State; Event: CoachMarks.Event; Effect: CoachMarks.Effect; Spec: CoachMarks.Spec };
  "code-entry": { Config: CodeEntry.Config; State: CodeEntry.State; Event: CodeEntry.Event; Effect: CodeEntry.Effect; Spec: CodeEntry.Spec };
  "gif-player": { Config: GifPlayer.Config; State: GifPlayer.State; Event: GifPlayer.Event; Effect: GifPlayer.Effect; Spec: GifPlayer.Spec };
  "guide-pager": { Config: GuidePager.Config; State: GuidePager.State; Event: GuidePager.Event; Effect: GuidePager.Effect; Spec: GuidePager.Spec };
  "launch-gate": { Config: LaunchGate.Config; State: LaunchGate.State; Event: LaunchGate.Event; Effect: LaunchGate.Effect; Spec: LaunchGate.Spec };
  "network-activity": { Config: NetworkActivity.Config; State: NetworkActivity.State; Event: NetworkActivity.Event; Effect: NetworkActivity.Effect; Spec: NetworkActivity.Spec };
  "notification-permission": { Config: NotificationPermission.Config; State: NotificationPermission.State; Event: NotificationPermission.Event; Effect: NotificationPermission.Effect; Spec: NotificationPermission.Spec };
  "page-indicator": { Config: PageIndicator.Config; State: PageIndicator.State; Event: PageIndicator.Event; Effect: PageIndicator.Effect; Spec: PageIndicator.Spec };
  "picture-code-flow": { Config: PictureCodeFlow.Config; State: PictureCodeFlow.State; Event: PictureCodeFlow.Event; Effect: PictureCodeFlow.Effect; Spec: PictureCodeFlow.Spec };
  "popup-queue": { Config: PopupQueue.Config; State: PopupQueue.State; Event: PopupQueue.Event; Effect: PopupQueue.Effect; Spec: PopupQueue.Spec };
  "progress-hud": { Config: ProgressHud.Config; State: ProgressHud.State; Event: ProgressHud.Event; Effect: ProgressHud.Effect; Spec: ProgressHud.Spec };
  "session": { Config: Session.Config; State: Session.State; Event: Session.Event; Effect: Session.Effect; Spec: Session.Spec };
  "sms-code-flow": { Config: SmsCodeFlow.Config; State: SmsCodeFlow.State; Event: SmsCodeFlow.Event; Effect: SmsCodeFlow.Effect; Spec: SmsCodeFlow.Spec };
  "text-view-filter": { Config: TextViewFilter.Config; State: TextViewFilter.State; Event: TextViewFilter.Event; Effect: TextViewFilter.Effect; Spec: TextViewFilter.Spec };
  "title-button": { Config: TitleButton.Config; State: TitleButton.State; Event: TitleButton.Event; Effect: TitleButton.Effect; Spec: TitleButton.Spec };
  "user-profile": { Config: UserProfile.Config; State: UserProfile.State; Event: UserProfile.Event; Effect: UserProfile.Effect; Spec: UserProfile.Spec };
  "welcome-screen": { Config: WelcomeScreen.Config; State: WelcomeScreen.State; Event: WelcomeScreen.Event; Effect: WelcomeScreen.Effect; Spec: WelcomeScreen.Spec };
}
