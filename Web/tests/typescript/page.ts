// A web page's use of the package, checked by tsc --strict (Scripts/check-web-package.sh):
// a session's configuration, events, effects and state are the machine's own types.
import { loadFlowCore, type FlowSession, type Machines } from "flowcore-headless-web";
import type { Alert, Captcha } from "flowcore-headless-web/types";
import { SceneStage } from "flowcore-headless-web/dom";

const flow = await loadFlowCore(new URL("node_modules/flowcore-headless-web/machines/alert.wasm", import.meta.url));

const config: Alert.Config = { content: { title: "提示", message: "确定删除吗?", buttons: ["取消", "删除"], cancelIndex: 0 } };
const alert: FlowSession<"alert"> = flow.createSession("alert", config, { clock: () => 0 });
const shown: Alert.Effect[] = alert.send({ showRequested: { screen: { width: 375, height: 667 }, safeArea: { top: 20 } } });

// Effects are a union of the Swift cases: narrowed by their one member, as `switch` narrows a Swift enum.
function describe(effect: Alert.Effect): string {
  if (typeof effect === "string") return effect;
  if ("notifyButtonSelected" in effect) return `button ${effect.notifyButtonSelected.index}`;
  return Object.keys(effect)[0] ?? "";
}
const tapped = alert.send({ buttonTapped: { index: 1 } }).map(describe);
const phase: Alert.State["phase"] = alert.state().phase;

// The captcha's events, bare and with values.
const drag: Captcha.Event[] = ["dragBegan", { dragMoved: { translation: 20 } }, { dragEnded: { translation: 20 } }];
const machines: (keyof Machines)[] = flow.machines;

// On a page: the session drawn and driven by a stage.
declare const element: Element;
const stage = new SceneStage(element, { keys: { Escape: "escape" } });
const again: FlowSession<"alert"> = stage.show(flow.createSession("alert", config));
again.send("maskTapped");

console.log(shown.length, tapped, phase, drag.length, machines);
alert.close();
