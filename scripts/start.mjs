// `npm start`: builds when the sources changed since the last build, then serves the production site.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { sourceHash } from './source-hash.mjs';

const built =
  fs.existsSync('dist/server/main.js') && fs.existsSync('dist/.source-hash')
    ? fs.readFileSync('dist/.source-hash', 'utf8')
    : null;
if (built !== sourceHash()) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV = 'production';
await import('../dist/server/main.js');
