#!/usr/bin/env python3
"""Validates specs against their machine's JSON Schema with an independent
validator (the `jsonschema` package from PyPI, draft 2020-12), as a front in
another language would before `flow check` sees what it recorded.

Usage: check-schemas.py [--against FLOW] SCHEMAS_FOLDER SPEC_OR_FOLDER...

Every schema must itself be a valid draft 2020-12 schema; every spec must
name a machine with a schema there and validate against it. Exits 1 listing
each failure (file, JSON path, reason).

With --against FLOW, the schemas are held to the machines as `flow` runs them,
so that a schema too loose or too strict shows:
- each spec broken four ways (an unknown member in its configuration, an event
  and an effect no machine has, an unknown member at the top) must be refused
  by the schema and fail `flow check`;
- each bounded number in each machine's configuration, set at its bounds in the
  first spec of the machine, must validate and be taken by `flow record`; set
  just past them (the next number for a fraction, one more for a whole number),
  it must be refused by the schema and by `flow record`. The spec is the first
  of the machine whose configuration holds the member's enclosing objects, or
  where the missing ones can be made of the member alone (they require
  nothing else, or start as their defaults); a member no spec allows is named
  as not tried. A bound that another member
  narrows (an index below the number of buttons) is listed in CROSS_MEMBER:
  there, only going past it is held to the machine;
- one-change mutants of every spec (`one_change_mutants`: a member removed or
  added, a value of another type, a bare case given a payload, a case made
  bare, whole numbers past ±(2^53 − 1) as numbers and as digit strings, long
  whole numbers a Double holds) in what `flow record` reads (the
  configuration and every event) must get the same verdict from the schema
  and from `flow record`; in what it compares (expected effects and state),
  each mutant the schema refuses must fail `flow check`."""

import copy
import json
import math
import os
import subprocess
import sys
import tempfile

from jsonschema import Draft202012Validator


def spec_files(paths, schemas):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for folder, folders, files in os.walk(path):
            folders[:] = sorted(f for f in folders if os.path.join(folder, f) != schemas.rstrip("/"))
            for name in sorted(files):
                if name.endswith(".json") and not name.endswith(".schema.json"):
                    yield os.path.join(folder, name)


# Bounds that another member of the configuration narrows: the machine may
# refuse the schema's outer bound itself, because of that other member.
CROSS_MEMBER = {
    ("alert", ("content", "cancelIndex")): "must name one of the alert's buttons",
    ("alert", ("content", "emphasizedIndex")): "must name one of the alert's buttons (or be negative: none)",
    ("alert", ("content", "buttons")): "the emphasized and cancel indices must each name one of them",
    ("progress-hud", ("maximumDismissTime",)): "not below minimumDismissTime",
    ("session", ("hud", "maximumDismissTime")): "not below the HUD's minimumDismissTime",
    # Not a bound but content: the machine reads a GIF file out of the string.
    ("gif-player", ("gif",)): "a GIF file's bytes in base64, which the machine reads",
}


def alternatives(schema):
    """The schema's alternatives, nested `anyOf`s flattened."""
    if "anyOf" not in schema:
        return [schema]
    return [inner for option in schema["anyOf"] for inner in alternatives(option)]


def buildable(config, schema, path):
    """Whether the member at `path` can be set in `config`: every enclosing
    object is there, or can be made of the next key down alone (it requires
    nothing else, or starts as its default)."""
    place = config
    for depth, key in enumerate(path):
        holding = [o for o in alternatives(schema) if key in o.get("properties", {})]
        if not holding:
            return False
        # The configuration itself comes from the spec, with what it
        # requires, as does an object the spec already holds.
        made = depth > 0 and not isinstance(place, dict)
        if made and not set(holding[0].get("required", [])) <= {key} and "default" not in schema:
            return False
        place = place.get(key) if isinstance(place, dict) else None
        schema = holding[0]["properties"][key]
    return True


def config_bounds(schema, path=()):
    """(path, minimum, maximum, is_integer) of each bounded number in a
    configuration schema, through objects (not arrays or dictionaries)."""
    if not isinstance(schema, dict):
        return
    if schema.get("type") in ("number", "integer") and "maximum" in schema:
        yield path, schema["minimum"], schema["maximum"], schema["type"] == "integer"
        return
    for option in schema.get("anyOf", []):
        if option.get("type") != "null":
            yield from config_bounds(option, path)
    for key, member in schema.get("properties", {}).items():
        yield from config_bounds(member, path + (key,))


