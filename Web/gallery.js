// The gallery: one panel per component, each driving its machine in flow.wasm
// as a person would drive the app. It imports FlowCore's ES modules as any
// page does: the machine core (flowcore.mjs) and the drawing (flowcore-dom.mjs).
import { loadFlowCore } from "./flowcore.mjs";
import { drawing, patchCounts, placeholderOf, standIn } from "./flowcore-dom.mjs";
import { CaptchaServer } from "./captcha-server.mjs";
import { Panel } from "./panel.mjs";

// The screen the scenes are drawn on, and the simulated keyboard's frame on it.
const SCREEN = { width: 375, height: 667 };
const SAFE_AREA = { top: 20, left: 0, bottom: 0, right: 0 };
const KEYBOARD = { x: 0, y: 667 - 260, width: 375, height: 260 };

/**
 * Text typed into a real field becomes the machine's `replaced` events: the
 * change between the field's old and new value, in UTF-16 offsets as
 * UITextView reports them. The field then shows what the machine kept.
 */
function textEdit(before, after) {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return { replaced: { location: start, length: before.length - start - end, with: after.slice(start, after.length - end) } };
}

/** The text the scene shows in its text entry (its accessibility value). */
function sceneText(panel) {
  const entry = panel.stage.querySelector('[role="textbox"]');
  return entry ? entry.getAttribute("data-value") || "" : "";
}

/**
 * Wires a real field to a panel's machine: typing becomes `replaced` events,
 * an input method's composition marked text. Returns what clears the field.
 */
function wireTyping(panel, field, wrap) {
  let shown = "";
  let composing = false;
  const sync = () => {
    panel.frame();
    shown = sceneText(panel);
    if (field.value !== shown) field.value = shown;
  };
  // An input method's composition is the machine's marked text, as UIKit's
  // markedTextRange is: the limit and the filters apply to what it commits,
  // not to the pinyin being typed. The field is left alone while it composes.
  field.addEventListener("compositionstart", () => {
    composing = true;
    panel.send(wrap({ selectionChanged: { location: field.selectionStart, length: field.selectionEnd - field.selectionStart } }));
  });
  field.addEventListener("compositionupdate", (event) => {
    panel.send(wrap({ markedTextChanged: { text: event.data } }));
    panel.frame();
  });
  field.addEventListener("compositionend", (event) => {
    composing = false;
    panel.send(wrap({ markedTextChanged: { text: event.data } }));
    panel.send(wrap("markedTextCommitted"));
    sync();
  });
  field.addEventListener("input", (event) => {
    if (composing || event.isComposing || field.value === shown) return;
    panel.send(wrap(textEdit(shown, field.value)));
    sync();
  });
  return () => {
    shown = "";
    composing = false;
    field.value = "";
  };
}

/**
 * The slider keys that move further than an arrow (the APG's slider): Page
 * Up/Down ten steps, Home and End to the ends. `true` is up.
 */
const sliderKeys = { PageUp: { up: true, steps: 10 }, PageDown: { up: false, steps: 10 }, Home: { up: false, steps: Infinity }, End: { up: true, steps: Infinity } };

/**
 * Moves a panel's slider part `name` by `far` (a `sliderKeys` entry), one
 * step at a time through `step` (the machine's own adjustment), until it has
 * moved that far or stops at an end (its value no longer changes).
 */
function adjustFar(panel, name, far, step) {
  const value = () => {
    panel.frame();
    const part = panel.part(name);
    return part ? part.getAttribute("aria-valuenow") : null;
  };
  let before = value();
  // The value has at most a few hundred steps (a bounded configuration): 1,000 is beyond any.
  for (let moved = 0; moved < Math.min(far.steps, 1000) && before !== null; moved++) {
    step(far.up);
    const after = value();
    if (after === before) break;
    before = after;
  }
}

const ALERTS = {
  plain: { content: { title: "提示", message: "刚刚您退出App,是因为训练引起了不舒服吗?", buttons: ["不是", "是"], emphasizedIndex: 1, cancelIndex: 0 } },
  input: { content: { title: "修改昵称", message: "请输入昵称", kind: "input", buttons: ["取消", "确定"], emphasizedIndex: 1, cancelIndex: 0 } },
  textView: { content: { title: "意见反馈", kind: "textView", buttons: ["取消", "提交"], emphasizedIndex: 1, cancelIndex: 0 } },
};

/** The `<image>` element drawn for each stage's parts and the picture it shows, by part name (see `drawPicture`). */
const pictureElements = new WeakMap();

