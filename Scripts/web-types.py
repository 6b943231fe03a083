#!/usr/bin/env python3
"""Writes the TypeScript declarations of every machine (Web/types/NAME.d.ts)
from its spec schema (Specs/Schemas/NAME.schema.json, which `flow schema`
draws from the machine's own coding), so a web page's configuration, events,
effects and state are checked by `tsc` as the machine reads them.

Each file declares `Config`, `State` (partial, as specs check it: every
member optional), `Event` and `Effect`, each event and effect a union of its
cases named after the Swift cases (`Event.ShowRequested` is the case
`showRequested`, from the schema's `event.showRequested` definition and its
title), and `Spec`, the spec document. A schema keyword this script does not
know is an error naming the schema and the place: never a guess.

Usage: Scripts/web-types.py [--check] [--schemas DIR] [--out DIR]
  --check  write nothing; exit 1 if a file is not what it would write
"""
import argparse
import json
import os
import re
import sys

from flowscripts import ROOT

# What a schema may say and what this script does with it: these shape the
# type; the rest only narrow a value that the type already allows (a bound, a
# pattern, a default) or document it.
SHAPING = {"type", "anyOf", "oneOf", "allOf", "properties", "required", "additionalProperties", "enum", "const", "items", "$ref"}
NARROWING = {"minimum", "maximum", "pattern", "maxLength", "minItems", "maxItems", "default"}
DOCUMENTING = {"description", "deprecated", "title", "$schema", "$id", "$defs"}
TOP_LEVEL = {"config": "Config", "state": "State", "event": "Event", "effect": "Effect", "step": "Step", "picture": "Picture", "time": "Time"}
IDENTIFIER = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")


class SchemaError(Exception):
    pass


def pascal(name):
    return name[:1].upper() + name[1:]


def literal(value):
    return json.dumps(value, ensure_ascii=False)


def comment(text, indent):
    lines = text.replace("*/", "*\\/").split("\n")
    if len(lines) == 1:
        return f"{indent}/** {lines[0]} */\n"
    return f"{indent}/**\n" + "".join(f"{indent} * {line}\n" for line in lines) + f"{indent} */\n"


