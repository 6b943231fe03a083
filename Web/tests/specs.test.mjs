// The ES module in Node, as a web developer's tests would drive it: every
// committed spec of every machine the module holds (the alert and the
// captcha at least: a module without them skips their tests) replayed through
// `flowcore.mjs` (a session, its sends at their times on a clock the test
// holds, its timers fired as the clock passes them), each step's effects and
// state members as the spec says, and the session saved as a spec that is
// the committed one's steps again. Run: node --test Web/tests
// (needs Web/flow.wasm, or FLOWCORE_WASM naming a module: bash Scripts/build-wasm.sh).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { loadFlowCore } from "../flowcore.mjs";

const root = new URL("../../", import.meta.url);
const wasm = process.env.FLOWCORE_WASM ? new URL(process.env.FLOWCORE_WASM, `file://${process.cwd()}/`) : new URL("Web/flow.wasm", root);
const flow = await loadFlowCore(wasm);

/**
 * Whether `actual` has every member `expected` names, numbers within
 * `tolerance` unless both whole; a null member is one the state leaves out
 * (an optional that is nil), as `flow check` reads it.
 */
function matches(actual, expected, tolerance) {
  if (expected === null) return actual === null || actual === undefined;
  if (typeof expected === "number" && typeof actual === "number") {
    return Number.isInteger(expected) && Number.isInteger(actual) ? expected === actual : Math.abs(expected - actual) <= tolerance;
  }
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, index) => matches(actual[index], item, tolerance));
  }
  if (expected !== null && typeof expected === "object") {
    return actual !== null && typeof actual === "object" && !Array.isArray(actual)
      && Object.entries(expected).every(([key, value]) => matches(actual[key], value, tolerance));
  }
  return actual === expected;
}

/** Replays `spec` through a session; the steps the module recorded, as it saved them. */
function replay(spec, file) {
  let time = 0;
  const session = flow.createSession(spec.machine, spec.config, { title: spec.title, clock: () => time });
  const tolerance = spec.tolerance ?? 1e-9;
  const fired = [];
  try {
    for (const [index, step] of spec.steps.entries()) {
      const where = `${file}, step ${index + 1} (at ${step.at})`;
      time = step.at;
      let effects;
      if (step.send !== undefined) {
        // A canonical spec lists every timer due before a send as a step of its own.
        effects = session.send(step.send);
      } else {
        if (!fired.length) fired.push(...session.advance());
        const firing = fired.shift();
        assert.ok(firing, `${where}: the timer ${JSON.stringify(step.fire)} did not fire`);
        assert.deepEqual([firing.at, firing.event], [step.at, step.fire], where);
        effects = firing.effects;
      }
      const expected = step.expect?.effects ?? [];
      assert.ok(matches(effects, expected, tolerance), `${where}: effects ${JSON.stringify(effects)}, the spec says ${JSON.stringify(expected)}`);
      if (step.expect?.state) {
        const state = session.state();
        assert.ok(matches(state, step.expect.state, tolerance), `${where}: state ${JSON.stringify(state)} lacks ${JSON.stringify(step.expect.state)}`);
      }
    }
    assert.deepEqual(fired, [], `${file}: timers fired that the spec does not list`);
    return session.spec();
  } finally {
    session.close();
  }
}

/** Every committed spec (Specs/, its explored covering specs too) by its machine. */
function specsByMachine() {
  const specs = new Map();
  for (const entry of readdirSync(new URL("Specs/", root), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".json") || entry.name.endsWith(".schema.json")) continue;
    const path = `${entry.parentPath ?? entry.path}/${entry.name}`;
    const spec = JSON.parse(readFileSync(path, "utf8"));
    if (!specs.has(spec.machine)) specs.set(spec.machine, []);
    specs.get(spec.machine).push({ spec, file: path.slice(root.pathname.length) });
  }
  return specs;
}

