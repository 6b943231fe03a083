#!/usr/bin/env python3
"""The conformance run: every explored covering spec of every machine that
draws, through the real web front (Web/conform/: SceneStage from
flowcore-dom.mjs on a module of that machine), in headless Chromium.

`flow conform` writes each spec as a conformance file (Specs/CONFORMANCE.md):
its steps as inputs, and after each what a front must show. Here each step is
made as it declares: a press by a real click (CDP mouse events) at the part's
centre or the point declared, a pointer's tap at its point, a key by a real
key press (on the scene itself, or on the part named), a drag by real touches
(touchStart, touchMove, touchEnd, touchCancel: pointer events with the system
able to cancel them); the app's calls through the module; timers by moving the
page's clock, which the runner holds. After every step:

- the events the page delivered are the step's (so the page made the event
  the input declares, and nothing else);
- Chromium's accessibility tree of the stage (CDP Accessibility) is the
  expected elements in order: role, name, description, disabled, pressed,
  selected, a slider's value, min, max and value text; a modal dialog is a
  dialog;
- every element's drawn box (getBBox, in scene points) is its frame within
  0.5 points (a rotated part's is not compared);
- the page's SVG is the native `flow conform` drawing (FlowSVG, as `flow
  render` draws it), element for element;
- while a modal dialog shows, Tab and Shift-Tab keep the focus inside it;
- in every state the run reaches (once each), axe-core finds no violation on
  the stage, in the colours drawn and under forced colours; and,
  on a new session brought to the first step that shows an enabled slider,
  no arrow, Page Up or Page Down moves it the wrong way, and End and Home
  take it to its last and first value (on the machines that answer keys).

Then the frame budget: on the captcha's own module, a drag move's whole frame
(send, module, patch, style and layout) at Chromium's CPU 1x and 4x,
reported (each move must patch the drawing).

Prints per machine the steps made by a person's input, by the app and by the
clock, and every mismatch; exits 1 on any. --self-test runs broken pages (a
wrong role, a swapped Page Up on a slider is a key the machine reads, a modal
that lets Tab out, an End that moves a slider one step, a text field that
swallows typing) and fails unless the run catches each.

Usage: Scripts/check-conformance.py [--flow PATH] [--out DIR] [--self-test]
"""
import argparse
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

from flowbrowser import axe_source, driver, serve, wait_until
from flowscripts import ROOT, flow_binary, fresh_folder
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

# The machine's own module where the CI builds one (Scripts/build-wasm.sh --machines); the gallery's otherwise.
MODULES = {"alert": "../machines/alert.wasm", "captcha": "../machines/captcha.wasm"}
GALLERY_MODULE = "../flow.wasm"
# What a scene's element is in Chromium's tree (ARIA's img is Chromium's image).
AX_ROLES = {"button": "button", "slider": "slider", "textbox": "textbox", "heading": "heading", "img": "image", "group": "group"}
WEB_KEYS = {"Escape": Keys.ESCAPE, "Enter": Keys.ENTER, " ": Keys.SPACE, "ArrowLeft": Keys.ARROW_LEFT, "ArrowRight": Keys.ARROW_RIGHT,
            "ArrowUp": Keys.ARROW_UP, "ArrowDown": Keys.ARROW_DOWN, "Tab": Keys.TAB, "PageUp": Keys.PAGE_UP, "PageDown": Keys.PAGE_DOWN,
            "Home": Keys.HOME, "End": Keys.END, "Backspace": Keys.BACKSPACE}
# A slider's keys (WAI-ARIA APG) and the way each moves its value: up (+1) or down (-1).
# End and Home take it to its last and first value, when it moves at all.
SLIDER_KEYS = [("ArrowRight", 1), ("ArrowRight", 1), ("ArrowRight", 1), ("PageUp", 1), ("PageDown", -1), ("ArrowUp", 1), ("ArrowDown", -1), ("ArrowLeft", -1),
               ("End", 1), ("Home", -1)]
