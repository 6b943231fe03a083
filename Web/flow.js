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
   * What changed in the scene since the last call (the module keeps what it
   * gave): `{svg}` for the whole picture (the first time, or when the parts
   * themselves changed), `{parts}` for the parts to replace, `{}` for nothing.
   */
  changes() {
    return Flow.call({ changes: { session: this.id, at: this.now() } });
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
  constructor(element, { machine, title, config, onPart, onEffects, onRestart, onDraw, field }) {
    this.element = element;
    this.stage = element.querySelector(".stage");
    this.log = element.querySelector(".log");
    // `field` names the real input that stands for the scene's text entry (an SVG
    // picture of a field cannot take typing or an input method): focus meant for
    // the entry goes to it, and the dialog's focus trap takes it in.
    this.options = { machine, title, config, onPart, onEffects, onRestart, onDraw, field };
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
    this.element.addEventListener("keydown", (event) => this.trapFocus(event));
    element.querySelector(".save").addEventListener("click", () => this.save());
    element.querySelector(".restart").addEventListener("click", () => (this.options.onRestart ? this.options.onRestart() : this.restart()));
    this.restart();
  }

  /** The matrix from the page's client points to the scene's. Reading it lays the page out. */
  sceneMatrix() {
    return this.stage.querySelector("svg").getScreenCTM().inverse();
  }

  /**
   * A point of the page (a pointer event's client point) in the scene's
   * coordinates. A drag passes the matrix it read as it began: read again
   * on every move, just after the last move redrew the scene, it would lay
   * the whole page out each time.
   */
  scenePoint(clientX, clientY, matrix = this.sceneMatrix()) {
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix);
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

  /**
   * Fires the timers due and brings the stage up to date: the parts that
   * changed are replaced in place (the module says which), the rest left as
   * they are; the whole picture only when the scene changed as a whole.
   */
  frame() {
    this.session.tick();
    const change = this.session.changes();
    const svg = this.stage.querySelector("svg");
    const patching = change.svg === undefined && svg !== null;
    if (patching && !change.parts) return;
    // The part that had the focus gets it back if its element was replaced.
    const focused = this.stage.contains(document.activeElement) && document.activeElement.getAttribute
      ? document.activeElement.getAttribute("data-part") : null;
    const wasModal = this.isModal();
    const hadFocus = this.element.contains(document.activeElement);
    if (patching) patch(svg, change);
    else this.stage.replaceChildren(drawing(change.svg === undefined ? this.session.svg() : change.svg));
    if (focused !== null && !this.stage.contains(document.activeElement)) this.focusPart(focused);
    this.modalChanged(wasModal, hadFocus);
    if (this.options.onDraw) this.options.onDraw(this.stage);
  }

  /** The scene's part named `name`, if drawn. */
  part(name) {
    return Array.from(this.stage.querySelectorAll("[data-part]")).find((part) => part.getAttribute("data-part") === name);
  }

  /** The real field standing for the scene's text entry, when the page shows one. */
  field() {
    const field = this.options.field ? this.options.field() : null;
    return field && !field.hidden ? field : null;
  }

  /**
   * Moves the focus to the part named `name`, if drawn (focusable by script if
   * it is not by Tab); a text entry's focus goes to the real field.
   */
  focusPart(name) {
    const target = this.part(name);
    if (!target) return;
    const field = target.getAttribute("role") === "textbox" ? this.field() : null;
    if (field) return field.focus();
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
  modalChanged(wasModal, hadFocus) {
    const isModal = this.isModal();
    if (isModal && !wasModal && this.element.contains(document.activeElement)) {
      this.returnFocus = document.activeElement;
      this.focusPart(this.stage.querySelector("svg").getAttribute("data-focus") || "");
    } else if (!isModal && wasModal && hadFocus) {
      const lost = this.stage.contains(document.activeElement) || document.activeElement === document.body
        || document.activeElement === this.field();
      // Back where the reader was before the dialog; for a dialog that was
      // already open when the reader came in, the stage, so Tab goes on from there.
      if (lost) (this.returnFocus && this.returnFocus.isConnected ? this.returnFocus : this.stageForFocus()).focus();
      this.returnFocus = null;
    }
  }

  /** The stage, focusable by script (a stage the reader does not Tab to keeps out of the order). */
  stageForFocus() {
    if (!this.stage.hasAttribute("tabindex")) this.stage.setAttribute("tabindex", "-1");
    return this.stage;
  }

  /** What Tab goes round in an open dialog: its focusable parts, the real field where the entry is drawn. */
  dialogStops() {
    const field = this.field();
    return Array.from(this.stage.querySelectorAll('svg [tabindex="0"], svg [role="textbox"]'))
      .map((part) => (part.getAttribute("role") === "textbox" ? field : part))
      .filter((stop) => stop !== null);
  }

  /** Tab and Shift-Tab stay within a dialog's parts, going round (the dialog pattern's focus trap). */
  trapFocus(event) {
    if (event.key !== "Tab" || !this.isModal()) return;
    const stops = this.dialogStops();
    const at = stops.indexOf(document.activeElement);
    if (!stops.length || (at === -1 && !this.stage.querySelector("svg").contains(document.activeElement))) return;
    event.preventDefault();
    const next = at === -1 ? 0 : (at + (event.shiftKey ? stops.length - 1 : 1)) % stops.length;
    stops[next].focus();
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
  const root = parsedSVG(svg.replace(/<style>[^<]*<\/style>/, ""));
  if (root === null) {
    const failed = document.createElement("p");
    failed.textContent = "the picture could not be read";
    return failed;
  }
  return document.importNode(root, true);
}

/**
 * Brings a drawn picture up to date with the module's `changes` answer: each
 * part whose drawing changed brought up to date in place, by its place among
 * the parts (the module sends the whole picture when the parts themselves
 * change). A part whose new drawing differs from its last only in attribute
 * values (a thumb or a piece moving with a drag) has those values set, with
 * no parsing; any other change is parsed and morphed.
 */
function patch(svg, { parts = [] }) {
  const drawn = Array.from(svg.children).filter((child) => child.hasAttribute("data-part"));
  const parsing = parts.filter((part) => drawn[part.index] && !setValues(drawn[part.index], part.svg));
  if (!parsing.length) return;
  const fresh = parsedParts(parsing.map((part) => part.svg).join(""));
  parsing.forEach((part, index) => {
    if (!fresh[index]) return;
    morph(drawn[part.index], fresh[index]);
    // Morph replaces a group only when it is another element: then the fresh one is drawn.
    remember(drawn[part.index].isConnected ? drawn[part.index] : fresh[index], part.svg);
  });
}

/** A drawing's text split at its attribute values: the values at the odd places. */
const ATTRIBUTE_VALUE = /="([^"]*)"/;

