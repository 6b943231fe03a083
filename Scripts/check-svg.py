#!/usr/bin/env python3
"""Parses every SVG FlowCore writes with a real XML parser (Python's expat,
through xml.dom.minidom): the pictures committed beside the specs, the
README's pictures, and pictures drawn now from specs full of hostile text
(every control character, U+FFFE, U+FFFF, markup, quotes, bidirectional
controls) for each machine that draws text from its configuration. A picture
that is not well-formed XML does not open as an image anywhere. Every image a
committed picture names must be drawn from the asset catalog: an image drawn
as its labelled box (no asset of that name) fails.

Usage: Scripts/check-svg.py [--flow PATH]
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
import xml.dom.minidom

from flowscripts import ROOT, flow_binary

# Every character XML 1.0 forbids that a JSON string can carry, and the markup and invisibles around them.
HOSTILE = "".join(chr(c) for c in range(0x20) if c not in (9, 10, 13)) + "\ufffe\uffff<b>&amp;\"'\u202e\u2028\u0085\u009b"
SHOW = {"screen": {"width": 375, "height": 667}, "safeArea": {"top": 20, "bottom": 0, "left": 0, "right": 0}}
HOSTILE_SPECS = {
    "alert": ({"content": {"title": HOSTILE, "message": HOSTILE, "buttons": [HOSTILE, HOSTILE, HOSTILE]}}, {"showRequested": SHOW}),
}


def well_formed(path):
    try:
        with open(path, "rb") as f:
            xml.dom.minidom.parse(f)
        return None
    except Exception as error:  # expat's ExpatError, or bytes that are not UTF-8
        return str(error)


def images(path):
    """The images a picture draws (`<svg data-image>`), as (name, drawn from an asset)."""
    with open(path, "rb") as f:
        document = xml.dom.minidom.parse(f)
    found = []
    for element in document.getElementsByTagName("svg"):
        if element.hasAttribute("data-image"):
            # A missing asset is drawn as a dashed box labelled with its name.
            boxed = any(rect.getAttribute("stroke-dasharray") for rect in element.getElementsByTagName("rect"))
            found.append((element.getAttribute("data-image"), not boxed))
    return found


def hostile_pictures(flow, folder):
    """Pictures of machines whose texts are hostile, drawn by flow render."""
    drawn = []
    for machine, (config, event) in HOSTILE_SPECS.items():
        spec = os.path.join(folder, machine + ".json")
        with open(spec, "w") as f:
            json.dump({"formatVersion": 1, "machine": machine, "title": HOSTILE, "config": config, "steps": [{"at": 0, "send": event}]}, f)
        picture = os.path.join(folder, machine + ".svg")
        result = subprocess.run([flow, "render", spec, "--step", "0", "-o", picture], capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"check-svg: flow render {spec} failed:\n{result.stdout}{result.stderr}")
        drawn.append(picture)
    return drawn


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flow", default=os.path.join(ROOT, ".build/release/flow"))
    options = parser.parse_args()
    flow = flow_binary(options.flow)
    pictures = sorted(glob.glob(os.path.join(ROOT, "Specs/**/*.svg"), recursive=True))
    pictures += sorted(glob.glob(os.path.join(ROOT, "Documentation/**/*.svg"), recursive=True))
    committed = list(pictures)
    with tempfile.TemporaryDirectory() as folder:
        pictures += hostile_pictures(flow, folder)
        failed = [(path, problem) for path in pictures if (problem := well_formed(path))]
        drawn = 0
        for path in committed:
            if any(path == bad for bad, _ in failed):
                continue
            for name, from_asset in images(path):
                drawn += 1
                if not from_asset:
                    failed.append((path, f"the image '{name}' has no asset: it is drawn as a labelled box"))
        for path, problem in failed:
            print(f"FAIL  {os.path.relpath(path, ROOT) if path.startswith(ROOT) else os.path.basename(path)}: {problem}")
    print(f"{drawn} images in {len(committed)} committed pictures, each drawn from an asset")
    print(f"{len(pictures) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