/**
 * Draws the picture at `url` (a data URL) where the scene's part `name` shows
 * its image (`<svg data-image>`, the built-in picture or a labelled box): the
 * scene names its pictures, and this one the page has (the server's). The
 * picture is mirrored within its frame as the element's `data-flip` says.
 */
function drawPicture(stage, name, url) {
  const group = stage.querySelector(`[data-part="${name}"]`);
  if (!group || !url) return;
  // The element drawn last time for this part and picture is kept, not made again: a new
  // <image> decodes its picture again, at every frame of a drag. While it is in place,
  // patches bring the placeholder it stands for up to date instead (flowcore-dom.mjs's standIn).
  // (The picture's address is kept beside its element, not read from it: a data URL is
  // tens of kilobytes, copied out of the element at every read.)
  if (!pictureElements.has(stage)) pictureElements.set(stage, new Map());
  const kept = pictureElements.get(stage).get(name);
  const shown = group.querySelector("svg[data-image]") ?? (kept && group.contains(kept.image) ? kept.image : null);
  const placeholder = shown && (placeholderOf(shown) ?? shown);
  if (!placeholder) return;
  const [x, y, width, height] = ["x", "y", "width", "height"].map((k) => Number(placeholder.getAttribute(k)));
  const flip = placeholder.getAttribute("data-flip") || "";
  const fit = `${x} ${y} ${width} ${height} ${flip}`;
  if (kept && shown === kept.image && kept.url === url && kept.fit === fit) return;
  const image = kept && kept.url === url ? kept.image : document.createElementNS("http://www.w3.org/2000/svg", "image");
  pictureElements.get(stage).set(name, { image, url, fit });
  // Only what differs is set: setting even the same href again makes Chromium load it again.
  const set = (attribute, value) => image.getAttribute(attribute) !== String(value) && image.setAttribute(attribute, value);
  Object.entries({ x, y, width, height }).forEach(([k, v]) => set(k, v));
  if (!kept || image !== kept.image) image.setAttribute("href", url);
  set("preserveAspectRatio", "none");
  const flips = flip.split(" ");
  const [h, v] = [flips.includes("horizontal"), flips.includes("vertical")];
  if (h || v) {
    // x ↦ 2x + width − x' (and so for y): the frame maps onto itself, mirrored.
    set("transform", `matrix(${h ? -1 : 1} 0 0 ${v ? -1 : 1} ${h ? 2 * x + width : 0} ${v ? 2 * y + height : 0})`);
  } else {
    image.removeAttribute("transform");
  }
  set("data-frame", JSON.stringify({ x, y, width, height }));
  standIn(placeholder, image, shown);
}

/**
 * The reader's settings, as iOS has them: Reduce Motion and Increase Contrast
 * (from the browser's prefers-reduced-motion and prefers-contrast until
 * changed on the page), right to left, and the text size. Each machine takes them where its configuration has them.
 */
const reader = {
  reducesMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  increasedContrast: window.matchMedia("(prefers-contrast: more)").matches,
  rightToLeft: false,
  contentSize: "large",
};

/** `config` with the reader's settings, where `machine`'s configuration takes them (the defaults left out). */
function adapted(machine, config) {
  const direction = reader.rightToLeft ? { layoutDirection: "rightToLeft" } : {};
  const size = reader.contentSize === "large" ? {} : { contentSize: reader.contentSize };
  const motion = reader.reducesMotion ? { reducesMotion: true } : {};
  switch (machine) {
    case "alert": return { ...config, metrics: { ...config.metrics, ...size, ...direction } };
    case "captcha": return { ...config, ...motion, style: { ...config.style, ...size } };
    case "coach-marks": return { ...config, ...direction, style: { ...config.style, ...size } };
    case "code-entry": return { ...config, style: { ...config.style, ...size, ...direction } };
    case "guide-pager": return { ...config, ...motion, style: { ...config.style, ...size, ...direction } };
    case "progress-hud": return { ...config, ...size, ...motion };
    case "session": return { ...config, hud: { ...config.hud, ...size, ...motion } };
    case "text-view-filter": return { ...config, ...size, ...direction };
    case "page-indicator": return { ...config, ...motion, ...direction };
    default: return config;
  }
}

