#!/usr/bin/env bash
# Draws the README's pictures with `flow render` (and the built-in image
# catalog with `flow assets`) into Documentation/Pictures,
# or, with --check, fails when a committed picture is not what flow draws now.
# Usage: Scripts/readme-pictures.sh [--check] [FLOW]   (FLOW: a built flow; default swift run)
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
if [[ "${1:-}" == "--check" ]]; then check=true; shift; fi
flow=("${1:-}")
if [[ -z "${flow[0]}" ]]; then flow=(swift run --quiet flow); fi

out=Documentation/Pictures
if $check; then out=$(mktemp -d); trap 'rm -rf "$out"' EXIT; fi

# name | spec | flow render options
pictures=(
    "alert|Specs/alert/plain-two-buttons.json|--step 0 --at 1"
    "captcha-failure|Specs/captcha/robot-drag.json|--step 6 --at 0.5"
    "indicator-slide|Specs/onboarding/indicator-slide-right.json|--step 0 --frames 5 --scale 3"
    "coach-marks|Specs/coach-marks/seed-three-screens.json|--step 0"
)
status=0
for entry in "${pictures[@]}"; do
    IFS='|' read -r name spec options <<<"$entry"
    # shellcheck disable=SC2086
    "${flow[@]}" render "$spec" $options -o "$out/$name.svg" >/dev/null
    if $check && ! cmp -s "$out/$name.svg" "Documentation/Pictures/$name.svg"; then
        echo "Documentation/Pictures/$name.svg is not what 'flow render $spec $options' draws now: run Scripts/readme-pictures.sh" >&2
        status=1
    fi
done
# The built-in pictures scenes' images are drawn from.
"${flow[@]}" assets -o "$out/assets.svg" >/dev/null
if $check && ! cmp -s "$out/assets.svg" Documentation/Pictures/assets.svg; then
    echo "Documentation/Pictures/assets.svg is not what 'flow assets' draws now: run Scripts/readme-pictures.sh" >&2
    status=1
fi
$check && [[ $status == 0 ]] && echo "README pictures are current"
exit $status