SLIDER_ENDS = {"End": "aria-valuemax", "Home": "aria-valuemin"}
# What the self-test breaks in the page, each as a script run once the stage has loaded.
BREAKAGES = {
    "a wrong role": "const observe = conform.observe; conform.observe = () => { "
                    "const b = document.querySelector('#stage [role=\"button\"]'); if (b) b.setAttribute('role', 'link'); return observe(); };",
    "a modal that lets Tab out": "window.addEventListener('keydown', (e) => { if (e.key === 'Tab') e.stopPropagation(); }, true);",
    "a swapped Page Up": None,  # the file's keys: Page Up sent as the down arrow
    "a text field that swallows typing": "window.addEventListener('keydown', (e) => { if ([...e.key].length === 1 && e.target.closest('[role=\"textbox\"]')) "
                                         "e.stopPropagation(); }, true);",
    "an End that stops short": "window.addEventListener('keydown', (e) => { if (e.key !== 'End') return; e.stopPropagation(); e.preventDefault(); "
                               "e.target.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })); }, true);",
}


def canonical_svg(text):
    """An SVG's elements as (tag, attributes, text) in document order: what a
    page's DOM and a renderer's text are compared by. The page adds only its
    tabindex, which makes controls reachable, and drops the picture's <style>
    (its font list), which a page's CSP refuses and its own style sheet sets."""
    root = ElementTree.fromstring(text)
    out = []
    for element in root.iter():
        if element.tag == "{http://www.w3.org/2000/svg}style":
            continue
        attributes = {key: value for key, value in element.attrib.items() if key != "tabindex"}
        out.append((element.tag, tuple(sorted(attributes.items())), (element.text or "").strip()))
    return out


def ax_elements(browser):
    """The stage's accessibility elements in tree order, as Chromium computes
    them (CDP), its picture's root first: a dialog when modal, else Chromium's
    image for an SVG document (not compared)."""
    document = browser.execute_cdp_cmd("DOM.getDocument", {"depth": 0})

    def backend(selector):
        found = browser.execute_cdp_cmd("DOM.querySelector", {"nodeId": document["root"]["nodeId"], "selector": selector})
        if not found.get("nodeId"):
            return None
        return browser.execute_cdp_cmd("DOM.describeNode", {"nodeId": found["nodeId"]})["node"]["backendNodeId"]

    stage, picture = backend("#stage"), backend("#stage > svg")
    nodes = browser.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    by_id = {node["nodeId"]: node for node in nodes}
    start = next((node for node in nodes if node.get("backendDOMNodeId") == stage), None)
    found = []

    def walk(node):
        role = node.get("role", {}).get("value")
        is_root = node.get("backendDOMNodeId") == picture
        if not node.get("ignored") and (is_root or role in AX_ROLES.values()):
            properties = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
            # A slider's number is the node's value in Chromium's tree.
            if role == "slider":
                properties["valuenow"] = node.get("value", {}).get("value")
            found.append({"role": "(root) " + role if is_root else role, "name": node.get("name", {}).get("value", ""),
                          "description": node.get("description", {}).get("value"), "properties": properties})
        for child in node.get("childIds", []):
            if child in by_id:
                walk(by_id[child])

    if start:
        walk(start)
    return found


def compare_ax(expected, actual, value_texts):
    """What differs between the observation's elements and Chromium's tree; [] when they agree."""
    problems = []
    root = actual[0] if actual and actual[0]["role"].startswith("(root) ") else None
    if expected["modal"] and (root is None or root["role"] != "(root) dialog" or root["properties"].get("modal") is not True):
        problems.append(f"the modal scene is not a modal dialog in Chromium's tree ({root and root['role']})")
    if not expected["modal"] and root is not None and root["role"] == "(root) dialog":
        problems.append("a scene that is not modal is a dialog in Chromium's tree")
    want = [dict(element, role=AX_ROLES[element["role"]]) for element in expected["elements"]]
    got = [node for node in actual[1 if root else 0:] if node["role"] != "group" or node["name"]]
    want = [element for element in want if element["role"] != "group" or element.get("name")]
    if [w["role"] for w in want] != [g["role"] for g in got]:
        return problems + [f"roles {[w['role'] for w in want]} in the model, {[g['role'] for g in got]} in Chromium's tree"]
    for w, g in zip(want, got):
        part = w["part"]
        if w["name"] != g["name"]:
            problems.append(f"{part}: named {g['name']!r}, the model says {w['name']!r}")
        if (w.get("description") or None) != (g["description"] or None):
            problems.append(f"{part}: described {g['description']!r}, the model says {w.get('description')!r}")
        if bool(w.get("disabled")) != bool(g["properties"].get("disabled")):
            problems.append(f"{part}: disabled {g['properties'].get('disabled')}, the model says {bool(w.get('disabled'))}")
        if w.get("pressed") and g["properties"].get("pressed") not in ("true", True):
            problems.append(f"{part}: not pressed in Chromium's tree")
        if "value" in w:
            value = w["value"]
            for name, key in (("valuemin", "min"), ("valuemax", "max")):
                if abs(float(g["properties"].get(name, "nan")) - value[key]) > 1e-6:
                    problems.append(f"{part}: {name} {g['properties'].get(name)}, the model says {value[key]}")
            if g["properties"].get("valuenow") is None or abs(float(g["properties"]["valuenow"]) - value["now"]) > 1e-6:
                problems.append(f"{part}: value {g['properties'].get('valuenow')}, the model says {value['now']}")
            # Chromium's CDP reports every slider's valuetext as "" (an HTML one's too): the page's attribute is read instead.
            if "text" in value and value_texts.get(part) != value["text"]:
                problems.append(f"{part}: value text {value_texts.get(part)!r}, the model says {value['text']!r}")
    return problems