// The alert: taps on its parts, Escape and Return, a simulated keyboard, typing into
// a single-line field for the input alert (as UITextField) or a text area for the
// text-view alert (as UITextView).
function alertPanel() {
  const alertFields = { input: document.getElementById("alert-input"), textView: document.getElementById("alert-field") };
  const alertField = () => alertFields[alertKind];
  let keyboardUp = false;
  let alertKind = "plain";
  const alert = new Panel(document.getElementById("alert"), {
    machine: "alert",
    title: "An alert driven in the browser",
    config: ALERTS.plain,
    field: alertField,
    onPart(name) {
      const button = /^window\/button\[(\d+)\]$/.exec(name);
      if (button) alert.send({ buttonTapped: { index: Number(button[1]) } });
      else if (name === "window/mask") alert.send("maskTapped");
      else if (name === "window/inputField" || name === "window/textViewText" || name === "window/placeholder") alertField()?.focus();
    },
    onRestart: () => showAlert(alertKind),
    onEffects(effects) {
      for (const effect of effects) {
        if (effect === "focusInput") {
          alertField()?.focus();
          if (!keyboardUp) setKeyboard(true);
        } else if (effect === "resignKeyboard" && keyboardUp) {
          setKeyboard(false);
        }
      }
    },
  });
  const clearAlertFields = Object.values(alertFields).map((field) => wireTyping(alert, field, (input) => ({ edited: { input } })));
  function setKeyboard(up) {
    keyboardUp = up;
    // Sent after the current event's answer, as a keyboard notification arrives after the call that raised it.
    setTimeout(() => alert.send(up ? { keyboardChanged: { frame: KEYBOARD } } : "keyboardHidden"), 0);
  }
  function showAlert(kind) {
    alertKind = kind;
    keyboardUp = false;
    for (const clear of clearAlertFields) clear();
    for (const [fieldKind, field] of Object.entries(alertFields)) field.hidden = fieldKind !== kind;
    alert.restart(ALERTS[kind]);
    alert.send({ showRequested: { screen: SCREEN, safeArea: SAFE_AREA } });
  }
  for (const button of document.querySelectorAll("[data-alert]")) button.addEventListener("click", () => showAlert(button.dataset.alert));
  document.getElementById("alert-keyboard").addEventListener("click", () => setKeyboard(!keyboardUp));
  alert.element.addEventListener("keydown", (event) => {
    const key = { Escape: "escape", Enter: "enter" }[event.key];
    // Keys an input method is composing with are its own (Return commits, Escape cancels);
    // Return in the text view is a line break, as in UITextView.
    if (!key || event.isComposing || (key === "enter" && event.target === alertFields.textView)) return;
    if (event.target === alertFields.input) event.preventDefault();
    alert.send({ keyPressed: key });
  });
  showAlert("plain");
  return alert;
}

// The progress HUD: a spinner, notices, and the session's expiry notice.
function hudPanel() {
  const hud = new Panel(document.getElementById("hud"), { machine: "progress-hud", title: "The progress HUD driven in the browser", config: {} });
  const HUD = {
    spinner: { showRequested: { content: { kind: "progress", text: "加载中", mask: "clear" } } },
    hide: { hideRequested: { delay: 0 } },
    success: { showRequested: { content: { kind: "success", text: "已保存", mask: "none" } } },
    expired: { showRequested: { content: { kind: "info", text: "登录超时,请重新登录", mask: "gradient" } } },
  };
  for (const button of document.querySelectorAll("[data-hud]")) button.addEventListener("click", () => hud.send(HUD[button.dataset.hud]));
  return hud;
}

// The text view: the seed's filter on what is typed (a 20-character limit here).
function textViewPanel() {
  const textField = document.getElementById("text-field");
  const textView = new Panel(document.getElementById("text-view"), {
    machine: "text-view-filter",
    title: "The text view's filter driven in the browser",
    field: () => textField,
    config: { maxLength: 20, placeholder: { text: "请输入提示文字", origin: { x: 19, y: 12 }, font: { size: 15, textStyle: "body" }, color: "#9A9A9A" } },
    onPart() { textField.focus(); },
  });
  const clearTextField = wireTyping(textView, textField, (input) => input);
  textView.element.querySelector(".restart").addEventListener("click", clearTextField);
  return textView;
}

// Dragging the thumb: translations in scene points, as UIPanGestureRecognizer reports them.
function dragThumb(captcha) {
  let drag = null;
  captcha.stage.addEventListener("pointerdown", (event) => {
    if (!event.target.closest('[data-part="thumb"]')) return;
    const matrix = captcha.sceneMatrix();
    drag = { ...captcha.scenePoint(event.clientX, event.clientY, matrix), matrix };
    captcha.stage.setPointerCapture(event.pointerId);
    captcha.send("dragBegan");
  });
  captcha.stage.addEventListener("pointermove", (event) => {
    if (!drag) return;
    const point = captcha.scenePoint(event.clientX, event.clientY, drag.matrix);
    captcha.send({ dragMoved: { translation: Math.round((point.x - drag.x) * 1000) / 1000 } });
  });
  captcha.stage.addEventListener("pointerup", (event) => {
    if (!drag) return;
    const point = captcha.scenePoint(event.clientX, event.clientY, drag.matrix);
    captcha.send({ dragEnded: { translation: Math.round((point.x - drag.x) * 1000) / 1000 } });
    drag = null;
  });
  // A pointer the browser took away (a touch turned into a scroll, the capture lost)
  // is UIKit's cancelled pan: no check, the thumb stays where it was.
  const cancelDrag = () => {
    if (!drag) return;
    drag = null;
    captcha.send("dragCancelled");
  };
  captcha.stage.addEventListener("pointercancel", cancelDrag);
  captcha.stage.addEventListener("lostpointercapture", cancelDrag);
}

