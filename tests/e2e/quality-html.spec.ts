/**
 * Valid HTML (issue 7): the server-rendered HTML of every public route of the fixture site and of
 * the error pages passes the Nu HTML Checker (vnu-jar, run with the machine's Java) with no error.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ERROR_PATHS, fixturePaths } from './quality-routes';

const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test('the server-rendered HTML of the main routes has no Nu HTML Checker error', async ({ request }) => {
  test.setTimeout(120_000);
  const dir = path.resolve('.cache', `vnu-${process.env.TEST_PORT ?? 'default'}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const files = new Map<string, string>();
  for (const route of [...fixturePaths(), ...ERROR_PATHS]) {
    const response = await request.get(route);
    const file = path.join(dir, `${route.replace(/[^a-z0-9]+/gi, '_') || 'root'}.html`);
    fs.writeFileSync(file, await response.text());
    files.set(path.basename(file), route);
  }
  const messages = runVnu([...files.keys()], dir);
  const errors = messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .map(
      (m) =>
        `${files.get(path.basename(m.url)) ?? m.url}:${m.lastLine ?? '?'} ${m.message} [${m.extract ?? ''}]`,
    );
  expect(errors).toEqual([]);
});

/**
 * The checker's messages for the files. A checker that cannot run (no Java, no jar, a crash, an
 * answer that is not its JSON report) fails the gate loudly: it never passes as "no error".
 */
function runVnu(files: string[], cwd: string, jar = VNU): VnuMessage[] {
  if (!fs.existsSync(jar))
    throw new Error(`The Nu HTML Checker is missing: ${jar} (npm ci installs vnu-jar)`);
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // vnu exits with 0 (no error) or 1 (errors reported), its JSON report on stderr; anything else,
  // or no Java at all, is a failure to run.
  if (run.error || (run.status !== 0 && run.status !== 1)) {
    const why = run.error ? run.error.message : `exit ${run.status}`;
    throw new Error(`The Nu HTML Checker could not run (${why}): ${run.stderr?.slice(0, 300) ?? ''}`);
  }
  const output = run.stderr || run.stdout || '';
  let report: { messages?: VnuMessage[] };
  try {
    report = JSON.parse(output);
  } catch {
    throw new Error(`The Nu HTML Checker gave no JSON report: ${output.slice(0, 300)}`);
  }
  if (!Array.isArray(report.messages)) throw new Error('The Nu HTML Checker report has no message list');
  return report.messages;
}

test('the HTML gate fails loudly when the checker cannot run', () => {
  const dir = path.resolve('.cache');
  expect(() => runVnu(['x.html'], dir, path.resolve('.cache/no-such-vnu.jar'))).toThrow(/missing/);
  const notAJar = path.resolve('.cache', `not-a-jar-${process.pid}.jar`);
  fs.writeFileSync(notAJar, 'not a jar');
  try {
    expect(() => runVnu(['x.html'], dir, notAJar)).toThrow(/could not run|no JSON report/);
  } finally {
    fs.rmSync(notAJar, { force: true });
  }
});
