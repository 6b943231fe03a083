#!/usr/bin/env bash
# The web package as a web team gets it: Web/package.json packed by `npm pack`
# (no registry: the tarball is the package) with the ES modules, their types,
# every machine's generated types, the all-machines module (Web/flow.wasm) and
# the per-machine modules in Web/machines/; then installed from the tarball
# into an empty folder (`npm install ./flowcore-headless-web-*.tgz`, offline),
# imported by a script that runs an alert from its own module, and its types
# checked by tsc --strict: the example page must pass, the misspelled event
# must fail.
#
#   bash Scripts/check-web-package.sh [OUT_DIR]    (default .build/web-package)
#
# Needs Web/flow.wasm and Web/machines/{alert,captcha}.wasm (bash
# Scripts/build-wasm.sh), npm and tsc (Debian's node-typescript).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-.build/web-package}
for file in Web/flow.wasm Web/machines/alert.wasm Web/machines/captcha.wasm; do
    [[ -f "$file" ]] || { echo "check-web-package: no $file (bash Scripts/build-wasm.sh)" >&2; exit 1; }
done
command -v tsc >/dev/null || { echo "check-web-package: no tsc (Debian's node-typescript)" >&2; exit 1; }

# The package's version is FlowCore's: one release line.
swift_version=$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' Sources/FlowRuntime/FlowCoreRelease.swift)
package_version=$(node -p 'require("./Web/package.json").version')
[[ "$swift_version" == "$package_version" ]] || {
    echo "check-web-package: Web/package.json says $package_version, FlowCoreRelease.version $swift_version" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out/stage" "$out/app"
# What goes in, staged: the package's files and FlowCore's licence, nothing else of the folder.
cp Web/package.json Web/flowcore.mjs Web/flowcore.d.mts Web/flowcore-dom.mjs Web/flowcore-dom.d.mts Web/flow.wasm LICENSE "$out/stage/"
mkdir -p "$out/stage/types" "$out/stage/machines"
cp Web/types/*.d.ts "$out/stage/types/"
cp Web/machines/*.wasm "$out/stage/machines/"
(cd "$out/stage" && npm pack --silent --pack-destination .. > ../tarball.txt)
tarball="$out/$(tail -n 1 "$out/tarball.txt")"
echo "check-web-package: $(basename "$tarball"), $(wc -c < "$tarball") bytes:"
tar -tzvf "$tarball" | awk '{ printf "  %9d  %s\n", $3, $6 }'
# Every file the package's exports name is in it.
contents=$(tar -tzf "$tarball")
for file in flowcore.mjs flowcore.d.mts flowcore-dom.mjs flowcore-dom.d.mts flow.wasm types/index.d.ts types/alert.d.ts machines/alert.wasm LICENSE; do
    grep -qx "package/$file" <<< "$contents" || { echo "check-web-package: the tarball lacks $file" >&2; exit 1; }
done

# An empty app folder installs the tarball, offline, and imports the package by its name.
cat > "$out/app/package.json" <<'JSON'
{"name": "web-app", "version": "1.0.0", "private": true, "type": "module"}
JSON
(cd "$out/app" && npm install --offline --no-audit --no-fund --silent "../$(basename "$tarball")")
cat > "$out/app/run.mjs" <<'JS'
import { loadFlowCore } from "flowcore-headless-web";
const flow = await loadFlowCore(new URL(import.meta.resolve("flowcore-headless-web/machines/alert.wasm")));
let time = 0;
const alert = flow.createSession("alert", { content: { title: "提示", buttons: ["好的"] } }, { clock: () => time });
alert.send({ showRequested: { screen: { width: 375, height: 667 }, safeArea: { top: 20 } } });
time = 1;
const effects = alert.send({ buttonTapped: { index: 0 } });
if (JSON.stringify(effects[0]) !== '{"notifyButtonSelected":{"index":0}}') throw new Error(`effects: ${JSON.stringify(effects)}`);
if (JSON.stringify(flow.machines) !== '["alert"]') throw new Error(`machines: ${flow.machines}`);
const all = await loadFlowCore(new URL(import.meta.resolve("flowcore-headless-web/flowcore.wasm")));
console.log(`check-web-package: installed and imported; alert.wasm runs ${flow.machines.join(", ")}, flowcore.wasm ${all.machines.length} machines`);
JS
(cd "$out/app" && node run.mjs)

# The types: the example page passes tsc --strict; the misspelled event fails it.
cp Web/tests/typescript/tsconfig.json Web/tests/typescript/page.ts "$out/app/"
(cd "$out/app" && tsc -p tsconfig.json) || { echo "check-web-package: tsc refused the example page (above)" >&2; exit 1; }
cp Web/tests/typescript/misspelled.ts "$out/app/page.ts"
if (cd "$out/app" && tsc -p tsconfig.json > ../misspelled.txt 2>&1); then
    echo "check-web-package: tsc passed the misspelled event: the types check nothing" >&2; exit 1
fi
grep -q "buttonTaped" "$out/misspelled.txt" || { echo "check-web-package: tsc failed the misspelled page, but not on its event:" >&2; cat "$out/misspelled.txt" >&2; exit 1; }
echo "check-web-package: tsc --strict passes the example page and refuses the misspelled event:"
sed 's/^/  /' "$out/misspelled.txt" | head -n 3

# Every JavaScript sample of the READMEs, as a web team would paste it into a
# module of their own: tsc --strict against the installed package (a sample
# that drifts from the API fails here).
mkdir -p "$out/app/samples"
cp Web/tests/typescript/tsconfig.json "$out/app/samples/"
samples=$(python3 - "$out/app/samples" README.md Web/README.md <<'PY'
import os, re, sys
folder, documents = sys.argv[1], sys.argv[2:]
count = 0
for document in documents:
    with open(document, encoding="utf-8") as f:
        text = f.read()
    for number, block in enumerate(re.findall(r"^```js\n(.*?)^```", text, re.M | re.S), 1):
        count += 1
        name = re.sub(r"[^A-Za-z0-9]+", "-", document).strip("-").lower()
        with open(os.path.join(folder, f"{name}-{number}.ts"), "w", encoding="utf-8") as out:
            out.write(f"// {document}, JavaScript sample {number}\n{block}")
print(count)
PY
)
((samples > 0)) || { echo "check-web-package: no JavaScript sample found in the READMEs" >&2; exit 1; }
(cd "$out/app/samples" && tsc -p tsconfig.json) || { echo "check-web-package: a README's JavaScript sample does not compile against the package (above)" >&2; exit 1; }
echo "check-web-package: the READMEs' $samples JavaScript samples compile (tsc --strict) against the installed package"
