#!/usr/bin/env bash
# Makes a FlowCore release: holds the version, the changelog, the API
# baseline and CI to each other, then tags.
#
#   Scripts/release.sh VERSION
#
# Before running it: set FlowCoreRelease.version (Sources/FlowRuntime/
# FlowCoreRelease.swift) to VERSION, move CHANGELOG.md's [Unreleased] notes
# under "## [VERSION] - DATE", and commit. The script refuses a dirty tree,
# a tag that exists, a version that is not the changelog's newest or the
# package's; then it runs CI (.ci/run), records the public API of this
# release (Scripts/api-baseline.py --write) and commits it when it changed,
# and tags VERSION. Pushing the tag is left to you (git push origin VERSION).
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:?usage: Scripts/release.sh VERSION (such as 0.4.0)}"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "release: '$version' is not a semantic version (MAJOR.MINOR.PATCH)" >&2; exit 2; }
[ -z "$(git status --porcelain)" ] || { echo "release: the working tree has changes; commit them first" >&2; exit 1; }
if git rev-parse -q --verify "refs/tags/$version" >/dev/null; then echo "release: tag $version exists" >&2; exit 1; fi

declared=$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' Sources/FlowRuntime/FlowCoreRelease.swift)
newest=$(sed -n 's/^## \[\([0-9][0-9.]*\)\].*/\1/p' CHANGELOG.md | head -1)
[ "$declared" = "$version" ] || { echo "release: FlowCoreRelease.version is $declared, not $version" >&2; exit 1; }
[ "$newest" = "$version" ] || { echo "release: CHANGELOG.md's newest release is $newest, not $version" >&2; exit 1; }
grep -q "^## \[$version\] - [0-9]\{4\}-[0-9]\{2\}-[0-9]\{2\}$" CHANGELOG.md || { echo "release: CHANGELOG.md's heading for $version needs a date: ## [$version] - YYYY-MM-DD" >&2; exit 1; }

echo "release: CI (.ci/run)"
bash .ci/run
echo "release: the public API of $version"
python3 Scripts/api-baseline.py --check
python3 Scripts/api-baseline.py --write
if [ -n "$(git status --porcelain API)" ]; then
    git add API/public-api.txt
    git commit -q -m "The public API of $version (Scripts/api-baseline.py --write)"
fi
git tag -a "$version" -m "FlowCore $version"
echo "release: tagged $version; push it with: git push origin $version"
