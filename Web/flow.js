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
    // Compiled while it downloads when the server says application/wasm; from the bytes otherwise.
    const { instance } = response.headers.get("Content-Type") === "application/wasm"
      ? await WebAssembly.instantiateStreaming(response, {})
      : await WebAssembly.instantiate(await response.arrayBuffer(), {});
    this.exports = instance.exports;
  },

  /** A session's scene as SVG text, without a JSON envelope (the page draws every frame). */
  render(session, at) {
    const text = this.answer(this.exports.flow_render(session, at));
    if (text.startsWith("{")) throw new Error(JSON.parse(text).error);
    return text;
  },

  /** The text of an answer the module wrote (a little-endian length, then UTF-8), freed once read. */
  answer(output) {
    const { flow_free, memory } = this.exports;
    const length = new DataView(memory.buffer).getUint32(output, true);
    const text = new TextDecoder().decode(new Uint8Array(memory.buffer, output + 4, length));
    flow_free(output);
    return text;
  },

  call(request) {
    // A lone surrogate (a text field's selection can split a pair) becomes U+FFFD here, as
    // UIKit's bridging of UTF-16 does: the module refuses a lone \uD800 escape, as specs must.
    return this.callText(JSON.stringify(request, (key, value) => typeof value === "string" ? value.toWellFormed() : value));
  },

  /** `call` with the request already written as JSON text (which the module parses itself). */
  callText(text) {
    const { flow_alloc, flow_call, flow_free, memory } = this.exports;
    const bytes = new TextEncoder().encode(text);
    const input = flow_alloc(bytes.length);
    new Uint8Array(memory.buffer, input, bytes.length).set(bytes);
    const output = flow_call(input, bytes.length);
    flow_free(input);
    const answer = JSON.parse(this.answer(output));
    if (answer.error) throw new Error(answer.error);
    return answer;
  },
};

/**
 * One machine on the page: its clock (seconds since it started, to the
 * millisecond) and its timers (fired by the module as the clock passes them).
 * The module writes the spec down as it goes: every event sent and every
 * timer fired, at its time, with the effects it produced.
 */
class Session {
  constructor(machine, config, title, onEffects, increasedContrast = false) {
    this.machine = machine;
    this.config = config;
    this.title = title;
    this.onEffects = onEffects;
    // Increase Contrast is how the scenes are drawn, not the machine's behaviour: it is not in the spec.
    this.id = Flow.call({ create: { machine, config, increasedContrast } }).session;
    this.start = performance.now();
    this.clock = 0;
    this.nextTimer = null;
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
      this.onEffects(firing.effects, firing.event);
    }
    this.nextTimer = answer.nextTimer;
  }

  svg() {
    return Flow.render(this.id, this.now());
  }

  /**
   * The session as a spec's text, written by the module as `flow record`
   * writes it (every effect, the state members each step changed, the timers
   * left pending), so `flow check --canonical` passes on the saved file as it is.
   */
  specText() {
    return Flow.call({ spec: { session: this.id, title: this.title } }).text;
  }

  /** Ends the session in the module, which keeps at most 256 open: a panel closes each one it replaces. */
  close() {
    Flow.call({ close: { session: this.id } });
  }

  /** The session as a spec, parsed. */
  spec() {
    return JSON.parse(this.specText());
  }
}

/**
 * The text of an effect that asks for something to be announced
 * (`{"announce": {"text": …}}`, at any depth: a child machine's is wrapped
 * in its parent's case), or null.
 */
function announcement(effect) {
  if (effect === null || typeof effect !== "object") return null;
  if (effect.announce && typeof effect.announce.text === "string") return effect.announce.text;
  for (const value of Object.values(effect)) {
    const found = announcement(value);
    if (found !== null) return found;
  }
  return null;
}

/** Speaks `text` through the page's one live region, as VoiceOver speaks an announcement. */
function announce(text) {
  const region = document.getElementById("announcer");
  if (!region) return;
  // Emptied first, so the same words twice are announced twice.
  region.textContent = "";
  requestAnimationFrame(() => { region.textContent = text; });
}