const CAPTCHA_STAGE_LABELS = {
  blockPuzzle: "Captcha scene: drag the thumb, or use the arrow keys and Return",
  clickWord: "Captcha scene: tap the words in order; by keyboard, the arrow keys move an aim (Shift for small steps) and Return taps there",
};

/**
 * Draws the click-word aim at `aim` (a point of the picture `frame`), or
 * takes it away: a ring and a cross, dark on a light halo so it shows on
 * any picture, over the scene and outside its parts.
 */
function drawAim(stage, aim, frame) {
  const svg = stage.querySelector("svg");
  if (!svg) return;
  svg.querySelector(":scope > .aim")?.remove();
  if (!aim || !frame) return;
  const SVG = "http://www.w3.org/2000/svg";
  const group = document.createElementNS(SVG, "g");
  group.setAttribute("class", "aim");
  group.setAttribute("aria-hidden", "true");
  group.dataset.x = aim.x;
  group.dataset.y = aim.y;
  const x = frame.x + aim.x, y = frame.y + aim.y;
  for (const [color, width] of [["#ffffff", 4], ["#1a1a1a", 1.5]]) {
    const ring = document.createElementNS(SVG, "circle");
    const cross = document.createElementNS(SVG, "path");
    ring.setAttribute("cx", x);
    ring.setAttribute("cy", y);
    ring.setAttribute("r", 9);
    cross.setAttribute("d", `M${x - 14} ${y}H${x - 4}M${x + 4} ${y}H${x + 14}M${x} ${y - 14}V${y - 4}M${x} ${y + 4}V${y + 14}`);
    for (const shape of [ring, cross]) {
      shape.setAttribute("fill", "none");
      shape.setAttribute("stroke", color);
      shape.setAttribute("stroke-width", width);
      group.append(shape);
    }
  }
  svg.append(group);
}

/** The arrow keys' directions for the click-word aim. */
const AIM_STEPS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * Click-the-words by keyboard: an aim over the picture of `panel`'s captcha
 * (a sighted keyboard user reads the words in it), moved by the arrow keys and
 * tapped with Return or Space where a pointer would tap. Before the first
 * arrow, Return stays the machine's own key (the other way to verify).
 */
function clickWordAim(panel) {
  let point = null;
  const aim = {
    /** Where the aim is, in the picture's points, or null before the first arrow. */
    get point() { return point; },
    /** The picture's frame in the scene. */
    frame() {
      const image = panel.stage.querySelector('[data-part="image"] [data-frame]');
      return image ? JSON.parse(image.dataset.frame) : null;
    },
    /** Sends a tap at `at`, a point of the picture. */
    tap(at) {
      panel.send({ tapped: { at: { x: Math.round(at.x * 1000) / 1000, y: Math.round(at.y * 1000) / 1000 } } });
    },
    /** Puts the aim at `to` (drawn within `frame`), or takes it away. */
    set(to, frame = null) {
      point = to;
      drawAim(panel.stage, point, frame);
    },
    /** Moves the aim by (dx, dy) within the picture; the first move puts it at the centre. */
    move(dx, dy) {
      const frame = aim.frame();
      if (!frame) return;
      const clamp = (value, limit) => Math.min(Math.max(value, 0), limit);
      aim.set(point ? { x: clamp(point.x + dx, frame.width), y: clamp(point.y + dy, frame.height) } : { x: frame.width / 2, y: frame.height / 2 }, frame);
    },
  };
  return aim;
}