def object_option(schema, key):
    """The object alternative of a schema that holds `key`."""
    return next((o for o in alternatives(schema) if key in o.get("properties", {})), {})


def with_member(config, path, value, schema):
    """The configuration with the member at `path` set; an enclosing object
    it lacks starts as the schema's default for it, when there is one."""
    config = copy.deepcopy(config)
    place = config
    for key in path[:-1]:
        schema = object_option(schema, key).get("properties", {}).get(key, {})
        if not isinstance(place.get(key), dict):
            default = schema.get("default")
            place[key] = copy.deepcopy(default) if isinstance(default, dict) else {}
        place = place[key]
    place[path[-1]] = value
    return config


def unbounded_numbers(schema, path=()):
    """Paths of the configuration's numbers that the schema leaves unbounded."""
    if not isinstance(schema, dict) or schema.get("type") in ("number", "integer"):
        return
    options = schema.get("anyOf", [])
    if any(o.get("enum") == ["NaN", "Infinity", "-Infinity"] for o in options):
        yield path
        return
    for option in options:
        if option.get("type") != "null":
            yield from unbounded_numbers(option, path)
    for key, member in schema.get("properties", {}).items():
        yield from unbounded_numbers(member, path + (key,))


def mutants(spec):
    """The spec broken ways that schema and machine alike must refuse."""
    broken = copy.deepcopy(spec)
    broken["config"] = dict(spec.get("config", {}), noSuchMember=1)
    yield "config member", broken
    broken = copy.deepcopy(spec)
    broken["noSuchMember"] = 1
    yield "top member", broken
    if spec["steps"]:
        broken = copy.deepcopy(spec)
        step = broken["steps"][0]
        step["send" if "send" in step else "fire"] = "noSuchEvent"
        yield "event", broken
    for index, step in enumerate(spec["steps"]):
        if step.get("expect", {}).get("effects"):
            broken = copy.deepcopy(spec)
            broken["steps"][index]["expect"]["effects"][0] = "noSuchEffect"
            yield "effect", broken
            break


# Values a mutant puts in place of a number, string or other leaf: each a
# class of one-change mutant, named.
def leaf_replacements(value):
    if isinstance(value, bool):
        yield "bool as string", "true"
        yield "bool as number", 1
    elif isinstance(value, (int, float)):
        yield "number as string", "x"
        yield "number as null", None
        yield "fraction", 0.5
        yield "2^53 as number", 2 ** 53
        yield "2^53 + 1 as number", 2 ** 53 + 1
        yield "2^53 + 1 as digits", str(2 ** 53 + 1)
        yield "small whole number as digits", "5"
        yield "10^20 written whole", 10 ** 20
        yield "10^20 with an exponent", 1e20
        yield "2^64 written whole", 2 ** 64
        yield "negative", -1
    elif isinstance(value, str):
        yield "bare case with an empty object", {value: {}}
        yield "bare case with null", {value: None}
        yield "bare case with true", {value: True}
        yield "bare case with an array", {value: [1, "x", None]}
        yield "bare case with an unknown member", {value: {"bogus": 1}}
        yield "string as number", 1
        yield "empty string", ""
    elif value is None:
        yield "null as number", 0
        yield "null as string", "x"


def node_replacements(value):
    """(class, replacement) for one node: its leaf replacements, or an object's and array's own."""
    if isinstance(value, dict):
        for key in sorted(value):
            yield "member removed", {k: v for k, v in value.items() if k != key}
        yield "unknown member", dict(value, noSuchMember=1)
        if len(value) == 1:
            (key, payload), = value.items()
            yield "case made bare", key
            yield "case renamed", {key + "X": payload}
            yield "second case", dict(value, noSuchCase={})
        yield "object as array", [value]
    elif isinstance(value, list):
        yield "array as object", {"items": value}
        if value:
            yield "array emptied", []
    else:
        yield from leaf_replacements(value)


def nodes(value, path=()):
    """Every node of a JSON value with its path, the value itself first."""
    yield path, value
    if isinstance(value, dict):
        for key in sorted(value):
            yield from nodes(value[key], path + (key,))
    elif isinstance(value, list):
        for index, element in enumerate(value):
            yield from nodes(element, path + (index,))


def replaced(spec, path, replacement):
    spec = copy.deepcopy(spec)
    place = spec
    for part in path[:-1]:
        place = place[part]
    place[path[-1]] = replacement
    return spec


