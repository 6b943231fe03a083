#!/usr/bin/env python3
"""Drives the web front (Web/index.html with Web/flow.wasm) in headless Chromium.

Serves Web/ on a loopback port, opens the page with Selenium and Debian's
chromium-driver, and uses it as a person would: taps an alert's button, types
into the text-view alert and into the text view (past its limit), drags the
captcha's thumb to the gap and taps the asked words (against the page's
stand-in AJ-Captcha server, which checks the AES payload), types a wrong and
a right picture code, turns the guide's pages and starts, taps through the
coach marks, answers a request with 403 for the session's expiry, and shows
HUD notices. Then it checks what the page shows (the scenes' ARIA) and saves
every panel's session as the page saves it, which `flow check --canonical`
must pass unchanged (replayed, and byte for byte what `flow record` writes):
the cross-front contract, from a real front. Screenshots land in the output
folder. Exits 1 on any failure.

Usage: Scripts/check-web.py [--flow PATH] [--out DIR]
Needs Web/flow.wasm (bash Scripts/build-wasm.sh), chromium, chromium-driver
and PyPI's selenium.
"""
import argparse
import base64
import functools
import gzip
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading
import time

from flowscripts import ROOT, flow_binary, fresh_folder

try:
    import selenium  # noqa: F401
except ImportError:  # PyPI's selenium, installed when missing
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "selenium"], check=True)
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


# Requests no page should send, each answered with an error or an answer, none with a trap.
HOSTILE = r"""
const requests = [
  "not json", "{", "", "[]", "null", '{"create": 1}', '{"create": {"machine": "nope"}}',
  "[".repeat(100000) + "]".repeat(100000),
  JSON.stringify({create: {machine: "guide-pager", config: {pageCount: 1e9, pageSize: {width: 375, height: 667}}}}),
  JSON.stringify({create: {machine: "guide-pager", config: {pageCount: 3, pageSize: {width: 1e300, height: -5}}}}),
  JSON.stringify({create: {machine: "alert", config: {content: {buttons: Array(5000).fill("好")}}}}),
  JSON.stringify({create: {machine: "code-entry", config: {length: 4294967297}}}),
  JSON.stringify({create: {machine: "captcha", config: {accessibility: {adjustmentStep: "NaN"}}}}),
  JSON.stringify({create: {machine: "progress-hud", config: {graceTime: "Infinity"}}}),
  JSON.stringify({create: {machine: "coach-marks", config: {screen: {width: 375, height: 667}, screens: [{id: "a", items: [{shape: {circle: {center: {x: 1e308, y: -1e308}, radius: 1e308}}}]}]}}}),
  JSON.stringify({send: {session: 4294967296, at: 0, event: "maskTapped"}}),
];
const make = (machine, config) => flowPage.Flow.call({create: {machine, config}}).session;
const guide = make("guide-pager", {pageCount: 3, pageSize: {width: 375, height: 667}});
const text = make("text-view-filter", {maxLength: 5});
const alert = make("alert", {content: {title: "t", buttons: ["a"]}});
const captcha = make("captcha", {kind: "blockPuzzle"});
requests.push(
  JSON.stringify({send: {session: guide, at: 0, event: {scrolled: {offset: 1e300}}}}),
  JSON.stringify({send: {session: guide, at: 0, event: {scrollEnded: {offset: -1e300}}}}),
  JSON.stringify({send: {session: guide, at: 0, event: {scrollEnded: {offset: "NaN"}}}}),
  JSON.stringify({send: {session: guide, at: 0, event: {indicator: {event: {goTo: {page: 2147483647}}}}}}),
  JSON.stringify({send: {session: guide, at: 1e300, event: "skipTapped"}}),
  JSON.stringify({advance: {session: guide, to: -1}}),
  JSON.stringify({send: {session: text, at: 0, event: {replace: {location: 2147483647, length: 2147483647, with: "x"}}}}),
  JSON.stringify({send: {session: text, at: 0, event: {replace: {location: -5, length: 3, with: "😀".repeat(100000)}}}}),
  JSON.stringify({send: {session: text, at: 0, event: {setMarkedText: {text: "\u0000\ud800"}}}}),
  JSON.stringify({send: {session: alert, at: 0, event: {show: {screen: {width: 1e308, height: "NaN"}, safeArea: {top: -1e308, left: 0, bottom: 0, right: 0}}}}}),
  JSON.stringify({send: {session: alert, at: 0, event: {buttonTapped: {index: -2147483648}}}}),
  JSON.stringify({render: {session: alert, at: 0}}),
  JSON.stringify({send: {session: captcha, at: 0, event: {response: {request: 2147483647, body: "{".repeat(5000)}}}}),
  JSON.stringify({send: {session: captcha, at: 0, event: {dragMoved: {translation: "-Infinity"}}}}),
  JSON.stringify({send: {session: captcha, at: 0, event: {tapped: {at: {x: "NaN", y: 1e308}}}}}),
  JSON.stringify({render: {session: captcha, at: 1e300}}),
  JSON.stringify({decrypt: {base64: "AAAA", key: "short"}}),
);
// A refused request throws an Error with the module's message; a trap throws WebAssembly.RuntimeError.
const outcome = [];
for (const text of requests) {
  try {
    flowPage.Flow.callText(text);
    outcome.push({request: text.slice(0, 120), outcome: "answer"});
  } catch (error) {
    const trap = error instanceof WebAssembly.RuntimeError;
    outcome.push({request: text.slice(0, 120), outcome: trap ? "trap" : "error", detail: String(error).slice(0, 200)});
  }
}
return outcome;
"""

