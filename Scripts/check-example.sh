#!/usr/bin/env bash
# Uses FlowCore from outside, as an app does (Examples/AppFlow): builds it,
# runs its Swift Testing and XCTest targets and its own tool (check and
# explore), then makes the
# kit fail on purpose and checks that each framework reported the failure at
# the right line with FlowTesting's message, and that a failure outside any
# test is printed on standard error.
set -euo pipefail
cd "$(dirname "$0")/../Examples/AppFlow"

swift build
swift test
swift run app-flow check --canonical Specs
# The app's own machine explored by its own tool: no finding, and the
# generated specs that take every transition kind are current.
swift run app-flow explore app-launch --config Specs/app-launch/first-install-skips-guide.json --max-depth 6 \
    --write Specs/app-launch/explored --check

fail() { echo "check-example: $*" >&2; exit 1; }
line_of() { grep -n "EXPECTED FAILURE ($2)" "$1" | cut -d: -f1; }

# The expected failures, on purpose: the run must fail, and say where and what.
set +e
FLOWTESTING_EXPECTED_FAILURES=1 swift test > expected-failures.log 2>&1
status=$?
set -e
[[ $status -ne 0 ]] || fail "the expected failures did not fail the run"
message='The state after sending {"gate": {"launched": {"build": "1", "isLoggedIn": true, "version": "1.0"}}} is not the expected one'
xctest_line=$(line_of Tests/AppFlowXCTests/AppLaunchXCTests.swift XCTest)
grep -qF "AppLaunchXCTests.swift:$xctest_line: error: AppLaunchXCTests.testAWrongExpectationFails : failed - $message" expected-failures.log \
    || fail "XCTest did not report the failure at AppLaunchXCTests.swift:$xctest_line (see Examples/AppFlow/expected-failures.log)"
grep -qE "Executed 2 tests, with 1 failure" expected-failures.log || fail "XCTest did not count exactly one failure"
testing_line=$(line_of Tests/AppFlowTests/AppLaunchTests.swift "Swift Testing")
grep -qF "Test aWrongExpectationFails() recorded an issue at AppLaunchTests.swift:$testing_line:" expected-failures.log \
    || fail "Swift Testing did not report the issue at AppLaunchTests.swift:$testing_line"
grep -qF "$message" expected-failures.log || fail "the failure's message is not FlowTesting's"
grep -qE 'hud.phase' expected-failures.log || fail "the failure has no diff naming hud.phase"

# Outside any test: printed on standard error, never swallowed.
outside_line=$(line_of Sources/outside-tests/main.swift "no test")
swift run --quiet outside-tests 2> outside.log >/dev/null || true
grep -qF "main.swift:$outside_line:" outside.log && grep -qF "error: FlowTesting: $message" outside.log \
    || fail "a failure outside any test was not printed (see Examples/AppFlow/outside.log)"
rm -f expected-failures.log outside.log
echo "check-example: the example builds and passes; XCTest, Swift Testing and no test at all each report the expected failure"
