/**
 * The hostile content backend over HTTP (issue 18): `POST /api/page/{site}` answers the page path
 * `/fr/hostile/<name>` with that answer of the corpus, and any other path with the broker's good
 * home page, so that other visitors of the site under test are served normally.
 */
import { spawn } from 'node:child_process';
import type http from 'node:http';
import { START_TIMEOUT_MS, type Stub, startStub } from '../fault/servers';
import { CORPUS, goodPage } from './corpus';

const PREFIX = /^\/(fr|en)\/hostile\//;

export async function startHostileBackend(): Promise<Stub & { requests: () => number }> {
  const byName = new Map(CORPUS.map((answer) => [answer.name, answer]));
  const good = JSON.stringify(goodPage());
  let count = 0;
  const stub = await startStub(0, (req: http.IncomingMessage, res: http.ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      count++;
      let pagePath = '';
      try {
        pagePath = String((JSON.parse(body || '{}') as { path?: unknown }).path ?? '');
      } catch {
        pagePath = '';
      }
      const answer = PREFIX.test(pagePath) ? byName.get(pagePath.replace(PREFIX, '')) : undefined;
      if (answer) {
        try {
          answer.respond(res, req);
        } catch (error) {
          console.error(`[hostile backend] ${answer.name} failed`, error);
          res.destroy();
        }
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(good);
    });
  });
  return { ...stub, requests: () => count };
}

export interface BackendProcess {
  url: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

/** Starts `serve.ts` in a child process and resolves with its address once it listens. */
export async function spawnHostileBackend(): Promise<BackendProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/hostile/serve.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`hostile backend did not start: ${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk;
      const found = /hostile backend on (\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`hostile backend exited (${code}): ${output}`)));
  });
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
