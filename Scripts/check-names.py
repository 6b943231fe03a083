#!/usr/bin/env python3
"""FlowCore's public top-level names, held apart from the names of Apple's frameworks (API/apple-names.txt).

A file that imports FlowCore and SwiftUI (or UIKit, Foundation, Observation,
Combine) sees both sets of names; a name in both makes every bare use of it
ambiguous (`var body: some Scene`). The names come from the compiler's
symbol graphs of every library product but FlowCoreCompatibility, which
holds the former names on purpose.

  check-names.py              fail on any FlowCore name the list holds
  check-names.py --self-test  the matcher refuses what it must
"""
import argparse
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from flowscripts import ROOT  # noqa: E402

NAMES = os.path.join(ROOT, "API", "apple-names.txt")
EXEMPT_MODULES = {"FlowCoreCompatibility"}


def apple_names(text):
    """The list's exact names and prefixes."""
    exact, prefixes = set(), set()
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("prefix "):
            prefixes.add(line.split(None, 1)[1])
        elif re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", line):
            exact.add(line)
        else:
            raise SystemExit(f"{NAMES}: not a name or a prefix: {line!r}")
    return exact, prefixes


def clash(name, exact, prefixes):
    """Why `name` meets one of Apple's, or None."""
    if name in exact:
        return f"Apple declares {name}"
    for prefix in prefixes:
        rest = name[len(prefix):]
        if name.startswith(prefix) and rest[:1].isupper():
            return f"Apple's names start with {prefix}"
    return None


def flowcore_names():
    """(module, name) for every public top-level declaration of the library products."""
    spec = importlib.util.spec_from_file_location("api_baseline", os.path.join(HERE, "api-baseline.py"))
    baseline = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(baseline)
    names = set()
    for line in baseline.current_api():
        module, path, _ = line.split("\t", 2)
        if "." not in path and module not in EXEMPT_MODULES:
            names.add((module, path.split("(")[0]))
    return sorted(names)


def self_test():
    exact, prefixes = apple_names("# a comment\nScene\nprefix UI\n")
    assert clash("Scene", exact, prefixes)
    assert clash("UIAlert", exact, prefixes)
    assert not clash("MachineScene", exact, prefixes)
    assert not clash("UInt8Box", exact, prefixes), "UI then a lower-case letter is not UIKit's"
    assert not clash("Scenes", exact, prefixes)
    try:
        apple_names("two words\n")
        raise AssertionError("a malformed line must fail")
    except SystemExit:
        pass
    exact, prefixes = apple_names(open(NAMES, encoding="utf-8").read())
    for name in ("Scene", "Commands", "LayoutDirection", "ContentSizeCategory", "Point", "Rect", "Size", "RGBColor"):
        assert clash(name, exact, prefixes), f"the list lacks {name}"
    print("check-names self-test: ok")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--self-test", action="store_true")
    options = parser.parse_args()
    if options.self_test:
        self_test()
        return 0
    exact, prefixes = apple_names(open(NAMES, encoding="utf-8").read())
    names = flowcore_names()
    problems = [f"FAIL  {module} {name}: {why} (API/apple-names.txt); rename it, keeping the old name in FlowCoreCompatibility"
                for module, name in names if (why := clash(name, exact, prefixes))]
    for problem in problems:
        print(problem)
    print(f"{len(names)} public top-level names, {len(exact)} names and {len(prefixes)} prefixes of Apple's; {len(problems)} shared")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
