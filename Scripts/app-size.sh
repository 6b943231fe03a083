#!/usr/bin/env bash
# What FlowCore costs an app that uses one machine: a one-file program that
# shows an alert through a Runner and draws its scene, linked as an app links
# a product (every object of its targets, release build, the linker dropping
# unreachable sections), measured with `size`. It is measured three times:
# importing FlowAlert (linking FlowRuntime, FlowTextInput and FlowAlert: an
# app that runs the alert), importing FlowAlertCoding (its coding too, with
# FlowJSON: an app that also keeps the alert's state as JSON, which the
# program then does), and importing FlowCore (every component). Prints
# FlowCore's share of each program's text (the program less an empty program).
#
#   bash Scripts/app-size.sh [--max BYTES]     fail when the FlowAlert app's share is over BYTES
#
# Uses .build/release (builds the FlowCore and FlowAlertCoding targets there if needed). The spec,
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
swift build -c release --target FlowAlertCoding >&2
build=.build/release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The app, importing $1; with a second argument, it also writes the state as JSON.
program() {
    cat <<EOF
import $1

do {
    let alert = try AlertDialog(content: AlertContent(title: "提示", message: "确定退出吗？", buttons: ["取消", "确定"]))
    var runner = Runner(alert)
    _ = runner.send(.showRequested(screen: LayoutSize(width: 375, height: 667), safeArea: Insets()))
    _ = runner.send(.buttonTapped(index: 1))
    _ = runner.advance(by: 1)
    print(runner.state.phase, alert.scene(runner.state).parts.count)
EOF
    [[ -z "${2:-}" ]] || echo '    print(JSONWriter.compact(runner.state.jsonValue))'
    cat <<EOF
} catch {
    print(error)
}
EOF
}

# The targets' objects as SwiftPM lists them (the folders can hold stale ones).
objects() {
    local target
    for target in "$@"; do
        python3 -c '
import json, sys
files = json.load(open(sys.argv[1]))
print("\n".join(entry["object"] for source, entry in files.items() if source and "object" in entry))
' "$build/$target.build/output-file-map.json"
    done
}

text() { size "$1" | awk 'NR == 2 { print $1 }'; }
echo 'print("")' > "$work/empty.swift"
swiftc -O "$work/empty.swift" -Xlinker --gc-sections -o "$work/empty"

# measure MODULE TARGET...: FlowCore's share of the app importing MODULE,
# linked with the TARGETs' objects (a coding module's app writes JSON).
measure() {
    local module=$1
    shift
    mkdir -p "$work/$module"
    program "$module" $([[ $module == *Coding ]] && echo persisting) > "$work/$module/main.swift"
    swiftc -O -module-name App -I "$build/Modules" "$work/$module/main.swift" -c -o "$work/$module.o"
    # shellcheck disable=SC2046
    swiftc -O "$work/$module.o" $(objects "$@") -Xlinker --gc-sections -o "$work/$module-app"
    "$work/$module-app" >/dev/null
    echo $(($(text "$work/$module-app") - $(text "$work/empty")))
}

one=$(measure FlowAlert FlowRuntime FlowTextInput FlowAlert)
coded=$(measure FlowAlertCoding FlowRuntime FlowTextInput FlowAlert FlowJSON FlowTextInputCoding FlowAlertCoding)
every=$(measure FlowCore FlowRuntime FlowTextInput FlowAlert FlowCaptcha FlowCoachMarks FlowLaunchGate FlowNetworkActivity \
    FlowOnboarding FlowPermissions FlowPopupQueue FlowSession FlowTitleButton FlowJSON FlowCore)
echo "one-machine app: FlowCore's code $one bytes importing FlowAlert, $coded bytes importing FlowAlertCoding (keeping its state as JSON), $every bytes importing FlowCore"
if [[ -n "$max" && $one -gt $max ]]; then
    echo "app-size: FlowCore's code in a one-machine app is $one bytes, over $max" >&2
    exit 1
fi
