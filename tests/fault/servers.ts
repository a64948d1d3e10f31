/**
 * Extra site servers for the quality and fault tests: the production build (DIST_DIR) started on a
 * given loopback port with its own environment, stopped by the test that started it. Bounded: each
 * test starts at most a couple, waits at most START_TIMEOUT_MS for them and kills them at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const HOST = '127.0.0.1';
/** Generous: a server starts in about a second, but a loaded machine (two test runs at once) is slow. */
export const START_TIMEOUT_MS = 60_000;
/**
 * The time-out of a Playwright hook that starts `servers` site servers (one after the other): a
 * server renders a page before it says it is ready (site/server/main.ts, up to 30 s), so the
 * default 30 s of a hook is too short on a loaded machine.
 */
export const startHookTimeout = (servers = 1) => servers * START_TIMEOUT_MS + 10_000;

/**
 * The Node options production runs the server with: those of `npm start` (package.json), the one
 * place they are written. The servers started here get them too, so that tests and the bench
 * measure the server as it runs; the bench's own process must have them (its bare baseline runs
 * under the same V8 settings). Throws when the start script no longer has the expected shape.
 */
export function serverNodeFlags(): string[] {
  const pkg = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
  ) as {
    scripts: Record<string, string>;
  };
  const start = /^node((?: --[\w-]+=\S+)*) scripts\/start\.mjs$/.exec(pkg.scripts.start ?? '');
  if (!start)
    throw new Error(
      `package.json's start script is not "node [--flag=value…] scripts/start.mjs": ${pkg.scripts.start}`,
    );
  return start[1]!.trim().split(' ').filter(Boolean);
}

export interface RunningServer {
  url: string;
  port: number;
  pid: number | undefined;
  logs: () => string;
  stop: () => Promise<void>;
}

/**
 * A loopback port free right now. Extra servers take free ports rather than fixed ones, so that
 * parallel suites (and colleagues' servers on the same machine) never collide.
 */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts `node $DIST_DIR/server/main.js` on `port` (0: a free one) and resolves once it answers;
 * Node gets `serverNodeFlags`, then `nodeArgs` before the script (`--inspect=127.0.0.1:0` for the bench's heap figures),
 * `cwd` is where it runs (the project by default). Rejects with its exit code and its output when
 * it exits first.
 */
export async function startSite(
  requested: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  cwd?: string,
): Promise<RunningServer> {
  const port = requested || (await freePort());
  const dist = cwd ? path.resolve(process.env.DIST_DIR || 'dist') : process.env.DIST_DIR || 'dist';
  let output = '';
  const args = [...serverNodeFlags(), ...nodeArgs, `${dist}/server/main.js`];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    // The site's own origin is the address the tests use (its head links and CSP 'self' agree).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DIST_DIR: dist,
      PORT: String(port),
      SITE_ORIGIN: `http://${HOST}:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server on ${port} exited with ${child.exitCode}: ${output}`);
    try {
      // Ready once this child says so (not another process that holds the port) and answers.
      if (!output.includes('Site ready on')) throw new Error('not ready');
      const r = await fetch(`${url}/resources/favicon.svg`);
      await r.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server on ${port} did not start: ${output}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return {
    url,
    port,
    pid: child.pid,
    logs: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        // Gone already: exited, or killed by a signal (then its exit code stays null).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

export interface Stub {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** A tiny HTTP server on loopback answering with `handle`; port 0 picks a free one. */
export async function startStub(
  port: number,
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<Stub> {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, HOST, resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${HOST}:${actual}`,
    port: actual,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