// The captcha: the slider puzzle and click-the-words against the page's stand-in for AJ-Captcha's server.
function captchaPanel(server) {
  let pictures = {};
  const CAPTCHA = {
    blockPuzzle: { kind: "blockPuzzle", envelope: "ajCaptcha", clientUid: "web", accessibility: { alternative: "hostVerification" } },
    clickWord: { kind: "clickWord", envelope: "ajCaptcha", clientUid: "web", accessibility: { alternative: "hostVerification" } },
  };
  let captchaKind = "blockPuzzle";
  const captcha = new Panel(document.getElementById("captcha"), {
    machine: "captcha",
    title: "The captcha driven in the browser against a stand-in AJ-Captcha server",
    config: CAPTCHA.blockPuzzle,
    onRestart: () => openCaptcha(captchaKind),
    onPart(name, event) {
      if (name === "mask") captcha.send("maskTapped");
      else if (name === "image" && captchaKind === "clickWord") {
        const frame = aim.frame();
        const point = captcha.scenePoint(event.clientX, event.clientY);
        aim.tap({ x: point.x - frame.x, y: point.y - frame.y });
      } else if (name === "alternative") captcha.send("alternativeChosen");
    },
    onEffects(effects) {
      for (const effect of effects) {
        if (effect.request) {
          const { id, path, body } = effect.request;
          // The network's latency: the answer arrives later, as its own event.
          setTimeout(() => captcha.send({ responseReceived: { request: id, body: server.answer(path, body) } }), 250);
        } else if (effect.showChallenge) {
          // The addresses made once, not at every frame: each is tens of kilobytes.
          const address = (base64) => base64 && "data:image/png;base64," + base64;
          pictures = { image: address(effect.showChallenge.background), piece: address(effect.showChallenge.piece) };
          aim.set(null);
        }
      }
    },
    onDraw(stage) {
      for (const [part, url] of Object.entries(pictures)) drawPicture(stage, part, url);
      // A scene drawn whole has no aim: it is drawn again over it.
      if (aim.point) drawAim(stage, aim.point, aim.frame());
    },
  });
  const aim = clickWordAim(captcha);
  function openCaptcha(kind) {
    captchaKind = kind;
    aim.set(null);
    captcha.stage.setAttribute("aria-label", CAPTCHA_STAGE_LABELS[kind]);
    pictures = {};
    captcha.restart(CAPTCHA[kind]);
    captcha.send("openRequested");
  }
  for (const button of document.querySelectorAll("[data-captcha]")) button.addEventListener("click", () => openCaptcha(button.dataset.captcha));
  document.getElementById("captcha-voiceover").addEventListener("change", (event) => captcha.send({ voiceOverChanged: { isRunning: event.target.checked } }));
  dragThumb(captcha);
  captcha.stage.addEventListener("keydown", (event) => {
    const key = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down", Enter: "enter", " ": "space", Escape: "escape" }[event.key];
    const far = sliderKeys[event.key];
    const onPicture = captchaKind === "clickWord" && !event.target.closest('[role="button"]');
    if (onPicture && AIM_STEPS[event.key]) {
      // Shift: a fine step, for a word near the aim.
      aim.move(...AIM_STEPS[event.key].map((unit) => unit * (event.shiftKey ? 1 : 10)));
    } else if (onPicture && aim.point && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      return aim.tap(aim.point);
    }
    if (key) {
      event.preventDefault();
      captcha.send({ keyPressed: key });
    } else if (far && event.target.closest('[role="slider"]')) {
      event.preventDefault();
      adjustFar(captcha, "thumb", far, (up) => captcha.send({ keyPressed: up ? "right" : "left" }));
    }
  });
  openCaptcha("blockPuzzle");
  return captcha;
}

// The picture-code entry: a code drawn by the page's stand-in server (as SVG: no canvas to start), typed into the cells.
function codeEntryPanel() {
  let expectedCode = "";
  let codePicture = null;
  function drawCode() {
    expectedCode = Array.from({ length: 4 }, () => String(Math.floor(Math.random() * 10))).join("");
    const digits = [...expectedCode].map((digit, index) =>
      `<text x="${18 + index * 34}" y="${30 + (index % 2 ? 6 : -6)}" fill="hsl(${index * 80},55%,40%)">${digit}</text>`).join("");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60"><rect width="160" height="60" fill="#eef3f8"/>` +
      `<g font-family="monospace" font-weight="bold" font-size="34" dominant-baseline="middle">${digits}</g></svg>`;
    codePicture = "data:image/svg+xml," + encodeURIComponent(svg);
  }
  const codeField = document.getElementById("code-field");
  const code = new Panel(document.getElementById("code-entry"), {
    machine: "code-entry",
    title: "The picture-code entry driven in the browser",
    config: {},
    field: () => codeField,
    onRestart: () => {
      drawCode();
      code.restart();
      codeField.value = "";
    },
    onPart(name) {
      if (name === "regenerate") code.send("regenerateTapped");
      else if (name === "close") code.send("closeTapped");
      else codeField.focus();
    },
    onEffects(effects) {
      for (const effect of effects) {
        if (effect.reloadImage) drawCode();
        if (effect.finish) {
          // The stand-in server's answer: a wrong code is shown as the host shows it.
          const right = effect.finish.code === expectedCode;
          setTimeout(() => (right ? code.send("closeTapped") : code.send({ errorMessageChanged: { message: "验证码错误" } })), 300);
        }
      }
    },
    onDraw(stage) {
      drawPicture(stage, "picture", codePicture);
    },
  });
  drawCode();
  codeField.addEventListener("keydown", (event) => {
    if (event.key === "Backspace") {
      event.preventDefault();
      code.send("deletedBackward");
    }
  });
  // Escape closes the dialog wherever the focus is in its panel (the field, a button, the stage).
  code.element.addEventListener("keydown", (event) => {
    if (event.key === "Escape") code.send({ keyPressed: "escape" });
  });
  codeField.addEventListener("paste", (event) => {
    event.preventDefault();
    code.send({ pasted: { text: event.clipboardData.getData("text") } });
  });
  codeField.addEventListener("input", () => {
    // Each character typed goes to the machine, which keeps what its alphabet allows.
    if (codeField.value) code.send({ typed: { text: codeField.value } });
    codeField.value = "";
  });
  return { code, expectedCode: () => expectedCode };
}

