#!/usr/bin/env python3
"""Fails when a public declaration in the symbol graphs under the given folder
has no doc comment of its own. Symbols the compiler synthesizes (no source
location) are not counted. Prints each missing one as file:line: name."""
import glob
import json
import os
import sys

root = sys.argv[1] if len(sys.argv) > 1 else ".build/symbol-graphs"
missing = []
total = 0
for path in sorted(glob.glob(os.path.join(root, "*", "*.symbols.json"))):
    module = os.path.basename(os.path.dirname(path))
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open") or "location" not in symbol:
            continue
        total += 1
        if symbol.get("docComment"):
            continue
        uri = symbol["location"]["uri"]
        file = uri.split("/Sources/", 1)[-1] if "/Sources/" in uri else uri
        line = symbol["location"]["position"]["line"] + 1
        missing.append(f"Sources/{file}:{line}: {'.'.join(symbol['pathComponents'])}")

for entry in sorted(missing):
    print(entry)
print(f"{total - len(missing)} of {total} public declarations documented; {len(missing)} missing")
sys.exit(1 if missing else 0)
