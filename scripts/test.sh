#!/usr/bin/env bash
# `npm test`: every check, fast to slow. Stops at the first failing step.
# Each run builds into and reports to a directory of its own, and its browser tests start their own
# server on a free port: two runs at once on one machine never share a build, a port or a report.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .cache
RUN_DIR="$(mktemp -d "$PWD/.cache/run-XXXXXX")"
export TEST_RUN_DIR="$RUN_DIR"
export DIST_DIR="${DIST_DIR:-${RUN_DIR#"$PWD/"}/dist}"
# Each step's name and start time; the table of their durations is printed on the way out, so a
# run that stops at a failing step still says where its time went and which step failed.
STEP_NAMES=()
STEP_STARTS=()
RUN_START=$(date +%s)
step() {
  STEP_NAMES+=("$*")
  STEP_STARTS+=("$(date +%s)")
  printf '\n==> %s\n' "$*"
}
seconds_text() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }
print_step_times() {
  local code=$1 now count i end last
  now=$(date +%s)
  count=${#STEP_NAMES[@]}
  [ "$count" -gt 0 ] || return 0
  printf '\n==> Time of each step\n'
  for ((i = 0; i < count; i++)); do
    if ((i + 1 < count)); then end=${STEP_STARTS[i + 1]}; else end=$now; fi
    last=""
    if ((i + 1 == count)) && [ "$code" -ne 0 ]; then last="  (failed, exit $code)"; fi
    printf '  %8s  %s%s\n' "$(seconds_text $((end - STEP_STARTS[i])))" "${STEP_NAMES[i]}" "$last"
  done
  printf '  %8s  total\n' "$(seconds_text $((now - RUN_START)))"
}
on_exit() {
  local code=$?
  rm -rf "$RUN_DIR/dist"
  print_step_times "$code"
  exit "$code"
}
trap on_exit EXIT

step "No unresolved merge"
node scripts/check-conflict-markers.mjs

step "Type check"
npx tsc -p tsconfig.json --noEmit

step "Format and lint"
# Biome runs through npx, pinned: the registry these machines reach has only its Linux binaries,
# so it cannot be in the lock file (npm ci would require every platform's optional binary).
npx --yes @biomejs/biome@2.6.8 ci --reporter=summary .

step "Translation catalogs match the code"
node scripts/check-catalogs.mjs

step "Unit and contract tests"
npx vitest run --reporter=default --reporter=json --outputFile="$RUN_DIR/vitest.json"

step "Production build (into $DIST_DIR)"
node scripts/build.mjs --quiet

step "Browser tests"
bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh   # the Nu HTML Checker of tests/e2e/quality-html.spec.ts
status=0
npx playwright test || status=$?

node scripts/test-summary.mjs "$RUN_DIR"
exit "$status"