# The page's sessions: 200 setting changes (each restarts every panel) leave as
# many open as before; the module refuses one past its bound with an error;
# and a million sessions created and closed leave its memory as it was.
SESSIONS = r"""
const Flow = flowPage.Flow;
const open = () => Flow.call({sessions: {}}).open;
const before = open();
const size = document.getElementById("content-size");
for (let i = 0; i < 200; i++) {
  size.value = i % 2 ? "large" : "extraLarge";
  size.dispatchEvent(new Event("change"));
}
const afterSettings = open();
const extra = [];
let refusal = null;
for (let i = 0; i < 1000 && refusal === null; i++) {
  try { extra.push(Flow.call({create: {machine: "progress-hud"}}).session); }
  catch (error) { refusal = {trap: error instanceof WebAssembly.RuntimeError, message: String(error.message)}; }
}
const atBound = open();
for (const session of extra) Flow.call({close: {session}});
const create = '{"create": {"machine": "progress-hud"}}';
const pair = () => Flow.callText(`{"close": {"session": ${Flow.callText(create).session}}}`);
for (let i = 0; i < 1000; i++) pair();
const memoryBefore = Flow.exports.memory.buffer.byteLength;
const started = performance.now();
const pairs = 1000000;
for (let i = 0; i < pairs; i++) pair();
return {before, afterSettings, refusal, atBound, memoryBefore, memoryAfter: Flow.exports.memory.buffer.byteLength,
        pairs, seconds: (performance.now() - started) / 1000, afterSoak: open()};
"""


def check_sessions(browser, check):
    """The gallery closes the sessions it replaces; the module bounds and frees them (issue 50)."""
    browser.set_script_timeout(900)
    found = browser.execute_script(SESSIONS)
    check(found["afterSettings"] == found["before"],
          f"200 setting changes leave the sessions open as they were ({found['before']} before, {found['afterSettings']} after)")
    refusal = found["refusal"] or {}
    check(not refusal.get("trap") and "sessions are open, the most a page may keep" in refusal.get("message", "") and found["atBound"] == 256,
          "one session past the module's bound of 256 is refused with an error, not a trap: " + json.dumps(refusal))
    check(found["memoryAfter"] == found["memoryBefore"] and found["afterSoak"] == found["before"],
          f"{found['pairs']:,} sessions created and closed in {found['seconds']:.1f} s leave the module's memory as it was "
          f"({found['memoryBefore']:,} bytes before, {found['memoryAfter']:,} after)")
    return found


# Timed in the page: drag events through a captcha's runner, each with its SVG: five rounds after an untimed one.
MEASURE = r"""
const server = new CaptchaServer(() => 0.5);
const session = flowPage.Flow.call({create: {machine: "captcha", config: {kind: "blockPuzzle", envelope: "ajCaptcha"}}}).session;
flowPage.Flow.call({send: {session, at: 0, event: "openRequested"}});
const body = server.answer("/captcha/get", {captchaType: "blockPuzzle"});
flowPage.Flow.call({send: {session, at: 0.1, event: {responseReceived: {request: 1, body}}}});
flowPage.Flow.call({send: {session, at: 0.2, event: "dragBegan"}});
const events = 10000;
// A drag of `events` moves from `first` on, each drawn again.
function drag(first) {
  for (let i = first; i < first + events; i++) {
    const at = 0.2 + (i + 1) / 100000;
    flowPage.Flow.call({send: {session, at, event: {dragMoved: {translation: (i % 184) + 0.25}}}});
    flowPage.Flow.render(session, at);
  }
}
// Untimed first: the engine compiles the hot path with its optimizing tier while it runs.
drag(0);
// Then five timed rounds: the median says what a drag costs on a machine busy with other things.
const rounds = [];
for (let round = 1; round <= 5; round++) {
  const start = performance.now();
  drag(round * events);
  rounds.push((performance.now() - start) * 1000 / events);
}
const sorted = [...rounds].sort((a, b) => a - b);
return {dragMicroseconds: sorted[2], dragRounds: rounds, events};
"""
WEB = os.path.join(ROOT, "Web")


class SavedSpec(dict):
    """A spec as the page saves it: the module's text (`text`), read as JSON."""

    def __init__(self, text):
        super().__init__(json.loads(text))
        self.text = text


def effects_of(step):
    """A recorded step's effects (a canonical spec leaves an empty list out)."""
    return step.get("expect", {}).get("effects", [])


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def serve():
    handler = functools.partial(Quiet, directory=WEB)
    handler.extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm", ".js": "text/javascript"}
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def shoot(browser, selector, path):
    """A PNG of the element `selector` finds, wherever it is on the page: the
    page is captured beyond the window and clipped to the element (an element
    screenshot of a stage below the window caught whatever the window showed)."""
    element = browser.find_element(By.CSS_SELECTOR, selector)
    box = browser.execute_script(
        "const r = arguments[0].getBoundingClientRect();"
        "return {x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height};", element)
    shot = browser.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True, "clip": {**box, "scale": 1}})
    with open(path, "wb") as file:
        file.write(base64.b64decode(shot["data"]))


def driver(downloads):
    options = webdriver.ChromeOptions()
    options.add_experimental_option("prefs", {"download.default_directory": downloads, "download.prompt_for_download": False})
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,2800", "--lang=zh-CN"):
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or ""
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=options)


def start_ups(server, out, count=3):
    """The gallery's start-up timings (flowPage.timings) in `count` fresh browsers.

    Each browser first shows a blank page for a second, so its own start-up
    (a freshly launched Chromium is busy with itself on a small machine) is not
    counted as the page's. Nothing is cached between loads: every browser has a
    new profile, so the module is downloaded and compiled each time.
    """
    loads = []
    for _ in range(count):
        browser = driver(os.path.join(out, "downloads"))
        try:
            browser.get("about:blank")
            time.sleep(1)
            browser.get(f"http://127.0.0.1:{server.server_address[1]}/index.html")
            WebDriverWait(browser, 20).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "ok")
            loads.append(browser.execute_script("return flowPage.timings"))
        finally:
            browser.quit()
    return loads


