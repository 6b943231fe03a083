#!/usr/bin/env bash
# What FlowCore costs an app that uses one machine: a one-file program that
# shows an alert through a Runner and draws its scene, linked as an app links
# the FlowCore product (every object of the target, release build, the linker
# dropping unreachable sections), measured with `size`. Prints the program's
# text size and FlowCore's share of it (the program less an empty program).
#
#   bash Scripts/app-size.sh [--max BYTES]     fail when FlowCore's share is over BYTES
#
# Uses .build/release (builds the FlowCore target there if needed). The spec,
# chaos and exploration layer is FlowSpecs, a target the app does not link.
set -euo pipefail
cd "$(dirname "$0")/.."

max=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --max) max=$2; shift 2 ;;
        *) echo "usage: bash Scripts/app-size.sh [--max BYTES]" >&2; exit 2 ;;
    esac
done

swift build -c release --target FlowCore >&2
build=.build/release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/main.swift" <<'EOF'
import FlowCore

do {
    let alert = try AlertDialog(content: AlertContent(title: "提示", message: "确定退出吗？", buttons: ["取消", "确定"]))
    var runner = Runner(alert)
    _ = runner.send(.showRequested(screen: Size(width: 375, height: 667), safeArea: Insets()))
    _ = runner.send(.buttonTapped(index: 1))
    _ = runner.advance(by: 1)
    print(runner.state.phase, alert.scene(runner.state).parts.count)
} catch {
    print(error)
}
EOF
echo 'print("")' > "$work/empty.swift"

# The target's objects as SwiftPM lists them (the folder can hold stale ones).
objects=$(python3 - "$build/FlowCore.build/output-file-map.json" <<'EOF'
import json, sys
files = json.load(open(sys.argv[1]))
print("\n".join(entry["object"] for source, entry in files.items() if source and "object" in entry))
EOF
)
swiftc -O -I "$build/Modules" "$work/main.swift" -c -o "$work/main.o"
# shellcheck disable=SC2086
swiftc -O "$work/main.o" $objects -Xlinker --gc-sections -o "$work/app"
swiftc -O "$work/empty.swift" -Xlinker --gc-sections -o "$work/empty"
"$work/app" >/dev/null

text() { size "$1" | awk 'NR == 2 { print $1 }'; }
app=$(text "$work/app")
flowcore=$((app - $(text "$work/empty")))
echo "one-machine app: text $app bytes, FlowCore's code $flowcore bytes ($(echo "$objects" | wc -l) objects)"
if [[ -n "$max" && $flowcore -gt $max ]]; then
    echo "app-size: FlowCore's code in a one-machine app is $flowcore bytes, over $max" >&2
    exit 1
fi
