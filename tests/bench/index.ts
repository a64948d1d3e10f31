/**
 * `npm run bench`: every benchmark, printed side by side with a baseline measured in the same run.
 * Runs against the production build in DIST_DIR (built first when missing) served on BENCH_PORT.
 * Add a benchmark: a module exporting a function, called below with the server's base URL.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchEditorKeystroke, formatFigures, KEYSTROKES } from './editor-keystroke';

const dist = process.env.DIST_DIR || 'dist';
const port = Number(process.env.BENCH_PORT ?? 4290);
const baseURL = `http://127.0.0.1:${port}`;

function ensureBuild() {
  if (existsSync(path.join(dist, 'client/.vite/manifest.json'))) return;
  console.log(`No build in ${dist}: building…`);
  execFileSync('node', ['scripts/build.mjs', '--quiet'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: dist },
  });
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn('node', [path.join(dist, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DIST_DIR: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${baseURL}/fr`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`The server did not start on ${baseURL}`);
}

async function main() {
  ensureBuild();
  const server = await startServer();
  try {
    const editor = await benchEditorKeystroke(baseURL);
    console.log(
      `\n${formatFigures(`QA editor: keystroke in the inspector → canvas shows it (${KEYSTROKES} keystrokes, Chromium, production build)`, editor)}\n`,
    );
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