/** A machine's panel: the scene drawn as SVG (its ARIA included), the effects logged, the spec saved. */
class Panel {
  constructor(element, { machine, title, config, onPart, onEffects, onRestart, onDraw }) {
    this.element = element;
    this.stage = element.querySelector(".stage");
    this.log = element.querySelector(".log");
    this.options = { machine, title, config, onPart, onEffects, onRestart, onDraw };
    this.stage.addEventListener("click", (event) => {
      const part = event.target.closest("[data-part]");
      if (part && this.options.onPart) this.options.onPart(part.getAttribute("data-part"), event);
    });
    // A scene's buttons take the focus (drawing() makes them focusable) and
    // act on Return or Space as a tap at their centre does; caught before the
    // panel's own keys, so Return on a button is that button, not the default.
    this.stage.addEventListener("keydown", (event) => {
      const button = event.target.closest && event.target.closest('[data-part][role="button"]');
      if (!button || (event.key !== "Enter" && event.key !== " ")) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const box = button.getBoundingClientRect();
      const tap = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, target: button, type: "keyboard" };
      if (this.options.onPart) this.options.onPart(button.getAttribute("data-part"), tap);
    }, true);
    this.stage.addEventListener("keydown", (event) => this.trapFocus(event));
    element.querySelector(".save").addEventListener("click", () => this.save());
    element.querySelector(".restart").addEventListener("click", () => (this.options.onRestart ? this.options.onRestart() : this.restart()));
    this.restart();
  }

  /** A point of the page (a pointer event's client point) in the scene's coordinates. */
  scenePoint(clientX, clientY) {
    const svg = this.stage.querySelector("svg");
    const point = new DOMPoint(clientX, clientY).matrixTransform(svg.getScreenCTM().inverse());
    return { x: Math.round(point.x * 1000) / 1000, y: Math.round(point.y * 1000) / 1000 };
  }

  restart(config) {
    if (config) this.options.config = config;
    const { machine, title } = this.options;
    // The page's settings (the reader's text size, Reduce Motion …) join the panel's own configuration.
    const adapted = this.adapt ? this.adapt(this.options.config) : this.options.config;
    if (this.session) this.session.close();
    this.session = new Session(machine, adapted, title, (effects, cause) => {
      for (const effect of effects) this.note(effect, cause);
      if (this.options.onEffects) this.options.onEffects(effects, this);
    }, !!this.increasedContrast);
    this.log.textContent = "";
    this.drawn = null;
    // A new session's dialog is a new dialog: it takes the focus when it appears.
    if (!this.stage.contains(document.activeElement)) this.stage.replaceChildren();
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
    const spoken = announcement(effect);
    if (spoken !== null) announce(spoken);
    const line = document.createElement("div");
    line.textContent = `${this.session.clock.toFixed(3)}  ${JSON.stringify(effect)}`;
    if (cause !== undefined) line.title = `after ${JSON.stringify(cause)}`;
    this.log.prepend(line);
  }

  frame() {
    this.session.tick();
    const svg = this.session.svg();
    if (svg !== this.drawn) {
      // A redrawn scene is a new element tree: the part that had the focus gets it back.
      const focused = this.stage.contains(document.activeElement) && document.activeElement.getAttribute
        ? document.activeElement.getAttribute("data-part") : null;
      const wasModal = this.isModal();
      this.stage.replaceChildren(drawing(svg));
      if (focused !== null) this.focusPart(focused);
      this.modalChanged(wasModal);
      this.drawn = svg;
      if (this.options.onDraw) this.options.onDraw(this.stage);
    }
  }

  /** The scene's part named `name`, if drawn. */
  part(name) {
    return Array.from(this.stage.querySelectorAll("[data-part]")).find((part) => part.getAttribute("data-part") === name);
  }

  /** Moves the focus to the part named `name`, if drawn (focusable by script if it is not by Tab). */
  focusPart(name) {
    const target = this.part(name);
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
  }

  /** Whether the scene on the stage is a dialog (`aria-modal`). */
  isModal() {
    const svg = this.stage.querySelector("svg");
    return !!svg && svg.getAttribute("aria-modal") === "true";
  }

  /**
   * The dialog pattern's focus: when a dialog appears while the reader is in
   * this panel, the focus moves to the part the scene names (as UIKit's
   * screen-changed notification does) and is given back, when the dialog
   * goes, to where it was.
   */
  modalChanged(wasModal) {
    const isModal = this.isModal();
    if (isModal && !wasModal && this.element.contains(document.activeElement)) {
      this.returnFocus = document.activeElement;
      this.focusPart(this.stage.querySelector("svg").getAttribute("data-focus") || "");
    } else if (!isModal && wasModal && this.returnFocus) {
      if (this.stage.contains(document.activeElement) || document.activeElement === document.body) this.returnFocus.focus();
      this.returnFocus = null;
    }
  }

  /** Tab and Shift-Tab stay within a dialog's parts, going round (the dialog pattern's focus trap). */
  trapFocus(event) {
    if (event.key !== "Tab" || !this.isModal()) return;
    const parts = Array.from(this.stage.querySelectorAll('svg [tabindex="0"]'));
    const at = parts.indexOf(document.activeElement);
    if (!parts.length || (at === -1 && !this.stage.querySelector("svg").contains(document.activeElement))) return;
    event.preventDefault();
    const next = at === -1 ? 0 : (at + (event.shiftKey ? parts.length - 1 : 1)) % parts.length;
    parts[next].focus();
  }

  save() {
    const text = this.session.specText();
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    link.download = `${this.options.machine}-session.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  }
}

// The SVG a machine's scene was drawn as, parsed as XML (where no script
// runs) and kept to drawing: any script, style, foreign content or
// event-handler attribute is dropped before it joins the page. The renderer escapes every
// text it writes; this holds even if it did not.
function drawing(svg) {
  // The picture's own <style> (its fallback fonts, gallery.css's too) goes before parsing:
  // a parsed document shares the page's policy, which allows no inline style.
  const parsed = new DOMParser().parseFromString(svg.replace(/<style>[^<]*<\/style>/, ""), "image/svg+xml");
  const root = parsed.documentElement;
  if (root.nodeName !== "svg" || parsed.getElementsByTagName("parsererror").length) {
    const failed = document.createElement("p");
    failed.textContent = "the picture could not be read";
    return failed;
  }
  for (const element of Array.from(root.querySelectorAll("*")).concat(root)) {
    if (["script", "style", "foreignObject", "iframe", "object", "embed"].includes(element.localName)) { element.remove(); continue; }
    for (const attribute of Array.from(element.attributes)) {
      const value = attribute.value.trim().toLowerCase();
      if (attribute.name.toLowerCase().startsWith("on") || ((attribute.localName === "href") && value.startsWith("javascript:"))) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  // The scene's buttons are reachable by the Tab key, as UIKit's are by VoiceOver and Full Keyboard Access.
  for (const button of root.querySelectorAll('[role="button"]')) {
    if (button.getAttribute("aria-disabled") !== "true") button.setAttribute("tabindex", "0");
  }
  return document.importNode(root, true);
}
