"""What the gallery's browser checks (check-web.py, check-keyboard.py,
check-axe.py) share: Web/ served on a loopback port, headless Chromium driven
by Selenium, waits on conditions (never fixed sleeps), and a list of checks."""
import functools
import http.server
import importlib.util
import os
import shutil
import subprocess
import sys
import threading
import time

from flowscripts import ROOT

try:
    import selenium  # noqa: F401
except ImportError:  # PyPI's selenium, installed when missing
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "selenium"], check=True)
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

WEB = os.path.join(ROOT, "Web")


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass

    def end_headers(self):
        # Cross-origin isolated, so that performance.now() is fine-grained (5 µs, not 100 µs)
        # for the frame figures; every file of the pages is their own origin's.
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()


def serve():
    """Web/ on a free loopback port, in a thread (`server.shutdown()` ends it)."""
    handler = functools.partial(Quiet, directory=WEB)
    handler.extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript"}
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def driver(downloads):
    """Headless Chromium (Debian's, with its chromedriver), saving downloads in `downloads`."""
    options = webdriver.ChromeOptions()
    options.add_experimental_option("prefs", {"download.default_directory": downloads, "download.prompt_for_download": False})
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,2800", "--lang=zh-CN"):
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or ""
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=options)


def open_gallery(browser, server):
    """Loads the gallery and waits until it says it is ready (its module loaded, its panels drawn)."""
    browser.get(f"http://127.0.0.1:{server.server_address[1]}/index.html")
    wait_until(lambda: browser.execute_script("return document.body.dataset.ready") in ("ok", "error"), 30, "the page to load")
    return browser.execute_script("return document.body.dataset.ready") == "ok"


def wait_until(condition, timeout=5.0, what="a condition"):
    """Polls `condition` until it returns something true (returned), or raises
    TimeoutError naming `what` after `timeout` seconds. The page's own clock
    drives its machines, so a check waits for what it expects to see, never
    for a fixed time that a loaded machine may not meet."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {timeout} s for {what}")
        time.sleep(0.02)


def settles(condition, timeout=5.0):
    """Whether `condition` comes true within `timeout` seconds (False rather than an error)."""
    try:
        return bool(wait_until(condition, timeout))
    except TimeoutError:
        return False


def axe_source():
    """axe-core's script, from PyPI's axe-playwright-python wheel (installed without its dependencies when missing)."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "axe-playwright-python"], check=True)
        spec = importlib.util.find_spec("axe_playwright_python")
    with open(os.path.join(os.path.dirname(spec.origin), "axe.min.js"), encoding="utf-8") as f:
        return f.read()


def run_axe(browser, source):
    """axe-core's violations on the page as it is: id, impact, how many nodes and the first targets."""
    if not browser.execute_script("return typeof axe !== 'undefined'"):
        browser.execute_script(source)
    return browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations.map(v => "
        "({id: v.id, impact: v.impact, nodes: v.nodes.length, targets: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))))"
        ".catch(e => done([{id: 'axe-error', impact: 'critical', nodes: 1, targets: [String(e)]}]));")


class Checks:
    """Named checks, printed as they run (ok or FAIL); `failed` lists the failures."""

    def __init__(self):
        self.failed = []

    def __call__(self, condition, message):
        print(("ok    " if condition else "FAIL  ") + message)
        if not condition:
            self.failed.append(message)
        return condition


def contrast(first, second):
    """The WCAG contrast ratio of two `#rrggbb` colours."""
    def luminance(colour):
        channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)
