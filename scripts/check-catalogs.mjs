// Fails when the catalogs do not match the messages in the code (someone forgot `npm run i18n:extract`).
// Extraction runs in place, so after a failure the catalogs are up to date: translate and commit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function snapshot(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) walk(f);
      else if (f.endsWith('.po')) out.set(f, fs.readFileSync(f, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

const before = snapshot('locales');
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });
const after = snapshot('locales');
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (f) => before.get(f) !== after.get(f),
);
if (changed.length) {
  console.error(`Catalogs were out of date with the code and have been updated:\n  ${changed.join('\n  ')}`);
  console.error('Translate the new English entries, then commit the catalogs.');
  process.exit(1);
}
console.log(`Catalogs up to date (${after.size} files).`);
