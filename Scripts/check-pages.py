#!/usr/bin/env python3
"""Checks FlowCore's HTML trace pages in a real browser (headless Chromium).

Writes the page of every spec under Specs/ with `flow replay --html`, and the
page of a failing check (a picture changed on purpose) with `flow check
--html-on-failure`; loads each in headless Chromium (two browsers driven by
Selenium, each loading page after page), where the page's own self-check
runs (every step has a picture, the scrubber moves, no script or console
error) and marks <body data-selfcheck="ok">; and saves PNG screenshots of a
few pages. Exits 1 when any page fails.

A 10,000-step page too (a timeline's pictures are shared by pages of 24
steps, so it stays near 27 MB): it must load and pass its self-check.

Hostile pages too: a spec whose strings try to close the data block
(`</script>`), comment out the page's script (`<!--<script>`), inject markup
(`<img onerror>`), break quotes and lines (U+2028), and a failure page whose
saved picture carries script. Each must draw every step, and no injected
script may run (each would mark the page `data-pwned`).

Usage: Scripts/check-pages.py [--flow PATH] [--out DIR]
Needs Debian's `chromium` (and `fonts-noto-cjk` for the seeds' Chinese text).
"""
import argparse
import concurrent.futures
import glob
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

from flowbrowser import driver, wait_until
from flowscripts import ROOT, flow_binary, fresh_folder

SCREENSHOTS = ["alert__input-keyboard-up-down", "captcha__robot-drag", "onboarding__guide-end-to-end", "launch-gate__update"]


def browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("check-pages: no Chromium found (apt-get install chromium fonts-noto-cjk)")


def chromium(binary, *arguments):
    command = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
               "--virtual-time-budget=3000", *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


# The page loaded (every image loaded or failed, so an injected `onerror` had its
# chance) and its self-check done: the check's outcome, or null while either is pending.
SELF_CHECKED = """
if (document.readyState !== "complete" || !document.body) return null;
const outcome = document.body.getAttribute("data-selfcheck");
return outcome === "pending" ? null : (outcome === null ? "no self-check in the page" : outcome);
"""


def self_check(browser, page):
    """The outcome of `page`'s self-check in `browser`: "ok", or what failed."""
    browser.get(pathlib.Path(page).absolute().as_uri())  # a page's name may hold "%": escaped in the URL
    try:
        outcome = wait_until(lambda: browser.execute_script(SELF_CHECKED), 60, "the page's self-check")
    except TimeoutError:
        outcome = "no self-check result (the page did not load or its script did not run)"
    if browser.execute_script("return document.documentElement.hasAttribute('data-pwned')"):
        return "script injected by the page's data ran"
    return outcome


def self_checks(pages, browsers=2):
    """Each page's self-check outcome, in order: a few browsers, each loading
    page after page (a browser started for each page took four times as long)."""
    queue = list(enumerate(pages))
    outcomes = [None] * len(pages)

    def work():
        with tempfile.TemporaryDirectory() as downloads:
            browser = driver(downloads)
            try:
                while True:
                    try:
                        index, page = queue.pop()
                    except IndexError:  # the other browser took the last page
                        return
                    outcomes[index] = self_check(browser, page)
            finally:
                browser.quit()

    with concurrent.futures.ThreadPoolExecutor(max_workers=browsers) as pool:
        for running in [pool.submit(work) for _ in range(browsers)]:
            running.result()
    return outcomes


PWN = "document.documentElement.setAttribute('data-pwned','1')"
HOSTILE = [
    "</script><script>" + PWN + "</script>",
    "<!--<script>",
    "<img src=x onerror=\"" + PWN + "\">",
    "\"'`${x}\u2028\u2029&amp;<b>bold</b>",
]


def long_page(flow, out, steps=10_000):
    """The page of a 10,000-step launch-gate run (the most a trace page shows), recorded by `flow record`."""
    folder = os.path.join(out, "long")
    os.makedirs(folder)
    sends = [{"at": index * 60, "send": {"launched": {"version": "%d.0" % (1 + index % 3), "build": str(index % 7), "isLoggedIn": index % 2 == 0}}}
             for index in range(steps)]
    path = os.path.join(folder, "launches.json")
    with open(path, "w") as f:
        json.dump({"formatVersion": 1, "machine": "launch-gate", "title": "%d launches" % steps, "config": {}, "steps": sends}, f)
    subprocess.run([flow, "record", path, "--write"], check=True, capture_output=True)
    page = os.path.join(folder, "launches.html")
    subprocess.run([flow, "replay", path, "--html", page], check=True, capture_output=True)
    print(f"      a {steps}-step page: {os.path.getsize(page) / 1e6:.1f} MB")
    return page


