#!/usr/bin/env python3
"""Uses the web gallery (Web/index.html) by keyboard alone, in headless Chromium.

As the WAI-ARIA Authoring Practices' dialog and slider patterns ask:
- Tab, from the page's top, reaches every panel in order and every button in
  it; a dialog open in a panel holds Tab among its parts until Escape closes
  it, and the focus then stays in the panel;
- the text dialogs (the input alert, the text-view alert, the picture code)
  take typing in a real field, and Return or Tab then a button uses the text;
  Escape in a field closes its alert and the focus goes back to the opener;
- the sliders (the captcha's thumb, the page indicator, the guide's) take the
  focus and answer to the arrows, Page Up/Down (Page Up and the up arrow go
  up), Home and End, and Chromium's accessibility tree reads their value as
  it moves;
- a pointer the browser cancels mid-drag leaves the captcha ready, unchecked;
- under Increase Contrast the captcha's failure tip reads at 4.5:1 and the
  guide's inactive dot at 3:1 against what is behind them.

Each check waits for what it expects (never a fixed time). Exits 1 on any failure.

Usage: Scripts/check-keyboard.py [--out DIR]
Needs Web/flow.wasm (bash Scripts/build-wasm.sh), chromium, chromium-driver
and PyPI's selenium.
"""
import argparse
import json
import os
import sys

from flowbrowser import WEB, Checks, contrast, driver, open_gallery, serve, settles, wait_until
from flowscripts import ROOT, fresh_folder
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# Where the focus is: its panel, a name that stays the same when the scene is
# redrawn (an id, a scene part, or a place in the panel), and whether it is in
# the panel's open dialog (a part of the modal scene, or the real field for its entry).
FOCUS = r"""
const active = document.activeElement;
const section = active.closest ? active.closest("main > section") : null;
const svg = section && section.querySelector('.stage svg[aria-modal="true"]');
const part = active.getAttribute && active.getAttribute("data-part");
const place = section ? Array.from(section.querySelectorAll("*")).indexOf(active) : -1;
const key = active.id ? "#" + active.id : part ? `${section.id}/${part}` : `${section ? section.id : "page"} ${active.tagName} ${place}`;
return {key, section: section ? section.id : null, tag: active.tagName, role: active.getAttribute && active.getAttribute("role"),
        inDialog: !!svg && (svg.contains(active) || active.classList.contains("field"))};
"""
THUMB = '#captcha [data-part="thumb"]'
INDICATOR = '#page-indicator [data-part="indicator"]'
IS_MODAL = 'return !!document.querySelector(`#${arguments[0]} .stage svg[aria-modal="true"]`)'


def press(browser, *keys):
    ActionChains(browser).send_keys(*keys).perform()


def focus(browser):
    return browser.execute_script(FOCUS)


def page_spec(browser, panel):
    return json.loads(browser.execute_script("return flowPage.specText(arguments[0])", panel))


def effects(browser, panel):
    return [e for step in page_spec(browser, panel)["steps"] for e in step.get("expect", {}).get("effects", [])]


def sent(browser, panel):
    return [step["send"] for step in page_spec(browser, panel)["steps"] if "send" in step]


def tab_through(browser):
    """Tabs from the top of the page to its end: the stops in order, and each
    Escape pressed where Tab went round an open dialog (its panel, whether the
    dialog closed, and where the focus was then)."""
    browser.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
    stops, escapes, in_dialog = [], [], {}
    for _ in range(600):
        press(browser, Keys.TAB)
        here = focus(browser)
        if here["tag"] == "BODY" or (stops and here["key"] == stops[0]["key"]):
            break
        if here["inDialog"]:
            seen = in_dialog.setdefault(here["section"], set())
            if here["key"] in seen:
                press(browser, Keys.ESCAPE)
                closed = settles(lambda: not browser.execute_script(IS_MODAL, here["section"]))
                escapes.append({"panel": here["section"], "closed": closed, "focusThen": focus(browser)["section"]})
                continue
            seen.add(here["key"])
        stops.append(here)
    return stops, escapes


