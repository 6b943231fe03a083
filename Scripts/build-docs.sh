#!/usr/bin/env bash
# Builds the DocC documentation of FlowCore (with the runtime and every
# component it re-exports, one archive for all the machines), FlowDriver, FlowSpecFormat, FlowSpecs, FlowTesting, FlowCommandLine, FlowSVG, FlowViewer and FlowWeb
# with the toolchain's own swift-symbolgraph-extract and docc, treating every
# DocC warning as an error, then checks that every public declaration has a
# doc comment. Archives land in .build/docs/<Module>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(FlowCore FlowDriver FlowSpecFormat FlowSpecs FlowTesting FlowCommandLine FlowSVG FlowViewer FlowWeb)
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')

swift build --target FlowSpecs
swift build --target FlowSpecFormat
swift build --target FlowTesting
swift build --target FlowCommandLine
swift build --target FlowViewer
swift build --target FlowWeb
swift build --target FlowDriver

graphs=.build/symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p .build/docs
# The modules FlowCore re-exports: their symbols are documented in FlowCore's archive.
reexported=FlowRuntime,FlowAlert,FlowCaptcha,FlowCoachMarks,FlowLaunchGate,FlowNetworkActivity,FlowOnboarding,FlowPermissions,FlowPopupQueue,FlowSession,FlowTextInput,FlowTitleButton
for module in "${modules[@]}"; do
    mkdir -p "$graphs/$module"
    swift-symbolgraph-extract -module-name "$module" -I .build/debug/Modules -target "$triple" \
        -output-dir "$graphs/$module" -minimum-access-level public -experimental-allowed-reexported-modules="$reexported"
    docc convert "Sources/$module/Documentation.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.flowcore.$module" \
        --output-path ".build/docs/$module.doccarchive" --warnings-as-errors
done

python3 Scripts/doc-coverage.py "$graphs"
