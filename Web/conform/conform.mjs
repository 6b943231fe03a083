// The conformance stage: one machine on SceneStage, as a web developer's page
// shows it, driven by Scripts/check-conformance.py through real pointer, key
// and touch input for a person's steps, through the module for the app's, and
// through the clock the page runs on (the runner's, not the host's) for timers.
// The input each step declares (Specs/CONFORMANCE.md) is what the page turns a
// real input into the machine's event with: data, not code of its own.
import { loadFlowCore } from "../flowcore.mjs";
import { SceneStage, patchCounts } from "../flowcore-dom.mjs";
import { CaptchaServer } from "../captcha-server.mjs";

const module = new URLSearchParams(location.search).get("module") ?? "../flow.wasm";
// Only a module of this site's own folders: the query names a file, never a place.
if (!/^(\.\.\/)?(machines\/)?[a-z0-9-]+\.wasm$/.test(module)) throw new Error(`conform: refused module ${module}`);
const flow = await loadFlowCore(fetch(module));
const element = document.getElementById("stage");

let clock = 0;
let expected = null;
let delivered = [];
let mismatches = [];
let drag = null;
/** The keys the file lists (a `KeyboardEvent.key` to the machine's `keyPressed` value): SceneStage reads this object. */
const keys = {};
/** The machine's text field as the file declares it (its part, its events): SceneStage reads this object. */
const textField = {};

/** Within half a point: a real pointer's reading of a declared coordinate. */
const near = (a, b) => Math.abs(a - b) <= 0.5;
const scenePoint = (event) => {
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(element.querySelector("svg").getScreenCTM().inverse());
  return { x: point.x, y: point.y };
};
const expect = (kind) => (expected && expected.input[kind]) || null;
const miss = (what) => mismatches.push(what);

const stage = new SceneStage(element, {
  onPart: (name, session) => {
    const press = expect("press");
    if (expect("pointer")) return;  // the pointer's own handler reads where it landed
    if (press && press.part === name) session.send(expected.event);
    else miss(`a press on ${name} where the step declares ${JSON.stringify(expected?.input ?? null)}`);
  },
  keys,
  textField,
});

/** `value` with every string `marker` in it replaced by `text`: a typed event from the file's template. */
const filled = (value, marker, text) =>
  value === marker ? text
  : Array.isArray(value) ? value.map((element) => filled(element, marker, text))
  : value && typeof value === "object" ? Object.fromEntries(Object.entries(value).map(([key, member]) => [key, filled(member, marker, text)]))
  : value;

element.addEventListener("click", (event) => {
  const pointer = expect("pointer");
  if (!pointer || !stage.session) return;
  const at = scenePoint(event);
  if (near(at.x, pointer.at.x) && near(at.y, pointer.at.y)) stage.session.send(expected.event);
  else miss(`a tap at (${at.x}, ${at.y}) where the step declares (${pointer.at.x}, ${pointer.at.y})`);
});

// A drag: the pointer's travel along x in scene points, from where it went down on the part.
element.addEventListener("pointerdown", (event) => {
  const declared = expect("drag");
  const part = event.target.closest("[data-part]")?.getAttribute("data-part");
  if (!declared) return;
  if (declared.moment !== "began" || declared.part !== part) return miss(`a pointer down on ${part} where the step declares ${JSON.stringify(declared)}`);
  drag = { x: scenePoint(event).x, pointer: event.pointerId };
  element.setPointerCapture(event.pointerId);
  stage.session.send(expected.event);
});
const moved = (moment) => (event) => {
  if (!drag || event.pointerId !== drag.pointer) return;
  const declared = expect("drag");
  const translation = scenePoint(event).x - drag.x;
  // The pointer's approach to where a step's release is: the release carries its translation.
  if (moment === "moved" && declared && declared.moment === "ended") return;
  if (moment === "ended") drag = null;
  if (!declared || declared.moment !== moment || !near(translation, declared.translation)) {
    return miss(`a pointer ${moment} by ${translation} where the step declares ${JSON.stringify(declared)}`);
  }
  stage.session.send(expected.event);
};
element.addEventListener("pointermove", moved("moved"));
element.addEventListener("pointerup", moved("ended"));
element.addEventListener("pointercancel", (event) => {
  if (!drag || event.pointerId !== drag.pointer) return;
  drag = null;
  const declared = expect("drag");
  if (declared && declared.moment === "cancelled") stage.session.send(expected.event);
  else miss(`a pointer cancelled where the step declares ${JSON.stringify(declared)}`);
});

/**
 * Every part's drawn box in scene points (the SVG's own units), by name: the
 * union of what its group draws, where a text's nested <svg> and a picture's
 * count as their viewports (what of them shows), and a clip's (a nested <svg>
 * whose view box is its own place) as what it holds.
 */