def check_tab_order(browser, check):
    stops, escapes = tab_through(browser)
    panels = browser.execute_script('return Array.from(document.querySelectorAll("main > section")).map(s => s.id)')
    visited = []
    for stop in stops:
        if stop["section"] and (not visited or visited[-1] != stop["section"]):
            visited.append(stop["section"])
    check(visited == panels, f"Tab from the top reaches the {len(panels)} panels once each, in order: " + " ".join(visited))
    keys = {stop["key"] for stop in stops}
    buttons = browser.execute_script(
        "return Array.from(document.querySelectorAll('main button')).map(b => { const s = b.closest('section');"
        " return b.id ? '#' + b.id : `${s.id} BUTTON ${Array.from(s.querySelectorAll('*')).indexOf(b)}`; })")
    missed = [b for b in buttons if b not in keys]
    check(not missed, f"Tab reaches every one of the {len(buttons)} buttons of the panels: missed {missed}")
    sliders = [stop["key"] for stop in stops if stop["role"] == "slider"]
    check(sliders == ["captcha/thumb", "guide/guide/indicator", "page-indicator/indicator"],
          "Tab stops at the three sliders (the captcha's thumb, the guide's and the lone page indicator): " + ", ".join(sliders))
    check(len(escapes) >= 3 and all(e["closed"] and e["focusThen"] == e["panel"] for e in escapes),
          "where Tab went round an open dialog, Escape closed it and the focus stayed in its panel: " + json.dumps(escapes))
    return {"stops": len(stops), "panels": visited, "escapes": escapes}


def check_alert_typing(browser, check):
    """The input alert and the text-view alert take typing in their real fields."""
    browser.find_element(By.CSS_SELECTOR, '[data-alert="input"]').click()
    check(settles(lambda: focus(browser)["key"] == "#alert-input"), "the input alert puts the focus in its real field")
    press(browser, "小明")
    typed = settles(lambda: browser.execute_script(
        "const e = document.querySelector('#alert [role=\"textbox\"]'); return e && e.getAttribute('data-value') === '小明'"))
    press(browser, Keys.ENTER)
    chosen = settles(lambda: {"notifyButtonSelected": {"index": 1, "text": "小明"}} in effects(browser, "alert"))
    check(typed and chosen, "小明 typed shows in the input alert, and Return confirms with it: "
          + json.dumps([e for e in effects(browser, "alert") if "notifyButtonSelected" in e], ensure_ascii=False))
    browser.find_element(By.CSS_SELECTOR, '[data-alert="textView"]').click()
    check(settles(lambda: focus(browser)["key"] == "#alert-field"), "the text-view alert puts the focus in its real text area")
    press(browser, "你好")
    settles(lambda: "你好" in json.dumps(sent(browser, "alert"), ensure_ascii=False))
    # Tab goes round the dialog: the text area, then its buttons 取消 and 提交.
    press(browser, Keys.TAB)
    press(browser, Keys.TAB)
    on_submit = focus(browser)["key"] == "alert/window/button[1]"
    press(browser, Keys.ENTER)
    submitted = settles(lambda: {"notifyButtonSelected": {"index": 1, "text": "你好"}} in effects(browser, "alert"))
    check(on_submit and submitted, "你好 typed in the text-view alert, Tab to 提交 and Return submit it")


def check_alert_escape(browser, check):
    """K2: Escape from the input alert's and the text-view alert's real fields closes the alert and gives the
    focus back to the button that opened it, not to the field the dialog hid."""
    for kind, field in (("input", "#alert-input"), ("textView", "#alert-field")):
        browser.find_element(By.CSS_SELECTOR, f'[data-alert="{kind}"]').click()
        settles(lambda: focus(browser)["key"] == field)
        press(browser, Keys.ESCAPE)
        closed = settles(lambda: not browser.execute_script(IS_MODAL, "alert"))
        back = settles(lambda: browser.execute_script("return document.activeElement.getAttribute('data-alert')") == kind)
        check(closed and back, f"Escape in the {kind} alert's field closes it, the focus back on its opener "
              f"({browser.execute_script('return document.activeElement.outerHTML.slice(0, 60)')})")


