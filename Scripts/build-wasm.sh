#!/usr/bin/env bash
# Builds Web/flow.wasm: FlowCore's machines, their scenes, the SVG renderer
# and the JSON bridge (Sources/FlowWeb), compiled with Embedded Swift for
# wasm32, with the small C runtime in Web/Runtime, linked by wasm-ld, and
# shrunk by binaryen's wasm-opt (Debian's package binaryen) when it is there.
#
#   bash Scripts/build-wasm.sh [OUTPUT.wasm]     (default Web/flow.wasm)
#   bash Scripts/build-wasm.sh --smoke-test      build, then link the self-test (flow_selftest) and run it in wasmkit
#   bash Scripts/build-wasm.sh --app DIR [--smoke-test] OUTPUT.wasm
#   bash Scripts/build-wasm.sh --machines AlertDialog,CaptchaDialog OUTPUT.wasm
#
# With --machines, the module holds only the FlowCore machines named (their
# Swift types, as `WebBridge.Entry.machine` takes them; the compiler refuses a
# name that is not one): the linker drops every other machine, its coding and
# its scene. The sizes it prints are GNU gzip -9 -n's, as a server sends them.
#
# With --app, DIR's Swift files are an app's own module (named after DIR):
# its machines, and the exports that list them with FlowCore's (a file like
# Sources/FlowWebExports/Exports.swift, which it replaces). See
# Examples/WebCountdown.
#
# The module is built for size: -Osize, no LLVM inlining (-inline-threshold=0,
# in each module and at link time: about 50 KB smaller; a drag and its SVG
# measure within the noise of the inlined build in the browser), Swift's own
# inliner held back further (-sil-inline-caller-benefit-reduction-factor 64,
# from -Osize's 2: 1,430,675 -> 1,372,487 bytes, a drag and its SVG 37.1 ->
# 39.3 µs in check-web; 1000 saves no more), identical functions merged
# at link time (-enable-merge-functions: each component's module makes its
# own copies of what it specializes; 1,429,101 -> 1,395,673 bytes),
# relocations compressed, names stripped, and then binaryen's wasm-opt -Oz
# over the whole module (Debian's package binaryen; 1,263,666 -> 1,137,976
# bytes: it folds and shrinks what LLVM leaves, across functions). Without
# wasm-opt the module is left as wasm-ld wrote it, with a warning: it works
# the same, about 9% larger. SWIFT_FLAGS adds swiftc flags for experiments.
set -euo pipefail
cd "$(dirname "$0")/.."

smoke=false
output=Web/flow.wasm
app=""
machines=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --smoke-test) smoke=true ;;
        --app) app=${2:?"--app needs a folder of Swift files"}; shift ;;
        --machines) machines=${2:?"--machines needs Swift type names, such as AlertDialog,CaptchaDialog"}; shift ;;
        -*) echo "build-wasm: unknown option $1" >&2; exit 2 ;;
        *) output=$1 ;;
    esac
    shift
done

toolchain=$(dirname "$(dirname "$(command -v swiftc)")")
tables="$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The web module is a list of targets, each compiled as its own Embedded
# Swift module in dependency order, as SwiftPM builds them: FlowRuntime,
# FlowJSON, the components (the machines, scenes and timelines: no specs,
# chaos or Codable, which live in FlowSpecs) and their codings (generated
# beside them, Sources/FlowXCoding), FlowCore (which re-exports them),
# FlowSpecFormat (the spec document, for saving a session), FlowSVG, FlowWeb,
# and the exports (FlowWebExports, or an app's own module). Each is LLVM
# bitcode; wasm-ld optimizes them together (link-time optimization), which
# also lets it drop what the exports never reach.
# The targets in waves: each wave needs only the waves before it (Package.swift's
# dependencies), so a wave's modules compile side by side, WASM_JOBS at a time
# (default: the processors).
waves=("FlowRuntime"
    "FlowJSON FlowCoachMarks FlowTextInput FlowLaunchGate FlowPopupQueue FlowSVG FlowTitleButton FlowPermissions FlowNetworkActivity"
    "FlowCaptcha FlowSession FlowAlert FlowOnboarding FlowSpecFormat FlowCoachMarksCoding FlowTextInputCoding FlowLaunchGateCoding FlowPopupQueueCoding FlowTitleButtonCoding FlowPermissionsCoding FlowNetworkActivityCoding"
    "FlowCaptchaCoding FlowSessionCoding FlowAlertCoding FlowOnboardingCoding FlowCore" "FlowWeb")