def hostile_pages(flow, out):
    """Pages whose spec strings and saved picture try to run script."""
    folder = os.path.join(out, "hostile")
    os.makedirs(os.path.join(folder, "pictures"))
    spec = {
        "formatVersion": 1, "machine": "alert", "title": " ".join(HOSTILE),
        "config": {"content": {"title": HOSTILE[0], "message": HOSTILE[1], "buttons": [HOSTILE[2], HOSTILE[3]]}},
        "steps": [{"at": 0, "send": {"showRequested": {"screen": {"width": 375, "height": 667}, "safeArea": {"top": 20, "bottom": 0, "left": 0, "right": 0}}}, "picture": "pictures/shown.svg"},
                  {"at": 1, "send": {"buttonTapped": {"index": 0}}}],
    }
    path = os.path.join(folder, "hostile.json")
    with open(path, "w") as f:
        json.dump(spec, f, ensure_ascii=False)
    subprocess.run([flow, "record", path, "--write"], check=True, capture_output=True)
    page = os.path.join(folder, "hostile.html")
    subprocess.run([flow, "replay", path, "--html", page], check=True, capture_output=True)
    # The saved picture replaced by one that carries script: the failure page shows it, as an image.
    with open(os.path.join(folder, "pictures/shown.svg"), "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>' + PWN + '</script>'
                '<image href="x" onerror="' + PWN + '"/></svg><img src=x onerror="' + PWN + '">')
    failures = os.path.join(folder, "failures")
    result = subprocess.run([flow, "check", "--html-on-failure", failures, path], capture_output=True, text=True)
    written = sorted(glob.glob(os.path.join(failures, "*.html")))
    if result.returncode != 1 or len(written) != 1:
        sys.exit("check-pages: the hostile picture was not reported with a page:\n" + result.stdout + result.stderr)
    # The second wall: markup slipped into a page past the escaping (as if it had failed) still cannot run
    # under the page's Content-Security-Policy, while the page's own script, named by its hash, does.
    with open(page) as f:
        html = f.read()
    breached = os.path.join(folder, "breached.html")
    with open(breached, "w") as f:
        f.write(re.sub(r'(<body[^>]*>)', lambda m: m.group(1) + "<script>" + PWN + "</script><img src=x onerror=\"" + PWN + "\">", html, count=1))
    return [page, breached] + written


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flow", default=os.path.join(ROOT, ".build/release/flow"))
    parser.add_argument("--out", default=os.path.join(ROOT, ".build/pages"))
    options = parser.parse_args()
    binary = browser()
    flow = flow_binary(options.flow)
    fresh_folder(options.out)

    pages = []
    for spec in sorted(glob.glob(os.path.join(ROOT, "Specs/**/*.json"), recursive=True)):
        if spec.endswith(".schema.json"):
            continue
        name = os.path.relpath(spec, os.path.join(ROOT, "Specs"))[:-5].replace("/", "__")
        page = os.path.join(options.out, name + ".html")
        subprocess.run([flow, "replay", spec, "--html", page], check=True, capture_output=True)
        pages.append(page)

    # A failing check's page: a copy of a spec whose saved picture is changed.
    with tempfile.TemporaryDirectory() as scratch:
        os.makedirs(os.path.join(scratch, "pictures"))
        shutil.copy(os.path.join(ROOT, "Specs/code-entry/type-to-completion.json"), scratch)
        with open(os.path.join(ROOT, "Specs/code-entry/pictures/code-two-entered.svg")) as f:
            changed = f.read().replace(">0</tspan>", ">8</tspan>")
        with open(os.path.join(scratch, "pictures/code-two-entered.svg"), "w") as f:
            f.write(changed)
        failures = os.path.join(options.out, "failures")
        result = subprocess.run([flow, "check", "--html-on-failure", failures, os.path.join(scratch, "type-to-completion.json")],
                                capture_output=True, text=True)
        if result.returncode != 1:
            sys.exit("check-pages: the broken picture was not reported:\n" + result.stdout + result.stderr)
        pages += sorted(glob.glob(os.path.join(failures, "*.html")))
        if len(pages) == 0 or not glob.glob(os.path.join(failures, "*.html")):
            sys.exit("check-pages: --html-on-failure wrote no page")

    pages += hostile_pages(flow, options.out)
    pages.append(long_page(flow, options.out))

    failed = 0
    shots_failed = 0
    for page, outcome in zip(pages, self_checks(pages)):
        if outcome != "ok":
            failed += 1
            print(f"FAIL  {os.path.relpath(page, ROOT)}: {outcome}")
    shots = os.path.join(options.out, "screenshots")
    os.makedirs(shots)
    for name in SCREENSHOTS + [os.path.basename(p)[:-5] for p in glob.glob(os.path.join(options.out, "failures/*.html"))]:
        page = os.path.join(options.out, name + ".html")
        if not os.path.exists(page):
            page = os.path.join(options.out, "failures", name + ".html")
        png = os.path.join(shots, name + ".png")
        chromium(binary, "--window-size=1280,900", "--screenshot=" + png, pathlib.Path(page).absolute().as_uri())
        if not os.path.exists(png) or os.path.getsize(png) < 1000:
            shots_failed += 1
            print(f"FAIL  no screenshot of {name}")
    print(f"{len(pages) - failed} pages passed their self-check, {failed} failed; "
          f"{len(SCREENSHOTS) + 1 - shots_failed} screenshots in {os.path.relpath(shots, ROOT)}")
    return 1 if failed or shots_failed else 0


if __name__ == "__main__":
    sys.exit(main())
