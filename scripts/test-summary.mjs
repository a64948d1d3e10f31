// One closing line for the whole run, from the vitest and Playwright JSON reports.
import fs from 'node:fs';

const read = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null);
const unit = read('.cache/vitest.json');
const e2e = read('.cache/playwright.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
console.log(`\nAll tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