// The guide pages: swipe (or the arrow keys) between pages, the indicator slides, skip or start.
function guidePanel() {
  const guide = new Panel(document.getElementById("guide"), {
    machine: "guide-pager",
    title: "The guide pages driven in the browser",
    config: { pageCount: 3, pageSize: SCREEN, safeArea: SAFE_AREA },
    onPart(name) {
      if (name === "guide/skip") guide.send("skipTapped");
      else if (name === "guide/startButton") guide.send("startTapped");
    },
    onEffects(effects) {
      for (const effect of effects) {
        if (effect.scrollTo) setTimeout(() => scrollGuide(effect.scrollTo.page * SCREEN.width), 0);
      }
    },
  });
  let guideOffset = 0;
  let swipe = null;
  function scrollGuide(offset) {
    guideOffset = Math.max(0, Math.min(offset, 2 * SCREEN.width));
    guide.send({ scrolled: { offset: guideOffset } });
    guide.send({ scrollEnded: { offset: guideOffset } });
  }
  guide.stage.addEventListener("pointerdown", (event) => {
    if (event.target.closest('[role="button"]')) return;
    const matrix = guide.sceneMatrix();
    swipe = { x: guide.scenePoint(event.clientX, event.clientY, matrix).x, offset: guideOffset, matrix };
    guide.stage.setPointerCapture(event.pointerId);
  });
  guide.stage.addEventListener("pointermove", (event) => {
    if (!swipe) return;
    guideOffset = Math.round((swipe.offset + swipe.x - guide.scenePoint(event.clientX, event.clientY, swipe.matrix).x) * 1000) / 1000;
    guide.send({ scrolled: { offset: guideOffset } });
  });
  guide.stage.addEventListener("pointerup", () => {
    if (!swipe) return;
    swipe = null;
    scrollGuide(Math.round(guideOffset / SCREEN.width) * SCREEN.width);
  });
  guide.stage.addEventListener("keydown", (event) => {
    // The indicator is a slider (APG): Page Up and the up arrow go on a page, as the right arrow does; Page Down and the down arrow back.
    const key = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down", PageUp: "up", PageDown: "down", Enter: "enter", " ": "space", Escape: "escape" }[event.key];
    if (key) {
      event.preventDefault();
      guide.send({ keyPressed: key });
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      scrollGuide(event.key === "Home" ? 0 : 2 * SCREEN.width);
    }
  });
  const restartGuide = () => {
    guideOffset = 0;
    guide.restart();
  };
  guide.options.onRestart = restartGuide;
  return guide;
}

// Coach marks: two screens over a 4.7-inch screen; a tap anywhere moves on, Escape skips them all.
function coachMarksPanel() {
  const coach = new Panel(document.getElementById("coach"), {
    machine: "coach-marks",
    title: "Coach marks driven in the browser",
    config: {
      screen: SCREEN,
      safeArea: SAFE_AREA,
      screens: [
        { id: "home", items: [{ shape: { circle: { center: { x: 335, y: 42 }, radius: 18 } }, arrow: { offset: { x: -10, y: 25 }, size: { width: 50, height: 60 } }, tip: { text: "点这里发布动态\n分享你的生活", position: "below", alignment: "right" } }] },
        { id: "tabs", items: [{ shape: { oval: { center: { x: 112, y: 642 }, size: { width: 70, height: 40 } } }, tip: { text: "新消息都在这里", position: "above" } }] },
      ],
    },
    onPart(name, event) {
      coach.send({ tapped: { at: coach.scenePoint(event.clientX, event.clientY) } });
    },
    onRestart: () => {
      coach.restart();
      coach.send({ startRequested: { alreadyShown: [] } });
    },
  });
  coach.stage.addEventListener("keydown", (event) => {
    const key = { Escape: "escape", Enter: "enter", " ": "space", ArrowRight: "right" }[event.key];
    if (key) {
      event.preventDefault();
      coach.send({ keyPressed: key });
    }
  });
  coach.send({ startRequested: { alreadyShown: [] } });
  return coach;
}

