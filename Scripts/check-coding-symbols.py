#!/usr/bin/env python3
"""The coding generator's reading of each module, held to the compiler's.

flow-coding reads Swift declarations with a reader of its own (it runs while
the modules it writes for do not build). This check compares what it read
for every type it codes with what the compiler says of the same module, its
symbol graph (swift-symbolgraph-extract, after `swift build`): the type's
kind, its stored properties in order, its cases with their payload labels,
its visible initializers' labels, and the `- JSON:` directives in the
documentation of each. A member the generator missed or invented, a case it
read twice, a directive it read where the compiler attaches none (or the
reverse) is a failure naming the type.

  Scripts/check-coding-symbols.py [--flow-coding PATH] FOLDER...
  Scripts/check-coding-symbols.py --self-test

--self-test runs the comparison on FlowAlert with the generator's reading
altered (a property dropped, a case renamed, a directive added) and fails
unless each alteration is reported: the proof that a disagreement cannot
pass.
"""
import argparse
import copy
import json
import os
import re
import subprocess
import sys
import tempfile

from flowscripts import ROOT


def target_triple():
    info = json.loads(subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True, text=True).stdout)
    return info["target"]["triple"]


def symbol_graph(module, graphs):
    """The module's own symbols (every access level, no synthesized members), by path."""
    folder = os.path.join(graphs, module)
    os.makedirs(folder, exist_ok=True)
    subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-I", os.path.join(ROOT, ".build", "debug", "Modules"),
                    "-target", target_triple(), "-output-dir", folder, "-minimum-access-level", "private",
                    "-skip-synthesized-members"], check=True, capture_output=True)
    graph = json.load(open(os.path.join(folder, f"{module}.symbols.json")))
    return graph["symbols"]


def fragments(symbol):
    return "".join(f["spelling"] for f in symbol.get("declarationFragments", []))


def directives(symbol):
    lines = symbol.get("docComment", {}).get("lines", [])
    return [line["text"].strip() for line in lines if line["text"].lstrip(" ").startswith("- JSON:")]


def labels(name):
    """`moved(to:animated:)` → ['to', 'animated']; `tapped` → None."""
    match = re.fullmatch(r"[^(]+\((.*)\)", name)
    if not match:
        return None
    return [label for label in match.group(1).split(":") if label != ""]


def accessors(symbol):
    """What the declaration says of its accessors: '' (a stored property the
    compiler shows bare), 'get', 'get set', 'mutating get set' …"""
    match = re.search(r"\{ (.*) \}$", fragments(symbol))
    return match.group(1) if match else ""


def place(symbol):
    location = symbol.get("location", {})
    return (location.get("uri", ""), location.get("position", {}).get("line", 0))


def is_generated(symbol):
    uri = place(symbol)[0]
    return uri.endswith("+JSON.swift") or uri.endswith("/JSONReaders.swift")


def compiler_reading(symbols):
    """Each struct and enum of the module as the compiler declares it (generated files aside)."""
    types = {}
    children = {}
    for symbol in symbols:
        path = symbol["pathComponents"]
        kind = symbol["kind"]["identifier"]
        if kind in ("swift.struct", "swift.enum"):
            types[".".join(path)] = {"kind": kind.split(".")[1], "directives": directives(symbol)}
        elif len(path) > 1:
            children.setdefault(".".join(path[:-1]), []).append(symbol)
    for name, declared in types.items():
        members = sorted(children.get(name, []), key=place)
        declared["properties"] = [
            {"name": s["pathComponents"][-1], "directives": directives(s), "accessors": accessors(s), "located": "location" in s}
            for s in members if s["kind"]["identifier"] == "swift.property" and not is_generated(s)]
        declared["cases"] = [
            {"name": s["pathComponents"][-1].split("(")[0], "labels": labels(s["pathComponents"][-1]), "directives": directives(s)}
            for s in members if s["kind"]["identifier"] == "swift.enum.case"]
        declared["initializers"] = sorted(
            labels(s["pathComponents"][-1]) or [] for s in members
            if s["kind"]["identifier"] == "swift.init" and s.get("accessLevel") not in ("private", "fileprivate") and not is_generated(s)
            and "location" in s  # an implicit (memberwise) initializer has none
            and not re.fullmatch(r"init\??\(rawValue:\)", s["pathComponents"][-1]))
    return types


