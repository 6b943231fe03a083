// The gallery's panel: one machine's scene on the stage, driven by the
// pointer and the keyboard, its dialogs holding the focus, its effects
// logged and its session saved as a spec. Built on the ES modules any page
// imports: the machine core (flowcore.mjs) and the drawing (flowcore-dom.mjs).
import { announcement } from "./flowcore.mjs";
import { drawing, focusOn, holdTab, patch } from "./flowcore-dom.mjs";

/** Speaks `text` through the page's one live region, as VoiceOver speaks an announcement. */
function announce(text) {
  const region = document.getElementById("announcer");
  if (!region) return;
  // Emptied first, so the same words twice are announced twice.
  region.textContent = "";
  requestAnimationFrame(() => { region.textContent = text; });
}

/**
 * A machine's panel: the scene drawn as SVG (its ARIA included), the effects
 * logged, the spec saved. Its sessions run in `Panel.flow`, the loaded module
 * (`loadFlowCore`), which the page sets once before making panels.
 */
export class Panel {
  /** The module every panel's sessions run in. */
  static flow = null;

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
    // The panel's last control the reader was on outside the scene and its field:
    // a dialog gives the focus back there, even when its field took it first.
    this.element.addEventListener("focusin", (event) => {
      const field = this.options.field ? this.options.field() : null;
      if (!this.stage.contains(event.target) && event.target !== field) this.lastControl = event.target;
    });
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
    const onEffects = (effects, cause) => {
      for (const effect of effects) this.note(effect, cause);
      if (this.options.onEffects) this.options.onEffects(effects, this);
    };
    this.session = Panel.flow.createSession(machine, adapted, { title, increasedContrast: !!this.increasedContrast, onEffects });
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
    focusOn(target);
  }

  /**
   * A new dialog's first focus: the part its scene names when that is a
   * control (or the real field of its text entry), else the dialog itself,
   * which a screen reader reads by its name: never a focus ring drawn over
   * a title's or a hint's glyphs.
   */
  focusDialog(name) {
    const target = this.part(name);
    if (target && (target.getAttribute("tabindex") === "0" || (target.getAttribute("role") === "textbox" && this.field()))) return this.focusPart(name);
    focusOn(this.stage.querySelector("svg"));
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
      const field = this.options.field ? this.options.field() : null;
      const inDialog = this.stage.contains(document.activeElement) || (field !== null && document.activeElement === field);
      this.returnFocus = inDialog ? this.lastControl ?? null : document.activeElement;
      this.focusDialog(this.stage.querySelector("svg").getAttribute("data-focus") || "");
    } else if (!isModal && wasModal && hadFocus) {
      // The real field counts hidden too: the dialog that showed it has gone.
      const field = this.options.field ? this.options.field() : null;
      const lost = this.stage.contains(document.activeElement) || document.activeElement === document.body
        || (field !== null && document.activeElement === field);
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
    holdTab(event, this.stage.querySelector("svg"), this.dialogStops());
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