declare -A folder_of=()
targets=()
for wave in "${waves[@]}"; do
    for target in $wave; do targets+=("$target"); folder_of[$target]=Sources/$target; done
done
if [[ -n "$app" && -n "$machines" ]]; then
    echo "build-wasm: --app and --machines are one or the other (an app's exports list its machines)" >&2; exit 2
fi
if [[ -n "$app" ]]; then
    [[ -d "$app" ]] || { echo "build-wasm: no folder $app" >&2; exit 2; }
    last=$(basename "$app")
    folder_of[$last]=$app
elif [[ -n "$machines" ]]; then
    # The exports of a module of the named machines alone, written here: each
    # name a Swift type name and nothing else, so nothing but a name reaches the source.
    entries=""
    IFS=, read -ra named <<< "$machines"
    for name in "${named[@]}"; do
        [[ "$name" =~ ^[A-Z][A-Za-z0-9]{0,63}$ ]] || { echo "build-wasm: --machines: \"$name\" is not a Swift type name (such as AlertDialog)" >&2; exit 2; }
        [[ ",$entries," != *",.machine($name.self),"* ]] || { echo "build-wasm: --machines names $name twice" >&2; exit 2; }
        entries+="${entries:+, }.machine($name.self)"
    done
    last=FlowWebMachines
    folder_of[$last]=$work/$last
    mkdir -p "$work/$last"
    listed=$(printf '%s' "$machines" | sed 's/,/, /g')
    # FlowWebExports's exports, with a list of its own in place of Machines.swift.
    cp Sources/FlowWebExports/Exports.swift "$work/$last/"
    cat > "$work/$last/Machines.swift" <<SWIFT
#if hasFeature(Embedded)
import FlowWeb

// Written by Scripts/build-wasm.sh --machines $listed: a module of these machines alone.
nonisolated(unsafe) var bridge = WebBridge(machines: [$entries])
#endif
SWIFT
else
    last=FlowWebExports
    folder_of[$last]=Sources/FlowWebExports
fi
waves+=("$last")
targets+=("$last")
jobs=${WASM_JOBS:-$(nproc)}

# Each stage says what it does and how long it took, so a long build shows where it is.
timed() {
    local label=$1 started=$SECONDS
    shift
    echo "build-wasm: $label ..." >&2
    "$@"
    echo "build-wasm: $label: $((SECONDS - started)) s" >&2
}

# Compiled modules stay in .build/wasm, each with a stamp of what it was built
# from: the compiler, the flags, its sources, and the stamp of the module
# before it in the list (so a change anywhere rebuilds everything after it). A
# module whose stamp matches is reused: the app build after the page's build,
# or a second build with nothing changed, compiles only what changed.
cache=.build/wasm
mkdir -p "$cache/modules"
flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize -Xllvm -inline-threshold=0
    -Xfrontend -sil-inline-caller-benefit-reduction-factor -Xfrontend 64 -lto=llvm-full -parse-as-library -package-name FlowCore)
declare -A stamp_of=()
previous="$(swiftc --version 2>&1) ${flags[*]} ${SWIFT_FLAGS:-}"
for target in "${targets[@]}"; do
    previous=$( { echo "$previous $target"; find "${folder_of[$target]}" -name '*.swift' | sort | while read -r file; do echo "$file"; cat "$file"; done; } | sha256sum | cut -d' ' -f1)
    stamp_of[$target]=$previous
done

# The last module (the exports: FlowWebExports, the named machines' or an
# app's) is kept under its stamp and its interface is not kept at all, so
# that builds of different modules can run side by side (CI builds the app's,
# the alert's and the captcha's at once): none writes a file another reads.
object_of() {
    if [[ "$1" == "$last" ]]; then echo "$cache/$1.${stamp_of[$1]:0:16}.o"; else echo "$cache/$1.o"; fi
}

compile() {
    local target=$1 label=$2 object interface
    object=$(object_of "$target")
    interface=$cache/modules/$target.swiftmodule
    [[ "$target" != "$last" ]] || interface=$work/$target.swiftmodule
    if [[ -f "$object" && ( "$target" == "$last" || ( -f "$cache/$target.stamp" && "$(cat "$cache/$target.stamp")" == "${stamp_of[$target]}" ) ) ]]; then
        echo "build-wasm: $label $target: unchanged, reused" >&2
        return
    fi
    rm -f "$cache/$target.stamp"
    # shellcheck disable=SC2046,SC2086
    timed "$label $target" swiftc "${flags[@]}" ${SWIFT_FLAGS:-} -module-name "$target" -I "$cache/modules" \
        -emit-module-path "$interface" $(find "${folder_of[$target]}" -name '*.swift' | sort) -c -o "$work/$target.o"
    mv "$work/$target.o" "$object"
    [[ "$target" == "$last" ]] || echo "${stamp_of[$target]}" > "$cache/$target.stamp"
}

