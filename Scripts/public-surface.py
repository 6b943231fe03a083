#!/usr/bin/env python3
"""FlowCore's public surface: public lines per 1,000 lines of Swift in Sources.

A line counts as public when its declaration is: it starts (after any
attributes on the same line) with `public` or `open`. `@_spi(...) public`
and `package` lines do not count, since an app that does not ask for them
cannot see them. Every line of every Swift file under Sources counts towards
the total, generated files and comments included, as the same regex counts
other packages' sources (swift-argument-parser 22.4, swift-collections 32,
TCA 37.3 public lines per 1,000).

  public-surface.py                  the figure and the count by module
  public-surface.py --max N          exit 1 when the figure is over N
  public-surface.py --self-test      the line rule, on lines it must and must not count
"""
import argparse
import glob
import os
import re
import sys

from flowscripts import ROOT

PUBLIC = re.compile(r"^\s*(?:@(?!_spi\b)[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\b(?!\s*\()")


def is_public(line):
    """Whether a line of Swift declares something public (not behind an SPI)."""
    return bool(PUBLIC.match(line))


def count(root=ROOT):
    """(module, Swift lines, public lines) for every module under Sources."""
    rows = []
    for folder in sorted(glob.glob(os.path.join(root, "Sources", "*"))):
        lines = public = 0
        for path in glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True):
            with open(path, encoding="utf-8") as f:
                for line in f:
                    lines += 1
                    public += is_public(line)
        if lines:
            rows.append((os.path.basename(folder), lines, public))
    return rows


def self_test():
    for line in ["public struct A {", "    public var x: Int", "@inlinable public func f()", "@MainActor public final class M {",
                 "open class C {", "    @discardableResult public func run() {}", "public init() {}"]:
        assert is_public(line), line
    for line in ["@_spi(FlowCoding) public var jsonValue: JSONValue", "package struct P {", "    /// public docs", "struct S {",
                 "let publicThing = 1", "    // public", "public(set) var x"]:
        assert not is_public(line), line
    print("public-surface self-test: ok")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max", type=float)
    parser.add_argument("--self-test", action="store_true")
    options = parser.parse_args()
    if options.self_test:
        self_test()
        return 0
    rows = count()
    total_lines = sum(row[1] for row in rows)
    total_public = sum(row[2] for row in rows)
    for module, lines, public in sorted(rows, key=lambda row: -row[2]):
        print(f"{module:28} {public:6} public of {lines:7} lines ({1000 * public / lines:5.1f} per 1,000)")
    figure = 1000 * total_public / total_lines
    print(f"{total_public:,} public lines of {total_lines:,}: {figure:.1f} per 1,000")
    if options.max is not None and figure > options.max:
        print(f"FAIL  {figure:.1f} public lines per 1,000 is over {options.max}")
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:
        # Read by `head` or the like, which stopped reading: what it wanted was printed.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