def check_code_typing(browser, check):
    """The picture code takes typing in its field; Escape closes it and gives the focus back."""
    restart = browser.find_element(By.CSS_SELECTOR, "#code-entry .restart")
    restart.click()
    check(settles(lambda: focus(browser)["key"] == "#code-field"), "the picture code, opened, puts the focus in its real field")
    code = browser.execute_script("return flowPage.expectedCode()")
    press(browser, code)
    check(settles(lambda: {"finish": {"code": code}} in effects(browser, "code")), f"the code {code} typed completes the picture code")
    restart.click()
    settles(lambda: focus(browser)["key"] == "#code-field")
    press(browser, Keys.ESCAPE)
    closed = settles(lambda: "close" in effects(browser, "code") and not browser.execute_script(IS_MODAL, "code-entry"))
    check(closed and browser.execute_script("return document.activeElement.classList.contains('restart')"),
          "Escape closes the picture code and the focus goes back to the button that opened it")


def slider_value(browser, selector):
    """What Chromium's accessibility tree says of the slider `selector` finds: its value, bounds and
    focusability (asked again when the page redraws the slider between the two questions)."""
    for _ in range(10):
        try:
            return slider_node(browser, selector)
        except WebDriverException:
            continue
    return None


def slider_node(browser, selector):
    document = browser.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    node_id = browser.execute_cdp_cmd("DOM.querySelector", {"nodeId": document, "selector": selector})["nodeId"]
    if not node_id:
        return None
    for node in browser.execute_cdp_cmd("Accessibility.getPartialAXTree", {"nodeId": node_id, "fetchRelatives": False})["nodes"]:
        if node.get("role", {}).get("value") == "slider":
            properties = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
            return {"value": node.get("value", {}).get("value"), **{k: properties.get(k) for k in ("valuemin", "valuemax", "focusable")}}
    return None


def check_captcha_slider(browser, check):
    browser.find_element(By.CSS_SELECTOR, '[data-captcha="blockPuzzle"]').click()
    wait_until(lambda: browser.find_elements(By.CSS_SELECTOR, '#captcha [data-part="image"] image'), 10, "the puzzle's picture")
    for _ in range(6):
        if focus(browser)["key"] == "captcha/thumb":
            break
        press(browser, Keys.TAB)
    check(focus(browser)["key"] == "captcha/thumb", "Tab in the captcha reaches its thumb, a slider")
    def now():
        return browser.execute_script('return document.querySelector(\'#captcha [data-part="thumb"]\').getAttribute("aria-valuenow")')
    readings = {"start": {"aria-valuenow": now(), "tree": slider_value(browser, THUMB)}}
    for label, keys in (("right x3", (Keys.ARROW_RIGHT,) * 3), ("page up", (Keys.PAGE_UP,)), ("end", (Keys.END,)), ("home", (Keys.HOME,))):
        before = now()
        press(browser, *keys)
        settles(lambda: now() != before, 2)
        readings[label] = {"aria-valuenow": now(), "tree": slider_value(browser, THUMB)}
    values = [float(r["aria-valuenow"]) for r in readings.values()]
    tree = [r["tree"] for r in readings.values()]
    check(values[0] == 0 and 0 < values[1] < values[2] < values[3] == 100 and values[4] == 0,
          "the thumb moves by the arrows, further by Page Up, to the ends by End and Home: " + json.dumps(values))
    check(all(t and t["valuemin"] == 0 and t["valuemax"] == 100 for t in tree) and len({json.dumps(t["value"]) for t in tree}) >= 3,
          "Chromium's accessibility tree reads the thumb's value as it moves (not a fixed 50): " + json.dumps(tree, ensure_ascii=False))
    return readings


