#!/usr/bin/env python3
"""`flow check --junit FILE` against the JUnit schema Jenkins and GitLab read.

Runs `flow check --junit` over a folder of committed specs (all passing) and
over a folder of copies where one spec's expected state is changed and its
name holds markup characters (one failing), and validates both documents with
PyPI's xmlschema against Scripts/junit.xsd (Jenkins's junit-4 rules, written
out there with their source). Each document must also say what the run did:
one testcase a spec, the failures counted, the failing case holding a
`failure` with its message.

  check-junit.py [--flow PATH] [--specs FOLDER]
  check-junit.py --self-test       documents the schema must refuse are refused
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

import xmlschema

from flowscripts import ROOT, flow_binary

SCHEMA = os.path.join(ROOT, "Scripts", "junit.xsd")


def run_check(flow, folder, junit):
    """`flow check --junit junit folder`: its exit status."""
    return subprocess.run([flow, "check", "--junit", junit, folder], cwd=ROOT,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode


def spec_count(folder):
    """The specs flow check finds in `folder` and the folders inside it."""
    return sum(name.endswith(".json") for _, _, names in os.walk(folder) for name in names)


def held(schema, junit, specs, failing):
    """The document at `junit` is valid, has `specs` testcases and `failing` failures."""
    schema.validate(junit)
    suites = ElementTree.parse(junit).getroot()
    cases = suites.findall("./testsuite/testcase")
    failures = [case for case in cases if case.find("failure") is not None]
    assert len(cases) == specs, f"{junit}: {len(cases)} testcases for {specs} specs"
    assert len(failures) == failing, f"{junit}: {len(failures)} failures, expected {failing}"
    assert suites.get("tests") == str(specs) and suites.get("failures") == str(failing), suites.attrib
    for case in failures:
        failure = case.find("failure")
        assert failure.get("message") and (failure.text or "").strip(), f"{case.get('name')}: a failure with no message or text"
    return failures


def check(flow, specs):
    schema = xmlschema.XMLSchema(SCHEMA)
    with tempfile.TemporaryDirectory() as work:
        passing = os.path.join(work, "passing.xml")
        status = run_check(flow, specs, passing)
        assert status == 0, f"flow check {specs} exited {status}"
        held(schema, passing, spec_count(specs), 0)

        # The same specs, one changed so that it fails, under a name with markup in it.
        copies = os.path.join(work, "specs")
        shutil.copytree(specs, copies)
        first = sorted(name for name in os.listdir(copies) if name.endswith(".json"))[0]
        with open(os.path.join(copies, first), encoding="utf-8") as f:
            spec = json.load(f)
        spec["title"] = "changed <on purpose> & failing"
        spec["steps"][0].setdefault("expect", {})["state"] = {"nothing": "like this"}
        os.remove(os.path.join(copies, first))
        hostile = "a&b<c>'d\".json"
        with open(os.path.join(copies, hostile), "w", encoding="utf-8") as f:
            json.dump(spec, f)
        failing = os.path.join(work, "failing.xml")
        status = run_check(flow, copies, failing)
        assert status == 1, f"flow check with a failing spec exited {status}, not 1"
        [case] = held(schema, failing, spec_count(copies), 1)
        assert case.get("name").endswith(hostile), f"the failing case is named {case.get('name')!r}"
    print(f"check-junit: flow check --junit on {specs} (passing) and a failing copy: valid JUnit (Scripts/junit.xsd)")


def self_test():
    """Documents the schema must refuse: each breaks one of Jenkins's rules."""
    schema = xmlschema.XMLSchema(SCHEMA)
    good = '<testsuites><testsuite name="s" tests="1"><testcase name="c"><failure message="m">t</failure></testcase></testsuite></testsuites>'
    assert schema.is_valid(good), "the self-test's valid document is refused"
    broken = {
        "a testcase with no name": good.replace('<testcase name="c">', "<testcase>"),
        "a testsuite with no tests count": good.replace(' tests="1"', ""),
        "a count that is not a number": good.replace('tests="1"', 'tests="one"'),
        "a failure before a skipped": good.replace("</failure>", "</failure><skipped/>"),
        "an element Jenkins does not know": good.replace("<failure", "<failed").replace("</failure>", "</failed>"),
    }
    for why, document in broken.items():
        assert not schema.is_valid(document), f"the schema takes {why}"
    print(f"check-junit self-test: ok ({len(broken)} broken documents refused)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flow", default=".build/debug/flow")
    parser.add_argument("--specs", default="Specs/alert")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if args.self_test:
        self_test()
        return
    try:
        check(flow_binary(args.flow), args.specs)
    except (AssertionError, xmlschema.XMLSchemaValidationError) as error:
        print(f"check-junit: {error}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
