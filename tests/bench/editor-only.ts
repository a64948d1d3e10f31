/**
 * Only the editor part of `npm run bench`: the keystroke-to-canvas figures, on the production build
 * (DIST_DIR, built when missing), on a free loopback port. `BENCH_RUNS` repeats the measure (default
 * 1) so that a noisy machine can be read over several runs. Figures are printed, never asserted.
 *
 *   DIST_DIR=.cache/dist-editor npx tsx tests/bench/editor-only.ts
 */

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startSite } from '../fault/servers';
import { benchEditorKeystroke, formatFigures } from './editor-keystroke';

const dist = process.env.DIST_DIR || 'dist';
process.env.DIST_DIR = dist;
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

if (!fs.existsSync(path.join(dist, 'server/main.js'))) {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
}

const site = await startSite(0, { BENCH: '1' });
try {
  for (let run = 1; run <= RUNS; run++) {
    const figures = await benchEditorKeystroke(site.url);
    console.log(formatFigures(`Editor keystroke → canvas, run ${run}/${RUNS}`, figures));
  }
} finally {
  await site.stop();
}
