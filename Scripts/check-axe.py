#!/usr/bin/env python3
"""Runs axe-core, Deque's accessibility checker, on the web gallery and on
trace pages in headless Chromium, and reports every violation by rule and
impact: a verdict from a tool this project did not write.

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
import importlib.util
import json
import os
import subprocess
import sys
import time

from flowscripts import ROOT, fresh_folder


def axe_source():
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "axe-playwright-python"], check=True)
        spec = importlib.util.find_spec("axe_playwright_python")
    with open(os.path.join(os.path.dirname(spec.origin), "axe.min.js"), encoding="utf-8") as f:
        return f.read()


def run_axe(browser, source):
    if not browser.execute_script("return typeof axe !== 'undefined'"):
        browser.execute_script(source)
    return browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations.map(v => "
        "({id: v.id, impact: v.impact, nodes: v.nodes.length, targets: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))))"
        ".catch(e => done([{id: 'axe-error', impact: 'critical', nodes: 1, targets: [String(e)]}]));")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flow", default=os.path.join(ROOT, ".build/release/flow"))
    parser.add_argument("--out", default=os.path.join(ROOT, ".build/axe"))
    parser.add_argument("--max", type=int, default=None)
    options = parser.parse_args()
    spec = importlib.util.spec_from_file_location("check_web", os.path.join(ROOT, "Scripts", "check-web.py"))
    check_web = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check_web)
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    fresh_folder(options.out)
    source = axe_source()
    version = source[source.find("axe v"):source.find("axe v") + 12].split("\n")[0].strip(" */")
    server = check_web.serve()
    browser = check_web.driver(os.path.join(options.out, "downloads"))
    browser.set_script_timeout(60)
    results = {}
    try:
        browser.get(f"http://127.0.0.1:{server.server_address[1]}/index.html")
        WebDriverWait(browser, 20).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "ok")
        time.sleep(0.6)
        results["gallery at load"] = run_axe(browser, source)
        browser.find_element(By.CSS_SELECTOR, '#alert [role="button"][aria-label="是"]').click()
        time.sleep(0.6)
        results["gallery after the alert's tap"] = run_axe(browser, source)
        browser.find_element(By.CSS_SELECTOR, '[data-hud="spinner"]').click()
        time.sleep(0.5)
        results["gallery with the HUD up"] = run_axe(browser, source)
        pages = os.path.join(options.out, "pages")
        os.makedirs(pages)
        for folder in sorted(glob.glob(os.path.join(ROOT, "Specs", "*", ""))):
            first = sorted(glob.glob(os.path.join(folder, "*.json")))
            if not first:
                continue
            page = os.path.join(pages, os.path.basename(os.path.dirname(folder)) + ".html")
            subprocess.run([options.flow, "replay", first[0], "--html", page], check=True, capture_output=True)
            browser.get("file://" + page)
            time.sleep(0.3)
            results["trace page " + os.path.relpath(first[0], ROOT)] = run_axe(browser, source)
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
    return 1 if options.max is not None and total > options.max else 0


if __name__ == "__main__":
    sys.exit(main())
