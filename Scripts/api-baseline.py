#!/usr/bin/env python3
"""FlowCore's public API, held to a committed baseline (API/public-api.txt).

The public declarations of every module a library product ships (read from
`swift package dump-package`) come from the compiler's symbol graphs
(swift-symbolgraph-extract, after `swift build`): one line each, the module,
the declaration's path and its declaration as written, sorted.

  --write   writes the baseline (a release records its API this way)
  --check   fails when a declaration of the baseline is gone or changed and
            the changelog's newest section (CHANGELOG.md, before the first
            released version's heading) does not name it; added ones are
            listed only. CI runs it after `swift build`.
  --self-test
            runs --check on a copy of the baseline with one declaration
            changed and one added that the API lacks, and fails unless the
            check fails for each: the proof that an unlisted change cannot
            land.

Usage: Scripts/api-baseline.py (--write | --check | --self-test)
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

from flowscripts import ROOT

BASELINE = os.path.join(ROOT, "API", "public-api.txt")
CHANGELOG = os.path.join(ROOT, "CHANGELOG.md")


def product_modules():
    """The targets of every library product, sorted."""
    manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    modules = set()
    for product in manifest["products"]:
        if "library" in product["type"]:
            modules.update(product["targets"])
    return sorted(modules)


def current_api():
    """Each public declaration of the shipped modules as one line: module, path, declaration."""
    triple = json.loads(subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True, text=True).stdout)["target"]["triple"]
    lines = set()
    with tempfile.TemporaryDirectory() as graphs:
        for module in product_modules():
            folder = os.path.join(graphs, module)
            os.makedirs(folder)
            subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-I", os.path.join(ROOT, ".build", "debug", "Modules"),
                            "-target", triple, "-output-dir", folder, "-minimum-access-level", "public", "-skip-synthesized-members"], check=True, capture_output=True)
            for path in glob.glob(os.path.join(folder, "*.symbols.json")):
                graph = json.load(open(path))
                for symbol in graph["symbols"]:
                    if symbol.get("accessLevel") not in ("public", "open"):
                        continue
                    declaration = " ".join("".join(f["spelling"] for f in symbol.get("declarationFragments", [])).split())
                    lines.add(f"{module}\t{'.'.join(symbol['pathComponents'])}\t{declaration}")
    return sorted(lines)


def newest_changes():
    """The changelog's text before its first released version's heading (`## [x.y.z]`), or all of its newest section."""
    text = open(CHANGELOG, encoding="utf-8").read()
    sections = re.split(r"^## ", text, flags=re.M)
    # The unreleased section and the newest version's: what this change and its release say.
    return "".join(sections[1:3])


def named_as(path):
    """How the changelog must name a declaration: its type and member (`AlertDialog.Effect.remove` is named `Effect.remove`), without a function's labels."""
    components = [component.split("(")[0] for component in path.split(".")]
    return ".".join(components[-2:])


def check(baseline_lines, api_lines):
    """The problems: declarations gone or changed that the changelog does not name."""
    def keyed(lines):
        result = {}
        for line in lines:
            module, path, declaration = line.split("\t", 2)
            result.setdefault((module, path), set()).add(declaration)
        return result
    notes = newest_changes()
    # A type the changelog's table renames (`| `Scene` | `MachineScene` |`)
    # is renamed in every path and declaration of the baseline, so what
    # changed only by its name is not reported once per use.
    renames = dict(re.findall(r"^\s*\| `([A-Z]\w*)` \| `([A-Z]\w*)` \|", notes, flags=re.M))
    def renamed(line):
        for former, name in renames.items():
            line = re.sub(rf"(?<![\w.]){former}\b", name, line)
        return line
    before, after = keyed(renamed(line) for line in baseline_lines), keyed(api_lines)
    problems, added = [], []
    # Where each declaration is now, by path and declaration: a declaration
    # gone from its module and found in another moved, and the changelog
    # must name the module it moved to (`FlowAlertCoding`).
    modules_now = {}
    for (module, path), declarations in after.items():
        for declaration in declarations:
            modules_now.setdefault((path, declaration), set()).add(module)
    moved = set()
    for key, declarations in sorted(before.items()):
        module, path = key
        name = named_as(path)
        now = after.get(key, set())
        if declarations == now:
            continue
        gone = declarations - now
        destinations = [modules_now.get((path, declaration), set()) - {module} for declaration in gone]
        if all(destinations):
            unnamed = sorted({target for targets in destinations for target in targets if f"`{target}`" not in notes})
            if not unnamed:
                moved.update((target, path) for targets in destinations for target in targets)
                continue
            for declaration in sorted(gone):
                problems.append(f"{module} {path}: moved to {', '.join(unnamed)} ({declaration}), and CHANGELOG.md's newest section does not name `{unnamed[0]}`")
            continue
        what = "gone" if not now else "changed"
        parent = path.rsplit(".", 1)[0] if "." in path else None
        if parent and (module, parent) in before and (module, parent) not in after:
            continue  # the type it belonged to is gone: one note for the type
        if name not in notes:
            for declaration in sorted(gone):
                problems.append(f"{module} {path}: {what} ({declaration}), and CHANGELOG.md's newest section does not name {name}")
    for key in sorted(set(after) - set(before)):
        if key not in moved:
            added.append(f"{key[0]} {key[1]}")
    return problems, added


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", action="store_true")
    group.add_argument("--check", action="store_true")
    group.add_argument("--self-test", action="store_true")
    options = parser.parse_args()
    api = current_api()
    if options.write:
        os.makedirs(os.path.dirname(BASELINE), exist_ok=True)
        with open(BASELINE, "w", encoding="utf-8") as file:
            file.write("# FlowCore's public API: one declaration a line (module, path, declaration), written by Scripts/api-baseline.py --write.\n")
            file.write("\n".join(api) + "\n")
        print(f"wrote {os.path.relpath(BASELINE, ROOT)}: {len(api)} public declarations")
        return 0
    baseline = [line for line in open(BASELINE, encoding="utf-8").read().splitlines() if line and not line.startswith("#")]
    if options.self_test:
        # A declaration changed under an unlisted name, and one the API never had: both must fail.
        patched = list(baseline)
        notes = newest_changes()
        victim = next(i for i, line in enumerate(patched) if line.split("\t")[1].count(".") >= 1 and named_as(line.split("\t")[1]) not in notes)
        module, path, declaration = patched[victim].split("\t", 2)
        patched[victim] = f"{module}\t{path}\t{declaration} /* an older form */"
        patched.append(f"{module}\tSelfTestRemovedDeclarationXyzzy\tpublic func selfTestRemovedDeclarationXyzzy()")
        problems, _ = check(patched, api)
        changed = any(path in p for p in problems)
        removed = any("SelfTestRemovedDeclarationXyzzy" in p for p in problems)
        print(f"self-test: a changed declaration {'fails' if changed else 'PASSES'} the check, a removed one {'fails' if removed else 'PASSES'} it")
        return 0 if changed and removed else 1
    problems, added = check(baseline, api)
    for problem in problems:
        print("FAIL  " + problem)
    if added:
        print(f"      {len(added)} declarations added since the baseline (first: {added[0]})")
    print(f"{len(api)} public declarations; {len(problems)} unlisted removals or changes")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