def compare_boxes(expected, boxes):
    problems = []
    for element in expected["elements"]:
        if element.get("rotated"):
            continue
        box, frame = boxes.get(element["part"]), element["frame"]
        if box is None:
            problems.append(f"{element['part']} is not drawn")
            continue
        off = max(abs(box[k] - frame[k]) for k in ("x", "y", "width", "height"))
        if off > 0.5:
            problems.append(f"{element['part']}: drawn at {[round(box[k], 2) for k in ('x', 'y', 'width', 'height')]}, "
                            f"its frame is {[frame[k] for k in ('x', 'y', 'width', 'height')]}")
    return problems


class Run:
    def __init__(self, browser, port, check_tab=True, breakage=None, keyed=(), axe=None):
        self.browser = browser
        self.port = port
        self.check_tab = check_tab
        self.breakage = breakage
        self.keyed = keyed  # the machines that answer keys: their sliders' keys are checked
        self.sliders = 0
        self.ends = 0  # End and Home presses that took a slider to that end
        self.axe = axe  # axe-core's script, run on every state the run reaches, once each
        self.axe_runs = 0
        self.axed = set()  # the states axe-core has judged: the native SVG and whether modal
        self.module = None
        self.touch = None

    def load(self, machine):
        module = MODULES.get(machine, GALLERY_MODULE)
        if not os.path.exists(os.path.join(ROOT, "Web", module[3:])):
            module = GALLERY_MODULE
        if module != self.module:
            self.browser.get(f"http://127.0.0.1:{self.port}/conform/index.html?module={module}")
            wait_until(lambda: self.browser.execute_script("return document.body.dataset.ready"), 30, f"the stage to load {module}")
            self.module = module
            if self.breakage:
                self.browser.execute_script(self.breakage)
            if self.axe:
                self.browser.execute_script(self.axe)
        return module

    def sliders_follow_their_keys(self, expected):
        """Each enabled slider of the last scene, its keys pressed on it: none moves its value the wrong way (the APG's
        arrows, Page Up up and Page Down down; End to its last value, Home to its first). A slider whose value the front
        moves (a scroll view's pages) may not move."""
        problems = []
        for element in expected["elements"]:
            if element["role"] != "slider" or element.get("disabled"):
                continue
            part = element["part"]
            now = lambda attribute="aria-valuenow": self.browser.execute_script(
                "conform.observe(); const e = document.querySelector(`#stage [data-part=\"${arguments[0]}\"]`); return e && Number(e.getAttribute(arguments[1]))",
                part, attribute)
            for key, way in SLIDER_KEYS:
                before = now()
                self.browser.execute_script("document.querySelector(`#stage [data-part=\"${arguments[0]}\"]`).focus()", part)
                self.browser.execute_script("conform.expect(arguments[0])", {"at": 0, "input": {"key": {"key": key}}, "event": None})
                self.key(key)
                after = now()
                if before is not None and after is not None and (after - before) * way < 0:
                    problems.append(f"{part}: {key} moved the slider {'down' if way > 0 else 'up'} ({before} to {after})")
                elif key in SLIDER_ENDS and before != after:
                    if after != now(SLIDER_ENDS[key]):
                        problems.append(f"{part}: {key} moved the slider to {after}, not to its {SLIDER_ENDS[key]} {now(SLIDER_ENDS[key])}")
                    else:
                        self.ends += 1
            self.sliders += 1
        return problems

    def mouse(self, kind, x, y):
        self.browser.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def press(self, x, y):
        self.mouse("mouseMoved", x, y)
        self.mouse("mousePressed", x, y)
        self.mouse("mouseReleased", x, y)

    def touch_event(self, kind, x=None, y=None):
        points = [] if kind in ("touchEnd", "touchCancel") else [{"x": x, "y": y, "id": 1}]
        self.browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def key(self, key):
        """Presses `key`: a named key (`KeyboardEvent.key`), or one character, typed as a keyboard types it."""
        ActionChains(self.browser).send_keys(WEB_KEYS.get(key, key)).perform()

    def make(self, step, boxes):
        """Makes the step's input; the number of steps it made (a clock's advance fires every timer due)."""
        self.browser.execute_script("conform.expect(arguments[0])", step)
        (kind, value), = step["input"].items()
        if kind == "timer":
            # The timers due fire by the clock: the display frame's tick may have
            # fired them already, as a page's would; what was delivered counts.
            self.browser.execute_script("conform.advance()")
            return len(self.browser.execute_script("return conform.observe().delivered"))
        if kind == "app":
            self.browser.execute_script("conform.app()")
        elif kind == "press":
            box = boxes[value["part"]]
            at = value.get("at") or {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
            self.press(at["x"], at["y"])
        elif kind == "pointer":
            self.press(value["at"]["x"], value["at"]["y"])
        elif kind == "key":
            if value.get("on"):
                self.browser.execute_script("document.querySelector(`#stage [data-part=\"${arguments[0]}\"]`).focus()", value["on"])
            else:
                self.browser.execute_script("conform.focusScene()")
            self.key(value["key"])
        elif kind == "type":
            self.browser.execute_script("document.querySelector(`#stage [data-part=\"${arguments[0]}\"]`).focus()", value["on"])
            self.key(value["text"])
        elif kind == "drag":
            moment = value["moment"]
            if moment == "began":
                box = boxes[value["part"]]
                self.touch = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
                self.touch_event("touchStart", *self.touch)
            elif moment == "moved":
                self.touch_event("touchMove", self.touch[0] + value["translation"], self.touch[1])
            elif moment == "ended":
                self.touch_event("touchMove", self.touch[0] + value["translation"], self.touch[1])
                self.touch_event("touchEnd")
                self.touch = None
            else:
                self.touch_event("touchCancel")
                self.touch = None
        return 1

    def tab_held(self, expected):
        """While a modal dialog shows, Tab and Shift-Tab stay inside it; the focus where it was put back after."""
        controls = [e for e in expected["elements"] if e["role"] in ("button", "slider", "textbox") and not e.get("disabled")]
        escaped = []
        for key in [Keys.TAB] * (len(controls) + 1) + [Keys.SHIFT + Keys.TAB]:
            ActionChains(self.browser).send_keys(key).perform()
            inside = self.browser.execute_script("return document.getElementById('stage').contains(document.activeElement)")
            if not inside:
                escaped.append(self.browser.execute_script("return document.activeElement && (document.activeElement.id || document.activeElement.localName)"))
        return [f"Tab took the focus out of the modal dialog, to {escaped[0]}"] if escaped else []

    def file(self, conformance):
        """Runs one conformance file; its mismatches, each a line."""
        machine = conformance["machine"]
        self.load(machine)
        self.restart(conformance)
        problems = []
        observed = self.browser.execute_script("return conform.observe()")
        steps = conformance["steps"]
        index = 0
        while index < len(steps):
            step = steps[index]
            made = self.make(step, observed["boxes"])
            kind = next(iter(step["input"]))
            observed = self.browser.execute_script("return conform.observe()")
            wanted = [s["event"] for s in steps[index:index + made]]
            last = steps[min(index + made, len(steps)) - 1]
            where = f"{conformance['spec']} step {index} ({kind}: {json.dumps(step['event'], ensure_ascii=False)})"
            found = []
            if made < 1 or observed["delivered"] != wanted:
                found.append(f"delivered {json.dumps(observed['delivered'], ensure_ascii=False)}, the steps say {json.dumps(wanted, ensure_ascii=False)}")
            found += observed["mismatches"]
            expected = last["expect"]
            if observed["svg"] is None or canonical_svg(observed["svg"]) != canonical_svg(expected["svg"]):
                found.append("the page's SVG is not the native drawing" + svg_difference(observed["svg"], expected["svg"]))
            found += compare_boxes(expected, observed["boxes"])
            found += compare_ax(expected, ax_elements(self.browser), observed["valueTexts"])
            if self.check_tab and expected["modal"]:
                found += self.tab_held(expected)
            if not found:
                found += self.judged_by_axe(expected)
            problems += [f"{where}: {line}" for line in found]
            if found:
                return problems  # the page and the model have parted: what follows would repeat it
            index += max(made, 1)
        first = next((k for k, step in enumerate(steps) if any(e["role"] == "slider" and not e.get("disabled") for e in step["expect"]["elements"])), None)
        if first is not None and machine in self.keyed:
            # The keys change the session: a new one is brought to the first step that shows a slider, and tried there.
            self.restart(conformance)
            observed = self.browser.execute_script("return conform.observe()")
            index = 0
            while index <= first:
                index += max(self.make(steps[index], observed["boxes"]), 1)
                observed = self.browser.execute_script("return conform.observe()")
            problems += [f"{conformance['spec']} after step {first}: {line}" for line in self.sliders_follow_their_keys(steps[first]["expect"])]
        return problems

    def judged_by_axe(self, expected):
        """axe-core's violations on the stage, in colours as drawn and under forced colours (Windows High Contrast, as
        CDP emulates it), the first time the run reaches this state (many steps of many files show the same)."""
        state = (expected["svg"], expected["modal"])
        if not self.axe or state in self.axed:
            return []
        self.axed.add(state)
        found = []
        for forced in (False, True):
            self.browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "forced-colors", "value": "active" if forced else "none"}]})
            if self.browser.execute_script("return matchMedia('(forced-colors: active)').matches") != forced:
                return found + [f"Chromium did not {'emulate' if forced else 'leave'} forced colours"]
            violations = self.browser.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "axe.run('#stage', {resultTypes: ['violations']}).then(r => done(r.violations.map(v => `${v.id} (${v.nodes.length})`)))"
                ".catch(e => done([`axe-error ${e}`]));")
            self.axe_runs += 1
            found += [f"axe-core{' under forced colours' if forced else ''}: {violation}" for violation in violations]
        self.browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "forced-colors", "value": "none"}]})
        return found

    def restart(self, conformance):
        if self.touch:  # a drag the last file left down
            self.touch_event("touchCancel")
            self.touch = None
        self.browser.execute_script("conform.start(arguments[0], arguments[1], arguments[2], arguments[3])", conformance["machine"], conformance["config"],
                                    conformance["keys"], conformance.get("textField"))