echo "build-wasm: compiling ${#targets[@]} modules for wasm32 (Embedded Swift), $jobs at a time" >&2
objects=()
count=0
for wave in "${waves[@]}"; do
    running=0 failed=0
    for target in $wave; do
        count=$((count + 1))
        objects+=("$(object_of "$target")")
        if ((running >= jobs)); then wait -n || failed=1; running=$((running - 1)); fi
        compile "$target" "[$count/${#targets[@]}]" &
        running=$((running + 1))
    done
    while ((running > 0)); do wait -n || failed=1; running=$((running - 1)); done
    ((failed == 0)) || { echo "build-wasm: a module failed to compile (above)" >&2; exit 1; }
done
timed "the C runtime" clang --target=wasm32-unknown-unknown -Os -ffreestanding -fno-builtin -nostdlib -c Web/Runtime/runtime.c -o "$work/runtime.o"
mkdir -p "$(dirname "$output")"

# Links the objects into module $1, exporting the page's entry points and
# any more named after it (--smoke-test adds the self-test's), then shrinks it
# (not with --unshrunk after the module).
link() {
    local module=$1 shrink=true
    shift
    if [[ "${1:-}" == --unshrunk ]]; then shrink=false; shift; fi
    local exports=(--export=flow_alloc --export=flow_free --export=flow_call --export=flow_render "$@")
    # WASM_KEEP_NAMES=1 keeps the functions' names (for measuring what weighs what) and skips wasm-opt.
    local strip=--strip-all
    [[ -z "${WASM_KEEP_NAMES:-}" ]] || strip=--strip-debug
    timed "linking $(basename "$module") (link-time optimization)" wasm-ld --no-entry --global-base=1024 --gc-sections "$strip" --compress-relocations -z stack-size=1048576 --lto-O2 -mllvm -inline-threshold=0 -mllvm -enable-merge-functions \
        "${exports[@]}" "${objects[@]}" "$work/runtime.o" "$tables" -o "$module"
    if $shrink && [[ -z "${WASM_KEEP_NAMES:-}" ]] && command -v wasm-opt >/dev/null 2>&1; then
        # The features are those LLVM emits for wasm32 here; wasm-opt checks the
        # module against them, so a new one stops the build rather than slipping through.
        # -Oz, then the control flow rebuilt (--flatten --rereloop) and -Oz,
        # twice, and -Oz once more: 1,128,236 -> 1,017,949 bytes (453,644 compressed)
        # where one rebuild made 1,018,145 (454,599).
        # --low-memory-unused: wasm-ld puts the data at 1024 (--global-base,
        # written out above) and the stack after it, so no address below 1 KiB is used,
        # and wasm-opt may fold a constant added to a pointer into the load or
        # store that uses it (what emscripten does for the same layout):
        # 1,017,949 -> 1,003,682 bytes, 449,468 compressed.
        timed "shrinking $(basename "$module") (wasm-opt)" wasm-opt --low-memory-unused -Oz --flatten --rereloop -Oz --flatten --rereloop -Oz -Oz \
            --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
            "$module" -o "$work/optimized.wasm"
        mv "$work/optimized.wasm" "$module"
    fi
}

# The page's module carries no test code: the self-test (flow_selftest)
# is exported only from a second link of the same objects, which
# --smoke-test runs.
link "$output"
if ! command -v wasm-opt >/dev/null 2>&1; then
    echo "build-wasm: wasm-opt (Debian's binaryen) is not installed: the module is not optimized further, and about 9% larger" >&2
fi
echo "wrote $output ($(wc -c < "$output") bytes, $(gzip -9 -n < "$output" | wc -c) by gzip -9 -n) in $SECONDS s" >&2

if $smoke; then
    # The same objects, linked and optimized by LLVM as the page's are; not
    # shrunk by wasm-opt, which keeps behaviour and only costs CI its time.
    link "$work/selftest.wasm" --unshrunk --export=flow_selftest
    started=$SECONDS
    result=$(wasmkit run "$work/selftest.wasm" flow_selftest 2>&1 || true)
    echo "build-wasm: the self-test in wasmkit: $((SECONDS - started)) s" >&2
    echo "flow_selftest: $result" >&2
    case "$result" in
        *"i32(0)"*) ;;
        *) echo "the WebAssembly self-test failed (the number is the check that failed): $result" >&2; exit 1 ;;
    esac
fi
