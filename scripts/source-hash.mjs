// A hash of everything the build reads, so `npm start` rebuilds only when sources changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = [
  'engine',
  'blocks',
  'ui',
  'stores',
  'api',
  'site',
  'editor',
  'locales',
  'public',
  'fixtures/pages',
];
const FILES = [
  'package-lock.json',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/precompress.mjs',
];
const SKIP = /(^|\/)(node_modules|dist)(\/|$)|\.test\.[jt]sx?$/;

function walk(dir, out) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (SKIP.test(file)) continue;
    if (entry.isDirectory()) walk(file, out);
    else out.push(file);
  }
}

export function sourceHash() {
  const files = [];
  for (const root of ROOTS) walk(root, files);
  for (const f of FILES) if (fs.existsSync(f)) files.push(f);
  const hash = crypto.createHash('sha256');
  for (const file of files.sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}
