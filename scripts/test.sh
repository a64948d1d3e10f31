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
trap 'rm -rf "$RUN_DIR/dist"' EXIT
step() { printf '\n==> %s\n' "$*"; }

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
