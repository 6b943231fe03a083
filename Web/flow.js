// FlowCore's machines on a web page: the WebAssembly module built from the
// same Swift sources (Scripts/build-wasm.sh), driven through its JSON bridge
// in the specs' own vocabulary. Every session can be saved as a spec that
// `swift run flow check` replays unchanged.
"use strict";

/** The WebAssembly module and its one call: a JSON request in, a JSON answer out. */
const Flow = {
  exports: null,

  async load(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status} (build it with bash Scripts/build-wasm.sh)`);
    const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
    this.exports = instance.exports;
  },

  call(request) {
    const { flow_alloc, flow_call, flow_free, memory } = this.exports;
    const bytes = new TextEncoder().encode(JSON.stringify(request));
    const input = flow_alloc(bytes.length);
    new Uint8Array(memory.buffer, input, bytes.length).set(bytes);
    const output = flow_call(input, bytes.length);
    flow_free(input);
    const length = new DataView(memory.buffer).getUint32(output, true);
    const text = new TextDecoder().decode(new Uint8Array(memory.buffer, output + 4, length));
    flow_free(output);
    const answer = JSON.parse(text);
    if (answer.error) throw new Error(answer.error);
    return answer;
  },
};

/**
 * One machine on the page: its clock (seconds since it started, to the
 * millisecond), its timers (fired by the module as the clock passes them),
 * and the spec it is writing: every event sent and every timer fired, at its
 * time, with the effects it produced.
 */
class Session {
  constructor(machine, config, title, onEffects) {
    this.machine = machine;
    this.config = config;
    this.title = title;
    this.onEffects = onEffects;
    this.id = Flow.call({ create: { machine, config } }).session;
    this.start = performance.now();
    this.clock = 0;
    this.nextTimer = null;
    this.pending = [];
    this.steps = [];
  }

  /** The page's time for this session, never going back. */
  now() {
    this.clock = Math.max(this.clock, Math.round(performance.now() - this.start) / 1000);
    return this.clock;
  }

  send(event) {
    const at = this.now();
    const answer = Flow.call({ send: { session: this.id, at, event } });
    this.absorb(answer);
    this.steps.push({ at, send: event, expect: { effects: answer.effects } });
    this.onEffects(answer.effects, event);
    return answer.effects;
  }

  /** Fires the timers that fell due. */
  tick() {
    if (this.nextTimer === null) return;
    const at = this.now();
    if (at < this.nextTimer) return;
    this.absorb(Flow.call({ advance: { session: this.id, to: at } }));
  }

  absorb(answer) {
    for (const firing of answer.firings) {
      this.steps.push({ at: firing.at, fire: firing.event, expect: { effects: firing.effects } });
      this.onEffects(firing.effects, firing.event);
    }
    this.nextTimer = answer.nextTimer;
    this.pending = answer.pending;
  }

  svg() {
    return Flow.call({ render: { session: this.id, at: this.now() } }).svg;
  }

  /** The session as a spec: `flow check` replays it and compares every effect. */
  spec() {
    const spec = { formatVersion: 1, machine: this.machine, title: this.title, config: this.config, steps: this.steps };
    if (this.pending.length > 0) spec.pending = this.pending;
    return spec;
  }
}

/** A machine's panel: the scene drawn as SVG (its ARIA included), the effects logged, the spec saved. */
class Panel {
  constructor(element, { machine, title, config, onPart, onEffects, onRestart }) {
    this.element = element;
    this.stage = element.querySelector(".stage");
    this.log = element.querySelector(".log");
    this.options = { machine, title, config, onPart, onEffects, onRestart };
    this.stage.addEventListener("click", (event) => {
      const part = event.target.closest("[data-part]");
      if (part && this.options.onPart) this.options.onPart(part.getAttribute("data-part"), event);
    });
    element.querySelector(".save").addEventListener("click", () => this.save());
    element.querySelector(".restart").addEventListener("click", () => (onRestart ? onRestart() : this.restart()));
    this.restart();
  }

  restart(config) {
    if (config) this.options.config = config;
    const { machine, title } = this.options;
    this.session = new Session(machine, this.options.config, title, (effects, cause) => {
      for (const effect of effects) this.note(effect, cause);
      if (this.options.onEffects) this.options.onEffects(effects, this);
    });
    this.log.textContent = "";
    this.drawn = null;
  }

  send(event) {
    try {
      return this.session.send(event);
    } catch (error) {
      this.note({ error: String(error.message) });
      return [];
    }
  }

  note(effect, cause) {
    const line = document.createElement("div");
    line.textContent = `${this.session.clock.toFixed(3)}  ${JSON.stringify(effect)}`;
    if (cause !== undefined) line.title = `after ${JSON.stringify(cause)}`;
    this.log.prepend(line);
  }

  frame() {
    this.session.tick();
    const svg = this.session.svg();
    if (svg !== this.drawn) {
      this.stage.innerHTML = svg;
      this.drawn = svg;
    }
  }

  save() {
    const text = JSON.stringify(this.session.spec(), null, 2) + "\n";
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    link.download = `${this.options.machine}-session.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  }
}

// The screen the scenes are drawn on, and the simulated keyboard's frame on it.
const SCREEN = { width: 375, height: 667 };
const SAFE_AREA = { top: 20, left: 0, bottom: 0, right: 0 };
const KEYBOARD = { x: 0, y: 667 - 260, width: 375, height: 260 };

/**
 * Text typed into a real field becomes the machine's `replace` events: the
 * change between the field's old and new value, in UTF-16 offsets as
 * UITextView reports them. The field then shows what the machine kept.
 */