def svg_difference(actual, expected):
    if actual is None:
        return ": nothing is drawn"
    a, e = canonical_svg(actual), canonical_svg(expected)
    for position, (x, y) in enumerate(zip(a, e)):
        if x != y:
            return f" (element {position}: page {x}, native {y})"
    return f" ({len(a)} elements on the page, {len(e)} drawn natively)"


def drag_frames(browser, port):
    """The drag frame figures on the captcha's own stage at CPU 1x and 4x (Chromium's throttling: a slow phone)."""
    run = Run(browser, port)
    run.load("captcha")
    figures = {}
    for rate in (1, 4):
        browser.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": rate})
        figures[rate] = browser.execute_script("return conform.measureDrag(300)")
    browser.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 1})
    return figures


def keyed_machines(files):
    """The machines whose specs send keys: their sliders answer them."""
    keyed = set()
    for path in files:
        with open(path, encoding="utf-8") as f:
            conformance = json.load(f)
        if any("key" in step["input"] for step in conformance["steps"]):
            keyed.add(conformance["machine"])
    return keyed


def run_all(browser, port, files, check_tab=True):
    counts, mismatches = {}, {}
    run = Run(browser, port, check_tab, keyed=keyed_machines(files), axe=axe_source())
    for path in files:
        with open(path, encoding="utf-8") as f:
            conformance = json.load(f)
        machine = conformance["machine"]
        made = counts.setdefault(machine, {"input": 0, "app": 0, "timer": 0, "files": 0})
        for kind in ("input", "app", "timer"):
            made[kind] += conformance["counts"][kind]
        made["files"] += 1
        mismatches.setdefault(machine, []).extend(run.file(conformance))
    return counts, mismatches, (run.sliders, run.ends, run.axe_runs, run.axed)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--flow", default=os.path.join(ROOT, ".build/debug/flow"), help="the flow binary (default: .build/debug/flow, built when missing)")
    parser.add_argument("--machine", action="append", help="run only this machine's specs (repeatable)")
    parser.add_argument("--out", default=os.path.join(ROOT, ".build/conformance"))
    parser.add_argument("--self-test", action="store_true", help="run broken pages and fail unless each is caught")
    arguments = parser.parse_args()
    flow = flow_binary(arguments.flow)
    fresh_folder(arguments.out)
    files_dir = os.path.join(arguments.out, "files")
    explored = sorted(os.path.join(ROOT, "Specs", component, "explored") for component in os.listdir(os.path.join(ROOT, "Specs"))
                      if os.path.isdir(os.path.join(ROOT, "Specs", component, "explored")))
    written = subprocess.run([flow, "conform", *explored, "--write", files_dir], capture_output=True, text=True)
    if written.returncode != 0:
        sys.exit(f"check-conformance: flow conform failed:\n{written.stdout}{written.stderr}")
    files = sorted(os.path.join(root, name) for root, _, names in os.walk(files_dir) for name in names if name.endswith(".json"))
    if arguments.machine:
        files = [f for f in files if os.path.basename(os.path.dirname(f)) in arguments.machine]
    server = serve()
    browser = driver(arguments.out)
    try:
        if arguments.self_test:
            return self_test(browser, server.server_address[1], files)
        counts, mismatches, (sliders, ends, axe_runs, run_axed) = run_all(browser, server.server_address[1], files)
        frames = drag_frames(browser, server.server_address[1])
    finally:
        browser.quit()
        server.shutdown()
    total = 0
    for machine in counts:
        made, found = counts[machine], mismatches[machine]
        total += len(found)
        print(f"{'ok  ' if not found else 'FAIL'}  {machine}: {made['files']} specs, {made['input']} steps by real input, "
              f"{made['app']} by app calls, {made['timer']} by the clock; {len(found)} mismatches")
        for line in found:
            print(f"      {line}")
    for rate, figures in frames.items():
        # Reported, not asserted (a browser's times swing with the machine's load); every move must patch.
        print(f"      a captcha drag move's whole frame on its own module, CPU {rate}x: p50 {figures['p50']:.2f} ms, p95 {figures['p95']:.2f} ms "
              f"({figures['events']} moves, {figures['patched']} patched)")
        if figures["patched"] < figures["events"]:
            total += 1
            print(f"FAIL  only {figures['patched']} of {figures['events']} drag moves patched the captcha")
    print(f"conformance: {sum(c['files'] for c in counts.values())} specs of {len(counts)} machines, "
          f"{sum(c['input'] for c in counts.values())} steps by real input, {sliders} sliders' keys pressed ({ends} End and Home presses at their ends), axe-core in {len(run_axed)} states ({axe_runs} runs, forced colours included); {total} mismatches")
    return 1 if total else 0