def check_indicator_slider(browser, check):
    dots = browser.find_element(By.CSS_SELECTOR, INDICATOR)
    browser.execute_script("arguments[0].focus()", dots)
    read = []
    for key in (Keys.END, Keys.HOME, Keys.ARROW_RIGHT, Keys.PAGE_UP):
        press(browser, key)
        before = read[-1]["value"] if read else None
        settles(lambda: (slider_value(browser, INDICATOR) or {}).get("value") != before, 2)
        read.append(slider_value(browser, INDICATOR))
    numbers = [r and r["value"] for r in read]
    check(len(read) == 4 and all(r and r["valuemax"] == 5 for r in read) and len(set(map(str, numbers))) == 4,
          "the page indicator is a slider End, Home, → and Page Up move, its value read in the tree: " + json.dumps(read, ensure_ascii=False))


GUIDE_SLIDER = '#guide [data-part="guide/indicator"]'


def check_slider_directions(browser, check):
    """The APG slider's keys (S1, S2): Page Up and the up arrow go up, Page Down and the down arrow down,
    on the lone page indicator and on the guide's indicator alike."""
    def now(selector):
        value = browser.execute_script("const e = document.querySelector(arguments[0]); return e && e.getAttribute('aria-valuenow')", selector)
        return None if value is None else float(value)
    for name, selector in (("the page indicator", INDICATOR), ("the guide's indicator", GUIDE_SLIDER)):
        browser.execute_script("document.querySelector(arguments[0]).focus()", selector)
        press(browser, Keys.HOME)
        settles(lambda: now(selector) == 1, 3)
        moves = []
        for key, label in ((Keys.PAGE_UP, "Page Up"), (Keys.PAGE_DOWN, "Page Down"), (Keys.ARROW_UP, "up"), (Keys.ARROW_DOWN, "down")):
            before = now(selector)
            browser.execute_script("document.querySelector(arguments[0]).focus()", selector)
            press(browser, key)
            settles(lambda: now(selector) != before, 3)
            moves.append((label, before, now(selector)))
        wanted = [("Page Up", 1, 2), ("Page Down", 2, 1), ("up", 1, 2), ("down", 2, 1)]
        check(moves == wanted, f"{name}: Page Up and ↑ go on a page, Page Down and ↓ back (APG): {moves}")


def check_cancelled_drag(browser, check):
    """A pointer the browser cancels mid-drag is the pan's cancelled state: ready again, nothing checked."""
    browser.find_element(By.CSS_SELECTOR, '[data-captcha="blockPuzzle"]').click()
    wait_until(lambda: browser.find_elements(By.CSS_SELECTOR, '#captcha [data-part="image"] image'), 10, "the puzzle's picture")
    thumb = browser.find_element(By.CSS_SELECTOR, '#captcha [data-part="thumb"]')
    ActionChains(browser).click_and_hold(thumb).move_by_offset(40, 0).perform()
    browser.execute_script("document.querySelector('#captcha .stage').dispatchEvent(new PointerEvent('pointercancel', {bubbles: true, pointerId: 1}))")
    ActionChains(browser).release().perform()
    events = sent(browser, "captcha")
    requests = [e for e in effects(browser, "captcha") if "request" in e]
    check(events[-1:] == ["dragCancelled"] and len(requests) == 1,
          "pointercancel mid-drag sends dragCancelled and no check: " + json.dumps(events[-3:]))
    # A hand's drag (uneven moves: the seed's robot check refuses an even one).
    chain = ActionChains(browser).click_and_hold(browser.find_element(By.CSS_SELECTOR, THUMB))
    for step in (7, 13, 5, 11, 9):
        chain.move_by_offset(step, 0)
    chain.release().perform()
    check(settles(lambda: len([e for e in effects(browser, "captcha") if "request" in e]) == 2, 3),
          "after it the thumb drags and checks again: " + json.dumps(sent(browser, "captcha")[-3:]))