function textEdit(before, after) {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return { replace: { location: start, length: before.length - start - end, with: after.slice(start, after.length - end) } };
}

/** The text the scene shows in its text entry (its accessibility value). */
function sceneText(panel) {
  const entry = panel.stage.querySelector('[role="textbox"]');
  return entry ? entry.getAttribute("aria-valuetext") || "" : "";
}

function wireTyping(panel, field, wrap) {
  let shown = "";
  field.addEventListener("input", () => {
    if (field.value === shown) return;
    panel.send(wrap(textEdit(shown, field.value)));
    panel.frame();
    shown = sceneText(panel);
    if (field.value !== shown) field.value = shown;
  });
  return () => {
    shown = "";
    field.value = "";
  };
}

const ALERTS = {
  plain: { content: { title: "提示", message: "刚刚您退出App,是因为训练引起了不舒服吗?", buttons: ["不是", "是"], emphasizedIndex: 1, cancelIndex: 0 } },
  input: { content: { title: "修改昵称", message: "请输入昵称", kind: "input", buttons: ["取消", "确定"], emphasizedIndex: 1, cancelIndex: 0 } },
  textView: { content: { title: "意见反馈", kind: "textView", buttons: ["取消", "提交"], emphasizedIndex: 1, cancelIndex: 0 } },
};

function startPage() {
  const panels = {};

  // The alert: taps on its parts, Escape and Return, a simulated keyboard, typing.
  const alertField = document.getElementById("alert-field");
  let keyboardUp = false;
  let alertKind = "plain";
  const alert = new Panel(document.getElementById("alert"), {
    machine: "alert",
    title: "An alert driven in the browser",
    config: ALERTS.plain,
    onPart(name) {
      const button = /^window\/button\[(\d+)\]$/.exec(name);
      if (button) alert.send({ buttonTapped: { index: Number(button[1]) } });
      else if (name === "window/mask") alert.send("maskTapped");
      else if (name === "window/inputField" || name === "window/textViewText" || name === "window/placeholder") alertField.focus();
    },
    onRestart: () => showAlert(alertKind),
    onEffects(effects) {
      for (const effect of effects) {
        if (effect === "focusInput") {
          alertField.focus();
          if (!keyboardUp) setKeyboard(true);
        } else if (effect === "resignKeyboard" && keyboardUp) {
          setKeyboard(false);
        }
      }
    },
  });
  const clearAlertField = wireTyping(alert, alertField, (input) => ({ edit: { input } }));
  function setKeyboard(up) {
    keyboardUp = up;
    // Sent after the current event's answer, as a keyboard notification arrives after the call that raised it.
    setTimeout(() => alert.send(up ? { keyboardChanged: { frame: KEYBOARD } } : "keyboardHidden"), 0);
  }
  function showAlert(kind) {
    alertKind = kind;
    keyboardUp = false;
    clearAlertField();
    alert.restart(ALERTS[kind]);
    alert.send({ show: { screen: SCREEN, safeArea: SAFE_AREA } });
  }
  for (const button of document.querySelectorAll("[data-alert]")) button.addEventListener("click", () => showAlert(button.dataset.alert));
  document.getElementById("alert-keyboard").addEventListener("click", () => setKeyboard(!keyboardUp));
  alert.element.addEventListener("keydown", (event) => {
    const key = { Escape: "escape", Enter: "enter" }[event.key];
    if (key && event.target !== alertField) alert.send({ key });
  });
  showAlert("plain");
  panels.alert = alert;

  // The progress HUD: a spinner, notices, and the session's expiry notice.
  const hud = new Panel(document.getElementById("hud"), { machine: "progress-hud", title: "The progress HUD driven in the browser", config: {} });
  const HUD = {
    spinner: { show: { content: { kind: "progress", text: "加载中", mask: "clear" } } },
    hide: { hide: { delay: 0 } },
    success: { show: { content: { kind: "success", text: "已保存", mask: "none" } } },
    expired: { show: { content: { kind: "info", text: "登录超时,请重新登录", mask: "gradient" } } },
  };
  for (const button of document.querySelectorAll("[data-hud]")) button.addEventListener("click", () => hud.send(HUD[button.dataset.hud]));
  panels.hud = hud;

  // The text view: the seed's filter on what is typed (a 20-character limit here).
  const textField = document.getElementById("text-field");
  const textView = new Panel(document.getElementById("text-view"), {
    machine: "text-view-filter",
    title: "The text view's filter driven in the browser",
    config: { maxLength: 20, placeholder: { text: "请输入提示文字", origin: { x: 19, y: 12 }, font: { size: 15, textStyle: "body" }, color: "#9A9A9A" } },
    onPart() { textField.focus(); },
  });
  const clearTextField = wireTyping(textView, textField, (input) => input);
  textView.element.querySelector(".restart").addEventListener("click", clearTextField);
  panels.textView = textView;

  function animate() {
    for (const panel of Object.values(panels)) {
      try {
        panel.frame();
      } catch (error) {
        panel.note({ error: String(error.message) });
      }
    }
    requestAnimationFrame(animate);
  }
  animate();

  // For the browser test (Scripts/check-web.py) and the curious: the sessions and their specs.
  window.flowPage = { panels, spec: (name) => panels[name].session.spec(), Flow };
  document.body.dataset.ready = "ok";
}

Flow.load("flow.wasm").then(startPage, (error) => {
  document.body.dataset.ready = "error";
  document.getElementById("status").textContent = String(error.message);
});