// Session expiry: requests the server answers; a 403 shows the seed's notice, and login follows 2 s later.
function sessionPanel() {
  const session = new Panel(document.getElementById("session"), { machine: "session", title: "Session expiry driven in the browser", config: {} });
  let requests = 0;
  let open = [];
  document.getElementById("session-request").addEventListener("click", () => {
    requests += 1;
    open.push(`r${requests}`);
    session.send({ requestStarted: { id: `r${requests}`, hasToken: true } });
  });
  for (const button of document.querySelectorAll("[data-status]")) {
    button.addEventListener("click", () => {
      const id = open.shift();
      if (id) session.send({ responseReceived: { id, status: Number(button.dataset.status) } });
    });
  }
  document.getElementById("session-login").addEventListener("click", () => session.send({ loginFinished: { success: true } }));
  session.options.onRestart = () => {
    requests = 0;
    open = [];
    session.restart();
  };
  return session;
}

// The first-launch gate: launches of two versions; the record it asks to persist comes back on the next launch.
function launchGatePanel() {
  let stored = null;
  const gate = new Panel(document.getElementById("launch-gate"), {
    machine: "launch-gate", title: "The first-launch gate driven in the browser", config: {},
    onEffects: (effects) => {
      for (const effect of effects) if (effect.persist) stored = effect.persist.record;
    },
  });
  for (const button of document.querySelectorAll("[data-launch]")) {
    button.addEventListener("click", () => {
      const launch = { version: button.dataset.launch, build: button.dataset.launch.replace(".", ""), isLoggedIn: document.getElementById("launch-logged-in").checked };
      gate.send({ launched: stored ? { ...launch, stored } : launch });
    });
  }
  gate.options.onRestart = () => {
    stored = null;
    gate.restart();
  };
  return gate;
}

// The launch popup queue: the seed's kinds offered one by one on the page's clock; the one showing is dismissed.
function popupQueuePanel() {
  let showing = null;
  const queue = new Panel(document.getElementById("popup-queue"), {
    machine: "popup-queue", title: "The launch popup queue driven in the browser", config: {},
    onEffects: (effects) => {
      for (const effect of effects) {
        if (effect.present) showing = effect.present.id;
        if (effect.dismiss && effect.dismiss.id === showing) showing = null;
      }
    },
  });
  const now = () => Math.round(queue.session.now() * 1000) / 1000;
  for (const button of document.querySelectorAll("[data-offer]")) {
    button.addEventListener("click", () => queue.send({ offered: { id: button.dataset.offer, now: now() } }));
  }
  document.getElementById("popup-dismiss").addEventListener("click", () => {
    if (showing) queue.send({ dismissed: { id: showing, now: now() } });
  });
  queue.options.onRestart = () => {
    showing = null;
    queue.restart();
  };
  return queue;
}

// The network activity indicator, turned on as the app does at launch: requests start and end;
// it shows after the seed's 1 s and hides 0.17 s after the last.
function networkActivityPanel() {
  const network = new Panel(document.getElementById("network-activity"), { machine: "network-activity", title: "The network activity indicator driven in the browser", config: {} });
  network.options.onRestart = () => {
    network.restart();
    network.send({ enabledChanged: true });
  };
  network.send({ enabledChanged: true });
  document.getElementById("network-start").addEventListener("click", () => network.send("requestStarted"));
  document.getElementById("network-end").addEventListener("click", () => network.send("requestEnded"));
  return network;
}

