#!/usr/bin/env python3
"""Compiles every Swift sample in the documentation, and runs the ones that
say what they print (Rust's doctests, for FlowCore).

Reads the ```swift blocks of README.md, every Specs/*/README.md, the
examples' and the web front's READMEs, every DocC article
(Sources/*/Documentation.docc/*.md), and the documentation comments (`///`)
of every Swift file under Sources/, which DocC shows with the symbols. Each document's blocks, in order, make
one executable target of a scratch package beside the repository
(.build/samples), with FlowCore's products and the example app's library
imported; a block of statements only is put in a `do { }` of its own so
that documents may reuse a name. A block followed by a paragraph "It
prints:" and a ```text block is also built alone, run, and its output
compared with that block. A block that starts `// Package.swift` is a
package manifest fragment: it becomes the manifest of a package of its own
(the repository's URL standing in for the placeholder), which must resolve
against this repository and give its test target the app target as a
dependency.

Usage: Scripts/check-samples.py [--list] [--only PATH...]
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys

from flowscripts import ROOT

IMPORTS = ["AppFlow", "AppFlowSpecs", "FlowCommandLine", "FlowCore", "FlowDriver", "FlowSpecFormat", "FlowSpecs", "FlowSVG", "FlowTesting", "FlowViewer", "Foundation", "Testing", "XCTest"]
DECLARATION = re.compile(r"^(import |@|struct |final class |class |enum |extension |func |protocol |public |private |fileprivate |internal |let |var |typealias )")


def documents():
    paths = ["README.md", "Examples/AppFlow/README.md", "Web/README.md"]
    paths += sorted(glob.glob("Specs/*/README.md", root_dir=ROOT))
    paths += sorted(glob.glob("Sources/*/Documentation.docc/*.md", root_dir=ROOT))
    paths += sorted(glob.glob("Sources/**/*.swift", root_dir=ROOT, recursive=True))
    return [p for p in paths if os.path.exists(os.path.join(ROOT, p))]


DOC_COMMENT = re.compile(r"^\s*/// ?(.*)$")


def text_lines(path):
    """The document's lines; of a Swift file, its documentation comments' text
    (every other line blank, so line numbers stay the file's)."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        lines = f.read().split("\n")
    if not path.endswith(".swift"):
        return lines
    return [m.group(1) if (m := DOC_COMMENT.match(line)) else "" for line in lines]


def blocks(path):
    """(line, code, printed) for each ```swift block; printed is the text it says it prints, or None."""
    lines = text_lines(path)
    found = []
    index = 0
    while index < len(lines):
        if lines[index].strip() != "```swift":
            index += 1
            continue
        start = index + 1
        end = start
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        code = "\n".join(lines[start:end])
        printed = None
        after = end + 1
        while after < len(lines) and not lines[after].strip():
            after += 1
        if after + 1 < len(lines) and lines[after].strip() == "It prints:":
            fence = after + 1
            while fence < len(lines) and not lines[fence].strip():
                fence += 1
            if fence < len(lines) and lines[fence].strip() == "```text":
                close = fence + 1
                while close < len(lines) and lines[close].strip() != "```":
                    close += 1
                printed = "\n".join(lines[fence + 1:close]) + "\n"
        found.append((start, code, printed))
        index = end + 1
    return found


def is_statements(code):
    return not any(DECLARATION.match(line) for line in code.split("\n"))


def source(path, pieces):
    # The articles' listings of generated code call FlowJSON's readers and
    # writers, which are behind the FlowTools SPI group, as a generated
    # file's imports say.
    out = [f"// Samples of {path}, compiled by Scripts/check-samples.py."] + [f"import {name}" for name in IMPORTS] + ["@_spi(FlowTools) import FlowJSON"]
    for line, code in pieces:
        out.append(f"\n// {path}:{line}")
        # Statements in a scope of their own; declarations at the top level, where they can be.
        out.append("do {\n" + code + "\n}" if is_statements(code) else code)
    return "\n".join(out) + "\n"


def slug(path):
    return re.sub(r"[^A-Za-z0-9]+", "_", path.rsplit(".", 1)[0]).strip("_")


def manifest(targets):
    deps = ['.product(name: "%s", package: "FlowCore")' % p for p in ["FlowCore", "FlowDriver", "FlowSpecs", "FlowTesting", "FlowCommandLine", "FlowSVG", "FlowViewer"]]
    deps += ['.product(name: "%s", package: "AppFlow")' % p for p in ["AppFlow", "AppFlowSpecs"]]
    lines = ",\n".join(
        f'        .executableTarget(name: "{name}", dependencies: [{", ".join(deps)}], path: "Sources/{name}")' for name in targets)
    return f"""// swift-tools-version: 6.2
// Generated by Scripts/check-samples.py: every documented Swift sample as a target.
import PackageDescription

let package = Package(
    name: "Samples",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "FlowCore", path: "{ROOT}"), .package(name: "AppFlow", path: "{ROOT}/Examples/AppFlow")],
    targets: [
{lines}
    ],
    swiftLanguageModes: [.v6]
)
"""


def check_manifest_fragment(path, line, code, scratch):
    """The package snippet as an app would paste it: it must resolve against this repository."""
    folder = os.path.join(scratch, "package-" + slug(path))
    os.makedirs(os.path.join(folder, "Sources/MyApp"))
    os.makedirs(os.path.join(folder, "Sources/MyAppSpecs"))
    os.makedirs(os.path.join(folder, "Sources/my-flow"))
    os.makedirs(os.path.join(folder, "Tests/MyAppTests"))
    body = "\n".join(l for l in code.split("\n") if not l.startswith("//"))
    body = body.replace("<FlowCore's repository URL>", "file://" + os.path.join(scratch, "FlowCore"))
    with open(os.path.join(folder, "Package.swift"), "w") as f:
        f.write('// swift-tools-version: 6.2\nimport PackageDescription\n\nlet package = Package(\n    name: "MyApp",\n'
                '    platforms: [.iOS(.v13), .macOS(.v10_15)],\n' + body.rstrip().rstrip(",") + "\n)\n")
    for name, text in [("Sources/MyApp/MyApp.swift", "import FlowCore\n"), ("Sources/MyAppSpecs/MyAppSpecs.swift", "import MyApp\nimport FlowSpecs\n"),
                       ("Sources/my-flow/main.swift", "import FlowCommandLine\n"),
                       ("Tests/MyAppTests/MyAppTests.swift", "import MyApp\nimport FlowTesting\n")]:
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)
    problems = []
    # The repository as an app meets it: a clone whose folder is named FlowCore, so its package identity is "flowcore".
    clone = os.path.join(scratch, "FlowCore")
    if not os.path.exists(clone):
        subprocess.run(["git", "clone", "--quiet", ROOT, clone], check=True)
        # The snippet names the release (`from: "X.Y.Z"`); a clone of main made
        # before that release is tagged has no such tag, so the check tags its head.
        version = re.search(r'version = "([0-9.]+)"', open(os.path.join(ROOT, "Sources/FlowRuntime/FlowCoreRelease.swift")).read()).group(1)
        if not subprocess.run(["git", "tag", "--list", version], cwd=clone, capture_output=True, text=True).stdout.strip():
            subprocess.run(["git", "tag", version], cwd=clone, check=True)
    result = subprocess.run(["swift", "package", "resolve"], cwd=folder, capture_output=True, text=True)
    if result.returncode != 0:
        return [f"{path}:{line}: the package snippet does not resolve:\n{result.stdout}{result.stderr}"]
    described = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=folder, capture_output=True, text=True)
    package = json.loads(described.stdout)
    for target in package["targets"]:
        if target["type"] == "test" and "MyApp" not in target.get("target_dependencies", []):
            problems.append(f"{path}:{line}: the test target {target['name']} does not depend on the app target MyApp")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="list the samples found and stop")
    parser.add_argument("--only", nargs="+", metavar="PATH", help="only these documents (a quicker check while writing one)")
    options = parser.parse_args()
    chosen = [p for p in documents() if not options.only or p in options.only]
    scratch = os.path.join(ROOT, ".build/samples")
    shutil.rmtree(os.path.join(scratch, "Sources"), ignore_errors=True)
    for old in glob.glob(os.path.join(scratch, "package-*")) + [os.path.join(scratch, "FlowCore")]:
        shutil.rmtree(old, ignore_errors=True)
    os.makedirs(scratch, exist_ok=True)

    targets = {}
    runs = {}
    problems = []
    count = 0
    for path in chosen:
        pieces = []
        for line, code, printed in blocks(path):
            count += 1
            if options.list:
                print(f"{path}:{line}" + (" (runs)" if printed else ""))
            if code.lstrip().startswith("// Package.swift"):
                if not options.list:
                    problems += check_manifest_fragment(path, line, code, scratch)
                continue
            pieces.append((line, code))
            if printed is not None:
                name = f"{slug(path)}_{line}"
                targets[name] = source(path, [(line, code)])
                runs[name] = (f"{path}:{line}", printed)
        if pieces:
            targets[slug(path)] = source(path, pieces)
    if options.list:
        print(f"{count} samples")
        return 0
    for name, text in targets.items():
        os.makedirs(os.path.join(scratch, "Sources", name))
        with open(os.path.join(scratch, "Sources", name, "main.swift"), "w") as f:
            f.write(text)
        # The readers flow-coding writes beside an app's generated codings, which
        # the articles' listings of generated code call (`c.read("limit")`).
        # (A component coding module's, which imports nothing: FlowSpecs
        # brings FlowJSON, what it reads.)
        with open(os.path.join(ROOT, "Sources/FlowAlertCoding/JSONReaders.swift"), encoding="utf-8") as readers, \
                open(os.path.join(scratch, "Sources", name, "JSONReaders.swift"), "w") as f:
            f.write("import FlowSpecs\n" + readers.read())
    with open(os.path.join(scratch, "Package.swift"), "w") as f:
        f.write(manifest(targets))
    build = subprocess.run(["swift", "build"], cwd=scratch, capture_output=True, text=True)
    if build.returncode != 0:
        errors = [l for l in (build.stdout + build.stderr).split("\n") if "error:" in l]
        problems.append("the samples do not compile:\n" + "\n".join(dict.fromkeys(errors)))
    else:
        for name, (where, printed) in runs.items():
            result = subprocess.run([os.path.join(scratch, ".build/debug", name)], capture_output=True, text=True, timeout=60)
            if result.returncode != 0 or result.stdout != printed:
                problems.append(f"{where}: the sample prints something else (exit {result.returncode}):\n"
                                f"--- the document says\n{printed}--- it prints\n{result.stdout}{result.stderr}")
    for problem in problems:
        print("FAIL  " + problem)
    passed = count - len(problems)
    print(f"{passed} passed, {len(problems)} failed ({count} samples in {len(chosen)} documents, {len(runs)} run)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
