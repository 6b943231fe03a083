#!/usr/bin/env python3
"""The one-machine page (Web/embed/) in headless Chromium, as its reader uses
it: an alert and a captcha, each from its own module (Web/machines/alert.wasm
and captcha.wasm, Scripts/build-wasm.sh --machines), imported through the ES
modules a web developer's page imports.

Checks that each draws; that the alert takes a real click on a button and,
shown again, Return on its focused button and Escape; that the captcha loads
its puzzle from the page's stand-in server, takes a real pointer drag of its
thumb (the slider's value follows the pointer, and the release sends a check
the server answers) and the arrow keys on its slider; that the page loads
nothing but its own modules (its size: the modules the page fetched, gzip -9
-n); and that axe-core finds no violation with each dialog open.

Usage: Scripts/check-embed.py [--out DIR]
"""
import argparse
import os
import sys

from flowbrowser import Checks, axe_source, driver, run_axe, serve, settles, wait_until
from flowscripts import ROOT, fresh_folder
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

FETCHED = """return performance.getEntriesByType("resource").map((r) => r.name.replace(location.origin, ""))"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=os.path.join(ROOT, ".build/embed"))
    arguments = parser.parse_args()
    for module in ("alert", "captcha"):
        if not os.path.exists(os.path.join(ROOT, "Web", "machines", f"{module}.wasm")):
            sys.exit(f"check-embed: no Web/machines/{module}.wasm (bash Scripts/build-wasm.sh --machines ...)")
    fresh_folder(arguments.out)
    check = Checks()
    server = serve()
    browser = driver(arguments.out)
    try:
        browser.get(f"http://127.0.0.1:{server.server_address[1]}/embed/index.html")
        wait_until(lambda: browser.execute_script("return document.body.dataset.ready"), 30, "the page to load its modules")
        errors = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
        check(not errors, f"the page loads with no error: {errors}")
        fetched = browser.execute_script(FETCHED)
        check(sorted(name for name in fetched if name.endswith(".wasm")) == ["/machines/alert.wasm", "/machines/captcha.wasm"],
              f"the page fetches the alert's and the captcha's own modules, not the gallery's: {fetched}")
        said = lambda: browser.find_element(By.ID, "said").text

        # The alert: shown, tapped with the pointer; shown again, Return on the focused button; then Escape.
        browser.find_element(By.ID, "show-alert").click()
        dialog = wait_until(lambda: browser.find_elements(By.CSS_SELECTOR, '#alert svg[aria-modal="true"]'), 5, "the alert to draw")
        check(bool(dialog), "the alert draws as a modal dialog")
        check(not run_axe(browser, axe_source()), "axe-core: no violation with the alert open")
        buttons = browser.find_elements(By.CSS_SELECTOR, '#alert [data-part^="window/button"]')
        check(len(buttons) == 2, f"the alert draws its two buttons ({len(buttons)})")
        ActionChains(browser).move_to_element(buttons[1]).click().perform()
        check(settles(lambda: said() == "选了第 2 个按钮"), f"a click on 删除 selects the second button ({said()!r})")
        check(settles(lambda: not browser.find_elements(By.CSS_SELECTOR, '#alert svg[aria-modal="true"]')), "the alert goes once a button is chosen")
        browser.find_element(By.ID, "show-alert").click()
        wait_until(lambda: browser.find_elements(By.CSS_SELECTOR, '#alert svg[aria-modal="true"]'), 5, "the alert to draw again")
        focused = lambda: browser.execute_script("return document.activeElement.getAttribute('data-part')")
        named = browser.execute_script("return document.querySelector('#alert svg').dataset.focus")
        # The scene names its title, which is no control: the dialog itself takes the first focus (read by its name), no ring over the title (K3).
        on_dialog = lambda: browser.execute_script("return document.activeElement === document.querySelector('#alert svg')")
        check(named == "window/title" and settles(on_dialog), f"the alert's first focus is on the dialog, its scene naming {named}, no control ({focused()!r})")
        # Tab goes round the dialog's buttons and stays in it (Shift-Tab back round), then Return chooses.
        stops = []
        for _ in range(3):
            browser.switch_to.active_element.send_keys(Keys.TAB)
            stops.append(focused())
        check(stops == ["window/button[0]", "window/button[1]", "window/button[0]"], f"Tab holds the focus in the dialog, going round its buttons ({stops})")
        browser.switch_to.active_element.send_keys(Keys.SHIFT, Keys.TAB)
        check(focused() == "window/button[1]", f"Shift-Tab goes back round ({focused()!r})")
        browser.execute_script("document.getElementById('said').textContent = ''")
        browser.switch_to.active_element.send_keys(Keys.ENTER)
        check(settles(lambda: said() == "选了第 2 个按钮"), f"Return on the focused button chooses it ({said()!r})")

        # The captcha: its puzzle from the stand-in server, the thumb dragged by a real pointer.
        browser.find_element(By.ID, "open-captcha").click()
        thumb = wait_until(lambda: browser.find_elements(By.CSS_SELECTOR, '#captcha [data-part="thumb"][role="slider"]'), 10, "the captcha's slider")
        check(bool(thumb), "the captcha draws its slider once the server answered")
        check(not run_axe(browser, axe_source()), "axe-core: no violation with the captcha open")
        value = lambda: float(browser.find_element(By.CSS_SELECTOR, '#captcha [data-part="thumb"]').get_attribute("aria-valuenow") or 0)
        before = value()
        chain = ActionChains(browser).click_and_hold(thumb[0])
        for _ in range(6):
            chain.move_by_offset(10, 0)
        chain.perform()
        check(settles(lambda: value() > before), f"the slider's value follows the pointer ({before} -> {value()})")
        ActionChains(browser).release().perform()
        check(settles(lambda: said() != "", 5), f"the release sends a check and the captcha announces its answer ({said()!r})")
        check(not run_axe(browser, axe_source()), "axe-core: no violation after the check")
        # The failed check loads a new puzzle: its slider by the keyboard.
        wait_until(lambda: browser.find_elements(By.CSS_SELECTOR, '#captcha [data-part="thumb"][role="slider"][tabindex="0"]'), 10, "the new puzzle's slider")
        check(settles(lambda: value() == 0), f"the new puzzle's slider starts at 0 ({value()})")
        browser.execute_script("document.querySelector('#captcha [data-part=\"thumb\"]').focus()")
        browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        check(settles(lambda: value() > 0), f"ArrowRight on the focused slider moves the thumb ({value()})")
    finally:
        browser.quit()
        server.shutdown()
    if check.failed:
        print(f"check-embed: {len(check.failed)} failed")
        sys.exit(1)
    print("check-embed: every check passed")


if __name__ == "__main__":
    main()
