// Drawing a FlowCore scene on a page, safely and cheaply: the SVG the
// module writes (`flowcore.mjs`'s `session.svg()`) kept to drawing, and the
// parts that changed (`session.changes()`) brought up to date in place.
// Browser only (it needs the DOM); the machine core is `flowcore.mjs`.

// The SVG a machine's scene was drawn as, parsed as XML (where no script
// runs) and kept to drawing: any script, style, foreign content or
// event-handler attribute is dropped before it joins the page. The renderer escapes every
// text it writes; this holds even if it did not.
export function drawing(svg) {
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
export function patch(svg, { parts = [] }) {
  const drawn = Array.from(svg.children).filter((child) => child.hasAttribute("data-part"));
  const parsing = parts.filter((part) => drawn[part.index] && !setValues(drawn[part.index], part.svg));
  patchCounts.valuesSet += parts.length - parsing.length;
  patchCounts.parsed += parsing.length;
  if (!parsing.length) return;
  const fresh = parsedParts(parsing.map((part) => part.svg).join(""));
  parsing.forEach((part, index) => {
    if (!fresh[index]) return;
    morph(drawn[part.index], fresh[index]);
    // Morph replaces a group only when it is another element: then the fresh one is drawn.
    remember(drawn[part.index].isConnected ? drawn[part.index] : fresh[index], part.svg);
  });
}

/**
 * How `patch` brought parts up to date since the page loaded: by setting
 * attribute values alone, or by parsing the part's drawing (for a page's
 * checks and the curious).
 */
export const patchCounts = { valuesSet: 0, parsed: 0 };

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
export function standIn(placeholder, element, shown) {
  standingFor.set(element, placeholder);
  if (shown !== element) shown.replaceWith(element);
}

/** The scene's element that `element` stands in for (see `standIn`), if it is one. */
export function placeholderOf(element) {
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

/** Gives `element` the focus, making it focusable by script first if it is not by Tab. */
export function focusOn(element) {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus();
}

/**
 * Holds Tab and Shift-Tab inside `dialog` (the dialog pattern's focus trap),
 * going round `stops` (its controls, in order); a dialog with nothing to
 * focus takes the focus on itself. Does nothing (false) when the focus is
 * outside the dialog and its stops.
 */
export function holdTab(event, dialog, stops) {
  const active = document.activeElement;
  const at = stops.indexOf(active);
  if (at === -1 && !dialog.contains(active)) return false;
  event.preventDefault();
  if (!stops.length) {
    focusOn(dialog);
    return true;
  }
  const step = event.shiftKey ? stops.length - 1 : 1;
  stops[at === -1 ? (event.shiftKey ? stops.length - 1 : 0) : (at + step) % stops.length].focus();
  return true;
}

/**
 * A machine's scene on a page: the session's scene drawn into `element`
 * every display frame (only what changed, by `patch`), its timers fired; a
 * tap on a part, or Return or Space on a focused button, given to
 * `onPart(name, session)`; the keys `keys` names (a `KeyboardEvent.key` to
 * the machine's `keyPressed` value) sent as `keyPressed`, and Home and End
 * on a slider as its down or up key until it stops at that end; a character
 * typed or Backspace on the part `textField` names sent as its `typed(text)`
 * or `deletedBackward` event (a field over the code entry's cells); and a modal
 * dialog's focus as the dialog pattern has it: Tab and Shift-Tab held among
 * its controls (on the dialog itself when it has none); its first focus on
 * the part its scene names (`data-focus`) when that is a control, else on
 * the dialog, which a screen reader reads by its name (never a focus ring
 * over a title's glyphs); kept on its part when that part is redrawn; and
 * given back, when the dialog goes, to where it was before it came.
 */
export class SceneStage {
  constructor(element, { onPart = () => {}, keys = {}, textField = {} } = {}) {
    if (!(element instanceof Element)) throw new TypeError(`SceneStage: no element to draw in (got ${element})`);
    this.element = element;
    /** The text field the options name (read at each frame and key: its owner may fill it in later). */
    this.textField = textField;
    /** The session shown, or null. */
    this.session = null;
    /** Where the focus was when a dialog came, to give it back when it goes. */
    this.opener = null;
    this.wasModal = false;
    element.addEventListener("click", (event) => {
      const part = event.target.closest("[data-part]");
      if (part && this.session) onPart(part.dataset.part, this.session);
    });
    element.addEventListener("keydown", (event) => {
      if (!this.session) return;
      const button = event.target.closest('[role="button"]');
      const dialog = element.querySelector('svg[aria-modal="true"]');
      if (event.key === "Tab") {
        if (!dialog || !holdTab(event, dialog, [...dialog.querySelectorAll('[tabindex="0"]')])) return;
      } else if (button && (event.key === "Enter" || event.key === " ")) {
        onPart(button.dataset.part, this.session);
      } else if (keys[event.key]) {
        this.session.send({ keyPressed: keys[event.key] });
      } else if ((event.key === "Home" || event.key === "End") && event.target.closest('[role="slider"]')) {
        const toEnd = event.key === "End";
        const step = toEnd ? keys.ArrowUp ?? keys.ArrowRight : keys.ArrowDown ?? keys.ArrowLeft;
        if (!step) return;
        this.moveToEnd(event.target.closest('[role="slider"]').dataset.part, step);
      } else if (textField.part && event.target.closest("[data-part]")?.dataset.part === textField.part && !event.ctrlKey && !event.metaKey && !event.altKey
          && (event.key === "Backspace" || [...event.key].length === 1)) {
        this.session.send(event.key === "Backspace" ? textField.deletedBackward : textField.typed(event.key));
      } else {
        return;
      }
      event.preventDefault();
    });
    const frame = () => {
      this.frame();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }

  /**
   * Home and End on a slider (the APG's first and last value): the machine's
   * own step key `step` sent until the slider `part`'s value stops changing,
   * at most 1,000 times (a bounded configuration has fewer steps), each
   * drawn so that the next one reads the value the machine gave.
   */
  moveToEnd(part, step) {
    const value = () => {
      this.frame();
      const slider = this.element.querySelector(`[data-part="${CSS.escape(part)}"]`);
      return slider ? slider.getAttribute("aria-valuenow") : null;
    };
    let before = value();
    for (let moved = 0; moved < 1000 && before !== null; moved++) {
      this.session.send({ keyPressed: step });
      const after = value();
      if (after === before) return;
      before = after;
    }
  }

  /** Shows `session` from the next frame, closing the one shown before; `session` again. */
  show(session) {
    if (this.session) this.session.close();
    this.session = session;
    return session;
  }

  /** Fires the timers due and brings the drawing up to date (the display frame does it). */
  frame() {
    if (!this.session) return;
    this.session.tick();
    const change = this.session.changes();
    const svg = this.element.querySelector("svg");
    const active = document.activeElement;
    const focused = this.element.contains(active) ? active.getAttribute("data-part") : null;
    if (change.svg !== undefined || !svg) {
      this.element.replaceChildren(drawing(change.svg ?? this.session.svg()));
      this.markTextField();
      if (focused) this.focus(focused);
      else if (svg && active === svg) focusOn(this.element.querySelector("svg"));  // the dialog had it: the new drawing takes it
    } else if (change.parts) {
      patch(svg, change);
      this.markTextField();
      if (focused && !this.element.contains(document.activeElement)) this.focus(focused);
    }
    const dialog = this.element.querySelector('svg[aria-modal="true"]');
    if (dialog && !this.wasModal) {
      this.opener = this.element.contains(active) ? null : active;
      this.firstFocus(dialog);
    } else if (!dialog && this.wasModal) {
      const lost = this.element.contains(document.activeElement) || document.activeElement === document.body;
      if (lost && this.opener && this.opener.isConnected) this.opener.focus();
      this.opener = null;
    }
    this.wasModal = !!dialog;
  }

  /** The text field's part reachable by Tab, as a control is: the reader types into it. */
  markTextField() {
    if (!this.textField.part) return;
    const field = this.element.querySelector(`[data-part="${CSS.escape(this.textField.part)}"]`);
    if (field && field.getAttribute("tabindex") !== "0") field.setAttribute("tabindex", "0");
  }

  /** A new dialog's first focus: the part its scene names when that is a control, else the dialog itself. */
  firstFocus(dialog) {
    const name = dialog.getAttribute("data-focus");
    const part = name ? [...dialog.querySelectorAll("[data-part]")].find((element) => element.getAttribute("data-part") === name) : null;
    focusOn(part && part.getAttribute("tabindex") === "0" ? part : dialog);
  }

  /** Moves the focus to the part named `name` (focusable by script only, if it is not a control). */
  focus(name) {
    const part = name ? [...this.element.querySelectorAll("[data-part]")].find((element) => element.getAttribute("data-part") === name) : null;
    if (part) focusOn(part);
  }
}
