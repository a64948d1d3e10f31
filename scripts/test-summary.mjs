// One closing line for the whole run, from the vitest and Playwright JSON reports of this run:
// passed, failed, skipped (never counted as passed), and flaky (passed only on a retry).
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.cache';
const read = (f) => {
  const file = path.join(dir, f);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};
const unit = read('vitest.json');
const e2e = read('playwright.json');
if (!unit || !e2e) {
  console.error(
    `\nMissing test report in ${dir}: ${!unit ? 'vitest.json ' : ''}${!e2e ? 'playwright.json' : ''}`,
  );
  process.exit(1);
}

/** Titles of Playwright tests with a given outcome ('skipped', 'flaky'). */
function e2eTitles(outcome) {
  const out = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === outcome) out.push(`${spec.file}: ${[...trail, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? [])
      walk(child, suite.title && !suite.file ? [...trail, suite.title] : trail);
  };
  for (const suite of e2e.suites ?? []) walk(suite, []);
  return out;
}

const passed = (unit.numPassedTests ?? 0) + (e2e.stats?.expected ?? 0);
const failed = (unit.numFailedTests ?? 0) + (e2e.stats?.unexpected ?? 0);
const skippedTitles = e2eTitles('skipped');
const skipped = (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0) + (e2e.stats?.skipped ?? 0);
const flakyTitles = e2eTitles('flaky');
const flaky = e2e.stats?.flaky ?? 0;

console.log(
  `\nAll tests: ${passed} passed, ${failed} failed, ${skipped} skipped, ${flaky} flaky (passed on a retry)`,
);
for (const t of skippedTitles) console.log(`  skipped: ${t}`);
for (const t of flakyTitles) console.log(`  flaky:   ${t}`);