def self_test(browser, port, files):
    """Each broken page must fail the run, where the unbroken page passes the same file: the run can fail."""
    def pick(machine, wanted):
        for path in files:
            with open(path, encoding="utf-8") as f:
                conformance = json.load(f)
            if conformance["machine"] == machine and wanted(conformance):
                return conformance
        sys.exit(f"check-conformance --self-test: no {machine} file to break")
    has_button = lambda c: any(e["role"] == "button" for s in c["steps"] for e in s["expect"]["elements"])
    is_modal = lambda c: any(s["expect"]["modal"] for s in c["steps"])
    types = lambda c: any("type" in s["input"] for s in c["steps"])
    ends_on_slider = lambda c: any(e["role"] == "slider" and not e.get("disabled") for s in c["steps"] for e in s["expect"]["elements"])
    cases = [("a wrong role", pick("alert", has_button), "roles"), ("a modal that lets Tab out", pick("alert", is_modal), "Tab took the focus out"),
             ("a swapped Page Up", pick("captcha", ends_on_slider), "PageUp moved the slider down"),
             ("an End that stops short", pick("captcha", ends_on_slider), "End moved the slider to"),
             ("a text field that swallows typing", pick("code-entry", types), "delivered []")]
    failed = 0
    for name, conformance, sign in cases:
        clean = Run(browser, port, keyed={conformance["machine"]}).file(conformance)
        broken_file = json.loads(json.dumps(conformance))
        if name == "a swapped Page Up":
            broken_file["keys"]["PageUp"] = "down"
        broken = Run(browser, port, breakage=BREAKAGES[name], keyed={conformance["machine"]}).file(broken_file)
        caught = not clean and any(sign in line for line in broken)
        failed += not caught
        print(f"{'ok  ' if caught else 'FAIL'}  {name} ({conformance['spec']}): the page as it is passes ({len(clean)} mismatches), "
              f"broken it fails: {next((line for line in broken if sign in line), broken[:1])}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
