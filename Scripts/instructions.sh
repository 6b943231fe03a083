#!/usr/bin/env bash
# Instruction and allocation counts per operation that hold on a busy machine
# (wall time here swings 2-4x with load; instruction counts do not).
#
# For each FlowBench benchmark named (default: the effect path, like with
# like, and a few hot paths), valgrind's callgrind counts the instructions of
# FlowBench running the benchmark's body once and twice (`--runs 1`, `--runs
# 2`): the difference is one run's, start-up and preparation cancelled, and
# divided by the run's operations gives instructions per operation.
# Allocations per operation come the same way from FlowBench's own counter.
# Then `flow check` on a generated launch-gate trace of 500 and 1,000 steps:
# instructions per step and per byte.
#
# With --pages, instead: the trace page of every spec directly under Specs/
# (`flow replay SPEC --html`), in instructions per step (less a one-step
# page's, which is mostly start-up), and how many are over 2 million a step.
#
# Usage: Scripts/instructions.sh [BENCHMARK...]   (needs valgrind; builds release)
#        Scripts/instructions.sh --pages
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "instructions: valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
swift build -c release --product FlowBench >/dev/null
swift build -c release --product flow >/dev/null
bench=.build/release/FlowBench
flow=.build/release/flow

# The instructions callgrind counted for a command.
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

if [[ "${1:-}" == "--pages" ]]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    base=$(count "$flow" replay Specs/title-button/blank-title-is-home.json --html "$work/base.html")
    # One line a spec: its name, its steps and its instructions a step. The
    # specs are counted side by side, one valgrind a processor.
    page() {
        local spec=$1 steps instructions
        steps=$(python3 -c "import json, sys; print(max(1, len(json.load(open(sys.argv[1]))['steps'])))" "$spec")
        instructions=$(count "$flow" replay "$spec" --html "$work/${spec//\//_}.html")
        printf "%-56s %6d %16d\n" "${spec#Specs/}" "$steps" $(((instructions - base) / steps))
    }
    export -f page count
    export flow work base
    printf '%s\n' Specs/*/*.json | grep -v '\.schema\.json$' | xargs -P "$(nproc)" -I{} bash -c 'page "$1"' _ {} | sort > "$work/pages.txt"
    printf "%-56s %6s %16s\n" "spec" "steps" "instructions/step"
    cat "$work/pages.txt"
    awk '$3 > 2000000 { over++ } END { printf "%d of %d pages over 2 million instructions a step\n", over, NR }' "$work/pages.txt"
    exit 0
fi

names=("$@")
if [[ ${#names[@]} -eq 0 ]]; then
    names=(core.effect.runner core.effect.hand-rolled-local core.effect.runner-in-class core.effect.hand-rolled core.effect.plain-view-model
        core.effect.runner-in-class-unchecked core.effect.hand-rolled-unchecked
        driver.model-send driver.plain-observable-send driver.model-send-tracked driver.plain-observable-send-tracked
        launch-gate.launch scene.alert.3-buttons svg.alert.3-buttons svg.alert.frame.2-buttons svg.alert.frame.long-message viewer.html.100-steps)
fi


printf "%-40s %16s %14s\n" "benchmark" "instructions/op" "allocs/op"
for name in "${names[@]}"; do
    one=$(count "$bench" --runs 1 --filter "$name")
    two=$(count "$bench" --runs 2 --filter "$name")
    read -r _ _ operations _ _ _ allocs1 _ _ _ input < <("$bench" --runs 1 --filter "$name")
    read -r _ _ _ _ _ _ allocs2 _ _ _ _ < <("$bench" --runs 2 --filter "$name")
    # A benchmark that reads input (a trace) also gets its instructions a byte.
    python3 -c "print('%-40s %16.1f %14.3f%s' % ('$name', ($two - $one) / $operations, ($allocs2 - $allocs1) / $operations,
        '   (%.1f instructions/byte)' % (($two - $one) / $input) if $input else ''))"
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bench" --write-trace 500 "$work/a.json" >/dev/null
"$bench" --write-trace 1000 "$work/b.json" >/dev/null
a=$(count "$flow" check "$work/a.json")
b=$(count "$flow" check "$work/b.json")
bytes=$(( $(stat -c %s "$work/b.json") - $(stat -c %s "$work/a.json") ))
python3 -c "print('%-40s %16.1f   (%.1f instructions/byte)' % ('flow check, per launch-gate step', ($b - $a) / 500, ($b - $a) / $bytes))"