/**
 * Each part's group as last patched: its drawing's text split at its
 * attribute values (`ATTRIBUTE_VALUE`), and for each value the element and
 * the attribute it is (`remember`).
 */
const patchedParts = new WeakMap();

/**
 * Notes the drawing `text` that `group` now shows, for `setValues`: each
 * attribute value's element and name. Nothing is noted when the group's
 * elements are not the text's, one for one (something the page added, or an
 * attribute `keptToDrawing` dropped): such a part is always parsed.
 */
function remember(group, text) {
  patchedParts.delete(group);
  const pieces = text.split(ATTRIBUTE_VALUE);
  const elements = [];
  // A stand-in counts as the scene's element it stands for (see `standIn`).
  const visit = (element) => {
    const shown = placeholderOf(element) ?? element;
    elements.push(shown);
    for (const child of shown.children) visit(child);
  };
  visit(group);
  const slots = [];
  let element = -1;
  for (let at = 0; at + 1 < pieces.length; at += 2) {
    element += (pieces[at].match(/<[a-zA-Z]/g) || []).length;
    const name = (/([^\s<>="']+)$/.exec(pieces[at]) || [])[1];
    if (!elements[element] || !name || !elements[element].hasAttribute(name)) return;
    slots.push({ element: elements[element], name });
  }
  if (element + 1 + (pieces[pieces.length - 1].match(/<[a-zA-Z]/g) || []).length !== elements.length) return;
  patchedParts.set(group, { pieces, slots });
}

/**
 * Shows `text` in `group` by setting the attribute values that differ from
 * its last drawing, when nothing else differs (see `remember`); false when
 * the part must be parsed: its elements, texts or attribute names changed,
 * or a value that decides what `keptToDrawing` keeps or makes focusable.
 */
function setValues(group, text) {
  const known = patchedParts.get(group);
  if (!known) return false;
  const pieces = text.split(ATTRIBUTE_VALUE);
  if (pieces.length !== known.pieces.length) return false;
  const changed = [];
  for (let at = 0; at < pieces.length; at++) {
    if (pieces[at] === known.pieces[at]) continue;
    if (at % 2 === 0) return false;
    const slot = known.slots[(at - 1) / 2];
    if (keptToDrawingReads(slot.name)) return false;
    if (UNUSUAL_REFERENCE.test(pieces[at])) return false;
    changed.push([slot, pieces[at]]);
  }
  for (const [{ element, name }, value] of changed) element.setAttribute(name, unescapedValue(value));
  known.pieces = pieces;
  return true;
}

/** An `&` that `unescapedValue` does not read as the parser would: such a value is parsed. */
const UNUSUAL_REFERENCE = /&(?!(?:amp|lt|gt|quot|apos|#x[0-9a-fA-F]{1,5}|#[0-9]{1,6});)/;

/** An attribute's value as the SVG's text escapes it, unescaped as a parser reads it. */
function unescapedValue(value) {
  if (!value.includes("&")) return value;
  return value.replace(/&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/g, (whole, hex, decimal, named) => {
    if (named) return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[named];
    const code = Number.parseInt(hex ?? decimal, hex ? 16 : 10);
    // What a parser makes of a reference to no character.
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
  });
}

/**
 * Makes the drawn node `drawn` show what `fresh` does, changing only what
 * differs: attributes set or removed and texts rewritten in place, a node
 * replaced only where it is another element or has other children. A thumb
 * that moves keeps its element: the browser restyles one attribute instead
 * of a new subtree, and the focus stays where it is.
 */
function morph(drawn, fresh) {
  const placeholder = placeholderOf(drawn);
  if (placeholder) {
    // Compared through the scene's own element it stands for, kept aside.
    if (placeholder.nodeName !== fresh.nodeName) return drawn.replaceWith(fresh);
    return morph(placeholder, fresh);
  }
  if (drawn.nodeType !== fresh.nodeType || drawn.nodeName !== fresh.nodeName) return drawn.replaceWith(fresh);
  if (drawn.nodeType !== Node.ELEMENT_NODE) {
    if (drawn.nodeValue !== fresh.nodeValue) drawn.nodeValue = fresh.nodeValue;
    return;
  }
  for (const name of drawn.getAttributeNames()) if (!fresh.hasAttribute(name)) drawn.removeAttribute(name);
  for (const name of fresh.getAttributeNames()) {
    const value = fresh.getAttribute(name);
    if (drawn.getAttribute(name) !== value) drawn.setAttribute(name, value);
  }
  const before = Array.from(drawn.childNodes);
  const after = Array.from(fresh.childNodes);
  if (before.length !== after.length) return drawn.replaceChildren(...after);
  before.forEach((node, index) => morph(node, after[index]));
}

/** The scene's own element each element the page drew in its place stands for (see `standIn`). */
const standingFor = new WeakMap();

/**
 * Shows `element` in place of `shown` (the scene's `placeholder`, or what
 * stood in for it before) as the page's drawing of it: a picture the page has
 * where the scene draws a labelled box. A patch compares the scene's new
 * drawing with the placeholder, kept aside, and leaves `element` where it is;
 * the page fits it to the placeholder again after each frame. So a picture
 * that moves with a drag keeps its element: no new image to lay out and
 * decode at every frame.
 */
function standIn(placeholder, element, shown) {
  standingFor.set(element, placeholder);
  if (shown !== element) shown.replaceWith(element);
}

/** The scene's element that `element` stands in for (see `standIn`), if it is one. */
function placeholderOf(element) {
  return standingFor.get(element);
}

/**
 * Parts' groups (`<g data-part>` text) parsed in an SVG element of an inert
 * document (the HTML parser's SVG context, several times quicker than an XML
 * document per frame; in a document with no window nothing loads and no
 * handler runs), kept to drawing as `drawing` keeps a whole picture, then
 * brought into the page.
 */
function parsedParts(text) {
  inertDocument ??= document.implementation.createHTMLDocument("");
  const holder = inertDocument.createElementNS("http://www.w3.org/2000/svg", "svg");
  holder.innerHTML = text;
  keptToDrawing(holder);
  // Copied first: adopting a child takes it out of the live `children` list.
  return Array.from(holder.children).map((child) => document.adoptNode(child));
}

/** Where `parsedParts` parses: made once. */
let inertDocument = null;

/** `text` parsed as an SVG document and kept to drawing (see `drawing`); null if it is not one. */
function parsedSVG(text) {
  const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
  const root = parsed.documentElement;
  if (root.nodeName !== "svg" || parsed.getElementsByTagName("parsererror").length) return null;
  return keptToDrawing(root);
}

/** `root` with any script, style, foreign content or event handler dropped, and its controls focusable. */
function keptToDrawing(root) {
  // One pass over the elements (a part's patch runs this at every frame of a drag).
  for (const element of [root, ...root.getElementsByTagName("*")]) {
    if (NOT_DRAWING.has(element.localName)) {
      element.remove();
      continue;
    }
    for (const name of element.getAttributeNames()) {
      const lower = name.toLowerCase();
      if (lower.startsWith("on") || (lower.endsWith("href") && element.getAttribute(name).trim().toLowerCase().startsWith("javascript:"))) {
        element.removeAttribute(name);
      }
    }
    // The scene's buttons and sliders are reachable by the Tab key, as UIKit's are by VoiceOver and Full Keyboard Access.
    const role = element.getAttribute("role");
    if ((role === "button" || role === "slider") && element.getAttribute("aria-disabled") !== "true") element.setAttribute("tabindex", "0");
  }
  return root;
}

/** Whether `keptToDrawing` reads attribute `name` to decide what it keeps or makes focusable. */
function keptToDrawingReads(name) {
  const lower = name.toLowerCase();
  return lower === "role" || lower === "aria-disabled" || lower.startsWith("on") || lower.endsWith("href");
}

/** What a drawing never holds. */
const NOT_DRAWING = new Set(["script", "style", "foreignObject", "iframe", "object", "embed"]);
