// FlowCore's machines as an ES module: a WebAssembly module built from the
// Swift sources (Scripts/build-wasm.sh; one machine or all of them), driven
// through its JSON bridge in the specs' own vocabulary. No DOM: it runs in a
// browser, in a worker and in Node alike. What draws a scene on a page is
// `flowcore-dom.mjs`; the gallery (index.html) is one user of both.
//
//   import { loadFlowCore } from "@flowcore/web";
//   const flow = await loadFlowCore(new URL("./alert.wasm", import.meta.url));
//   const alert = flow.createSession("alert", { content: { title: "提示", buttons: ["好的"] } });
//   alert.send({ showRequested: { screen: { width: 375, height: 667 } } });
//   alert.state().phase;   // "shown"
//
// Every session can be saved as a spec (`specText()`) that
// `swift run flow check` replays unchanged.

/**
 * Loads a FlowCore module: from a URL (fetched; a `file:` URL is read from
 * disk under Node), a `Response`, the module's bytes, or a compiled
 * `WebAssembly.Module`.
 */
export async function loadFlowCore(source) {
  return new FlowCore(await instantiate(await source));
}

async function instantiate(source) {
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, {});
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return (await WebAssembly.instantiate(source, {})).instance;
  if (typeof source === "string" || source instanceof URL) {
    const url = new URL(source, globalThis.location?.href);
    if (url.protocol === "file:") {
      const { readFile } = await import("node:fs/promises");
      return instantiate(await readFile(url));
    }
    return instantiate(await fetch(url));
  }
  if (typeof Response !== "undefined" && source instanceof Response) {
    if (!source.ok) throw new Error(`${source.url}: ${source.status} (build it with bash Scripts/build-wasm.sh)`);
    // Compiled while it downloads when the server says application/wasm; from the bytes otherwise.
    return source.headers.get("Content-Type") === "application/wasm"
      ? (await WebAssembly.instantiateStreaming(source, {})).instance
      : instantiate(await source.arrayBuffer());
  }
  throw new TypeError("loadFlowCore: a URL, a Response, bytes or a WebAssembly.Module");
}

/** A loaded module: its machines, its sessions, and its one call (a JSON request in, a JSON answer out). */
export class FlowCore {
  constructor(instance) {
    this.exports = instance.exports;
    /** How many calls the module has answered (a page's cost, for its checks). */
    this.calls = 0;
    /** The spec names of the machines this module runs, in its list's order. */
    this.machines = this.call({ machines: {} }).machines;
  }

  /**
   * A new session of `machine` (a spec name, such as "alert") with its
   * configuration in the specs' vocabulary. Options: `title` (the saved
   * spec's), `increasedContrast` (scenes drawn as Increase Contrast draws
   * them), `clock` (a function giving seconds, never going back: the page's
   * own time by default; a test passes its own), `onEffects(effects, cause)`
   * (called for every send and every timer that fires).
   */
  createSession(machine, config = {}, options = {}) {
    return new FlowSession(this, machine, config, options);
  }

  /** How many sessions are open in the module (at most 256: close each one you replace). */
  get openSessions() {
    return this.call({ sessions: {} }).open;
  }

  /** Answers `request` (an object); a refused request throws an Error with the module's message. */
  call(request) {
    // A lone surrogate (a text field's selection can split a pair) becomes U+FFFD here, as
    // UIKit's bridging of UTF-16 does: the module refuses a lone \uD800 escape, as specs must.
    return this.callText(JSON.stringify(request, (key, value) => (typeof value === "string" ? value.toWellFormed() : value)));
  }

  /** `call` with the request already written as JSON text (which the module parses itself). */
  callText(text) {
    const { flow_alloc, flow_call, flow_free, memory } = this.exports;
    this.calls += 1;
    const bytes = new TextEncoder().encode(text);
    const input = flow_alloc(bytes.length);
    new Uint8Array(memory.buffer, input, bytes.length).set(bytes);
    const output = flow_call(input, bytes.length);
    flow_free(input);
    const answer = JSON.parse(this.answer(output));
    if (answer.error) throw new Error(answer.error);
    return answer;
  }

  /** A session's scene as SVG text at time `at`, without a JSON envelope (a page draws every frame). */
  render(session, at) {
    this.calls += 1;
    const text = this.answer(this.exports.flow_render(session, at));
    if (text.startsWith("{")) throw new Error(JSON.parse(text).error);
    return text;
  }

  /** The text of an answer the module wrote (a little-endian length, then UTF-8), freed once read. */
  answer(output) {
    const { flow_free, memory } = this.exports;
    const length = new DataView(memory.buffer).getUint32(output, true);
    const text = new TextDecoder().decode(new Uint8Array(memory.buffer, output + 4, length));
    flow_free(output);
    return text;
  }
}