class Writer:
    """The TypeScript of one schema's types."""

    def __init__(self, schema, name):
        self.schema = schema
        self.name = name

    def reference(self, ref, place):
        prefix = "#/$defs/"
        if not ref.startswith(prefix):
            raise SchemaError(f"{place}: a $ref outside the schema's definitions: {ref}")
        key = ref[len(prefix):]
        if key not in self.schema["$defs"]:
            raise SchemaError(f"{place}: $ref to a missing definition {key}")
        if key in TOP_LEVEL:
            return TOP_LEVEL[key]
        kind, _, case = key.partition(".")
        if kind in ("event", "effect") and IDENTIFIER.match(case):
            return f"{TOP_LEVEL[kind]}.{pascal(case)}"
        raise SchemaError(f"{place}: a definition with no type name: {key}")

    def type(self, schema, place, indent=""):
        if not isinstance(schema, dict):
            raise SchemaError(f"{place}: a schema that is not an object")
        unknown = set(schema) - SHAPING - NARROWING - DOCUMENTING
        if unknown:
            raise SchemaError(f"{place}: keywords this script does not know: {', '.join(sorted(unknown))}")
        parts = []
        if "$ref" in schema:
            parts.append(self.reference(schema["$ref"], place))
        if "const" in schema:
            parts.append(literal(schema["const"]))
        if "enum" in schema:
            parts.append(" | ".join(literal(value) for value in schema["enum"]))
        for keyword in ("anyOf", "oneOf"):
            if keyword in schema:
                choices = [self.type(choice, f"{place}.{keyword}[{i}]", indent) for i, choice in enumerate(schema[keyword])]
                # A choice that only narrows (oneOf: required send, or fire) adds no type of its own.
                choices = [choice for choice in choices if choice != "unknown"]
                if choices:
                    parts.append(" | ".join(dict.fromkeys(f"({c})" if " & " in c else c for c in choices)))
        if "type" in schema:
            parts.append(self.typed(schema, place, indent))
        elif "properties" in schema or "additionalProperties" in schema:
            parts.append(self.object(schema, place, indent))
        if "allOf" in schema:
            # Each member narrows the same value (a string's second pattern): intersected.
            narrowed = [self.type(member, f"{place}.allOf[{i}]", indent) for i, member in enumerate(schema["allOf"])]
            parts.extend(member for member in narrowed if member != "unknown")
        if not parts:
            return "unknown"
        if len(parts) == 1:
            return parts[0]
        return " & ".join(f"({part})" if " | " in part else part for part in parts)

    def typed(self, schema, place, indent):
        kind = schema["type"]
        if kind == "string":
            return "string"
        if kind in ("number", "integer"):
            return "number"
        if kind == "boolean":
            return "boolean"
        if kind == "null":
            return "null"
        if kind == "array":
            if "items" not in schema:
                return "unknown[]"
            item = self.type(schema["items"], f"{place}.items", indent)
            return f"({item})[]" if re.search(r"[|&]", item) and not item.startswith("{") else f"{item}[]"
        if kind == "object":
            return self.object(schema, place, indent)
        raise SchemaError(f"{place}: a type this script does not know: {kind!r}")

    def object(self, schema, place, indent):
        properties = schema.get("properties", {})
        required = set(schema.get("required", []))
        missing = required - set(properties)
        if missing:
            raise SchemaError(f"{place}: required members with no schema: {', '.join(sorted(missing))}")
        inner = indent + "  "
        lines = []
        for key in sorted(properties):
            member = properties[key]
            notes = [member["description"]] if isinstance(member, dict) and "description" in member else []
            if isinstance(member, dict) and member.get("deprecated"):
                notes.append("@deprecated")
            if isinstance(member, dict) and "default" in member:
                notes.append(f"@defaultValue {literal(member['default'])}")
            if notes:
                lines.append(comment("\n".join(notes), inner).rstrip("\n"))
            name = key if IDENTIFIER.match(key) else literal(key)
            optional = "" if key in required else "?"
            lines.append(f"{inner}{name}{optional}: {self.type(member, f'{place}.{key}', inner)};")
        extra = schema.get("additionalProperties", True)
        if extra is not False:
            value = "unknown" if extra is True else self.type(extra, f"{place}.additionalProperties", inner)
            lines.append(f"{inner}[member: string]: {value};")
        if not lines:
            return "Record<string, never>"
        return "{\n" + "\n".join(lines) + f"\n{indent}}}"