def one_change_candidates(spec, machine):
    """Every one-change mutant of `spec`, unmade: (place, class, replacement,
    judged_by), judged_by "record" for what `flow record` reads (the
    configuration, sent and fired events) and "check" for what `flow check`
    compares (expected effects and state)."""
    read = [(("config",) + path, value) for path, value in nodes(spec.get("config", {}))
            if path and (machine, path) not in CROSS_MEMBER]
    compared = []
    for index, step in enumerate(spec.get("steps", [])):
        for key in ("send", "fire"):
            if key in step:
                read += [(("steps", index, key) + path, value) for path, value in nodes(step[key])]
        expect = step.get("expect", {})
        for index_, effect in enumerate(expect.get("effects", [])):
            compared += [(("steps", index, "expect", "effects", index_) + path, value) for path, value in nodes(effect)]
        if "state" in expect:
            compared += [(("steps", index, "expect", "state") + path, value) for path, value in nodes(expect["state"]) if path]
    for judged_by, places in (("record", read), ("check", compared)):
        for place, value in places:
            for kind, replacement in node_replacements(value):
                yield place, kind, replacement, judged_by


def sampled_mutants(specs, per_class):
    """Up to `per_class` mutants of each class for each machine, judged each
    way, drawn with a fixed seed from every place in every spec of it:
    (path, place, class, mutant, judged_by)."""
    import random
    chosen = random.Random(0x5C4E)
    groups = {}
    for path, spec in specs:
        for place, kind, replacement, judged_by in one_change_candidates(spec, spec["machine"]):
            groups.setdefault((spec["machine"], kind, judged_by), []).append((path, spec, place, replacement))
    for (machine, kind, judged_by), group in sorted(groups.items()):
        for path, spec, place, replacement in chosen.sample(group, min(per_class, len(group))):
            yield path, place, kind, replaced(spec, place, replacement), judged_by


def agreement(flow, validators, specs, failures, per_class=2):
    """Holds schema and machine to one verdict on one-change mutants; returns
    how many were tried and of how many classes."""
    tried = 0
    classes = set()
    with tempfile.TemporaryDirectory() as work:
        compared = []
        for path, place, kind, mutant, judged_by in sampled_mutants(specs, per_class):
            where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in place)
            valid = validators[mutant["machine"]].is_valid(mutant)
            tried += 1
            classes.add(kind)
            if judged_by == "record":
                name = os.path.join(work, "mutant.json")
                with open(name, "w", encoding="utf-8") as file:
                    json.dump(mutant, file, ensure_ascii=False)
                taken = run_flow(flow, "record", name).returncode == 0
                if taken != valid:
                    failures.append(f"{path}: ${where} ({kind}): the schema {'takes' if valid else 'refuses'} it, flow record {'takes' if taken else 'refuses'} it")
            elif not valid:
                compared.append((mutant, path, where, kind))
        # Expectations the schema refuses: every such spec fails flow check (one run over them all).
        if compared:
            folder = os.path.join(work, "compared")
            os.makedirs(folder)
            for index, (mutant, *_rest) in enumerate(compared):
                with open(os.path.join(folder, f"m{index}.json"), "w", encoding="utf-8") as file:
                    json.dump(mutant, file, ensure_ascii=False)
            result = run_flow(flow, "check", folder)
            passed = {line.split()[1] for line in result.stdout.splitlines() if line.startswith("ok ")}
            for index, (_, path, where, kind) in enumerate(compared):
                if os.path.join(folder, f"m{index}.json") in passed:
                    failures.append(f"{path}: ${where} ({kind}): the schema refuses it, flow check passes it")
    return tried, len(classes)


def run_flow(flow, *arguments):
    return subprocess.run([flow, *arguments], capture_output=True, text=True)


