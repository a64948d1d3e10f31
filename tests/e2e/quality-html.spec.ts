/**
 * Valid HTML (issue 7): the server-rendered HTML of every public route of the fixture site and of
 * the error pages passes the Nu HTML Checker (vnu-jar, run with the machine's Java) with no error.
 */
import { execFileSync } from 'node:child_process';
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
  let output: string;
  try {
    output = execFileSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files.keys()], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // vnu exits with 1 when it reports errors; its report is on stderr in JSON format.
    const e = error as { stdout?: string; stderr?: string };
    output = e.stderr || e.stdout || '';
  }
  const messages = (JSON.parse(output || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
  const errors = messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .map(
      (m) =>
        `${files.get(path.basename(m.url)) ?? m.url}:${m.lastLine ?? '?'} ${m.message} [${m.extract ?? ''}]`,
    );
  expect(errors).toEqual([]);
});
