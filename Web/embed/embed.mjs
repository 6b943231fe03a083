// One alert and one captcha in a page, each from its own module (Scripts/build-wasm.sh --machines).
import { loadFlowCore } from "../flowcore.mjs";
import { SceneStage } from "../flowcore-dom.mjs";
import { CaptchaServer } from "../captcha-server.mjs";

const [alerts, captchas] = await Promise.all([loadFlowCore(fetch("../machines/alert.wasm")), loadFlowCore(fetch("../machines/captcha.wasm"))]);
const said = document.getElementById("said");

// The alert: its buttons by pointer or keyboard, Escape and Return.
const alert = new SceneStage(document.getElementById("alert"), {
  onPart: (name, session) => /^window\/button\[\d\]$/.test(name) && session.send({ buttonTapped: { index: Number(name.at(-2)) } }),
  keys: { Escape: "escape", Enter: "enter" },
});
const content = { title: "提示", message: "确定删除这张照片吗?", buttons: ["取消", "删除"], cancelIndex: 0 };
const chosen = (effects) => effects.forEach((e) => e.notifyButtonSelected && (said.textContent = `选了第 ${e.notifyButtonSelected.index + 1} 个按钮`));
document.getElementById("show-alert").addEventListener("click", () =>
  alert.show(alerts.createSession("alert", { content }, { onEffects: chosen })).send({ showRequested: { screen: { width: 375, height: 667 }, safeArea: { top: 20 } } }));

// The captcha: its requests answered by the page's stand-in AJ-Captcha server, the thumb dragged or moved by the arrow keys.
const server = new CaptchaServer(captchas), captchaStage = document.getElementById("captcha");
const captcha = new SceneStage(captchaStage, { onPart: (name, session) => name === "window/refresh" && session.send("refreshTapped"), keys: { ArrowLeft: "left", ArrowRight: "right", Escape: "escape" } });
const answer = (effects) => effects.forEach(({ request, announce }) => {
  if (request) setTimeout(() => captcha.session.send({ responseReceived: { request: request.id, body: server.answer(request.path, request.body) } }));
  if (announce) said.textContent = announce.text;
});
document.getElementById("open-captcha").addEventListener("click", () =>
  captcha.show(captchas.createSession("captcha", { kind: "blockPuzzle", envelope: "ajCaptcha" }, { onEffects: answer })).send("openRequested"));
// A drag: the pointer's travel in scene points, as UIPanGestureRecognizer reports it.
let drag = null;
const travel = (event) => ({ translation: Math.round(((event.clientX - drag.x) / drag.scale) * 1000) / 1000 });
captchaStage.addEventListener("pointerdown", (event) => {
  if (!event.target.closest('[data-part="thumb"]')) return;
  drag = { x: event.clientX, scale: captchaStage.querySelector("svg").getScreenCTM().a };
  captchaStage.setPointerCapture(event.pointerId);
  captcha.session.send("dragBegan");
});
captchaStage.addEventListener("pointermove", (event) => drag && captcha.session.send({ dragMoved: travel(event) }));
captchaStage.addEventListener("pointerup", (event) => { if (drag) captcha.session.send({ dragEnded: travel(event) }); drag = null; });
captchaStage.addEventListener("pointercancel", () => { if (drag) captcha.session.send("dragCancelled"); drag = null; });
document.body.dataset.ready = "ok";