const specs = specsByMachine();
// The alert and the captcha always; every other machine the module holds too.
for (const machine of new Set(["alert", "captcha", ...flow.machines])) {
  test(`every ${machine} spec replays through flowcore.mjs as flow check replays it`, { skip: !flow.machines.includes(machine) && `the module leaves ${machine} out` }, () => {
    const files = specs.get(machine) ?? [];
    assert.ok(files.length >= 1, `no spec of ${machine}`);
    for (const { spec, file } of files) {
      const saved = replay(spec, file);
      assert.deepEqual(saved.steps.map((step) => step.at), spec.steps.map((step) => step.at), `${file}: the saved session's steps`);
      assert.deepEqual(saved.steps.map((step) => step.send ?? step.fire), spec.steps.map((step) => step.send ?? step.fire), `${file}: the saved session's events`);
    }
  });
}

test("a step that differs from the spec fails the replay (the check can fail)", () => {
  const spec = JSON.parse(readFileSync(new URL("Specs/alert/double-tap.json", root), "utf8"));
  spec.steps[2].expect.state.selectedButton = 1;
  assert.throws(() => replay(spec, "double-tap, altered"), /state .* lacks/);
});

test("the module lists its machines, and refuses what it cannot read with the place", () => {
  assert.ok(flow.machines.includes("alert"), flow.machines.join(", "));
  assert.throws(() => flow.createSession("no-such-machine"), /no-such-machine/);
  const alert = flow.createSession("alert", { content: { title: "提示", buttons: ["好的"] } }, { clock: () => 0 });
  assert.throws(() => alert.send({ buttonTapped: { index: "one" } }), /request\.send/);
  alert.close();
  assert.equal(flow.openSessions, 0);
});

test("a session's timers fire as its clock passes them, with their effects", () => {
  let time = 0;
  const seen = [];
  const alert = flow.createSession("alert", { content: { title: "提示", buttons: ["好的"] } }, { clock: () => time, onEffects: (effects, cause) => seen.push([cause, effects]) });
  alert.send({ showRequested: { screen: { width: 375, height: 667 }, safeArea: { top: 20 } } });
  assert.equal(alert.state().phase, "shown");
  time = 1;
  const effects = alert.send({ buttonTapped: { index: 0 } });
  assert.deepEqual(effects[0], { notifyButtonSelected: { index: 0 } });
  assert.equal(alert.nextTimer, 1.3);
  assert.deepEqual(alert.pending(), [{ at: 1.3, event: "fadeOutEnded" }]);
  assert.deepEqual(alert.tick(), [], "not due yet");
  time = 2;
  assert.deepEqual(alert.tick(), [{ at: 1.3, event: "fadeOutEnded", effects: ["remove"] }]);
  assert.equal(alert.state().phase, "removed");
  assert.deepEqual(seen.at(-1), ["fadeOutEnded", ["remove"]]);
  assert.match(alert.svg(), /^<svg /);
  alert.close();
});

test("a still scene costs no module call: changes() asks again only after an event, a timer or an animation's end", () => {
  let time = 0;
  const alert = flow.createSession("alert", { content: { title: "提示", buttons: ["好的"] } }, { clock: () => time });
  alert.send({ showRequested: { screen: { width: 375, height: 667 }, safeArea: { top: 20 } } });
  assert.ok(alert.changes().svg, "the first frame is the whole picture");
  time = 0.1;
  assert.ok(alert.changes().parts, "mid-fade: the window's opacity moves");
  time = 0.3;
  alert.changes();
  const before = flow.calls;
  for (const at of [0.4, 1, 5, 60]) {
    time = at;
    assert.deepEqual(alert.changes(), {}, `still at ${at}`);
    assert.deepEqual(alert.tick(), []);
  }
  assert.equal(flow.calls, before, "no module call for a still scene");
  time = 61;
  alert.send({ buttonTapped: { index: 0 } });
  const asked = flow.calls;
  assert.equal(alert.changes().quietFrom, 61.3, "an event: the module is asked, and says the fade out ends at 61.3");
  assert.equal(flow.calls, asked + 1);
  time = 61.1;
  assert.ok(alert.changes().parts, "the fade out moves the window's opacity");
  alert.close();
});