def aria_value(element):
    """What a part says it holds: a slider's `aria-valuetext`, or for the
    roles that take none (a text box, an image) its `data-value` (which also
    leads its `aria-description`)."""
    return element.get_attribute("aria-valuetext") or element.get_attribute("data-value")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flow", default=os.path.join(ROOT, ".build/release/flow"))
    parser.add_argument("--out", default=os.path.join(ROOT, ".build/web"))
    options = parser.parse_args()
    if not os.path.exists(os.path.join(WEB, "flow.wasm")):
        sys.exit("check-web: Web/flow.wasm is missing (bash Scripts/build-wasm.sh)")
    flow = flow_binary(options.flow)
    fresh_folder(options.out)

    failures = []

    def verified(effects):
        """Whether the captcha finishes with a verification."""
        return any(isinstance(e, dict) and "finish" in e and e["finish"].get("verification") for e in effects)

    def page_spec(panel):
        """A panel's session as the spec the page saves: parsed, with the module's text kept."""
        return SavedSpec(browser.execute_script(f'return flowPage.specText("{panel}")'))

    def recorded(panel):
        """A panel's session as a spec, and every effect in it."""
        spec = page_spec(panel)
        return spec, [effect for step in spec["steps"] for effect in effects_of(step)]

    def check(condition, message):
        print(("ok    " if condition else "FAIL  ") + message)
        if not condition:
            failures.append(message)

    server = serve()
    downloads = os.path.join(options.out, "downloads")
    os.makedirs(downloads)
    browser = driver(downloads)
    try:
        browser.get(f"http://127.0.0.1:{server.server_address[1]}/index.html")
        WebDriverWait(browser, 20).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-ready") in ("ok", "error"))
        check(browser.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "ok", "the page loads the WebAssembly module")
        # Every component, live, on one screenshot (the captcha's pictures come from its stand-in server).
        WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, '#captcha [data-part="image"] image'))
        browser.find_element(By.CSS_SELECTOR, '[data-hud="spinner"]').click()
        time.sleep(0.5)
        browser.save_screenshot(os.path.join(options.out, "gallery.png"))
        # Each component on its own, and none draws an image it lacks as the labelled placeholder box.
        for section in ["alert", "captcha", "hud", "code-entry", "guide", "coach", "session", "text-view"]:
            shoot(browser, f"#{section} .stage", os.path.join(options.out, f"component-{section}.png"))
        boxes = browser.execute_script(
            'return Array.from(document.querySelectorAll(\'.stage svg[data-image] > rect[stroke-dasharray="4 3"]\')).map(r => r.parentNode.getAttribute("data-image"))')
        check(boxes == [], "every image a scene names is drawn from an asset, none as a labelled box: " + json.dumps(boxes))
        # A picture swapped in for an image the scene mirrors (`data-flip`) is mirrored within its frame:
        # the browser maps the frame's top left corner to its bottom right.
        corner = browser.execute_script("""
            const ns = "http://www.w3.org/2000/svg";
            const stage = document.createElement("div"), svg = document.createElementNS(ns, "svg"), group = document.createElementNS(ns, "g");
            const drawn = document.createElementNS(ns, "svg");
            group.setAttribute("data-part", "arrow[0]");
            for (const [k, v] of Object.entries({ "data-flip": "horizontal vertical", "data-image": "arrow", x: 10, y: 20, width: 30, height: 40 })) drawn.setAttribute(k, v);
            group.append(drawn); svg.append(group); stage.append(svg); document.body.append(stage);
            drawPicture(stage, "arrow[0]", "data:image/png;base64,iVBORw0KGgo=");
            const image = stage.querySelector("image");
            const transform = image.transform.baseVal.consolidate();
            const point = new DOMPoint(10, 20).matrixTransform(transform ? transform.matrix : new DOMMatrix());
            stage.remove();
            return [point.x, point.y];""")
        check(corner == [40, 60], "a swapped-in picture is mirrored as data-flip says: " + json.dumps(corner))
        # The spinner turns: its group's rotation, from the machine's repeating timeline, changes between frames.
        spinner_turn = 'const s = document.querySelector(\'#hud [data-part="hud/spinner"]\'); return s && s.getAttribute("transform")'
        turns = [browser.execute_script(spinner_turn)]
        time.sleep(0.3)
        turns.append(browser.execute_script(spinner_turn))
        check(all(t and t.startswith("rotate(") for t in turns) and turns[0] != turns[1], "the HUD's spinner turns: " + json.dumps(turns))
        browser.find_element(By.CSS_SELECTOR, '[data-hud="hide"]').click()

        # The alert: shown at load; after its 0.3 s fade, tap "是".
        time.sleep(0.6)
        button = browser.find_element(By.CSS_SELECTOR, '#alert [role="button"][aria-label="是"]')
        check(button is not None, "the alert's button is an ARIA button labelled from the scene")
        dialog = browser.find_elements(By.CSS_SELECTOR, '#alert [data-part="window/title"][role="heading"]')
        check(len(dialog) == 1, "the alert's title is a heading")
        button.click()
        time.sleep(0.6)
        browser.save_screenshot(os.path.join(options.out, "after-tap.png"))
        spec = page_spec("alert")
        kinds = [("send" if "send" in step else "fire", step.get("send", step.get("fire"))) for step in spec["steps"]]
        check(kinds[:2] == [("send", {"showRequested": {"screen": {"width": 375, "height": 667}, "safeArea": {"top": 20, "left": 0, "bottom": 0, "right": 0}}}),
                            ("send", {"buttonTapped": {"index": 1}})], "the tap reached the machine as buttonTapped 1")
        check(spec["steps"][1]["expect"]["effects"][0] == {"notifyButtonSelected": {"index": 1}}, "the machine answered notifyButtonSelected 1")
        check(("fire", "fadeOutEnded") in kinds, "the fade-out timer fired on the page's clock")
        sessions = {"alert-tap": spec}

        # The same button from the keyboard: Tab reaches it, Return presses it (and is not the alert's own Return key).
        browser.find_element(By.CSS_SELECTOR, '[data-alert="plain"]').click()
        time.sleep(0.6)
        browser.execute_script("document.querySelector('#alert .stage').focus()")
        yes = browser.find_element(By.CSS_SELECTOR, '#alert [role="button"][aria-label="是"]')
        check(yes.get_attribute("tabindex") == "0", "the alert's buttons take the keyboard's focus")
        ActionChains(browser).send_keys(Keys.TAB).perform()
        focused = browser.execute_script("return document.activeElement.getAttribute('aria-label')")
        for _ in range(4):
            if focused == "是":
                break
            ActionChains(browser).send_keys(Keys.TAB).perform()
            focused = browser.execute_script("return document.activeElement.getAttribute('aria-label')")
        check(focused == "是", "Tab reaches the alert's button 是: " + str(focused))
        ActionChains(browser).send_keys(Keys.ENTER).perform()
        time.sleep(0.2)
        steps = [step for step in page_spec("alert")["steps"] if "send" in step]
        tapped = [step for step in steps if step["send"] == {"buttonTapped": {"index": 1}}]
        check(len(tapped) == 1 and effects_of(tapped[0])[:1] == [{"notifyButtonSelected": {"index": 1}}]
              and not any(step["send"] == {"keyPressed": "enter"} for step in steps),
              "Return on the focused button taps it, and the alert answers: " + json.dumps([step["send"] for step in steps]))

        # The dialog pattern: opened from its button, the alert takes the focus (the part its scene
        # names), Tab goes round its buttons only, and when Escape closes it the focus is back on
        # the button that opened it.
        opener = browser.find_element(By.CSS_SELECTOR, '[data-alert="plain"]')
        opener.click()
        time.sleep(0.6)
        dialog = browser.find_element(By.CSS_SELECTOR, "#alert svg")
        wanted = dialog.get_attribute("data-focus")
        check(dialog.get_attribute("role") == "dialog" and dialog.get_attribute("aria-modal") == "true"
              and browser.execute_script("return document.activeElement.getAttribute('data-part')") == wanted,
              f"the alert is a modal dialog and takes the focus on {wanted}")
        visited = []
        for _ in range(5):
            ActionChains(browser).send_keys(Keys.TAB).perform()
            visited.append(browser.execute_script("return document.activeElement.getAttribute('aria-label')"))
        check(visited == ["不是", "是", "不是", "是", "不是"], "Tab goes round the dialog's buttons: " + json.dumps(visited, ensure_ascii=False))
        ActionChains(browser).send_keys(Keys.ESCAPE).perform()
        time.sleep(0.8)
        check(browser.execute_script("return document.activeElement.dataset.alert") == "plain",
              "closed, the dialog gives the focus back to the button that opened it")

        # The input alert: it takes the focus, the simulated keyboard rises, and the card moves up clear of it.
        def card_top():
            return float(browser.find_element(By.CSS_SELECTOR, '#alert [data-part="window/card"] rect').get_attribute("y"))
        browser.find_element(By.CSS_SELECTOR, '[data-alert="input"]').click()
        time.sleep(0.5)
        centred = card_top()
        keyboard = browser.find_elements(By.CSS_SELECTOR, '#alert [data-part="keyboard"]')
        check(len(keyboard) == 1, "focusing the input raised the simulated keyboard")
        browser.find_element(By.ID, "alert-keyboard").click()
        time.sleep(0.3)
        lowered = card_top()
        browser.find_element(By.ID, "alert-keyboard").click()
        time.sleep(0.3)
        check(card_top() < lowered, f"with the keyboard up the card sits higher ({card_top()} < {lowered}; {centred} when it appeared)")
        spec = page_spec("alert")
        sessions["alert-keyboard"] = spec

        # The input alert's field is a single line, as UITextField: Return confirms with the
        # emphasized button (no line break), and Escape typed there reaches the alert (cancel).
        field = browser.find_element(By.ID, "alert-input")
        check(field.tag_name == "input" and field.is_displayed() and not browser.find_element(By.ID, "alert-field").is_displayed(),
              "the input alert types into a single-line field")
        field.send_keys("小明", Keys.ENTER)
        time.sleep(0.2)
        selected = [effect for effect in recorded("alert")[1] if isinstance(effect, dict) and "notifyButtonSelected" in effect]
        check(selected == [{"notifyButtonSelected": {"index": 1, "text": "小明"}}], "Return in the input field confirms: " + json.dumps(selected))
        sessions["alert-input-return"] = recorded("alert")[0]
        browser.find_element(By.CSS_SELECTOR, '[data-alert="input"]').click()
        time.sleep(0.5)
        field = browser.find_element(By.ID, "alert-input")
        field.send_keys("小", Keys.ESCAPE)
        time.sleep(0.2)
        selected = [effect for effect in recorded("alert")[1] if isinstance(effect, dict) and "notifyButtonSelected" in effect]
        check(selected == [{"notifyButtonSelected": {"index": 0, "text": "小"}}], "Escape in the input field cancels: " + json.dumps(selected))

        # The text-view alert: typed text goes through the filter (a lone leading space is cleared).
        browser.find_element(By.CSS_SELECTOR, '[data-alert="textView"]').click()
        time.sleep(0.5)
        field = browser.find_element(By.ID, "alert-field")
        field.send_keys(" ")
        field.send_keys("很好用😀")
        time.sleep(0.2)
        entry = browser.find_element(By.CSS_SELECTOR, '#alert [role="textbox"]')
        check(aria_value(entry) == "很好用😀", "typed text shows in the scene (its ARIA value): " + str(aria_value(entry)))
        # Typed past what the view shows, the text scrolls so that the caret stays in sight (the scene says where).
        field.send_keys("很好用" * 33)
        time.sleep(0.2)
        boxes = browser.execute_script(
            'const box = (n) => { const r = document.querySelector(`#alert [data-part="${n}"]`).getBoundingClientRect();'
            ' return [r.top, r.bottom]; }; return [box("window/textView"), box("window/caret")]')
        check(boxes[1][0] >= boxes[0][0] and boxes[1][1] <= boxes[0][1] and boxes[1][1] > boxes[1][0],
              "after 105 characters the caret is still inside the text view: " + json.dumps(boxes))
        browser.find_element(By.CSS_SELECTOR, '#alert [role="button"][aria-label="提交"]').click()
        time.sleep(0.6)
        spec = page_spec("alert")
        selected = [effect for step in spec["steps"] for effect in effects_of(step) if isinstance(effect, dict) and "notifyButtonSelected" in effect]
        check(selected == [{"notifyButtonSelected": {"index": 1, "text": "很好用😀" + "很好用" * 33}}], "the text view's text is handed over with the tap")
        sessions["alert-text-view"] = spec

        # The text view: CJK and emoji, 25 characters typed, 20 kept (an emoji counts as one), the limit reported.
        field = browser.find_element(By.ID, "text-field")
        field.send_keys("一二三四五六七八九十" * 2 + "甲乙丙丁戊")
        time.sleep(0.2)
        entry = browser.find_element(By.CSS_SELECTOR, '#text-view [role="textbox"]')
        kept = aria_value(entry)
        check(kept == "一二三四五六七八九十" * 2, "the text view keeps 20 characters: " + kept)
        spec, effects = recorded("textView")
        check({"notifyMaxLengthReached": {"limit": 20}} in effects, "the limit is reported")
        sessions["text-view"] = spec
        browser.find_element(By.CSS_SELECTOR, "#text-view .restart").click()
        time.sleep(0.1)
        field = browser.find_element(By.ID, "text-field")
        field.send_keys("你好😀👍")
        time.sleep(0.2)
        entry = browser.find_element(By.CSS_SELECTOR, '#text-view [role="textbox"]')
        check(aria_value(entry) == "你好😀👍", "emoji pass through the filter (removesEmoji is off)")
        sessions["text-view-emoji"] = page_spec("textView")

        # An input method near the limit (Chromium's own composition, through CDP): with 18
        # characters typed, pinyin "ni hao" composed and 你好 chosen, both characters are kept, as
        # UIKit keeps marked text out of the limit until it is committed.
        browser.find_element(By.CSS_SELECTOR, "#text-view .restart").click()
        time.sleep(0.1)
        field = browser.find_element(By.ID, "text-field")
        field.send_keys("一二三四五六七八九十一二三四五六七八")
        for pinyin in ["n", "ni", "ni h", "ni ha", "ni hao"]:
            browser.execute_cdp_cmd("Input.imeSetComposition", {"text": pinyin, "selectionStart": len(pinyin), "selectionEnd": len(pinyin)})
        entry = browser.find_element(By.CSS_SELECTOR, '#text-view [role="textbox"]')
        check(aria_value(entry) == "一二三四五六七八九十一二三四五六七八ni hao", "the composition shows as it is typed: " + str(aria_value(entry)))
        browser.execute_cdp_cmd("Input.insertText", {"text": "你好"})
        time.sleep(0.2)
        kept = aria_value(browser.find_element(By.CSS_SELECTOR, '#text-view [role="textbox"]'))
        check(kept == "一二三四五六七八九十一二三四五六七八你好" and field.get_attribute("value") == kept,
              "choosing 你好 commits both characters within the limit: " + str(kept))
        spec, _ = recorded("textView")
        check(any(step.get("send") == {"markedTextChanged": {"text": "ni hao"}} for step in spec["steps"]) and
              any(step.get("send") == "markedTextCommitted" for step in spec["steps"]), "the composition reaches the machine as marked text")
        sessions["text-view-input-method"] = spec

        # The slider puzzle: a hand's uneven drag to the wrong place fails and reloads; one to the
        # gap the stand-in server drew passes.
        stage = browser.find_element(By.CSS_SELECTOR, "#captcha .stage")

        def drag_piece_to(x):
            WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, '#captcha [data-part="image"] image'))
            # The thumb moves the piece (310 − 47) / 184 as far; the stage draws 375 points in its width.
            total = x / ((310 - 47) / 184) * stage.size["width"] / 375
            chain = ActionChains(browser).click_and_hold(browser.find_element(By.CSS_SELECTOR, '#captcha [data-part="thumb"]'))
            moved = 0
            for share in (0.17, 0.23, 0.11, 0.2, 0.14, 0.12):
                chain.move_by_offset(round(total * share), 0)
                moved += round(total * share)
            chain.move_by_offset(round(total) - moved, 0).release().perform()

        def current_gap():
            return browser.execute_script("return [...flowPage.server.challenges.values()].pop().gap")

        drag_piece_to(current_gap() - 40 if current_gap() > 120 else current_gap() + 40)
        time.sleep(0.4)
        tip = browser.find_elements(By.CSS_SELECTOR, '#captcha [data-part="failureTip/text"]')
        check(len(tip) == 1, "a drag to the wrong place shows the failure tip")
        time.sleep(1.6)
        spec, effects = recorded("captcha")
        check({"announce": {"text": "验证失败: 再试一下吧~"}} in effects and sum(1 for e in effects if isinstance(e, dict) and "showChallenge" in e) == 2,
              "the failure is announced and a new puzzle loads")
        drag_piece_to(current_gap())
        time.sleep(1.8)
        spec, effects = recorded("captcha")
        check(verified(effects),
              "the dragged puzzle passed the stand-in server's AES check and finished with a verification")
        sessions["captcha-puzzle"] = spec

        # Click the words: tap the asked words in order where the server drew them.
        browser.find_element(By.CSS_SELECTOR, '[data-captcha="clickWord"]').click()
        WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, '#captcha [data-part="image"] image'))
        image = browser.find_element(By.CSS_SELECTOR, '#captcha [data-part="image"] image')
        check(aria_value(browser.find_element(By.CSS_SELECTOR, '#captcha [data-part="image"]')) == "已点击 0 个,共 3 个",
              "the click-word picture says how many words are tapped")
        boxes = browser.execute_script("return [...flowPage.server.challenges.values()][0].boxes")
        # The scene is drawn again after every tap, so aim from the stage (which stays), not the picture.
        image_box, stage_box = browser.execute_script(
            "const i = document.querySelector('#captcha [data-part=\"image\"] image').getBoundingClientRect();"
            "const s = document.querySelector('#captcha .stage').getBoundingClientRect();"
            "return [[i.left, i.top, i.width], [s.left + s.width / 2, s.top + s.height / 2]]")
        scale = image_box[2] / 310
        for box in boxes:
            x = image_box[0] + box["x"] * scale - stage_box[0]
            y = image_box[1] + box["y"] * scale - stage_box[1]
            ActionChains(browser).move_to_element_with_offset(stage, round(x), round(y)).click().perform()
            time.sleep(0.15)
        time.sleep(1.6)
        spec, effects = recorded("captcha")
        check(verified(effects),
              "the words tapped in order passed the stand-in server's check")
        sessions["captcha-click-word"] = spec

        # Click the words from a keyboard: a key offers the other way to verify, as a button the
        # Tab key reaches; Return on it asks the host for another verification.
        browser.find_element(By.CSS_SELECTOR, '[data-captcha="clickWord"]').click()
        WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, '#captcha [data-part="image"] image'))
        browser.execute_script("document.querySelector('#captcha .stage').focus()")
        ActionChains(browser).send_keys(Keys.ARROW_RIGHT).perform()
        time.sleep(0.2)
        focused = None
        for _ in range(6):
            ActionChains(browser).send_keys(Keys.TAB).perform()
            focused = browser.execute_script("return document.activeElement.getAttribute('aria-label')")
            if focused == "使用其他方式验证":
                break
        check(focused == "使用其他方式验证", "after a key, Tab reaches the click-word dialog's other way to verify: " + str(focused))
        ActionChains(browser).send_keys(Keys.ENTER).perform()
        time.sleep(0.3)
        spec, effects = recorded("captcha")
        check("startAlternative" in effects, "Return on it asks the host for another verification")
        sessions["captcha-click-word-keyboard"] = spec

        # The HUD: a notice that goes by itself after its minimum 1 s.
        browser.find_element(By.CSS_SELECTOR, '[data-hud="success"]').click()
        time.sleep(0.3)
        status = browser.find_elements(By.CSS_SELECTOR, '#hud [data-part="hud/status"][aria-label="已保存"]')
        check(len(status) == 1, "the HUD's status is read from the scene")
        browser.save_screenshot(os.path.join(options.out, "hud.png"))
        time.sleep(1.4)
        spec = page_spec("hud")
        fired = [step["fire"] for step in spec["steps"] if "fire" in step]
        check(fired[-2:] == ["noticeEnded", "fadeOutEnded"], "the notice ended and faded on the page's clock: " + json.dumps(fired))
        sessions["hud"] = spec

        # The picture code: a wrong code is refused with the host's message, the right one closes the dialog.
        field = browser.find_element(By.ID, "code-field")
        field.send_keys("12")
        time.sleep(0.2)
        cells = browser.find_element(By.CSS_SELECTOR, '#code-entry [data-part="cells"]')
        check(aria_value(cells) == "已输入 2 位,共 4 位", "the code's cells are one element saying how many are filled")
        field.send_keys(Keys.BACKSPACE, Keys.BACKSPACE)
        expected = browser.execute_script("return flowPage.expectedCode()")
        wrong = expected[:3] + str((int(expected[3]) + 1) % 10)
        field.send_keys(wrong)
        time.sleep(0.6)
        error = browser.find_elements(By.CSS_SELECTOR, '#code-entry [data-part="error"][aria-label="验证码错误"]')
        check(len(error) == 1, "a wrong code shows the host's message")
        field.send_keys(Keys.BACKSPACE, Keys.BACKSPACE, Keys.BACKSPACE, Keys.BACKSPACE)
        field.send_keys(expected)
        time.sleep(0.6)
        spec, effects = recorded("code")
        check({"finish": {"code": expected}} in effects and "close" in effects, "the right code completes and closes the dialog")
        sessions["code-entry"] = spec

        # The guide: Return on the first page does nothing, the arrow keys turn the pages, start on the last finishes.
        stage = browser.find_element(By.CSS_SELECTOR, "#guide .stage")
        width = stage.size["width"]
        # A swipe two thirds of a page to the left: the pages follow, then settle on the second.
        swipe = ActionChains(browser).move_to_element_with_offset(stage, round(width * 0.3), 0).click_and_hold()
        for _ in range(8):
            swipe.move_by_offset(-round(width * 0.6 / 8), 0)
        swipe.release().perform()
        time.sleep(0.5)
        dot = browser.find_element(By.CSS_SELECTOR, '#guide [data-part="guide/indicator"]')
        check(aria_value(dot) == "第 2 页,共 3 页", "a swipe turns to the second page: " + str(aria_value(dot)))
        browser.execute_script("arguments[0].focus()", stage)
        stage.send_keys(Keys.ARROW_RIGHT)
        time.sleep(1.3)
        dot = browser.find_element(By.CSS_SELECTOR, '#guide [data-part="guide/indicator"]')
        check(aria_value(dot) == "第 3 页,共 3 页", "the indicator says the page: " + str(aria_value(dot)))
        browser.find_element(By.CSS_SELECTOR, '#guide [data-part="guide/startButton"]').click()
        time.sleep(1.3)
        spec, effects = recorded("guide")
        check("finish" in effects and "remove" in effects, "start finishes the guide, which fades out and goes")
        sessions["guide"] = spec

        # Coach marks: two taps go through both screens.
        stage = browser.find_element(By.CSS_SELECTOR, "#coach .stage")
        tips = browser.find_elements(By.CSS_SELECTOR, '#coach [data-part="tip[0]"]')
        check(len(tips) == 1 and "点这里发布动态" in (tips[0].get_attribute("aria-label") or ""), "the first screen's tip is read")
        stage.click()
        time.sleep(0.2)
        stage.click()
        time.sleep(0.2)
        spec, effects = recorded("coach")
        check("finish" in effects, "two taps end the coach marks")
        sessions["coach-marks"] = spec

        # Session expiry: a 403 shows the seed's notice, and login comes 2 s later.
        browser.find_element(By.ID, "session-request").click()
        browser.find_element(By.CSS_SELECTOR, '[data-status="403"]').click()
        time.sleep(0.4)
        notice = browser.find_elements(By.CSS_SELECTOR, '#session [data-part="hud/status"][aria-label="登录超时,请重新登录"]')
        check(len(notice) == 1, "the expiry notice shows")
        time.sleep(2.2)
        browser.find_element(By.ID, "session-login").click()
        spec, effects = recorded("session")
        check({"presentLogin": {"reason": "tokenExpired"}} in effects, "login is presented after the notice")
        sessions["session"] = spec

        # The machines with no picture of their own, drawn as their state, and the page indicator on its own.
        for button in browser.find_elements(By.CSS_SELECTOR, "[data-launch]"):
            button.click()
        time.sleep(0.1)
        spec, effects = recorded("gate")
        kinds = [e["finish"]["kind"] for e in effects if "finish" in e]
        check(kinds[:1] == ["firstInstall"] and "updated" in kinds[1] and any("persist" in e for e in effects),
              "the launch gate decides a first install, then an update with the record it asked to persist: "
              + json.dumps([e for e in effects if "finish" in e]))
        card = browser.find_elements(By.CSS_SELECTOR, '#launch-gate [aria-label^="record.lastVersion: "]')
        check(len(card) == 1 and "2.0" in card[0].get_attribute("aria-label"), "the gate's state card reads the record's last version")
        sessions["launch-gate"] = spec
        shoot(browser, "#launch-gate .stage", os.path.join(options.out, "component-launch-gate.png"))
        browser.find_element(By.CSS_SELECTOR, '[data-offer="rating"]').click()
        browser.find_element(By.CSS_SELECTOR, '[data-offer="forcedUpdate"]').click()
        browser.find_element(By.ID, "popup-dismiss").click()
        spec, effects = recorded("queue")
        check({"present": {"id": "forcedUpdate", "target": "rootWindow"}} in effects, "a forced update takes the screen from the rating")
        sessions["popup-queue"] = spec
        shoot(browser, "#popup-queue .stage", os.path.join(options.out, "component-popup-queue.png"))
        browser.find_element(By.ID, "network-start").click()
        time.sleep(1.2)
        browser.find_element(By.ID, "network-end").click()
        time.sleep(0.4)
        spec, effects = recorded("network")
        check(effects == [{"setVisible": True}, {"setVisible": False}], "the network indicator shows after 1 s and hides after the last request: "
              + json.dumps(effects))
        sessions["network-activity"] = spec
        browser.find_element(By.ID, "indicator-next").click()
        time.sleep(0.3)
        spec, effects = recorded("indicator")
        check(any("slide" in e for e in effects), "the page indicator slides to the next page")
        sessions["page-indicator"] = spec
        shoot(browser, "#page-indicator .stage", os.path.join(options.out, "component-page-indicator.png"))

        # Bad input: the module answers with an error, never traps (a trap would kill the page's machines).
        outcome = browser.execute_script(HOSTILE)
        trapped = [entry for entry in outcome if entry["outcome"] == "trap"]
        # The first eight are not requests at all (text that is not JSON, nesting past the parser's depth, an unknown machine).
        check(all(entry["outcome"] == "error" for entry in outcome[:8]), "malformed requests are refused with a message: "
              + json.dumps([entry["outcome"] for entry in outcome[:8]]))
        check(not trapped, f"{len(outcome)} hostile requests answered without a trap: " + json.dumps(trapped, ensure_ascii=False)[:600])
        check(browser.execute_script("return flowPage.Flow.call({create: {machine: 'alert', config: {content: {}}}}).session > 0"),
              "the module still answers after them")
        soak = check_sessions(browser, check)

        # Measures, taken in the page: one drag event through the module's runner with its SVG
        # re-render, and the gallery's start-up in fresh browsers (below).
        timings = browser.execute_script(MEASURE)
        # The size is the build's, not the machine's: held to the README's word. (Times are only reported.)
        # What a browser downloads is the module compressed, so that is the bound (issue 49): no
        # one need tune hand-written code for raw bytes. gzip -9, as a server compresses it.
        module_bytes = os.path.getsize(os.path.join(WEB, "flow.wasm"))
        with open(os.path.join(WEB, "flow.wasm"), "rb") as module:
            compressed_bytes = len(gzip.compress(module.read(), compresslevel=9, mtime=0))
        check(compressed_bytes <= 450_000, f"the module, every machine in it, is at most 450,000 bytes compressed ({compressed_bytes} bytes, gzip -9)"
              + ("" if compressed_bytes <= 450_000 or shutil.which("wasm-opt") else "; wasm-opt is not installed (Debian's binaryen)"))
        print(f"      module {module_bytes} bytes ({compressed_bytes} compressed); a drag event and its SVG {timings['dragMicroseconds']:.1f} µs "
              f"(median of five rounds of {timings['events']} events after an untimed round: "
              f"{', '.join(f'{value:.1f}' for value in timings['dragRounds'])})")
        loads = start_ups(server, options.out)
        timings["startUps"] = loads
        print("      start-up in %d fresh browsers (ms from the page script's start): %s" % (len(loads), "; ".join(
            f"download {load['moduleDownloaded']:.1f}, ready {load['moduleReady']:.1f}, first render {load['firstRender']:.1f}" for load in loads)))
        after = sorted(load["firstRender"] - load["moduleDownloaded"] for load in loads)
        print(f"      instantiate + first render of the gallery (after the download): median {after[len(after) // 2]:.1f} ms "
              f"of {', '.join(f'{value:.1f}' for value in after)}")
        with open(os.path.join(options.out, "measures.json"), "w") as f:
            json.dump({**timings, "moduleBytes": module_bytes, "sessionSoak": soak}, f, indent=2)

        # "Save as spec" downloads the session the page recorded.
        browser.find_element(By.CSS_SELECTOR, "#guide .save").click()
        saved = os.path.join(downloads, "guide-pager-session.json")
        WebDriverWait(browser, 10).until(lambda b: os.path.exists(saved) and os.path.getsize(saved) > 0)
        with open(saved, encoding="utf-8") as f:
            saved_text = f.read()
        check(saved_text == page_spec("guide").text, "Save as spec downloads the recorded session")
        sessions["guide"] = SavedSpec(saved_text)

        # The reader's settings: right to left and the largest text size reach the machines (the
        # alert's buttons swap sides); the browser's own prefers-reduced-motion is Reduce Motion.
        def button_x(index):
            return float(browser.find_element(By.CSS_SELECTOR, f'#alert [data-part="window/button[{index}]"] rect').get_attribute("x"))
        browser.find_element(By.CSS_SELECTOR, '[data-alert="plain"]').click()
        time.sleep(0.5)
        check(button_x(0) < button_x(1), "left to right, the alert's first button is on the left")
        browser.find_element(By.ID, "right-to-left").click()
        time.sleep(0.5)
        check(button_x(0) > button_x(1), "right to left, the alert's first button is on the right")
        browser.execute_script('const size = document.getElementById("content-size"); size.value = "accessibilityExtraExtraExtraLarge";'
                               'size.dispatchEvent(new Event("change"));')
        time.sleep(0.5)
        metrics = page_spec("alert")["config"].get("metrics", {})
        # At that size the buttons no longer fit side by side: they stack.
        stacked = button_x(0) == button_x(1)
        check(metrics == {"contentSize": "accessibilityExtraExtraExtraLarge", "layoutDirection": "rightToLeft"} and stacked,
              "right to left and the largest text size reach the alert (its buttons stack): " + json.dumps(metrics))
        sessions["alert-reader-settings"] = recorded("alert")[0]
        placeholder = 'document.querySelector(\'#text-view [data-part="placeholder"] text\').getAttribute("fill")'
        check(browser.execute_script("return " + placeholder) == "#9a9a9a", "the text view's placeholder is the seed's #9A9A9A (2.8:1)")
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-reduced-motion", "value": "reduce"}, {"name": "prefers-contrast", "value": "more"}]})
        browser.refresh()
        WebDriverWait(browser, 30).until(lambda b: b.execute_script("return document.body.dataset.ready") == "ok")
        time.sleep(0.3)
        reduced = browser.execute_script('return [document.getElementById("reduce-motion").checked, flowPage.spec("captcha").config.reducesMotion,'
                                         ' flowPage.spec("guide").config.reducesMotion]')
        check(reduced == [True, True, True], "the browser's Reduce Motion reaches the captcha and the guide: " + json.dumps(reduced))
        browser.find_element(By.CSS_SELECTOR, '[data-hud="spinner"]').click()
        time.sleep(0.5)
        still = browser.execute_script('const s = document.querySelector(\'#hud [data-part="hud/spinner"]\');'
                                       ' return [flowPage.spec("hud").config.reducesMotion, s !== null, s && s.getAttribute("transform")]')
        check(still == [True, True, None], "under Reduce Motion the HUD's spinner stands still: " + json.dumps(still))
        browser.find_element(By.CSS_SELECTOR, '[data-hud="hide"]').click()
        sessions["captcha-reduce-motion"] = recorded("captcha")[0]
        contrast = browser.execute_script('return [document.getElementById("increase-contrast").checked, ' + placeholder + "]")
        check(contrast == [True, "#767676"], "the browser's prefers-contrast: more is Increase Contrast: the placeholder reads at 4.5:1 " + json.dumps(contrast))

        errors = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
        check(not errors, "no script errors: " + json.dumps(errors)[:300])
    finally:
        browser.quit()
        server.shutdown()

    # Every session, saved as the page saves it, replays in `flow check` and
    # is already canonical: byte for byte what `flow record` writes.
    for name, spec in sessions.items():
        path = os.path.join(options.out, name + ".json")
        with open(path, "w", encoding="utf-8") as f:
            f.write(spec.text)
        result = subprocess.run([flow, "check", "--canonical", path], capture_output=True, text=True)
        check(result.returncode == 0, f"flow check --canonical passes the {name} session as saved ({len(spec['steps'])} steps)" + ("" if result.returncode == 0 else ":\n" + result.stdout + result.stderr))
        # What a front in another language checks before flow check sees it.
        result = subprocess.run(
            [sys.executable, os.path.join(ROOT, "Scripts/check-schemas.py"), os.path.join(ROOT, "Specs/Schemas"), path],
            capture_output=True, text=True)
        check(result.returncode == 0, f"the {name} session as saved validates against its machine's JSON Schema" + ("" if result.returncode == 0 else ":\n" + result.stdout + result.stderr))

    if failures:
        sys.exit(f"check-web: {len(failures)} failed")
    print(f"check-web: every check passed; sessions and screenshots in {os.path.relpath(options.out, ROOT)}")


if __name__ == "__main__":
    main()
