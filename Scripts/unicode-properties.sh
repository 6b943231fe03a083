#!/usr/bin/env bash
# Writes Sources/FlowRuntime/Text/UnicodeProperties+Table.swift: the ranges of
# the Unicode properties FlowCore's text rules read (emoji, white space,
# zero-width marks, space separators, decimal digits), as the Swift standard
# library reports them (Scripts/UnicodeProperties/main.swift, compiled and run
# here). FlowCore reads its own tables so that every platform and OS version
# answers alike, and the WebAssembly module need not carry the standard
# library's tables of every property.
#
#   bash Scripts/unicode-properties.sh            write the table
#   bash Scripts/unicode-properties.sh --check    fail when the committed table is not what
#                                                 this toolchain writes (CI); a toolchain of
#                                                 another Unicode version is reported, not failed
set -euo pipefail
cd "$(dirname "$0")/.."
table=Sources/FlowRuntime/Text/UnicodeProperties+Table.swift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -O Scripts/UnicodeProperties/main.swift -o "$work/unicode-properties"
"$work/unicode-properties" > "$work/table.swift"
version() { sed -n 's/.*(Unicode \([0-9.]*\)).*/\1/p' "$1" | head -1; }
if [[ "${1:-}" == "--check" ]]; then
    if [[ "$(version "$table")" != "$(version "$work/table.swift")" ]]; then
        echo "unicode-properties: the table is Unicode $(version "$table"), this toolchain's library $(version "$work/table.swift"): not compared"
        exit 0
    fi
    if ! cmp -s "$table" "$work/table.swift"; then
        echo "unicode-properties: $table is not what the script writes: run bash Scripts/unicode-properties.sh" >&2
        exit 1
    fi
    echo "unicode-properties: the table is current (Unicode $(version "$table"))"
else
    cp "$work/table.swift" "$table"
    echo "wrote $table (Unicode $(version "$table"))"
fi