def against(flow, validators, specs, failures, untried):
    """Holds the schemas to the machines; returns how many cases were tried."""
    tried = 0
    with tempfile.TemporaryDirectory() as work:
        written = []
        for path, spec in specs:
            validator = validators[spec["machine"]]
            for kind, broken in mutants(spec):
                tried += 1
                if validator.is_valid(broken):
                    failures.append(f"{path}: the schema takes the spec with an unknown {kind}")
                name = os.path.join(work, f"mutant-{len(written)}.json")
                with open(name, "w", encoding="utf-8") as file:
                    json.dump(broken, file, ensure_ascii=False)
                written.append((name, path, kind))
        result = run_flow(flow, "check", work)
        passed = {line.split()[1] for line in result.stdout.splitlines() if line.startswith("ok ")}
        for name, path, kind in written:
            if name in passed:
                failures.append(f"{path}: flow check passes the spec with an unknown {kind}")
        by_machine = {}
        for path, spec in specs:
            by_machine.setdefault(spec["machine"], []).append(spec)
        for machine, own in sorted(by_machine.items()):
            validator = validators[machine]
            schema = validator.schema["$defs"]["config"]
            # (member, [(value, inside)]): inside is whether schema and
            # machine must take it; None where the schema states no bound,
            # and the machine must take any size.
            members = []
            for member, low, high, integer in config_bounds(schema):
                cases = [(low, True), (high, True),
                         (low - 1 if integer else math.nextafter(low, -math.inf), False),
                         (high + 1 if integer else math.nextafter(high, math.inf), False)]
                if (machine, member) in CROSS_MEMBER:
                    cases = [case for case in cases if not case[1]]
                members.append((member, [(int(v) if integer else v, inside) for v, inside in cases]))
            members += [(member, [(1e300, None), (-1e300, None)]) for member in unbounded_numbers(schema)]
            for member, cases in members:
                spec = next((s for s in own if buildable(s.get("config", {}), schema, member)), None)
                if spec is None:
                    untried.append(f"{machine} config.{'.'.join(member)}")
                    continue
                trial = dict(spec, steps=spec["steps"][:1])
                trial.pop("until", None)
                trial.pop("pending", None)
                for value, inside in cases:
                    tried += 1
                    case = dict(trial, config=with_member(spec.get("config", {}), member, value, schema))
                    where = f"{machine} config.{'.'.join(member)} = {value!r}"
                    if inside is not None and validator.is_valid(case) != inside:
                        failures.append(f"{where}: the schema {'refuses' if inside else 'takes'} it")
                    name = os.path.join(work, "trial.json")
                    with open(name, "w", encoding="utf-8") as file:
                        json.dump(case, file, ensure_ascii=False)
                    taken = run_flow(flow, "record", name).returncode == 0
                    if inside is None and not taken:
                        failures.append(f"{where}: flow record refuses it, where the schema states no bound")
                    elif inside is not None and taken != inside:
                        failures.append(f"{where}: flow record {'refuses' if inside else 'takes'} it (the schema says {'in' if inside else 'out of'} bounds)")
    return tried


def main():
    arguments = sys.argv[1:]
    flow = None
    if arguments[:1] == ["--against"] and len(arguments) > 1:
        flow, arguments = arguments[1], arguments[2:]
    if len(arguments) < 2:
        sys.exit(__doc__)
    schemas, paths = arguments[0], arguments[1:]
    validators = {}
    for name in sorted(os.listdir(schemas)):
        if name.endswith(".schema.json"):
            with open(os.path.join(schemas, name), encoding="utf-8") as file:
                schema = json.load(file)
            Draft202012Validator.check_schema(schema)
            validators[name[: -len(".schema.json")]] = Draft202012Validator(schema)
    failures = []
    count = 0
    specs = []
    for path in spec_files(paths, schemas):
        with open(path, encoding="utf-8") as file:
            spec = json.load(file)
        count += 1
        machine = spec.get("machine") if isinstance(spec, dict) else None
        validator = validators.get(machine)
        if validator is None:
            failures.append(f"{path}: no schema for machine {machine!r}")
            continue
        for error in sorted(validator.iter_errors(spec), key=lambda e: list(e.absolute_path)):
            where = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in error.absolute_path)
            failures.append(f"{path}: ${where}: {error.message[:300]}")
        specs.append((path, spec))
    untried = []
    tried = against(flow, validators, specs, failures, untried) if flow and not failures else 0
    mutants, classes = agreement(flow, validators, specs, failures) if flow and not failures else (0, 0)
    for failure in failures:
        print(failure)
    for member in untried:
        print(f"not tried (no spec holds the objects around it, which have required members): {member}")
    held = (f", {tried} broken or bounded cases held to {flow} ({len(untried)} bounded members not tried), "
            f"{mutants} one-change mutants of {classes} classes judged alike by schema and machine") if flow else ""
    print(f"check-schemas: {count} specs against {len(validators)} schemas{held}, {len(failures)} failures")
    sys.exit(1 if failures or count == 0 else 0)


if __name__ == "__main__":
    main()