/** Seconds since the call, from the host's monotonic clock. */
function hostClock() {
  const start = performance.now();
  return () => (performance.now() - start) / 1000;
}

/**
 * One machine running in the module: its clock (seconds, to the
 * millisecond) and its timers (fired as the clock passes them). The module
 * writes the spec down as it goes: every event sent and every timer fired,
 * at its time, with the effects it produced.
 */
export class FlowSession {
  constructor(flow, machine, config, { title = `${machine} session`, increasedContrast = false, clock = hostClock(), onEffects = null } = {}) {
    this.flow = flow;
    this.machine = machine;
    this.config = config;
    this.title = title;
    this.clockSource = clock;
    this.onEffects = onEffects;
    // Increase Contrast is how the scenes are drawn, not the machine's behaviour: it is not in the spec.
    this.id = flow.call({ create: { machine, config, increasedContrast } }).session;
    /** The session's time, in seconds: the latest the clock gave, never going back. */
    this.clock = 0;
    /** When the next timer is due, or null. */
    this.nextTimer = null;
    // What `changes` needs to skip the module: whether an event or a timer came since it last
    // asked, when it asked, and from when the module said the scene is still (null: never).
    this.changed = true;
    this.askedAt = -Infinity;
    this.quietFrom = null;
  }

  /** The session's time now: the clock's, to the millisecond, never going back. */
  now() {
    this.clock = Math.max(this.clock, Math.round(this.clockSource() * 1000) / 1000);
    return this.clock;
  }

  /**
   * Sends `event` (in the specs' vocabulary: `"maskTapped"`, or
   * `{buttonTapped: {index: 0}}`) now, first firing the timers due; the
   * event's effects.
   */
  send(event) {
    const answer = this.flow.call({ send: { session: this.id, at: this.now(), event } });
    this.absorb(answer);
    if (this.onEffects) this.onEffects(answer.effects, event);
    return answer.effects;
  }

  /** Fires the timers due now: each `{at, event, effects}`. */
  advance() {
    const answer = this.flow.call({ advance: { session: this.id, to: this.now() } });
    this.absorb(answer);
    return answer.firings;
  }

  /** `advance` only when a timer is due (a page calls it every frame: no module call otherwise). */
  tick() {
    if (this.nextTimer === null || this.now() < this.nextTimer) return [];
    return this.advance();
  }

  absorb(answer) {
    this.nextTimer = answer.nextTimer;
    if (answer.effects !== undefined || answer.firings.length) this.changed = true;
    if (this.onEffects) for (const firing of answer.firings) this.onEffects(firing.effects, firing.event);
  }

  /** The machine's state, in the specs' vocabulary. */
  state() {
    return this.flow.call({ state: { session: this.id } }).state;
  }

  /** The timers still to fire: each `{at, event}`, in the order they go off. */
  pending() {
    return this.flow.call({ state: { session: this.id } }).pending;
  }

  /** The scene now, as SVG text (its accessibility included as ARIA). */
  svg() {
    return this.flow.render(this.id, this.now());
  }

  /**
   * What changed in the scene since the last call (the module keeps what it
   * gave): `{svg}` for the whole picture (the first time, or when the parts
   * themselves changed), `{parts: [{index, svg}]}` for the parts to replace,
   * neither for nothing. A page calls it every frame: when no event or
   * timer came since it last asked, and it asked after the scene's
   * animations ended (the module's `quietFrom`), nothing can have changed,
   * and the module is not called.
   */
  changes() {
    const at = this.now();
    if (!this.changed && this.quietFrom !== null && this.askedAt >= this.quietFrom) return {};
    const answer = this.flow.call({ changes: { session: this.id, at } });
    this.changed = false;
    this.askedAt = at;
    this.quietFrom = answer.quietFrom;
    return answer;
  }

  /**
   * The session as a spec's text, written by the module as `flow record`
   * writes it (every effect, the state members each step changed, the timers
   * left pending), so `flow check --canonical` passes on the saved file as it is.
   */
  specText() {
    return this.flow.call({ spec: { session: this.id, title: this.title } }).text;
  }

  /** The session as a spec, parsed. */
  spec() {
    return JSON.parse(this.specText());
  }

  /** Ends the session in the module, which keeps at most 256 open. */
  close() {
    this.flow.call({ close: { session: this.id } });
  }
}

/**
 * The text of an effect that asks for something to be announced
 * (`{"announce": {"text": …}}`, at any depth: a child machine's is wrapped
 * in its parent's case), or null.
 */
export function announcement(effect) {
  if (effect === null || typeof effect !== "object") return null;
  if (effect.announce && typeof effect.announce.text === "string") return effect.announce.text;
  for (const value of Object.values(effect)) {
    const found = announcement(value);
    if (found !== null) return found;
  }
  return null;
}