def compare(dump, compiled):
    """The disagreements between the generator's reading (`flow-coding --dump`) and the compiler's."""
    problems = []
    for type_ in dump["types"]:
        name = type_["name"]
        where = f"{type_['file']}:{type_['line']}: {name}"
        declared = compiled.get(name)
        if declared is None:
            problems.append(f"{where}: the compiler declares no struct or enum of this name")
            continue
        if declared["kind"] != type_["kind"]:
            problems.append(f"{where}: read as a {type_['kind']}, declared a {declared['kind']}")
        if declared["directives"] != type_["directives"]:
            problems.append(f"{where}: the type's directives read as {type_['directives']}, documented as {declared['directives']}")
        problems += compare_properties(where, type_, declared["properties"])
        read_cases = [(c["name"], c["labels"], c["directives"]) for c in type_["cases"]]
        cases = [(c["name"], c["labels"], c["directives"]) for c in declared["cases"]]
        if read_cases != cases:
            problems.append(f"{where}: cases read as {read_cases}, declared {cases}")
        read_inits = sorted(type_["initializers"])
        if read_inits != declared["initializers"]:
            problems.append(f"{where}: initializers read as {read_inits}, declared {declared['initializers']}")
    return problems


def compare_properties(where, type_, declared):
    """Every instance property is read, stored or computed as the compiler's
    accessors allow: a stored one the compiler shows bare (or `get set`,
    observers), or `get` only when its setter is hidden (`private(set)`); a
    computed one with accessors. Stored ones in the compiler's order."""
    problems = []
    by_name = {p["name"]: p for p in declared}
    read_names = [p["name"] for p in type_["properties"]] + type_["computedProperties"]
    if sorted(read_names) != sorted(by_name):
        missed = sorted(set(by_name) - set(read_names))
        invented = sorted(set(read_names) - set(by_name))
        problems.append(f"{where}: instance properties differ: the compiler declares {missed} unread, the generator read {invented} not declared")
        return problems
    for property in type_["properties"]:
        compiled = by_name[property["name"]]
        expected = ("get",) if property["setterHidden"] else ("", "get set", "mutating get set")
        if compiled["accessors"] not in expected:
            problems.append(f"{where}: {property['name']} read as stored, declared with {{ {compiled['accessors']} }}")
        if compiled["directives"] != property["directives"]:
            problems.append(f"{where}: {property['name']}'s directives read as {property['directives']}, documented as {compiled['directives']}")
    for name in type_["computedProperties"]:
        if by_name[name]["accessors"] == "":
            problems.append(f"{where}: {name} read as computed, declared as a stored property")
    stored = [p["name"] for p in type_["properties"]]
    if all(by_name[name]["located"] for name in stored):
        in_order = [p["name"] for p in declared if p["name"] in stored]
        if in_order != stored:
            problems.append(f"{where}: stored properties read in the order {stored}, declared {in_order}")
    return problems


def dumps(flow_coding, folders):
    result = subprocess.run([flow_coding, "--dump", *folders], cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"flow-coding --dump failed:\n{result.stderr}")
    return [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def check(flow_coding, folders):
    problems = []
    counted = 0
    with tempfile.TemporaryDirectory() as graphs:
        for dump in dumps(flow_coding, folders):
            module = os.path.basename(dump["folder"].rstrip("/"))
            compiled = compiler_reading(symbol_graph(module, graphs))
            problems += compare(dump, compiled)
            counted += len(dump["types"])
    return counted, problems


def self_test(flow_coding):
    [dump] = dumps(flow_coding, ["Sources/FlowAlert"])
    with tempfile.TemporaryDirectory() as graphs:
        compiled = compiler_reading(symbol_graph("FlowAlert", graphs))
    assert compare(dump, compiled) == [], compare(dump, compiled)
    alterations = []

    def altered(change):
        copy_ = copy.deepcopy(dump)
        change(copy_)
        return copy_

    def drop_property(d):
        next(t for t in d["types"] if t["properties"])["properties"].pop()

    def stored_as_computed(d):
        type_ = next(t for t in d["types"] if t["properties"])
        type_["computedProperties"].append(type_["properties"].pop()["name"])

    def rename_case(d):
        next(t for t in d["types"] if t["cases"])["cases"][0]["name"] += "X"

    def add_directive(d):
        next(t for t in d["types"] if t["properties"])["properties"][0]["directives"].append("- JSON: optional")

    def drop_label(d):
        next(c for t in d["types"] for c in t["cases"] if c["labels"])["labels"].pop()

    for name, change in [("a property dropped", drop_property), ("a stored property read as computed", stored_as_computed), ("a case renamed", rename_case), ("a directive added", add_directive),
                         ("a payload label dropped", drop_label)]:
        if not compare(altered(change), compiled):
            alterations.append(name)
    if alterations:
        sys.exit("self-test: these disagreements were not reported: " + ", ".join(alterations))
    print("self-test: every altered reading was reported")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--flow-coding", default=os.path.join(ROOT, ".build", "debug", "flow-coding"))
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("folders", nargs="*")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test(arguments.flow_coding)
    if not arguments.folders:
        parser.error("name the module folders (Sources/FlowAlert …)")
    counted, problems = check(arguments.flow_coding, arguments.folders)
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(f"{len(problems)} disagreement(s) between flow-coding's reading and the compiler's")
    print(f"flow-coding's reading of {counted} coded types agrees with the compiler's symbol graphs")


if __name__ == "__main__":
    main()
