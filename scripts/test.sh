#!/usr/bin/env bash
# `npm test`: every check, fast to slow. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .cache
step() { printf '\n==> %s\n' "$*"; }

step "Type check"
npx tsc -p tsconfig.json --noEmit

step "Format and lint"
# Biome runs through npx, pinned: the registry these machines reach has only its Linux binaries,
# so it cannot be in the lock file (npm ci would require every platform's optional binary).
npx --yes @biomejs/biome@2.6.8 ci --reporter=summary .

step "Translation catalogs match the code"
node scripts/check-catalogs.mjs

step "Unit and contract tests"
npx vitest run --reporter=default --reporter=json --outputFile=.cache/vitest.json

step "Production build"
node scripts/build.mjs --quiet

step "Browser tests"
bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh   # the Nu HTML Checker of tests/e2e/quality-html.spec.ts
npx playwright test

node scripts/test-summary.mjs
