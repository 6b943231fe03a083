#!/usr/bin/env bash
# Code written against the runtime's names before 0.5.0 still builds with
# FlowCoreCompatibility imported (Tests/Compatibility/OldNames.swift), and
# each former name it uses warns with its new one: the file type-checks
# against the debug build's modules with no error, and its warnings are the
# renames FlowCoreCompatibility documents, every one of them.
#   Scripts/check-compatibility.sh   (after `swift build`)
set -euo pipefail
cd "$(dirname "$0")/.."
sample=Tests/Compatibility/OldNames.swift
output=$(cd "${TMPDIR:-/tmp}" && swiftc -typecheck -I "$OLDPWD/.build/debug/Modules" "$OLDPWD/$sample" 2>&1) || {
    printf '%s\n' "$output"
    echo "FAIL  $sample: code with the former names does not build with FlowCoreCompatibility"
    exit 1
}
expected="Commands MachineCommands
ContentSizeCategory TextSizeCategory
LayoutDirection ReadingDirection
Point LayoutPoint
RGBColor SceneColor
Rect LayoutRect
Scene MachineScene
Size LayoutSize"
found=$(printf '%s\n' "$output" | sed -nE "s/^[^ ]*: warning: '([A-Za-z]+)' is deprecated: renamed to '([A-Za-z]+)'.*/\1 \2/p" | sort -u)
others=$(printf '%s\n' "$output" | grep -E '^[^ ]*: (warning|error):' | grep -vE "is deprecated: renamed to" || true)
if [[ "$found" != "$expected" || -n "$others" ]]; then
    echo "FAIL  $sample: the former names warn otherwise than FlowCoreCompatibility says"
    diff <(printf '%s\n' "$expected") <(printf '%s\n' "$found") || true
    printf '%s\n' "$others"
    exit 1
fi
echo "compatibility: $(printf '%s\n' "$found" | wc -l) former names build, each renamed"

# A type that moved to FlowSpecs, used with FlowCore alone imported, is an
# error naming the module to import (Tests/Compatibility/MovedTypes.swift).
sample=Tests/Compatibility/MovedTypes.swift
output=$(cd "${TMPDIR:-/tmp}" && swiftc -typecheck -I "$OLDPWD/.build/debug/Modules" "$OLDPWD/$sample" 2>&1) && {
    echo "FAIL  $sample: code using the moved types built with FlowCore alone"
    exit 1
}
moved=$(printf '%s\n' "$output" | sed -nE "s/^[^ ]*: error: '([A-Za-z0-9]+)' is unavailable: [A-Za-z0-9]+ moved to the FlowSpecs module: add the FlowSpecs product and 'import FlowSpecs'.*/\1/p" | sort -u | tr '\n' ' ')
others=$(printf '%s\n' "$output" | grep -E '^[^ ]*: error:' | grep -vE "is unavailable: [A-Za-z0-9]+ moved to the FlowSpecs module" || true)
if [[ "$moved" != "ChaosStep ChaosTestable MachineRegistry SpecMachine SplitMix64 " || -n "$others" ]]; then
    echo "FAIL  $sample: the moved types do not each say where they went (said: $moved)"
    printf '%s\n' "$others"
    exit 1
fi
echo "compatibility: 5 moved types each name FlowSpecs"
