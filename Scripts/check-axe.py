#!/usr/bin/env python3
"""Runs axe-core, Deque's accessibility checker, on the web gallery and on
trace pages in headless Chromium, and reports every violation by rule and
impact: a verdict from a tool this project did not write. Then reads
Chromium's own accessibility tree (CDP Accessibility.getFullAXTree), as a
screen reader gets it, and asserts a few roles, names and values of the
scenes, and that the page's one live region speaks an announcement.

axe-core comes from PyPI's axe-playwright-python wheel, which ships
axe.min.js (installed without its Playwright dependency: Selenium injects
the script). The gallery is checked at load, after the alert's tap and with
a HUD notice up; a trace page of each component folder's first spec (from
`flow replay --html`) is checked as it opens.

Usage: Scripts/check-axe.py [--flow PATH] [--out DIR] [--max N]
Exits 1 when the violations (nodes) exceed --max (default: report only).
"""
import argparse
import glob
import json
import os
import subprocess
import sys

from flowscripts import ROOT, fresh_folder


def accessibility_tree(browser):
    """(role, name, description, properties) of every node Chromium exposes."""
    nodes = browser.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    return [(n.get("role", {}).get("value"), n.get("name", {}).get("value"), n.get("description", {}).get("value"),
             {p["name"]: p["value"].get("value") for p in n.get("properties", [])}) for n in nodes]


def tree_problems(tree):
    """What a screen reader would miss in the gallery at load."""
    def has(role, name, description=None, **properties):
        return any(r == role and n == name and (description is None or d == description)
                   and all(p.get(k) == v for k, v in properties.items()) for r, n, d, p in tree)
    wanted = [
        (has("dialog", "提示", modal=True), "the alert is a modal dialog named by its title 提示"),
        (has("dialog", "請輸入圖形驗證碼", modal=True), "the picture code is a modal dialog named by its title"),
        (has("heading", "提示", level=2), "the alert's title is a level-2 heading named 提示"),
        (has("button", "是", focusable=True), "the alert's button 是 is a focusable button"),
        (has("slider", "滑块", "上下轻扫移动滑块,轻点两下提交"), "the captcha's thumb is a slider with its hint"),
        (has("button", "换一张", focusable=True), "the picture code's refresh is a focusable button"),
        (has("textbox", "請輸入圖形驗證碼", "已输入 0 位,共 4 位"), "the picture code's cells are a text box saying how many are filled"),
    ]
    return [what for ok, what in wanted if not ok]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flow", default=os.path.join(ROOT, ".build/release/flow"))
    parser.add_argument("--out", default=os.path.join(ROOT, ".build/axe"))
    parser.add_argument("--max", type=int, default=None)
    options = parser.parse_args()
    import flowbrowser
    from selenium.webdriver.common.by import By

    fresh_folder(options.out)
    source = flowbrowser.axe_source()
    version = source[source.find("axe v"):source.find("axe v") + 12].split("\n")[0].strip(" */")
    server = flowbrowser.serve()
    browser = flowbrowser.driver(os.path.join(options.out, "downloads"))
    browser.set_script_timeout(60)
    results = {}
    try:
        if not flowbrowser.open_gallery(browser, server):
            sys.exit("check-axe: the gallery did not load")
        # The alert shown at load, after its 0.3 s fade on the page's clock (axe reads colours as drawn).
        flowbrowser.wait_until(lambda: browser.find_elements(By.CSS_SELECTOR, '#alert [role="button"][aria-label="是"]')
                               and browser.execute_script("return flowPage.panels.alert.session.now() >= 0.4"), 10, "the alert")
        results["gallery at load"] = flowbrowser.run_axe(browser, source)
        problems = tree_problems(accessibility_tree(browser))
        browser.find_element(By.CSS_SELECTOR, '#alert [role="button"][aria-label="是"]').click()
        flowbrowser.settles(lambda: not browser.find_elements(By.CSS_SELECTOR, '#alert svg[aria-modal="true"]'))
        results["gallery after the alert's tap"] = flowbrowser.run_axe(browser, source)
        browser.find_element(By.CSS_SELECTOR, '[data-hud="spinner"]').click()
        flowbrowser.settles(lambda: browser.execute_script("return document.getElementById('announcer').textContent") == "加载中")
        results["gallery with the HUD up"] = flowbrowser.run_axe(browser, source)
        spoken = [n for r, n, d, p in accessibility_tree(browser) if r == "StaticText" and n == "加载中"]
        live = browser.execute_script("const a = document.getElementById('announcer'); return [a.getAttribute('aria-live'), a.textContent]")
        if not spoken or live != ["polite", "加载中"]:
            problems.append(f"the HUD's announcement 加载中 is not in the live region (it holds {live})")
        pages = os.path.join(options.out, "pages")
        os.makedirs(pages)
        for folder in sorted(glob.glob(os.path.join(ROOT, "Specs", "*", ""))):
            first = sorted(f for f in glob.glob(os.path.join(folder, "*.json")) if not f.endswith(".schema.json"))
            if not first:
                continue
            page = os.path.join(pages, os.path.basename(os.path.dirname(folder)) + ".html")
            subprocess.run([options.flow, "replay", first[0], "--html", page], check=True, capture_output=True)
            browser.get("file://" + page)
            flowbrowser.wait_until(lambda: browser.execute_script("return document.readyState") == "complete", 10, page)
            results["trace page " + os.path.relpath(first[0], ROOT)] = flowbrowser.run_axe(browser, source)
    finally:
        browser.quit()
        server.shutdown()
    total = 0
    for state, violations in results.items():
        count = sum(v["nodes"] for v in violations)
        total += count
        print(f"{'ok  ' if count == 0 else 'FAIL'}  {state}: {count} violation{'s' if count != 1 else ''}"
              + "".join(f"\n        {v['impact']:9} {v['id']} ({v['nodes']}): {', '.join(v['targets'])}" for v in violations))
    with open(os.path.join(options.out, "axe.json"), "w") as f:
        json.dump(results, f, indent=1)
    print(f"{version}: {total} violations in {len(results)} states")
    for problem in problems:
        print(f"FAIL  accessibility tree: {problem}")
    if not problems:
        print("ok    accessibility tree: the alert and the picture code as modal dialogs named by their titles, the alert's heading and button, the captcha's slider, the picture code's button and text box, the announcement")
    return 1 if problems or (options.max is not None and total > options.max) else 0


if __name__ == "__main__":
    sys.exit(main())