// The page indicator on its own: five pages, the current dot sliding to the next.
function pageIndicatorPanel() {
  const indicatorPages = 5;
  let indicatorPage = 0;
  const indicator = new Panel(document.getElementById("page-indicator"), {
    machine: "page-indicator", title: "The page indicator driven in the browser", config: { count: indicatorPages, currentDotWidth: 20, otherDotWidth: 8, dotHeight: 4, spacing: 6 },
  });
  const goTo = (page) => {
    indicatorPage = Math.max(0, Math.min(indicatorPages - 1, page));
    indicator.send({ pageRequested: { page: indicatorPage } });
  };
  // The indicator is a slider (APG): the arrows a page, Page Up on a page and Page Down back, Home and End the ends.
  indicator.stage.addEventListener("keydown", (event) => {
    const pages = { ArrowLeft: -1, ArrowDown: -1, PageDown: -1, ArrowRight: 1, ArrowUp: 1, PageUp: 1 };
    if (!event.target.closest('[role="slider"]')) return;
    if (event.key in pages) goTo(indicatorPage + pages[event.key]);
    else if (event.key === "Home" || event.key === "End") goTo(event.key === "Home" ? 0 : indicatorPages - 1);
    else return;
    event.preventDefault();
  });
  document.getElementById("indicator-previous").addEventListener("click", () => goTo(indicatorPage - 1));
  document.getElementById("indicator-next").addEventListener("click", () => goTo(indicatorPage + 1));
  indicator.options.onRestart = () => {
    indicatorPage = 0;
    indicator.restart();
  };
  return indicator;
}

// Every panel draws its frame, once a display frame (a panel whose scene is still and
// has no timer due costs no module call: its session knows). The page's frame, returned.
function animate(panels) {
  let firstFrame = true;
  function drawAll() {
    for (const panel of Object.values(panels)) {
      try {
        panel.frame();
      } catch (error) {
        panel.note({ error: String(error.message) });
      }
    }
  }
  function frame() {
    drawAll();
    if (firstFrame) {
      firstFrame = false;
      timings.firstRender = performance.now() - timings.loadStarted;
    }
    requestAnimationFrame(frame);
  }
  frame();
  return drawAll;
}

// The reader's settings: every panel starts again with them.
function followReader(panels) {
  const reduceMotion = document.getElementById("reduce-motion");
  const increaseContrast = document.getElementById("increase-contrast");
  const rightToLeft = document.getElementById("right-to-left");
  const contentSize = document.getElementById("content-size");
  reduceMotion.checked = reader.reducesMotion;
  increaseContrast.checked = reader.increasedContrast;
  function applyReader() {
    Object.assign(reader, {
      reducesMotion: reduceMotion.checked, increasedContrast: increaseContrast.checked, rightToLeft: rightToLeft.checked, contentSize: contentSize.value,
    });
    for (const panel of Object.values(panels)) {
      panel.increasedContrast = reader.increasedContrast;
      panel.element.querySelector(".restart").click();
    }
  }
  for (const control of [reduceMotion, increaseContrast, rightToLeft, contentSize]) control.addEventListener("change", applyReader);
  for (const panel of Object.values(panels)) panel.adapt = (config) => adapted(panel.options.machine, config);
  if (reader.reducesMotion || reader.increasedContrast) applyReader();
}

// The page: every panel, drawn each display frame, following the reader's settings.
function startPage(flow) {
  Panel.flow = flow;
  const server = new CaptchaServer(flow);
  const alert = alertPanel();
  const hud = hudPanel();
  const textView = textViewPanel();
  const captcha = captchaPanel(server);
  const code = codeEntryPanel();
  const panels = {
    alert, hud, textView, captcha, code: code.code, guide: guidePanel(), coach: coachMarksPanel(), session: sessionPanel(), gate: launchGatePanel(),
    queue: popupQueuePanel(), network: networkActivityPanel(), indicator: pageIndicatorPanel(),
  };
  const frame = animate(panels);
  followReader(panels);
  // For the browser test (Scripts/check-web.py) and the curious: the sessions and their specs.
  window.flowPage = {
    panels, spec: (name) => panels[name].session.spec(), specText: (name) => panels[name].session.specText(), Flow: flow, server,
    expectedCode: code.expectedCode, timings, drawing, drawPicture, patchCounts, CaptchaServer, frame,
  };
  document.body.dataset.ready = "ok";
}

// The page's start-up, in milliseconds from this script's start: the module's
// last byte arriving (its download), the module compiled and instantiated
// (streamed: compiling overlaps the download), and the first frame of every
// panel. The first frame less the download is what instantiating and drawing cost.
const timings = { loadStarted: performance.now(), moduleDownloaded: null, moduleReady: null, firstRender: null };
loadFlowCore(fetch("flow.wasm")).then((flow) => {
  timings.moduleReady = performance.now() - timings.loadStarted;
  const download = performance.getEntriesByName(new URL("flow.wasm", location.href).href)[0];
  if (download) timings.moduleDownloaded = download.responseEnd - timings.loadStarted;
  startPage(flow);
}, (error) => {
  document.body.dataset.ready = "error";
  document.getElementById("status").textContent = String(error.message);
});
