#!/usr/bin/env bash
# Builds Web/flow.wasm: FlowCore's machines, their scenes, the SVG renderer
# and the JSON bridge (Sources/FlowWeb), compiled with Embedded Swift for
# wasm32, with the small C runtime in Web/Runtime, linked by wasm-ld. Only
# the Swift toolchain is used.
#
#   bash Scripts/build-wasm.sh [OUTPUT.wasm]     (default Web/flow.wasm)
#   bash Scripts/build-wasm.sh --smoke-test      build, then run flow_selftest in wasmkit
#
# The module is built for size: -Osize, no LLVM inlining (-inline-threshold=0:
# about 50 KB smaller; a drag and its SVG measure within the noise of the
# inlined build in the browser, and natively the SVG renderer is about 5%
# slower), relocations compressed, names stripped: under 1 MB. SWIFT_FLAGS
# adds swiftc flags for experiments.
set -euo pipefail
cd "$(dirname "$0")/.."

smoke=false
output=Web/flow.wasm
for argument in "$@"; do
    case "$argument" in
        --smoke-test) smoke=true ;;
        *) output=$argument ;;
    esac
done

toolchain=$(dirname "$(dirname "$(command -v swiftc)")")
tables="$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# What the web build leaves out: the spec, chaos and Codable layers, which
# need what Embedded Swift lacks (Codable, existentials), the front-only
# transcript pictures and the explored phase diagrams, and (below) the asset
# catalog's contact sheet and its failure messages, which the page never shows.
core=$(find Sources/FlowCore -name '*.swift' \
    ! -name '*+Spec.swift' ! -name '*+Chaos.swift' ! -name '*+Explore.swift' ! -path '*/Core/Spec/*' ! -path '*/Core/Chaos/*' ! -path '*/Core/Explore/*' \
    ! -name 'JSONTreeEncoder.swift' ! -name 'JSONTreeDecoder.swift' ! -name 'CodingContainers+Defaults.swift' \
    ! -name 'TextMeasuring+Coding.swift' ! -name 'Transcript+Scene.swift' | sort)

# One module: the other targets' `import FlowCore` and `import FlowSVG` name it.
mkdir -p "$work/src"
for file in Sources/FlowSVG/*.swift Sources/FlowWeb/*.swift; do
    case $file in */PhaseDiagram+SVG.swift | */SVGAssetCatalog+ContactSheet.swift | */SVGAssetCatalog+TextFailure.swift) continue ;; esac
    name=$(basename "$(dirname "$file")")-$(basename "$file")
    sed -e '/^import FlowCore$/d' -e '/^import FlowSVG$/d' "$file" > "$work/src/$name"
done

echo "compiling $(echo "$core" | wc -l) FlowCore files and $(ls "$work/src" | wc -l) FlowSVG and FlowWeb files for wasm32 (Embedded Swift)" >&2
# shellcheck disable=SC2086
swiftc -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize -Xllvm -inline-threshold=0 -parse-as-library ${SWIFT_FLAGS:-} \
    -module-name FlowWeb -package-name FlowCore $core "$work"/src/*.swift -c -o "$work/flow.o"
clang --target=wasm32-unknown-unknown -Os -ffreestanding -fno-builtin -nostdlib -c Web/Runtime/runtime.c -o "$work/runtime.o"
mkdir -p "$(dirname "$output")"
wasm-ld --no-entry --gc-sections --strip-all --compress-relocations -z stack-size=1048576 \
    --export=flow_alloc --export=flow_free --export=flow_call --export=flow_render --export=flow_selftest \
    "$work/flow.o" "$work/runtime.o" "$tables" -o "$output"
echo "wrote $output ($(wc -c < "$output") bytes)" >&2

if $smoke; then
    result=$(wasmkit run "$output" flow_selftest 2>&1 || true)
    echo "flow_selftest: $result" >&2
    case "$result" in
        *"i32(0)"*) ;;
        *) echo "the WebAssembly self-test failed (the number is the check that failed): $result" >&2; exit 1 ;;
    esac
fi