function boxes() {
  const found = {};
  for (const part of element.querySelectorAll("[data-part]")) {
    const box = drawnBox(part.children);
    if (box) found[part.getAttribute("data-part")] = { x: box.x, y: box.y, width: box.right - box.x, height: box.bottom - box.y };
  }
  return found;
}

function drawnBox(children) {
  let box = null;
  for (const child of children) {
    let b;
    if (child.localName === "svg" && child.hasAttribute("viewBox") && !child.hasAttribute("data-image")) {
      const inner = drawnBox(child.children);
      if (!inner) continue;
      b = { x: inner.x, y: inner.y, width: inner.right - inner.x, height: inner.bottom - inner.y };
    } else if (child.localName === "svg") {
      b = { x: child.x.baseVal.value, y: child.y.baseVal.value, width: child.width.baseVal.value, height: child.height.baseVal.value };
    } else {
      b = child.getBBox();
    }
    box = box === null ? { x: b.x, y: b.y, right: b.x + b.width, bottom: b.y + b.height }
      : { x: Math.min(box.x, b.x), y: Math.min(box.y, b.y), right: Math.max(box.right, b.x + b.width), bottom: Math.max(box.bottom, b.y + b.height) };
  }
  return box;
}

// What the runner calls (Selenium's execute_script).
window.conform = {
  /** A new session of `machine` with `config`, its keys and text field as the file lists them; the opener focused. */
  start(machine, config, keyMap, field) {
    for (const key of Object.keys(keys)) delete keys[key];
    Object.assign(keys, keyMap);
    for (const key of Object.keys(textField)) delete textField[key];
    if (field) Object.assign(textField, { part: field.part, typed: (text) => filled(field.typed, field.marker, text), deletedBackward: field.deletedBackward });
    clock = 0;
    drag = null;
    document.getElementById("opener").focus();
    stage.show(flow.createSession(machine, config, { clock: () => clock, onEffects: (_, cause) => delivered.push(cause) }));
    stage.frame();
  },
  /** The step the next real input makes (its declared input and event), the clock at its time. */
  expect(step) {
    expected = step;
    clock = Math.max(clock, step.at);
    delivered = [];
    mismatches = [];
  },
  /** The app's call: the step's event through the module. */
  app() {
    stage.session.send(expected.event);
  },
  /** The clock at the step's time and the timers due fired: how many fired. */
  advance() {
    return stage.session.advance().length;
  },
  /** Gives the focus to the scene itself (a key declared on no part goes there). */
  focusScene() {
    const svg = element.querySelector("svg");
    if (!svg.hasAttribute("tabindex")) svg.setAttribute("tabindex", "-1");
    svg.focus();
  },
  /** The drawing brought up to date, and what the runner compares. */
  observe() {
    stage.frame();
    const svg = element.querySelector("svg");
    const active = document.activeElement;
    return {
      svg: svg ? new XMLSerializer().serializeToString(svg) : null,
      boxes: boxes(),
      valueTexts: Object.fromEntries([...element.querySelectorAll("[aria-valuetext]")].map((part) => [part.getAttribute("data-part"), part.getAttribute("aria-valuetext")])),
      focus: element.contains(active) ? (active.getAttribute("data-part") ?? (active === svg ? "(scene)" : active.localName)) : (active?.id || active?.localName || null),
      delivered, mismatches,
    };
  },
};
/**
 * The frame budget (issue 71): a puzzle from the page's stand-in server, then
 * `events` drag moves, each timed as a page's whole frame is: the handler's
 * send, the module, the patch, and the browser's style and layout (forced
 * here, as the display frame would). Milliseconds at p50 and p95, and how
 * many moves patched the drawing (each must).
 */
window.conform.measureDrag = (events) => {
  const server = new CaptchaServer(flow);
  const requests = [];
  stage.show(flow.createSession("captcha", { kind: "blockPuzzle", envelope: "ajCaptcha" }, {
    clock: () => clock, onEffects: (effects) => effects.forEach(({ request }) => request && requests.push(request)),
  }));
  stage.session.send("openRequested");
  while (requests.length) {
    const request = requests.shift();
    stage.session.send({ responseReceived: { request: request.id, body: server.answer(request.path, request.body) } });
  }
  stage.frame();
  stage.session.send("dragBegan");
  stage.frame();
  const times = [];
  const patchedBefore = patchCounts.valuesSet + patchCounts.parsed;
  for (let i = 0; i < events; i++) {
    const started = performance.now();
    stage.session.send({ dragMoved: { translation: (i % 150) + 0.5 } });
    stage.frame();
    element.getBoundingClientRect();
    document.body.getBoundingClientRect();
    times.push(performance.now() - started);
  }
  stage.session.send("dragCancelled");
  const sorted = times.sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), events, patched: patchCounts.valuesSet + patchCounts.parsed - patchedBefore };
};
document.body.dataset.ready = "ok";