def declarations(schema, file):
    """The .d.ts text of one spec schema."""
    name = schema["properties"]["machine"]["const"]
    writer = Writer(schema, name)
    definitions = schema["$defs"]
    out = [
        f"// The types of FlowCore's {name} machine, as its specs and the web module read them.\n",
        f"// Written by Scripts/web-types.py from Specs/Schemas/{os.path.basename(file)} (flow schema); do not edit.\n\n",
    ]

    def declare(key, type_name, doc):
        out.append(comment(doc, ""))
        out.append(f"export type {type_name} = {writer.type(definitions[key], f'{file}#/$defs/{key}')};\n\n")

    declare("config", "Config", f"The {name} machine's configuration: what `createSession(\"{name}\", config)` takes.")
    declare("state", "State", "The machine's state, as `session.state()` gives it (as a spec checks it: every member optional).")
    for kind, type_name in (("event", "Event"), ("effect", "Effect")):
        cases = [ref["$ref"].rsplit("/", 1)[1] for ref in definitions[kind]["anyOf"]]
        what = "what `session.send` takes" if kind == "event" else "what `session.send` and the timers give"
        out.append(comment(f"Every {kind} of the machine, one case each: {what}.", ""))
        out.append(f"export type {type_name} =\n" + "".join(f"  | {type_name}.{pascal(key.split('.', 1)[1])}\n" for key in cases).rstrip("\n") + ";\n\n")
        out.append(f"export declare namespace {type_name} {{\n")
        for key in cases:
            case = definitions[key]
            title = case.get("title")
            if title != key.split(".", 1)[1]:
                raise SchemaError(f"{file}#/$defs/{key}: its title is not its case's name ({title!r})")
            notes = [f"The Swift case `{title}`."] + ([case["description"]] if "description" in case else [])
            if case.get("deprecated"):
                notes.append("@deprecated")
            out.append(comment("\n".join(notes), "  "))
            out.append(f"  type {pascal(title)} = {writer.type(case, f'{file}#/$defs/{key}', '  ')};\n")
        out.append("}\n\n")
    declare("time", "Time", "Seconds of virtual time from the start of a spec.")
    declare("picture", "Picture", "A step's picture: an SVG file beside the spec.")
    declare("step", "Step", "One step of a spec: an event sent or a timer fired, and what it must cause.")
    out.append(comment(f"A spec of the {name} machine, as `session.spec()` gives it and `flow check` replays it.", ""))
    out.append(f"export type Spec = {writer.type({k: v for k, v in schema.items() if k not in ('$defs', '$schema', '$id', 'title', 'description')}, file)};\n")
    return "".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--schemas", default=os.path.join(ROOT, "Specs", "Schemas"))
    parser.add_argument("--out", default=os.path.join(ROOT, "Web", "types"))
    arguments = parser.parse_args()
    files = sorted(name for name in os.listdir(arguments.schemas) if name.endswith(".schema.json"))
    if not files:
        sys.exit(f"web-types: no schema in {arguments.schemas}")
    written = {}
    for name in files:
        path = os.path.join(arguments.schemas, name)
        with open(path, encoding="utf-8") as handle:
            schema = json.load(handle)
        try:
            written[name[: -len(".schema.json")] + ".d.ts"] = declarations(schema, path)
        except SchemaError as error:
            sys.exit(f"web-types: {error}")
    machines = [name[: -len(".d.ts")] for name in sorted(written)]
    namespace = {machine: pascal(re.sub(r"-(.)", lambda m: m.group(1).upper(), machine)) for machine in machines}
    index = ("// Every machine's types, by its spec name. Written by Scripts/web-types.py; do not edit.\n"
             + "".join(f'import type * as {namespace[m]} from "./{m}.js";\n' for m in machines)
             + "\nexport type { " + ", ".join(namespace[m] for m in machines) + " };\n\n"
             + "/** Each machine's types by its spec name: what `createSession(name, …)` checks. */\n"
             + "export interface Machines {\n"
             + "".join(f'  "{m}": {{ Config: {namespace[m]}.Config; State: {namespace[m]}.State; Event: {namespace[m]}.Event; '
                       f'Effect: {namespace[m]}.Effect; Spec: {namespace[m]}.Spec }};\n' for m in machines)
             + "}\n")
    written["index.d.ts"] = index
    stale = []
    for name, text in written.items():
        target = os.path.join(arguments.out, name)
        current = open(target, encoding="utf-8").read() if os.path.exists(target) else None
        if current == text:
            continue
        stale.append(name)
        if not arguments.check:
            os.makedirs(arguments.out, exist_ok=True)
            with open(target, "w", encoding="utf-8") as handle:
                handle.write(text)
    extra = [name for name in (os.listdir(arguments.out) if os.path.isdir(arguments.out) else []) if name.endswith(".d.ts") and name not in written]
    if arguments.check:
        if stale or extra:
            sys.exit(f"web-types: not current: {', '.join(stale + extra)} (run python3 Scripts/web-types.py)")
        print(f"web-types: {len(written)} declaration files current")
    else:
        for name in extra:
            os.remove(os.path.join(arguments.out, name))
        print(f"web-types: wrote {len(stale)} of {len(written)} declaration files")


if __name__ == "__main__":
    main()
