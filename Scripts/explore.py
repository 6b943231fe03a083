#!/usr/bin/env python3
"""Explores every built-in machine under its documented bounds (the table
below), writes the specs that take one transition of every kind into
Specs/<folder>/explored/<machine>/ with the phase diagram drawn as
diagram.svg, and puts each machine's counts, picture and Mermaid diagram
into its folder's README between <!-- explored: MACHINE --> and
<!-- /explored: MACHINE -->.

    Scripts/explore.py [--check] [--flow PATH]

--check writes nothing: it fails when an exploration finds something, or
when the committed specs or README blocks differ from what it would write.
Needs a built flow (default .build/release/flow).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# How CI explores each machine `flow machines --json` lists (the machine list
# is the registry's, declared once in Swift; this table says only how each is
# explored): its Specs folder, the configuration explored (a spec whose config
# is explored, or None for the defaults), the depth bound and the state bound.
# A machine whose space is finite is explored whole within these; the others
# (a counter or a text that grows with every event) stop at the depth bound,
# which the README says. A listed machine with no row here, or a row for no
# listed machine, fails the script.
EXPLORATION = {
    "launch-gate": ("launch-gate", None, 40, 100_000),
    "text-view-filter": ("text-input", None, 4, 20_000),
    "code-entry": ("code-entry", None, 40, 100_000),
    "picture-code-flow": ("picture-code-flow", None, 40, 100_000),
    "alert": ("alert", "Specs/alert/input-keyboard-up-down.json", 40, 100_000),
    "captcha": ("captcha", "Specs/captcha/puzzle-success-no-key.json", 200, 100_000),
    "sms-code-flow": ("captcha", None, 12, 50_000),
    "page-indicator": ("onboarding", "Specs/onboarding/indicator-interactive.json", 40, 100_000),
    "guide-pager": ("onboarding", "Specs/onboarding/guide-end-to-end.json", 40, 100_000),
    "welcome-screen": ("onboarding", "Specs/onboarding/welcome-avatar-placeholder.json", 40, 100_000),
    "gif-player": ("onboarding", "Specs/onboarding/gif-seed-policy.json", 12, 20_000),
    "coach-marks": ("coach-marks", "Specs/coach-marks/seed-three-screens.json", 40, 100_000),
    "cell-coach-mark": ("cell-coach-mark", None, 40, 100_000),
    "popup-queue": ("popup-queue", None, 6, 20_000),
    "progress-hud": ("progress-hud", None, 40, 100_000),
    "session": ("session", None, 40, 100_000),
    "title-button": ("title-button", "Specs/title-button/with-title.json", 40, 100_000),
    "network-activity": ("network-activity", None, 12, 20_000),
    "notification-permission": ("notification-permission", None, 40, 100_000),
    "user-profile": ("user-profile", None, 40, 100_000),
}


# Event cases an exploration tried that never changed anything: vocabulary no
# explored state accepts. Each is a finding unless its reason is written here
# (it then shows in the README); one without a reason fails the script.
NEVER_ENABLED = {
    ("captcha", "alternativeChosen"): "the explored configuration offers no alternative to dragging (`accessibility.alternative` is none)",
    ("code-entry", "cellTapped"): "cells cannot be focused by tapping: the focus follows the code, as in the seed",
    ("page-indicator", "slideEnded"): "a slide's end belongs to the slide mode; the explored indicator is interactive (it follows the finger)",
    ("guide-pager", "scrolled"): "in the guide variant a scroll matters only past the last page with `slipsIntoHome`, which the explored configuration leaves off, as the seed does",
    ("progress-hud", "graceEnded"): "the standard HUD has no grace time, so the timer never runs and the event sent early is ignored",
    ("progress-hud", "minimumShowTimeEnded"): "the standard HUD has no minimum show time, so the timer never runs and the event sent early is ignored",
}


def never_enabled(machine, output):
    """The never-enabled cases the output names: (documented lines, undocumented names)."""
    line = next((l.strip() for l in output.splitlines() if l.strip().startswith("never enabled: ")), "")
    names = [n.strip() for n in line[len("never enabled: "):].split(",") if n.strip()] if line else []
    documented = [f"`{n}` is never enabled: {NEVER_ENABLED[(machine, n)]}." for n in names if (machine, n) in NEVER_ENABLED]
    return documented, [n for n in names if (machine, n) not in NEVER_ENABLED]


def explore(flow, machine, folder, config, depth, states, check):
    out_dir = os.path.join("Specs", folder, "explored", machine)
    with tempfile.TemporaryDirectory() as work:
        # flow writes through a temporary file and a rename: read it by name afterwards.
        diagram = os.path.join(work, "diagram.mmd")
        picture = os.path.join(work, "diagram.svg")
        command = [flow, "explore", machine, "--max-depth", str(depth), "--max-states", str(states),
                   "--write", out_dir, "--mermaid", diagram, "--svg", picture, "--covered-by", os.path.join("Specs", folder)]
        if config:
            command += ["--config", config]
        if check:
            command.append("--check")
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        mermaid = open(diagram, encoding="utf-8").read() if os.path.exists(diagram) else ""
        svg = open(picture, encoding="utf-8").read() if os.path.exists(picture) else ""
    return result, mermaid, svg, out_dir


def block(machine, config, depth, states, output, mermaid, out_dir):
    lines = output.strip().splitlines()
    summary = lines[0].split(None, 1)[1] if lines else ""
    extra = [line.strip() for line in lines[1:]
             if line.startswith("  ") and not line.startswith("      ") and not line.strip().startswith("never enabled: ")]
    covered = next((line.strip() for line in lines if "explored transition kinds" in line), "")
    written = next((line.strip() for line in lines if line.strip().startswith(("wrote", out_dir))), "")
    configured = f"the configuration of `{config}`" if config else "the default configuration"
    text = [
        f"<!-- explored: {machine} -->",
        f"### `{machine}`, explored",
        "",
        f"Explored by `Scripts/explore.py` from {configured}, at most {depth} moves deep and {states:,} states: "
        f"{summary}.",
    ]
    text += [f"{line[0].upper()}{line[1:]}." for line in extra]
    text += never_enabled(machine, output)[0]
    if covered:
        text.append(f"{covered[0].upper()}{covered[1:]}.")
    written_count = re.search(r"(\d+) (explored )?specs", written)
    if written_count:
        text.append(f"`{out_dir}/` holds {written_count.group(1)} generated specs that take one transition of every kind.")
    relative = os.path.relpath(os.path.join(out_dir, "diagram.svg"), os.path.join("Specs", out_dir.split(os.sep)[1]))
    text += ["", f"![The phases of {machine} and the events between them]({relative})", "",
             "The same, as Mermaid text:", "", "```mermaid", mermaid.rstrip("\n"), "```", f"<!-- /explored: {machine} -->"]
    return "\n".join(text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--flow", default=os.path.join(ROOT, ".build", "release", "flow"))
    arguments = parser.parse_args()
    failures = 0
    readmes = {}
    names = [entry["name"] for entry in json.loads(subprocess.run([arguments.flow, "machines", "--json"], check=True, capture_output=True, text=True).stdout)]
    unknown = sorted(set(EXPLORATION) - set(names))
    unexplored = [name for name in names if name not in EXPLORATION]
    if unknown or unexplored:
        print(f"FAIL  Scripts/explore.py's table and flow's machines differ: no machine named {unknown}; no row for {unexplored}")
        return 1
    for machine in names:
        folder, config, depth, states = EXPLORATION[machine]
        result, mermaid, svg, out_dir = explore(arguments.flow, machine, folder, config, depth, states, arguments.check)
        sys.stdout.write(result.stdout)
        sys.stderr.write(result.stderr)
        if result.returncode != 0:
            failures += 1
            continue
        picture = os.path.join(ROOT, out_dir, "diagram.svg")
        current = open(picture, encoding="utf-8").read() if os.path.exists(picture) else None
        if current != svg:
            if arguments.check:
                print(f"FAIL  {picture} is not current; run Scripts/explore.py")
                failures += 1
            else:
                with open(picture, "w", encoding="utf-8") as file:
                    file.write(svg)
        undocumented = never_enabled(machine, result.stdout)[1]
        if undocumented:
            print(f"FAIL  {machine}: never enabled, with no reason in Scripts/explore.py: {', '.join(undocumented)}")
            failures += 1
        # The counts line says how many specs were written or are current.
        text = block(machine, config, depth, states, result.stdout, mermaid, out_dir)
        readmes.setdefault(folder, []).append((machine, text))
    for folder, blocks in readmes.items():
        path = os.path.join(ROOT, "Specs", folder, "README.md")
        with open(path, encoding="utf-8") as file:
            original = file.read()
        updated = original
        for machine, text in blocks:
            pattern = re.compile(rf"<!-- explored: {re.escape(machine)} -->.*?<!-- /explored: {re.escape(machine)} -->", re.S)
            if pattern.search(updated):
                updated = pattern.sub(lambda _: text, updated)
            else:
                heading = "\n## Explored\n\n" if "\n## Explored\n" not in updated else "\n"
                updated = updated.rstrip("\n") + "\n" + heading + text + "\n"
        if updated != original:
            if arguments.check:
                print(f"FAIL  {path}: the explored diagrams are not current; run Scripts/explore.py")
                failures += 1
            else:
                with open(path, "w", encoding="utf-8") as file:
                    file.write(updated)
    if failures:
        print(f"{failures} exploration(s) failed or are not current")
        return 1
    print(f"explored {len(names)} machines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