def check_contrast(browser, check):
    """Under Increase Contrast: the failure tip's words against their band, the guide's inactive dot against its track."""
    browser.find_element(By.ID, "increase-contrast").click()
    wait_until(lambda: browser.find_elements(By.CSS_SELECTOR, '#captcha [data-part="image"] image'), 10, "the puzzle's picture")
    browser.execute_script("arguments[0].focus()", browser.find_element(By.CSS_SELECTOR, THUMB))
    press(browser, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ENTER)  # near the start: a wrong answer
    # Read once the tip has risen wholly into the picture (its band's bottom at the picture's, 346).
    tip = wait_until(lambda: browser.execute_script(
        "const g = document.querySelector('#captcha [data-part=\"failureTip\"] rect');"
        "const t = document.querySelector('#captcha [data-part=\"failureTip/text\"] text');"
        "return g && t && Number(g.getAttribute('y')) + Number(g.getAttribute('height')) <= 346 && [g.getAttribute('fill'),"
        " g.getAttribute('fill-opacity'), t.getAttribute('fill'), ...Array.from(t.querySelectorAll('tspan[fill]')).map(s => s.getAttribute('fill'))]"),
        5, "the failure tip")
    band, opacity, words = tip[0], tip[1], tip[2:]
    ratios = [round(contrast(colour, band), 2) for colour in words]
    check(opacity in (None, "1") and min(ratios) >= 4.5, f"the failure tip's words {words} read at {ratios}:1 on its opaque band {band}")
    dots = browser.execute_script(
        "const f = (p) => { const r = document.querySelector(`#guide [data-part=\"${p}\"] rect`); return r && r.getAttribute('fill'); };"
        "return [f('guide/indicatorBar'), f('guide/indicator/dot[1]'), f('guide/indicator/dot[2]')]")
    track, inactive = dots[0], dots[2] or dots[1]
    ratio = round(contrast(inactive, track), 2) if track and inactive else 0
    check(ratio >= 3, f"the guide's inactive dot {inactive} reads at {ratio}:1 on its track {track}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(ROOT, ".build/keyboard"))
    parser.add_argument("--only", nargs="*", default=[], help="run only these checks (their function names)")
    options = parser.parse_args()
    if not os.path.exists(os.path.join(WEB, "flow.wasm")):
        sys.exit("check-keyboard: Web/flow.wasm is missing (bash Scripts/build-wasm.sh)")
    fresh_folder(options.out)
    check = Checks()
    server = serve()
    browser = driver(os.path.join(options.out, "downloads"))
    found = {}
    try:
        steps = (check_tab_order, check_alert_typing, check_code_typing, check_captcha_slider,
                 check_indicator_slider, check_slider_directions, check_alert_escape, check_cancelled_drag, check_contrast)
        for step in [step for step in steps if not options.only or step.__name__ in options.only]:
            check(open_gallery(browser, server), f"the gallery loads ({step.__name__})")
            wait_until(lambda: browser.find_elements(By.CSS_SELECTOR, '#captcha [data-part="image"] image'), 10, "the captcha's picture")
            try:
                found[step.__name__] = step(browser, check)
            except (TimeoutError, WebDriverException) as error:
                check(False, f"{step.__name__}: {str(error).splitlines()[0]}")
        errors = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
        check(not errors, "no script errors: " + json.dumps(errors)[:300])
    finally:
        browser.quit()
        server.shutdown()
    with open(os.path.join(options.out, "keyboard.json"), "w") as f:
        json.dump(found, f, indent=1, ensure_ascii=False, default=str)
    if check.failed:
        sys.exit(f"check-keyboard: {len(check.failed)} failed")
    print("check-keyboard: every check passed")


if __name__ == "__main__":
    main()
